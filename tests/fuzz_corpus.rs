//! The fuzz targets' check (`fuzz/src/check.rs`) over the committed corpus
//! (`fuzz/corpus/<front-end>/`): every input the fuzzers found interesting,
//! crashes found and fixed among them, stays a regression test without
//! libFuzzer or a nightly compiler.

#[path = "../fuzz/src/check.rs"]
mod check;

use reduce::frontend::Lang;
use std::path::Path;

fn check_corpus(name: &str, lang: Lang) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(name);
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .collect();
    inputs.sort();
    assert!(
        inputs.len() >= 10,
        "{}: only {} inputs",
        dir.display(),
        inputs.len()
    );
    for input in inputs {
        let data = std::fs::read(&input).unwrap();
        let outcome = std::panic::catch_unwind(|| check::check(lang, &data));
        assert!(outcome.is_ok(), "{} fails the check", input.display());
    }
}

#[test]
fn c_corpus() {
    check_corpus("c", Lang::C);
}

/// C++'s own corpus (templates, classes and their members, namespaces,
/// line markers, libstdc++'s misparsed operators, slices of
/// examples/cpp), and the C inputs, which are mostly C++ too, and the
/// JavaScript ones, which given `--lang cpp` are not C++ at all.
#[test]
fn cpp_corpus_and_the_c_and_javascript_corpora_as_cpp() {
    check_corpus("cpp", Lang::Cpp);
    check_corpus("c", Lang::Cpp);
    check_corpus("javascript", Lang::Cpp);
}

#[test]
fn javascript_corpus() {
    check_corpus("javascript", Lang::Javascript);
}

#[test]
fn rust_corpus() {
    check_corpus("rust", Lang::Rust);
}

#[test]
fn go_corpus() {
    check_corpus("go", Lang::Go);
}

#[test]
fn java_corpus() {
    check_corpus("java", Lang::Java);
}

#[test]
fn python_corpus() {
    check_corpus("python", Lang::Python);
}

#[test]
fn llvm_corpus() {
    check_corpus("llvm", Lang::Llvm);
}

#[test]
fn json_corpus() {
    check_corpus("json", Lang::Json);
}

#[test]
fn toml_corpus() {
    check_corpus("toml", Lang::Toml);
}

#[test]
fn yaml_corpus() {
    check_corpus("yaml", Lang::Yaml);
}

#[test]
fn typescript_corpus() {
    check_corpus("typescript", Lang::Typescript);
}

#[test]
fn bash_corpus() {
    check_corpus("bash", Lang::Bash);
}

#[test]
fn lua_corpus() {
    check_corpus("lua", Lang::Lua);
}

#[test]
fn css_corpus() {
    check_corpus("css", Lang::Css);
}

#[test]
fn html_corpus() {
    check_corpus("html", Lang::Html);
}

#[test]
fn sql_corpus() {
    check_corpus("sql", Lang::Sql);
}

/// SMT-LIB's corpus and the other s-expressions' (Lisp, Scheme,
/// WebAssembly text), each also read as the others.
#[test]
fn smtlib_and_s_expression_corpora() {
    check_corpus("smtlib", Lang::Smtlib);
    check_corpus("smtlib", Lang::Sexp);
    check_corpus("sexp", Lang::Sexp);
    check_corpus("sexp", Lang::Smtlib);
    check_corpus("sexp", Lang::Wat);
    check_corpus("smtlib", Lang::Wat);
}

#[test]
fn xml_corpus() {
    check_corpus("xml", Lang::Xml);
}

#[test]
fn text_corpus() {
    check_corpus("text", Lang::Text);
}

/// Directories of the C, JavaScript and text inputs, each cut into up to
/// four files of four kinds (see `check_bundle`).
#[test]
fn the_corpora_as_directories() {
    for name in ["c", "javascript", "text", "cpp"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fuzz/corpus")
            .join(name);
        let mut inputs: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        inputs.sort();
        for input in inputs {
            let data = std::fs::read(&input).unwrap();
            let outcome = std::panic::catch_unwind(|| check::check_bundle(&data));
            assert!(
                outcome.is_ok(),
                "{} as a directory fails the check",
                input.display()
            );
        }
    }
}
