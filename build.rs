//! Build script: records the commit the binary is built from, for
//! `reduce --version`. From git where the source is a checkout (a clone,
//! `cargo install --path .`, `cargo install --git URL`), else from the
//! `.cargo_vcs_info.json` cargo packages into a published crate, else
//! "unknown".

use std::process::Command;

fn main() {
    // A packaged crate's own record first: unpacked inside another
    // checkout, git would name that checkout's commit.
    let commit = from_vcs_info().or_else(from_git);
    println!(
        "cargo:rustc-env=REDUCE_COMMIT={}",
        commit.as_deref().unwrap_or("unknown")
    );
}

/// The checkout's commit, and the files whose change means another one.
fn from_git() -> Option<String> {
    let git = |args: &[&str]| -> Option<String> {
        let out = Command::new("git").args(args).output().ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
            .filter(|s| !s.is_empty())
    };
    let commit = git(&["rev-parse", "--short=12", "HEAD"])?;
    // HEAD moves to another branch, or the branch moves to another commit.
    // (Only files that exist: cargo reruns the script at every build for
    // one that does not.)
    let branch = git(&["symbolic-ref", "-q", "HEAD"]);
    let watched = ["HEAD", "packed-refs"].into_iter().chain(branch.as_deref());
    for path in watched {
        if let Some(file) = git(&["rev-parse", "--git-path", path])
            && std::path::Path::new(&file).exists()
        {
            println!("cargo:rerun-if-changed={file}");
        }
    }
    Some(commit)
}

/// The commit cargo recorded when it packaged the crate.
fn from_vcs_info() -> Option<String> {
    let text = std::fs::read_to_string(".cargo_vcs_info.json").ok()?;
    println!("cargo:rerun-if-changed=.cargo_vcs_info.json");
    let at = text.find("\"sha1\"")?;
    let rest = &text[at + 6..];
    let start = rest.find('"')? + 1;
    let sha: String = rest[start..]
        .chars()
        .take_while(char::is_ascii_hexdigit)
        .take(12)
        .collect();
    (!sha.is_empty()).then_some(sha)
}
