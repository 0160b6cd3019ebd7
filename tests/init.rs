//! `reduce init`, `reduce completions`, `reduce man` and `reduce --version`,
//! run as a user runs them: each oracle kind is written for a real input
//! with a real compiler or interpreter (g++, gcc, node, python3, readelf),
//! must find its original interesting, and where the issue asks, a
//! reduction with it must end smaller than the original.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::Command;

#[path = "support/env.rs"]
mod env;
use env::{Env, stderr};

fn example(path: &str) -> Vec<u8> {
    fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("examples")
            .join(path),
    )
    .unwrap()
}

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Reduces `file` in `env` with the oracle `oracle` at -j 2: the original
/// and final tokens, after checking the result is still interesting.
fn reduce_with(env: &Env, oracle: &str, file: &str) -> (u64, u64) {
    let out = env.reduce(&[
        "--oracle",
        oracle,
        "-j",
        "2",
        "-q",
        "-o",
        "reduced",
        "--stats-json",
        "stats.json",
        file,
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let stats: serde_json::Value =
        serde_json::from_slice(&fs::read(env.path("stats.json")).unwrap()).unwrap();
    // The result passes the oracle as the original did: in a directory
    // holding it under the input's name.
    let dir = tempfile::tempdir().unwrap();
    fs::copy(env.path("reduced"), dir.path().join(file)).unwrap();
    let status = Command::new(env.path(oracle))
        .arg(dir.path().join(file))
        .current_dir(dir.path())
        .status()
        .unwrap();
    assert!(status.success(), "{oracle}: the result is not interesting");
    (
        stats["original_tokens"].as_u64().unwrap(),
        stats["final_tokens"].as_u64().unwrap(),
    )
}

fn init(env: &Env, args: &[&str]) -> std::process::Output {
    let mut all = vec!["init"];
    all.extend_from_slice(args);
    env.reduce(&all)
}

#[test]
fn a_gxx_crash_oracle_keeps_the_ice_signature_and_its_reduction_shrinks() {
    let env = Env::new();
    env.write("bug.cc", example("gxx-crash/bug.cc"));
    let out = init(&env, &["crash", "--run", "g++-12 -std=c++20 -c", "bug.cc"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out)
            .contains("internal compiler error: in coerce_template_parms, at cp/pt.cc:9195"),
        "{}",
        stdout(&out)
    );
    let script = fs::read_to_string(env.path("check.sh")).unwrap();
    let mode = fs::metadata(env.path("check.sh"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o111, 0o111, "check.sh is not executable");
    // The example ships what this command writes, unedited (but for the
    // time limit, ten times what g++ took here, and at least 10 s).
    let without_limit = |s: &str| -> String {
        s.lines()
            .filter(|l| !l.starts_with("limit="))
            .map(|l| format!("{l}\n"))
            .collect()
    };
    assert_eq!(
        without_limit(&script),
        without_limit(&String::from_utf8(example("gxx-crash/check.sh")).unwrap())
    );
    assert!(script.contains("[ \"$status\" -eq 1 ]"), "{script}");
    let (original, reduced) = reduce_with(&env, "check.sh", "bug.cc");
    assert!(reduced * 4 < original, "{original} -> {reduced} tokens");
}

#[test]
fn a_node_exception_oracle_keeps_the_message_and_its_reduction_shrinks() {
    let env = Env::new();
    env.write("crash.js", example("javascript/crash.js"));
    let out = init(
        &env,
        &["exception", "--run", "node", "crash.js", "-o", "node.sh"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let script = fs::read_to_string(env.path("node.sh")).unwrap();
    assert!(
        script.contains("TypeError: Cannot read properties of undefined (reading '\\''count'\\'')"),
        "{script}"
    );
    let (original, reduced) = reduce_with(&env, "node.sh", "crash.js");
    assert!(reduced * 4 < original, "{original} -> {reduced} tokens");
}

#[test]
fn a_python_exception_oracle_takes_the_last_line_of_the_traceback() {
    let env = Env::new();
    env.write(
        "bug.py",
        "def ratio(a, b):\n    return a / b\n\ntotals = {'x': 3}\nprint(ratio(totals['x'], len([])))\n",
    );
    let out = init(&env, &["exception", "--run", "python3", "bug.py"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("keeps: ZeroDivisionError: division by zero"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn a_diagnostic_oracle_keeps_the_warning_and_candidates_that_compile() {
    let env = Env::new();
    env.write("bug.c", example("c/bug.c"));
    let expected =
        "format '%d' expects argument of type 'int', but argument 3 has type 'const char *'";
    let out = init(
        &env,
        &[
            "diagnostic",
            "--run",
            "gcc -fsyntax-only -Wall",
            "--expect",
            expected,
            "bug.c",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let script = fs::read_to_string(env.path("check.sh")).unwrap();
    // gcc exited 0 on the original: a candidate must still compile, and
    // report no error at all.
    assert!(script.contains("[ \"$status\" -eq 0 ]"), "{script}");
    assert!(script.contains("! grep -E"), "{script}");
    let (original, reduced) = reduce_with(&env, "check.sh", "bug.c");
    assert!(reduced * 4 < original, "{original} -> {reduced} tokens");
    // Without --expect, the first warning is kept, as gcc prints it in
    // the C locale the script runs in.
    let out = init(
        &env,
        &[
            "diagnostic",
            "--run",
            "gcc -fsyntax-only -Wall",
            "bug.c",
            "-o",
            "first.sh",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains(&format!("keeps: warning: {expected} [-Wformat=]")),
        "{}",
        stdout(&out)
    );
}

const PROGRAM: &str = "#include <stdio.h>\n\
    static int helper(int x) { return x * 3 + 1; }\n\
    int table[4] = {1, 2, 3, 4};\n\
    int main(void) {\n\
    \x20 int sum = 0;\n\
    \x20 for (int i = 0; i < 4; i++) sum += helper(table[i]);\n\
    #ifdef BUG\n\
    \x20 sum += 1;\n\
    #endif\n\
    \x20 printf(\"%d\\n\", sum);\n\
    \x20 return 0;\n\
    }\n";

#[test]
fn a_wrong_code_oracle_compares_two_builds_and_refuses_undefined_behaviour() {
    let env = Env::new();
    // Two builds that differ (the second defines BUG, as a miscompiling
    // optimisation level would change the output).
    env.write("wc.c", PROGRAM);
    let args = [
        "wrong-code",
        "--run",
        "gcc -O0",
        "--against",
        "gcc -O2 -DBUG",
    ];
    let out = init(&env, &[&args[..], &["wc.c"]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let (original, reduced) = reduce_with(&env, "check.sh", "wc.c");
    assert!(reduced < original, "{original} -> {reduced} tokens");
    let result = fs::read_to_string(env.path("reduced")).unwrap();
    assert!(result.contains("BUG"), "{result}");
    // The same program reading an uninitialised variable: the two builds
    // still differ, but the guards refuse it, and nothing is written.
    env.write("ub.c", PROGRAM.replace("int sum = 0;", "int sum;"));
    let out = init(&env, &[&args[..], &["ub.c", "-o", "ub.sh"]].concat());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("not written"), "{}", stderr(&out));
    assert!(!env.path("ub.sh").exists());
    // Without the guards (its two -Werror and sanitizer lines deleted),
    // the same script would call it interesting: the guards refused it.
    let script = fs::read_to_string(env.path("check.sh")).unwrap();
    let unguarded: String = script
        .lines()
        .filter(|l| !l.contains("guard.o") && !l.contains("sanitized"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_ne!(unguarded, script);
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("wc.c"),
        PROGRAM.replace("int sum = 0;", "int sum;"),
    )
    .unwrap();
    fs::write(dir.path().join("unguarded.sh"), unguarded).unwrap();
    let status = Command::new("bash")
        .arg("unguarded.sh")
        .current_dir(dir.path())
        .status()
        .unwrap();
    assert!(
        status.success(),
        "without its guards the UB program is not interesting"
    );
}

#[test]
fn a_tool_error_oracle_works_on_a_binary_input() {
    let env = Env::new();
    // A truncated object file: readelf reports its section headers past
    // the end of the file.
    env.write("t.c", "int main(void) { return 0; }\n");
    let built = Command::new("gcc")
        .args(["-c", "t.c", "-o", "t.o"])
        .current_dir(env.dir())
        .status()
        .unwrap();
    assert!(built.success());
    let object = fs::read(env.path("t.o")).unwrap();
    env.write("broken.o", &object[..300]);
    let out = init(&env, &["error", "--run", "readelf -a", "broken.o"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("keeps: readelf: Error:"),
        "{}",
        stdout(&out)
    );
    // The reduction keeps the error on ever smaller binary candidates.
    reduce_with(&env, "check.sh", "broken.o");
    let reduced = fs::read(env.path("reduced")).unwrap();
    assert!(reduced.len() < 300, "{} bytes", reduced.len());
}

#[test]
fn awkward_names_and_texts_stay_inside_their_quotes() {
    let env = Env::new();
    // A file name with a space and a quote, reached through a symbolic
    // link: the script names the link, as reduce names the candidate.
    fs::create_dir(env.path("crashes")).unwrap();
    env.write(
        "crashes/id 0042.py",
        "raise ValueError('cost: $5 \\\\ it\\'s here')\n",
    );
    std::os::unix::fs::symlink("crashes/id 0042.py", env.path("it's here.py")).unwrap();
    let expect = "cost: $5 \\ it's";
    let out = init(
        &env,
        &[
            "exception",
            "--run",
            "python3",
            "--expect",
            expect,
            "it's here.py",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let script = fs::read_to_string(env.path("check.sh")).unwrap();
    assert!(script.contains("file='it'\\''s here.py'"), "{script}");
    // The script, run as reduce runs it, on a copy named as the link.
    let dir = tempfile::tempdir().unwrap();
    fs::copy(
        env.path("crashes/id 0042.py"),
        dir.path().join("it's here.py"),
    )
    .unwrap();
    let run = |body: &[u8]| {
        fs::write(dir.path().join("it's here.py"), body).unwrap();
        Command::new(env.path("check.sh"))
            .arg(dir.path().join("it's here.py"))
            .current_dir(dir.path())
            .status()
            .unwrap()
            .success()
    };
    assert!(run(&fs::read(env.path("crashes/id 0042.py")).unwrap()));
    assert!(
        !run(b"raise ValueError('cost: 5')\n"),
        "a shorter message passed"
    );
    // A compound command runs whole under the limit, and {} places the file.
    let out = init(
        &env,
        &[
            "exception",
            "--run",
            "cd . && python3 {} 2>&1 | cat; exit ${PIPESTATUS[0]}",
            "it's here.py",
            "-o",
            "piped.sh",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        fs::read_to_string(env.path("piped.sh"))
            .unwrap()
            .contains("bash -c")
    );
    // Texts that would make a script accept anything, or run as code.
    for (command, expect, says) in [
        ("python3", "", "--expect is empty"),
        ("python3", "  ", "--expect is empty"),
        ("python3", "one\ntouch pwned", "newline"),
        ("python3\ntouch pwned", "ValueError", "newline"),
    ] {
        let out = init(
            &env,
            &[
                "exception",
                "--run",
                command,
                "--expect",
                expect,
                "it's here.py",
                "-o",
                "bad.sh",
            ],
        );
        assert_eq!(out.status.code(), Some(2), "{command:?} {expect:?}");
        assert!(stderr(&out).contains(says), "{}", stderr(&out));
        assert!(!env.path("bad.sh").exists());
    }
    let out = init(&env, &["crash", "--run", "gcc -c '{}'", "it's here.py"]);
    assert!(stderr(&out).contains("without quotes"), "{}", stderr(&out));
}

#[test]
fn a_crash_by_a_signal_that_prints_nothing_keeps_the_signal() {
    let env = Env::new();
    env.write("input.txt", "anything\n");
    env.script("tool", "kill -SEGV $$");
    let out = init(&env, &["crash", "--run", "./tool", "input.txt"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let script = fs::read_to_string(env.path("check.sh")).unwrap();
    assert!(
        script.contains("[ \"$status\" -eq 139 ]") && script.contains("killed by signal 11"),
        "{script}"
    );
    assert!(!script.contains("grep -qF"), "{script}");
}

#[test]
fn force_replaces_a_symbolic_link_not_the_file_it_names() {
    let env = Env::new();
    env.write("bug.py", "raise KeyError('k')\n");
    env.write("precious.sh", "keep me\n");
    std::os::unix::fs::symlink("precious.sh", env.path("check.sh")).unwrap();
    let out = init(
        &env,
        &["exception", "--run", "python3", "bug.py", "--force"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(env.path("precious.sh")).unwrap(),
        "keep me\n"
    );
    let meta = fs::symlink_metadata(env.path("check.sh")).unwrap();
    assert!(meta.is_file(), "check.sh is still a link");
    assert!(
        fs::read_to_string(env.path("check.sh"))
            .unwrap()
            .contains("KeyError: 'k'")
    );
}

#[test]
fn init_refuses_what_cannot_make_an_oracle_and_never_replaces_a_file_unasked() {
    let env = Env::new();
    env.write("ok.c", "int main(void) { return 0; }\n");
    // A command that does not crash: no signature, nothing written.
    let out = init(&env, &["crash", "--run", "gcc -c", "ok.c"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("no crash signature"),
        "{}",
        stderr(&out)
    );
    assert!(!env.path("check.sh").exists());
    // A line the output does not hold.
    let out = init(
        &env,
        &[
            "diagnostic",
            "--run",
            "gcc -c -Wall",
            "--expect",
            "no such",
            "ok.c",
        ],
    );
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("does not print"), "{}", stderr(&out));
    // Options that do not go together.
    let out = init(&env, &["wrong-code", "--run", "gcc", "ok.c"]);
    assert!(stderr(&out).contains("--against"), "{}", stderr(&out));
    let out = init(
        &env,
        &["crash", "--run", "gcc", "--against", "clang", "ok.c"],
    );
    assert!(
        stderr(&out).contains("only to wrong-code"),
        "{}",
        stderr(&out)
    );
    let out = init(&env, &["crash", "--run", "gcc", "missing.c"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("missing.c"), "{}", stderr(&out));
    // An existing file stays as it was without --force.
    env.write("bug.py", "raise ValueError('bad value')\n");
    env.write("check.sh", "mine\n");
    let out = init(&env, &["exception", "--run", "python3", "bug.py"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(env.path("check.sh")).unwrap(), "mine\n");
    let out = init(
        &env,
        &["exception", "--run", "python3", "bug.py", "--force"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        fs::read_to_string(env.path("check.sh"))
            .unwrap()
            .contains("ValueError: bad value")
    );
}

#[test]
fn completions_and_the_man_page_come_from_the_options() {
    let env = Env::new();
    let out = env.reduce(&["completions", "bash"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let bash = stdout(&out);
    assert!(bash.contains("_reduce()"), "{bash}");
    assert!(bash.contains("--oracle") && bash.contains("--max-time"));
    let out = env.reduce(&["completions", "zsh"]);
    assert!(stdout(&out).contains("#compdef reduce"));
    let out = env.reduce(&["man"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = stdout(&out);
    assert!(page.contains(".TH reduce"), "{page}");
    assert!(
        page.contains("\\-\\-oracle") && page.contains("init"),
        "{page}"
    );
}

#[test]
fn the_version_names_the_commit_it_was_built_from() {
    let env = Env::new();
    let out = env.reduce(&["--version"]);
    assert!(out.status.success());
    let version = stdout(&out);
    let head = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    // Built outside a git checkout (a packaged crate), the commit comes
    // from cargo's record or is "unknown".
    let commit = match head.status.success() {
        true => String::from_utf8_lossy(&head.stdout).trim().to_owned(),
        false => version
            .split("(commit ")
            .nth(1)
            .unwrap_or("")
            .trim_end_matches([')', '\n'])
            .to_owned(),
    };
    assert!(!commit.is_empty(), "{version}");
    assert_eq!(
        version.trim(),
        format!("reduce {} (commit {commit})", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn ctrl_c_stops_the_command_init_runs_and_leaves_nothing() {
    // Once, init stops in order; twice, it kills everything at once and
    // exits: either way the tool's processes and init's directory go.
    for interrupts in [1, 2] {
        let env = Env::new();
        env.write("input.txt", "x\n");
        // A tool that starts a child of its own, records its pid, and hangs.
        env.script(
            "slow",
            "sleep 300 & echo $! > \"$PID_DIR/child.pid.new\"\n\
             mv \"$PID_DIR/child.pid.new\" \"$PID_DIR/child.pid\"\nwait",
        );
        // A compound command: its tool runs under a shell of its own.
        let command = format!("cd . && {}", env.path("slow").display());
        let mut child = env
            .command(&["init", "crash", "--run", &command, "input.txt"])
            .env("PID_DIR", env.dir())
            .spawn()
            .unwrap();
        let pid_file = env.path("child.pid");
        let started = std::time::Instant::now();
        while !pid_file.exists() {
            assert!(
                started.elapsed() < std::time::Duration::from_secs(20),
                "the tool never started"
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let grandchild: u32 = fs::read_to_string(&pid_file)
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        // Killed, it may stay a zombie for a moment until it is reaped.
        let alive = || {
            fs::read_to_string(format!("/proc/{grandchild}/stat")).is_ok_and(|stat| {
                !stat
                    .rsplit(')')
                    .next()
                    .unwrap_or("")
                    .trim_start()
                    .starts_with('Z')
            })
        };
        assert!(alive(), "the tool's child {grandchild} is not running");
        for _ in 0..interrupts {
            let sent = Command::new("kill")
                .args(["-INT", &child.id().to_string()])
                .status()
                .unwrap();
            assert!(sent.success());
        }
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(130), "{interrupts} interrupt(s)");
        let waited = std::time::Instant::now();
        while alive() && waited.elapsed() < std::time::Duration::from_secs(5) {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        assert!(
            !alive(),
            "{interrupts}: the tool's child {grandchild} still runs"
        );
        assert!(!env.path("check.sh").exists());
        assert!(
            fs::read_dir(env.tmp()).unwrap().next().is_none(),
            "{interrupts}: temporary directories left behind"
        );
    }
}
