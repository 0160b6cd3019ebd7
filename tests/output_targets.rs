//! What `-o` names decides how results reach it: a device, a FIFO or a
//! socket is written in place, once, with the final result (a rename would
//! put a plain file where the node was: `-o /dev/null` run as root once
//! replaced the device); a symbolic link is followed, so the file it names
//! is replaced and the link stays; a directory where a file goes, or a file
//! where a directory goes, is refused before the first oracle call.

use std::fs;
use std::os::unix::fs::FileTypeExt;
use std::path::Path;
use std::process::Command;

#[path = "support/env.rs"]
mod env;
use env::{Env, stderr};

/// A file input whose oracle keeps the line `keep me`, counting its calls
/// in `calls`.
fn file_case(env: &Env) {
    env.write("in.txt", "one\ntwo\nkeep me\nthree\nfour\n");
    env.script(
        "check.sh",
        &format!(
            "echo >> {}\ngrep -qx 'keep me' in.txt",
            env.path("calls").display()
        ),
    );
}

/// A directory input: two files, of which one line of `a.txt` must stay.
fn directory_case(env: &Env) {
    fs::create_dir(env.path("proj")).unwrap();
    env.write("proj/a.txt", "x\nkeep me\ny\n");
    env.write("proj/b.txt", "unneeded\n");
    env.script(
        "check.sh",
        &format!(
            "echo >> {}\ngrep -qx 'keep me' \"$1\"/a.txt",
            env.path("calls").display()
        ),
    );
}

/// Sets up the file case or the directory case; the input to give.
fn case(env: &Env, directory: bool) -> &'static str {
    match directory {
        false => {
            file_case(env);
            "in.txt"
        }
        true => {
            directory_case(env);
            "proj"
        }
    }
}

fn reduce_to(env: &Env, input: &str, output: &str) -> std::process::Output {
    env.reduce(&["--oracle", "check.sh", "-q", "-j", "2", "-o", output, input])
}

#[test]
fn a_fifo_gets_the_final_result_once_and_stays_a_fifo() {
    for directory in [false, true] {
        let env = Env::new();
        let input = case(&env, directory);
        let fifo = env.path("out.fifo");
        let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
        assert!(made.success());
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || fs::read(fifo).unwrap())
        };
        let out = reduce_to(&env, input, "out.fifo");
        assert!(out.status.success(), "{}", stderr(&out));
        // (Checked before the reader is waited for: with the FIFO
        // replaced, nothing would ever open it for writing.)
        assert!(
            fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo(),
            "the FIFO was replaced"
        );
        let read = String::from_utf8(reader.join().unwrap()).unwrap();
        match directory {
            // One result, not the original and every best in turn.
            false => assert_eq!(read, "keep me"),
            // The directory's result as one stream: its files' bundle.
            true => {
                assert_eq!(read.matches("keep me").count(), 1, "{read}");
                assert!(!read.contains("unneeded"), "{read}");
            }
        }
    }
}

#[test]
fn dev_stdout_through_a_pipe_gets_the_final_result() {
    let env = Env::new();
    file_case(&env);
    // The test reads the binary's standard output through a pipe, which
    // /dev/stdout names by a link of /proc that no path spells.
    let out = reduce_to(&env, "in.txt", "/dev/stdout");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "keep me");
}

#[test]
fn a_link_is_followed_the_file_it_names_replaced_and_the_link_kept() {
    let env = Env::new();
    file_case(&env);
    fs::create_dir(env.path("results")).unwrap();
    std::os::unix::fs::symlink("results/small.txt", env.path("out.txt")).unwrap();
    let out = reduce_to(&env, "in.txt", "out.txt");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        fs::symlink_metadata(env.path("out.txt"))
            .unwrap()
            .file_type()
            .is_symlink(),
        "the link was replaced"
    );
    assert_eq!(
        fs::read_to_string(env.path("results/small.txt")).unwrap(),
        "keep me"
    );
    // A directory's result through a link: the directory it names is made,
    // then replaced whole, and the link stays.
    let dir_env = Env::new();
    directory_case(&dir_env);
    fs::create_dir(dir_env.path("results")).unwrap();
    std::os::unix::fs::symlink("results/small", dir_env.path("out")).unwrap();
    for _ in 0..2 {
        let out = reduce_to(&dir_env, "proj", "out");
        assert!(out.status.success(), "{}", stderr(&out));
        let link = fs::symlink_metadata(dir_env.path("out")).unwrap();
        assert!(link.file_type().is_symlink(), "the link was replaced");
        assert_eq!(
            fs::read_to_string(dir_env.path("results/small/a.txt")).unwrap(),
            "keep me"
        );
        assert!(!dir_env.path("results/small/b.txt").exists());
    }
    // --in-place on a link: the file it names is reduced, the link stays,
    // and the backup is beside the link.
    std::os::unix::fs::symlink("results/small.txt", env.path("again.txt")).unwrap();
    fs::write(env.path("results/small.txt"), "a\nkeep me\nb\n").unwrap();
    env.script("check.sh", "grep -qx 'keep me' again.txt");
    let out = env.reduce(&["--oracle", "check.sh", "-q", "--in-place", "again.txt"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        fs::symlink_metadata(env.path("again.txt"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read_to_string(env.path("results/small.txt")).unwrap(),
        "keep me"
    );
    assert_eq!(
        fs::read_to_string(env.path("again.txt.orig")).unwrap(),
        "a\nkeep me\nb\n"
    );
}

#[test]
fn a_directory_where_a_file_goes_or_a_file_where_a_directory_goes_is_refused_before_any_call() {
    let env = Env::new();
    file_case(&env);
    fs::create_dir(env.path("taken")).unwrap();
    let out = reduce_to(&env, "in.txt", "taken");
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("taken is a directory"),
        "{}",
        stderr(&out)
    );
    assert!(!env.path("calls").exists(), "the oracle ran");

    let env = Env::new();
    directory_case(&env);
    env.write("plain", "a file\n");
    let out = reduce_to(&env, "proj", "plain");
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("plain is a file"), "{}", stderr(&out));
    assert!(!env.path("calls").exists(), "the oracle ran");
    assert_eq!(fs::read_to_string(env.path("plain")).unwrap(), "a file\n");

    // --resume keeps its state beside a file it can go on from.
    let env = Env::new();
    file_case(&env);
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--resume",
        "-o",
        "/dev/null",
        "in.txt",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("--resume"), "{}", stderr(&out));
}

/// Makes a character device node like /dev/null's (1, 3) at `path`.
fn null_node(path: &Path) {
    let made = Command::new("mknod")
        .args(["-m", "666"])
        .arg(path)
        .args(["c", "1", "3"])
        .status()
        .unwrap();
    assert!(made.success(), "mknod (needs root)");
}

#[test]
#[ignore = "needs root (mknod makes the device node): scripts/test runs it as root"]
fn a_device_node_stays_a_device_for_a_file_and_for_a_directory() {
    for directory in [false, true] {
        let env = Env::new();
        let input = case(&env, directory);
        null_node(&env.path("null"));
        let out = env.reduce(&[
            "--oracle",
            "check.sh",
            "-q",
            "-o",
            "null",
            "--stats-json",
            "stats.json",
            input,
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let kind = fs::symlink_metadata(env.path("null")).unwrap().file_type();
        assert!(kind.is_char_device(), "{input}: the device became a file");
        // The reduction ran to its end all the same.
        let stats: serde_json::Value =
            serde_json::from_slice(&fs::read(env.path("stats.json")).unwrap()).unwrap();
        assert!(
            stats["final_tokens"].as_u64() < stats["original_tokens"].as_u64(),
            "{stats}"
        );
        // Through a link too.
        std::os::unix::fs::symlink("null", env.path("to-null")).unwrap();
        let out = reduce_to(&env, input, "to-null");
        assert!(out.status.success(), "{}", stderr(&out));
        let kind = fs::symlink_metadata(env.path("null")).unwrap().file_type();
        assert!(kind.is_char_device(), "{input}: the device became a file");
    }
}
