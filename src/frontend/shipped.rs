//! The tree-sitter languages `reduce` ships, one row each: the grammar
//! crate's parser, its vendored `grammar.json` (pinned to the crate's
//! version) and the profile in `grammars/<name>.toml`. Adding a language is
//! a row here, its `Lang` variant, and the two files.

use super::Lang;

/// Everything shipped for one tree-sitter language.
pub struct Shipped {
    /// The language.
    pub lang: Lang,
    /// Its profile, `grammars/<name>.toml`.
    pub profile: &'static str,
    /// Its grammar crate's `src/grammar.json`.
    pub grammar: &'static str,
    /// Its grammar crate's parser.
    pub language: fn() -> tree_sitter::Language,
}

/// The rows, in the order [`super::detect`] tries their extensions.
pub const SHIPPED: [Shipped; 17] = [
    Shipped {
        lang: Lang::C,
        profile: include_str!("../../grammars/c.toml"),
        grammar: include_str!("../../grammars/c.grammar.json"),
        language: || tree_sitter_c::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Cpp,
        profile: include_str!("../../grammars/cpp.toml"),
        grammar: include_str!("../../grammars/cpp.grammar.json"),
        language: || tree_sitter_cpp::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Javascript,
        profile: include_str!("../../grammars/javascript.toml"),
        grammar: include_str!("../../grammars/javascript.grammar.json"),
        language: || tree_sitter_javascript::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Rust,
        profile: include_str!("../../grammars/rust.toml"),
        grammar: include_str!("../../grammars/rust.grammar.json"),
        language: || tree_sitter_rust::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Go,
        profile: include_str!("../../grammars/go.toml"),
        grammar: include_str!("../../grammars/go.grammar.json"),
        language: || tree_sitter_go::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Java,
        profile: include_str!("../../grammars/java.toml"),
        grammar: include_str!("../../grammars/java.grammar.json"),
        language: || tree_sitter_java::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Python,
        profile: include_str!("../../grammars/python.toml"),
        grammar: include_str!("../../grammars/python.grammar.json"),
        language: || tree_sitter_python::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Llvm,
        profile: include_str!("../../grammars/llvm.toml"),
        grammar: include_str!("../../grammars/llvm.grammar.json"),
        language: || tree_sitter_llvm::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Json,
        profile: include_str!("../../grammars/json.toml"),
        grammar: include_str!("../../grammars/json.grammar.json"),
        language: || tree_sitter_json::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Toml,
        profile: include_str!("../../grammars/toml.toml"),
        grammar: include_str!("../../grammars/toml.grammar.json"),
        language: || tree_sitter_toml_ng::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Yaml,
        profile: include_str!("../../grammars/yaml.toml"),
        grammar: include_str!("../../grammars/yaml.grammar.json"),
        language: || tree_sitter_yaml::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Typescript,
        profile: include_str!("../../grammars/typescript.toml"),
        grammar: include_str!("../../grammars/typescript.grammar.json"),
        language: || tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
    },
    Shipped {
        lang: Lang::Bash,
        profile: include_str!("../../grammars/bash.toml"),
        grammar: include_str!("../../grammars/bash.grammar.json"),
        language: || tree_sitter_bash::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Lua,
        profile: include_str!("../../grammars/lua.toml"),
        grammar: include_str!("../../grammars/lua.grammar.json"),
        language: || tree_sitter_lua::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Css,
        profile: include_str!("../../grammars/css.toml"),
        grammar: include_str!("../../grammars/css.grammar.json"),
        language: || tree_sitter_css::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Html,
        profile: include_str!("../../grammars/html.toml"),
        grammar: include_str!("../../grammars/html.grammar.json"),
        language: || tree_sitter_html::LANGUAGE.into(),
    },
    Shipped {
        lang: Lang::Sql,
        profile: include_str!("../../grammars/sql.toml"),
        grammar: include_str!("../../grammars/sql.grammar.json"),
        language: || tree_sitter_sequel::LANGUAGE.into(),
    },
];

/// The row of `lang`, if tree-sitter parses it.
pub fn of(lang: Lang) -> Option<&'static Shipped> {
    SHIPPED.iter().find(|s| s.lang == lang)
}
