//! Integration tests: the real `reduce` binary, real oracle scripts (gcc,
//! node, python3, grep), each test in its own temporary directory.

use std::fs;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

#[path = "support/env.rs"]
mod env;
use env::{Env, PYTHON_HELPER, stderr};

/// Runs `oracle` on `bytes` the way reduce does: in a fresh directory, under
/// the input's file name.
fn interesting(oracle: &Path, file_name: &str, bytes: &[u8]) -> bool {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(file_name);
    fs::write(&path, bytes).unwrap();
    // A script just written may be "text file busy" for a moment: another
    // test thread's fork can hold it open until that child execs.
    for _ in 0..50 {
        match Command::new(oracle)
            .arg(&path)
            .current_dir(dir.path())
            .status()
        {
            Err(e) if e.raw_os_error() == Some(26) => {
                std::thread::sleep(std::time::Duration::from_millis(10))
            }
            status => return status.unwrap().success(),
        }
    }
    panic!("{} stayed busy", oracle.display());
}

fn stats(path: &Path) -> serde_json::Value {
    serde_json::from_slice(&fs::read(path).unwrap()).unwrap()
}

/// The `by_pass` entry of `--stats-json` for passes of `kind`.
fn pass_tally(stats: &serde_json::Value, kind: &str) -> serde_json::Value {
    stats["by_pass"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["kind"] == kind)
        .unwrap_or_else(|| panic!("no {kind} passes ran"))
        .clone()
}

/// Reduces `input` with `-j 1` and `-j 4`: both results must be interesting,
/// at most half the original's tokens, and byte-identical.
fn check_language(file_name: &str, input: &str, oracle_body: &str) -> Vec<u8> {
    let env = Env::new();
    let input_path = env.write(file_name, input);
    let oracle = env.script("check.sh", oracle_body);
    assert!(
        interesting(&oracle, file_name, input.as_bytes()),
        "original must be interesting"
    );
    let mut results = Vec::new();
    for jobs in ["1", "4"] {
        let out_name = format!("out-{jobs}-{file_name}");
        let stats_name = format!("stats-{jobs}.json");
        let out = env.reduce(&[
            "--oracle",
            "check.sh",
            "-j",
            jobs,
            "-o",
            &out_name,
            "--stats-json",
            &stats_name,
            input_path.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let result = fs::read(env.path(&out_name)).unwrap();
        assert!(
            interesting(&oracle, file_name, &result),
            "result not interesting"
        );
        let s = stats(&env.path(&stats_name));
        let (before, after) = (
            s["original_tokens"].as_u64().unwrap(),
            s["final_tokens"].as_u64().unwrap(),
        );
        assert!(
            after * 2 <= before,
            "{file_name}: {before} -> {after} tokens"
        );
        assert_eq!(s["jobs"].as_u64().unwrap().to_string(), jobs);
        // Each level says when it ended and how many verdicts the run had
        // committed then: both only grow, up to the run's totals.
        let levels = s["levels"].as_array().unwrap();
        let ends: Vec<(f64, u64)> = levels
            .iter()
            .map(|l| {
                let seconds = l["ended_seconds"].as_f64().unwrap();
                (seconds, l["verdicts_so_far"].as_u64().unwrap())
            })
            .collect();
        assert!(
            !ends.is_empty()
                && ends
                    .windows(2)
                    .all(|w| w[0].0 <= w[1].0 && w[0].1 <= w[1].1)
        );
        let (last_seconds, last_verdicts) = ends[ends.len() - 1];
        assert!(last_seconds <= s["wall_seconds"].as_f64().unwrap());
        assert!(last_verdicts > 0 && last_verdicts <= s["algo_tests"].as_u64().unwrap());
        // The bests in the order found (tokens as each pass counted them,
        // which a fresh parse may count one off): the last one the result,
        // none after the last call.
        let field = |b: &serde_json::Value, k: &str| b[k].as_u64().unwrap();
        let bests: Vec<(u64, u64, u64)> = s["bests"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| {
                (
                    field(b, "oracle_calls"),
                    field(b, "tokens"),
                    field(b, "bytes"),
                )
            })
            .collect();
        assert!(
            bests.windows(2).all(|w| w[0].0 <= w[1].0),
            "{file_name}: bests {bests:?}"
        );
        let last = *bests.last().unwrap();
        assert!(last.1 < before, "{file_name}: bests {bests:?}");
        assert_eq!(last.2, result.len() as u64);
        assert!(last.0 <= s["oracle_calls"].as_u64().unwrap());
        results.push(result);
    }
    assert_eq!(
        String::from_utf8_lossy(&results[0]),
        String::from_utf8_lossy(&results[1]),
        "-j 1 and -j 4 differ"
    );
    assert_eq!(
        fs::read(&input_path).unwrap(),
        input.as_bytes(),
        "input modified"
    );
    results.pop().unwrap()
}

const C_INPUT: &str = r#"#include <stdio.h>
#include <string.h>

struct point { int x; int y; };

static int area(struct point a, struct point b)
{
    int w = b.x - a.x;
    int h = b.y - a.y;
    return w * h;
}

static void report(const char *name, int value)
{
    printf("%s = %d\n", name, value);
}

int main(void)
{
    struct point p = { 1, 2 };
    struct point q = { 4, 8 };
    char label[16];
    strcpy(label, "area");
    report(label, area(p, q));
    printf("%d\n", label);
    return 0;
}
"#;

#[test]
fn c_warning_is_kept_and_the_rest_goes() {
    let result = check_language(
        "bug.c",
        C_INPUT,
        r#"out=$(timeout 10 gcc -fsyntax-only -Wall -Werror=implicit-function-declaration -Werror=implicit-int bug.c 2>&1) || exit 1
grep -qF "format '%d' expects argument of type 'int', but argument 2 has type 'char *'" <<<"$out""#,
    );
    let text = String::from_utf8(result).unwrap();
    assert!(!text.contains("area"), "{text}");
    // The whitespace removals leave behind was tidied away at the fixpoint.
    assert!(!text.contains("\n\n") && !text.contains(" \n"), "{text:?}");
}

/// Two functions, each with a call the oracle needs, a marker of which
/// one is enough, and two calls of nothing.
const TWO_BODIES: &str = "void keep_f(void);
void keep_g(void);
void marker_a(void);
void marker_b(void);
void other(int);
void f(int n)
{
    other(n + 1);
    keep_f();
    marker_a();
    other(n * 2);
}
void g(int n)
{
    other(n - 1);
    marker_b();
    keep_g();
    other(n * 3);
}
";

/// Interesting when each function keeps its own needed call and either
/// keeps its marker.
const TWO_BODIES_CHECK: &str = r#"timeout 10 gcc -fsyntax-only -Werror=implicit-function-declaration -Werror=implicit-int bug.c >/dev/null 2>&1 || exit 1
body() { grep -Pzq "void $1\([^)]*\)\s*\{[^}]*\b$2\(\);" bug.c; }
body f keep_f && body g keep_g || exit 1
body f marker_a || body g marker_b"#;

/// Two functions reduced side by side (a lane per body; no statement
/// declares a name, so no dependency closures come first): each lane takes
/// out its marker, as the other function still has its own; both out is
/// not interesting, so the parts are applied one after another in lane
/// order, each checked: `f`'s goes in, `g`'s (its marker out too) does
/// not, and `g`'s other statements wait for the next pass.
#[test]
fn parts_reduced_apart_that_do_not_go_together_are_applied_one_after_another() {
    let env = Env::new();
    let input = env.write("bug.c", TWO_BODIES);
    env.script("check.sh", TWO_BODIES_CHECK);
    let mut results = Vec::new();
    for jobs in ["1", "4"] {
        let (out_name, stats_name) = (format!("out-{jobs}.c"), format!("stats-{jobs}.json"));
        let out = env.reduce(&[
            "--oracle",
            "check.sh",
            "-j",
            jobs,
            "-o",
            &out_name,
            "--stats-json",
            &stats_name,
            input.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let text = fs::read_to_string(env.path(&out_name)).unwrap();
        let bodies = &text[text.find("void f").unwrap()..];
        let calls = |name: &str| bodies.matches(&format!("{name}();")).count();
        assert_eq!((calls("marker_a"), calls("marker_b")), (0, 1), "{text}");
        assert!(!text.contains("other"), "{text}");
        // The level of the bodies' 15 items (statements, parameters) took
        // out `f`'s part, 8 items: not nothing (the parts thrown away),
        // not both parts (12, applied together, or reduced again as one
        // list), and no level ends smaller than the result.
        let s = stats(&env.path(&stats_name));
        let level = s["levels"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["kind"] == "shrink" && l["items"] == 15)
            .unwrap();
        assert_eq!(level["taken_out"], 8, "{level}");
        let final_tokens = s["final_tokens"].as_u64().unwrap();
        assert!(
            s["levels"]
                .as_array()
                .unwrap()
                .iter()
                .all(|l| l["tokens_after"].as_u64().unwrap() >= final_tokens)
        );
        results.push(text);
    }
    assert_eq!(results[0], results[1], "-j 1 and -j 4 differ");
}

/// A run stopped while the lanes of a level run, or at the test that
/// joins what they took out, keeps the part that takes out the most (each
/// is known interesting), not none of them. At `-j 1`, the 49th call is
/// the lanes' last, the 50th the join's.
#[test]
fn a_run_stopped_inside_lanes_keeps_what_one_of_them_found() {
    let env = Env::new();
    let input = env.write("bug.c", TWO_BODIES);
    env.script("check.sh", TWO_BODIES_CHECK);
    for max_tests in ["49", "50"] {
        let out = env.reduce(&[
            "--oracle",
            "check.sh",
            "-j",
            "1",
            "--max-tests",
            max_tests,
            "--stats-json",
            "stats.json",
            input.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let s = stats(&env.path("stats.json"));
        let last = s["levels"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(
            (&last["kind"], &last["items"], &last["oracle_calls"]),
            (
                &"shrink".into(),
                &15.into(),
                &(max_tests.parse::<u64>().unwrap() - 34).into()
            ),
            "--max-tests {max_tests}"
        );
        assert!(last["taken_out"].as_u64().unwrap() > 0, "{last}");
        let (before, after) = (s["original_tokens"].as_u64(), s["final_tokens"].as_u64());
        assert!(after < before, "{before:?} -> {after:?}");
    }
}

const CPP_INPUT: &str = r#"namespace app __attribute__ ((__visibility__ ("default")))
{
template <typename T, typename U = int>
struct Box
{
    T value;
    virtual int size() const { return 1; }
};

class Counter : public Box<int>
{
public:
    explicit Counter(int v) : Box<int>(), n(v), limit_(v + 1) {}
    bool over(unsigned limit) const { return n > limit; }
    static constexpr int start = 3;
private:
    int n;
    int limit_;
};
}

extern "C++" {
int twice(int x) { return 2 * x; }
}

int main()
{
    app::Counter c(app::Counter::start);
    return c.over(2u) ? twice(1) : 0;
}
"#;

#[test]
fn cpp_warning_is_kept_and_the_rest_goes() {
    let result = check_language(
        "bug.cc",
        CPP_INPUT,
        r#"out=$(timeout 10 g++ -std=c++17 -fsyntax-only -Wall bug.cc 2>&1) || exit 1
grep -qF "comparison of integer expressions of different signedness" <<<"$out""#,
    );
    let text = String::from_utf8(result).unwrap();
    for gone in ["namespace", "extern", "twice", "private", "limit_"] {
        assert!(!text.contains(gone), "{gone} in {text}");
    }
}

#[test]
fn javascript_exception_is_kept_and_the_rest_goes() {
    let result = check_language(
        "crash.js",
        r#"'use strict';
function price(item) { return item.price; }
function total(items, keys) {
  let sum = 0;
  for (const k of keys) sum += price(items[k]);
  return sum;
}
const TAX = 0.25;
function withTax(amount) { return amount * (1 + TAX); }
function format(amount) { return '$' + amount.toFixed(2); }
const items = { apple: { price: 3 }, pear: { price: 4 }, plum: { price: 5 } };
console.log(format(withTax(total(items, ['apple', 'pear', 'plum']))));
console.log(total(items, ['apple', 'kiwi']));
"#,
        r#"out=$(timeout 10 node crash.js 2>&1); [ $? -eq 1 ] || exit 1
grep -qF "Cannot read properties of undefined (reading 'price')" <<<"$out""#,
    );
    // What stays: the function whose `item.price` throws, called with
    // nothing (the names pass renamed its parameter), with one space
    // between tokens where the edits left two (the tidy layout).
    assert_eq!(
        String::from_utf8(result).unwrap(),
        "function price(b) { b.price }\nprice()\n"
    );
}

#[test]
fn xml_property_is_kept_and_the_rest_goes() {
    let result = check_language(
        "doc.xml",
        r#"<?xml version="1.0" encoding="UTF-8"?>
<!-- inventory export -->
<inventory version="2">
  <warehouse id="north" city="Oslo">
    <item sku="A-1" qty="4">Bolts, galvanised</item>
    <item sku="A-2" qty="0">Washers</item>
    <item sku="B-7" qty="-3">Hinges, brass, left-handed</item>
  </warehouse>
  <warehouse id="south" city="Lisbon">
    <item sku="C-9" qty="12">Door handles</item>
  </warehouse>
</inventory>
"#,
        r#"exec timeout 10 python3 - doc.xml <<'PY'
import sys, xml.etree.ElementTree as ET
try:
    root = ET.parse(sys.argv[1]).getroot()
except Exception:
    sys.exit(1)
sys.exit(0 if any(int(i.get('qty', '0')) < 0 for i in root.iter('item')) else 1)
PY"#,
    );
    // What stays: the one item whose quantity is negative, alone (a root
    // element is all ElementTree needs).
    assert_eq!(String::from_utf8(result).unwrap(), "<item qty=\"-3\"/>\n");
}

#[test]
fn values_that_begin_others_move_together_so_that_two_rules_become_one() {
    // A rule keeps two equal strings, and counts when an earlier rule's
    // string begins its own. Three such pairs (`walrus`, `walrus-pup`...)
    // are each 1-minimal alone; moving the `walrus` and `volume` families
    // into `typhoon`'s lets two of the rules named `typhoon` go.
    let env = Env::new();
    let rule = |v: &str| format!("  <rule match=\"{v}\" set=\"{v}\"/>\n");
    let values = [
        "water",
        "typhoon",
        "walrus",
        "walrus-pup",
        "volume",
        "volume-max",
        "typhoon-eye",
        "waltz",
        "vortex",
    ];
    let rules: String = values.iter().map(|v| rule(v)).collect();
    env.write("rules.xml", format!("<config>\n{rules}</config>\n"));
    let oracle = env.script(
        "check.sh",
        r#"exec timeout 10 python3 - "$1" <<'PY'
import sys, xml.etree.ElementTree as ET
try:
    root = ET.parse(sys.argv[1]).getroot()
except Exception:
    sys.exit(1)
seen, count = [], 0
for r in root.findall('rule'):
    m = r.get('match')
    if m is None or m != r.get('set'):
        sys.exit(1)
    count += any(m != p and m.startswith(p) for p in seen)
    seen.append(m)
sys.exit(0 if count >= 3 else 1)
PY"#,
    );
    let out = env.reduce(&["--oracle", "check.sh", "-q", "-o", "out.xml", "rules.xml"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = fs::read(env.path("out.xml")).unwrap();
    assert!(interesting(&oracle, "rules.xml", &out));
    let kept: String = ["typhoon", "typhoon-pup", "typhoon-max", "typhoon-eye"]
        .iter()
        .map(|v| rule(v))
        .collect();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        format!("<config>\n{kept}</config>\n")
    );
}

#[test]
fn go_locals_go_into_their_uses_and_take_short_names() {
    // Go refuses a variable declared and not used, and a use without its
    // declaration: `n := 0` goes only with `items[n]` becoming `items[0]`,
    // and `limit := 0` with `i < limit` becoming `i < 0` (after which the
    // loop's clause, then the loop, give way). Each name stands alone in an
    // `expression_list` of its span, which the names pass and the inlines
    // see as the name (`items` becomes `c`). The oracle is the Go
    // example's (`go vet`).
    let env = Env::new();
    env.write(
        "bug.go",
        "package main\n\nimport \"fmt\"\n\nfunc main() {\n\titems := []string{}\n\
         \tn := 0\n\tlimit := 0\n\tfor i := 0; i < limit; {\n\
         \t\tfmt.Printf(\"item %d\\n\", items[n])\n\t}\n}\n",
    );
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/go");
    fs::copy(examples.join("check.sh"), env.path("check.sh")).unwrap();
    let out = env.reduce(&[
        "--oracle", "check.sh", "-q", "--tidy", "layout", "-j", "2", "-o", "out.go", "bug.go",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = fs::read(env.path("out.go")).unwrap();
    assert!(interesting(&env.path("check.sh"), "bug.go", &out));
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "package a\nimport \"fmt\"\nfunc a() {\n\tc := []string{}\n\
         \tfmt.Printf(\"item %d\\n\", c[0])\n}\n"
    );
}

#[test]
fn text_property_is_kept_and_the_rest_goes() {
    let result = check_language(
        "hosts.txt",
        "# generated\n127.0.0.1 localhost\n10.0.0.1 alpha alpha.lan\n10.0.0.2 beta\n10.0.0.3 gamma\n10.0.0.2 delta\n192.168.1.9 printer\n",
        r#"exec timeout 10 python3 - hosts.txt <<'PY'
import sys, collections
seen = collections.Counter(l.split()[0] for l in open(sys.argv[1]) if l.strip() and not l.startswith('#'))
sys.exit(0 if any(n > 1 for n in seen.values()) else 1)
PY"#,
    );
    assert_eq!(result, b"10.0.0.2\n10.0.0.2");
}

#[test]
fn the_blanks_that_join_no_two_words_go_together_before_the_bytes() {
    // A graph whose reader wants `digraph {` as written and a cycle: of
    // the blanks, only the one in `digraph {` must stay, and the blanks
    // step takes the others together, where the byte level would test
    // them one or a few at a time.
    let env = Env::new();
    env.write(
        "g.txt",
        "digraph {\n  a -> b;\n  b -> a;\n  c -> d;\n  d -> e;\n}\n",
    );
    let oracle = env.script(
        "check.sh",
        r#"exec timeout 10 python3 - g.txt <<'PY'
import re, sys
text = open(sys.argv[1]).read()
if not text.startswith('digraph {') or not text.rstrip().endswith('}'):
    sys.exit(1)
edges = re.findall(r'(\w+)\s*->\s*(\w+)\s*;', text)
sys.exit(0 if any((b, a) in edges for a, b in edges) else 1)
PY"#,
    );
    let (s, _) = reduce_with_stats(&env, "g.txt", "out.txt", &["--lang", "text"]);
    let out = fs::read(env.path("out.txt")).unwrap();
    assert!(interesting(&oracle, "g.txt", &out));
    assert_eq!(String::from_utf8(out).unwrap(), "digraph {a->a;}");
    let blanks: Vec<&serde_json::Value> = s["levels"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["kind"] == "blanks")
        .collect();
    // The last: every blank left but the one in `digraph {`.
    let last = blanks.last().expect("a level of blanks ran");
    assert!(last["items"].as_u64().unwrap() >= 2, "{blanks:?}");
    assert_eq!(
        last["items"].as_u64(),
        Some(last["taken_out"].as_u64().unwrap() + 1)
    );
}

#[test]
fn binary_input_is_reduced_byte_exact() {
    let env = Env::new();
    let mut input: Vec<u8> = (0..=255u8).cycle().take(2000).collect();
    input.extend_from_slice(b"\xff\xfe\x00CRASH\xc3\x28 tail");
    input.extend((0..=255u8).rev().take(300));
    env.write("crash.bin", &input);
    env.script(
        "check.sh",
        r#"exec python3 -c 'import sys; sys.exit(0 if b"\xfe\x00CR" in open(sys.argv[1], "rb").read() else 1)' "$1""#,
    );
    let out = env.reduce(&["--oracle", "check.sh", "-q", "crash.bin"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read(env.path("crash.reduced.bin")).unwrap(),
        b"\xfe\x00CR"
    );
}

/// An object file whose first relocation section links to section 99,
/// which does not exist: a field readelf checks, deep in a file full of
/// offsets.
fn object_with_a_bad_link(env: &Env) -> Vec<u8> {
    env.write(
        "prog.c",
        "#include <stdio.h>\n\
         static int table[64] = {1, 2, 3, 4, 5, 6, 7, 8};\n\
         const char *names[] = {\"alpha\", \"beta\", \"gamma\", \"delta\"};\n\
         int compute(int x) { int s = 0; for (int i = 0; i < 64; i++) s += table[i] * x; return s; }\n\
         int main(int argc, char **argv) { printf(\"%d %s\\n\", compute(argc), names[argc & 3]); return 0; }\n",
    );
    let built = Command::new("gcc")
        .args(["-g", "-O1", "-c", "prog.c", "-o", "prog.o"])
        .current_dir(env.dir())
        .status()
        .unwrap();
    assert!(built.success());
    let mut object = fs::read(env.path("prog.o")).unwrap();
    let u64_at = |b: &[u8], at: usize| u64::from_le_bytes(b[at..at + 8].try_into().unwrap());
    let shoff = u64_at(&object, 0x28) as usize;
    let count = u16::from_le_bytes([object[0x3c], object[0x3d]]) as usize;
    let rela = (0..count)
        .map(|i| shoff + 64 * i)
        .find(|&header| object[header + 4] == 4) // SHT_RELA
        .expect("a relocation section");
    object[rela + 40..rela + 44].copy_from_slice(&99u32.to_le_bytes());
    object
}

#[test]
fn an_object_file_loses_what_its_offsets_do_not_need() {
    let env = Env::new();
    let object = object_with_a_bad_link(&env);
    env.write("bad.o", &object);
    env.script(
        "check.sh",
        "readelf -a bad.o 2>&1 | grep -q 'out of range sh_link value of 99'",
    );
    let out = env.reduce(&["--oracle", "check.sh", "--stats-json", "s.json", "bad.o"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let reduced = fs::read(env.path("bad.reduced.o")).unwrap();
    assert!(interesting(&env.path("check.sh"), "bad.o", &reduced));
    // Deleting bytes breaks every offset past them: only the runs of
    // zeroes deleted with those offsets lowered get it under a tenth.
    assert!(
        reduced.len() * 10 < object.len(),
        "{} of {} bytes",
        reduced.len(),
        object.len()
    );
    let stats = stats(&env.path("s.json"));
    assert_eq!(stats["lang"], "binary");
    assert!(pass_tally(&stats, "repair")["bytes"].as_u64().unwrap() > 0);
    let nonzero = |b: &[u8]| b.iter().filter(|&&c| c != 0).count() as u64;
    assert_eq!(stats["original_nonzero_bytes"], nonzero(&object));
    assert_eq!(stats["final_nonzero_bytes"], nonzero(&reduced));
    assert!(nonzero(&reduced) * 20 < nonzero(&object));
}

#[test]
fn a_binary_run_resumes_to_the_result_of_an_uninterrupted_run() {
    // The binary driver's checkpoint holds its step and the blocks its
    // steps kept: cut every 60 calls, the runs end where one run does.
    let env = Env::new();
    let object = object_with_a_bad_link(&env);
    env.write("bad.o", &object);
    let oracle = env.script(
        "check.sh",
        "readelf -a bad.o 2>&1 | grep -q 'out of range sh_link value of 99'",
    );
    let run = |output: &str, extra: &[&str]| reduce_with_stats(&env, "bad.o", output, extra);
    let (full, _) = run("full.o", &[]);
    let expected = fs::read(env.path("full.o")).unwrap();
    // The uninterrupted run's result, fixed: an ELF header whose section
    // headers (at 0x40, three of 0x40 bytes) are zero but for the bad
    // link of the relocation section (the third), and interesting.
    let mut pinned = vec![0u8; 256];
    pinned[..5].copy_from_slice(b"\x7fELF\x02");
    for (at, byte) in [(0x28, 0x40), (0x3a, 0x40), (0x3c, 3), (0xe8, 99)] {
        pinned[at] = byte;
    }
    assert_eq!(expected, pinned);
    assert!(interesting(&oracle, "bad.o", &expected));
    resume_until_fixpoint(
        &env.path("part.o"),
        full["oracle_calls"].as_u64().unwrap(),
        &expected,
        || run("part.o", &["--resume", "--max-tests", "60"]),
        |best| assert!(interesting(&oracle, "bad.o", best)),
    );
}

#[test]
fn original_not_interesting_exits_1_and_writes_nothing() {
    let env = Env::new();
    env.write("bug.c", "int x;\n");
    env.script("check.sh", "echo 'no crash today' >&2; exit 3");
    let out = env.reduce(&["--oracle", "check.sh", "bug.c"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("not interesting") && err.contains("exit status 3"),
        "{err}"
    );
    assert!(err.contains("no crash today"), "{err}");
    assert!(!env.path("bug.reduced.c").exists());
}

#[test]
fn an_oracle_that_accepts_the_empty_input_is_refused_unless_allowed() {
    let env = Env::new();
    env.write("bug.c", "int x;\nint y;\n");
    // A typo: the grep looks at a file that is not the candidate, and its
    // status is lost behind `; exit 0`.
    let log = env.path("calls.log");
    env.script(
        "check.sh",
        &format!(
            "echo called >> '{}'; grep -q x bugc.c; exit 0",
            log.display()
        ),
    );
    let out = env.reduce(&["--oracle", "check.sh", "--stats-json", "s.json", "bug.c"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.contains("calls the empty input interesting") && err.contains("--allow-empty"),
        "{err}"
    );
    assert!(!env.path("bug.reduced.c").exists());
    // The original, then the empty input: two calls.
    let calls = fs::read_to_string(&log).unwrap();
    assert_eq!(calls.lines().count(), 2, "{calls}");
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--allow-empty",
        "--stats-json",
        "s.json",
        "bug.c",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read(env.path("bug.reduced.c")).unwrap(), b"");
    // An oracle that checks the candidate is not bothered: the empty input's
    // call is one more (cached) verdict.
    env.script("good.sh", "grep -q 'int y' bug.c");
    let out = env.reduce(&["--oracle", "good.sh", "-o", "good.c", "bug.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read(env.path("good.c")).unwrap(), b"int y;\n");
}

#[test]
fn the_original_and_the_empty_input_are_checked_side_by_side_above_j_1() {
    let env = Env::new();
    env.write("bug.c", "int x;\nint y;\n");
    let log = env.path("calls.log");
    // Each call notes when it starts and ends. Above -j 1, a call ends
    // only once a second one started (at most 60 s later: a runner that
    // makes them one after the other shows so in the log, slowly), so the
    // order does not depend on the machine's load; at -j 1 it ends half a
    // second later, for a second call to start meanwhile if it could.
    for (script, wait) in [
        ("check-1.sh", "sleep 0.5".to_owned()),
        (
            "check-2.sh",
            format!(
                "i=0; while [ $(grep -c start '{log}') -lt 2 ] && [ $i -lt 6000 ]; do \
                 sleep 0.01; i=$((i+1)); done",
                log = log.display()
            ),
        ),
    ] {
        env.script(
            script,
            &format!(
                "echo start >> '{log}'; {wait}; echo end >> '{log}'; grep -q 'int y' \"$1\"",
                log = log.display()
            ),
        );
    }
    let calls = |jobs: &str| {
        let _ = fs::remove_file(&log);
        let out = env.reduce(&[
            "--oracle",
            &format!("check-{jobs}.sh"),
            "-q",
            "-j",
            jobs,
            "--max-tests",
            "2",
            "bug.c",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let calls = fs::read_to_string(&log).unwrap();
        calls.lines().take(4).collect::<Vec<_>>().join(" ")
    };
    // The empty input's call starts while the original's runs...
    assert_eq!(calls("2"), "start start end end");
    // ...but at -j 1 only once the original's verdict is in.
    assert_eq!(calls("1"), "start end start end");
    // An original that is not interesting: at -j 1 the empty input's call
    // is never made; above, it ran alongside, and the error is the same.
    env.write("bug.c", "int x;\n");
    for (jobs, made) in [("1", 1), ("2", 2)] {
        let _ = fs::remove_file(&log);
        let oracle = format!("check-{jobs}.sh");
        let out = env.reduce(&["--oracle", &oracle, "-q", "-j", jobs, "bug.c"]);
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        assert!(stderr(&out).contains("not interesting"), "{}", stderr(&out));
        let calls = fs::read_to_string(&log).unwrap();
        assert_eq!(calls.matches("start").count(), made, "-j {jobs}: {calls}");
    }
}

#[test]
fn unusable_oracle_or_input_exits_2_and_writes_nothing() {
    let env = Env::new();
    env.write("bug.c", "int x;\n");
    env.write("empty.c", "");
    env.write("not-exec.sh", "#!/bin/sh\nexit 0\n");
    env.script("check.sh", "exit 0");
    fs::create_dir(env.path("dir.c")).unwrap();
    let cases: [(&[&str], &str); 6] = [
        (
            &["--oracle", "missing.sh", "bug.c"],
            "missing.sh: does not exist",
        ),
        (&["--oracle", "not-exec.sh", "bug.c"], "is not executable"),
        (
            &["--oracle", "check.sh", "nothing.c"],
            "nothing.c: does not exist",
        ),
        (&["--oracle", "check.sh", "dir.c"], "holds no files"),
        (&["--oracle", "check.sh", "empty.c"], "is empty"),
        (&["bug.c"], "no oracle"),
    ];
    for (args, message) in cases {
        let out = env.reduce(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(message), "{args:?}: {}", stderr(&out));
        assert_eq!(
            stderr(&out).lines().count(),
            1,
            "one-line error: {}",
            stderr(&out)
        );
    }
    let written: Vec<_> = fs::read_dir(env.dir())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains("reduced"))
        .collect();
    assert!(written.is_empty(), "{written:?}");
}

#[test]
fn sigint_keeps_an_interesting_result_and_cleans_up() {
    let env = Env::new();
    let lines: String = (0..400).map(|i| format!("line {i}\n")).collect();
    env.write("input.txt", &lines);
    // Once the file `hang` exists, each call hangs in a sleep only a kill
    // ends: the interrupt must reach every call in flight.
    let hang = env.path("hang");
    env.script(
        "check.sh",
        &format!(
            "[ -e '{}' ] && sleep 61.21\ngrep -q 'line 150' input.txt",
            hang.display()
        ),
    );
    let mut child = env
        .command(&["--oracle", "check.sh", "-j", "2", "input.txt"])
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Interrupt once a first improvement is on disk and a call hangs.
    let output = env.path("input.reduced.txt");
    let deadline = Instant::now() + Duration::from_secs(60);
    while fs::read(&output).map_or(true, |b| b.len() == lines.len()) {
        assert!(Instant::now() < deadline, "no improvement within a minute");
        std::thread::sleep(Duration::from_millis(20));
    }
    fs::write(&hang, "").unwrap();
    while running_now(&["sleep", "61.21"]) == 0 {
        assert!(Instant::now() < deadline, "no call hangs within a minute");
        std::thread::sleep(Duration::from_millis(20));
    }
    // SAFETY: sending a signal to our own child process.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130));
    fs::remove_file(&hang).unwrap();
    let result = fs::read(&output).unwrap();
    assert!(interesting(&env.path("check.sh"), "input.txt", &result));
    assert!(result.len() < lines.len(), "the improvement was kept");
    assert!(
        fs::read_dir(env.tmp()).unwrap().next().is_none(),
        "temp dirs left behind"
    );
    assert_eq!(
        running(&["sleep", "61.21"]),
        0,
        "oracle processes left behind"
    );
}

#[test]
fn hangup_and_a_second_interrupt_still_clean_up() {
    // The original is interesting at once; every smaller candidate hangs in
    // a background child until the run is stopped.
    for (signals, sleeper) in [
        (&[libc::SIGHUP][..], "61.95"),
        (&[libc::SIGINT, libc::SIGINT][..], "61.96"),
        (&[libc::SIGTERM, libc::SIGHUP, libc::SIGINT][..], "61.97"),
    ] {
        let env = Env::new();
        let lines: String = (0..40).map(|i| format!("line {i}\n")).collect();
        env.write("input.txt", &lines);
        env.script(
            "check.sh",
            &format!(
                "[ -s input.txt ] || exit 1\n\
                 [ \"$(wc -l < input.txt)\" = 40 ] && exit 0\nsleep {sleeper} &\nwait"
            ),
        );
        let mut child = env
            .command(&["--oracle", "check.sh", "-j", "2", "input.txt"])
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(30);
        while running_now(&["sleep", sleeper]) < 2 {
            assert!(Instant::now() < deadline, "the calls never started");
            std::thread::sleep(Duration::from_millis(10));
        }
        for &signal in signals {
            // SAFETY: sending a signal to our own child process.
            unsafe { libc::kill(child.id() as i32, signal) };
        }
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(130), "{signals:?}");
        assert_eq!(
            running(&["sleep", sleeper]),
            0,
            "{signals:?}: oracle processes left behind"
        );
        assert!(
            fs::read_dir(env.tmp()).unwrap().next().is_none(),
            "{signals:?}: temp dirs left behind"
        );
        assert_eq!(
            fs::read(env.path("input.reduced.txt")).unwrap(),
            lines.as_bytes()
        );
    }
}

/// `reduce` with these arguments, run without `$TMPDIR` in a mount
/// namespace of its own whose `/dev/shm` is a new tmpfs of `size`; `None`
/// where this machine cannot do that (no root, no `unshare`).
fn reduce_with_own_shm(env: &Env, size: &str, args: &[&str]) -> Option<Output> {
    let probe = Command::new("unshare")
        .args(["-m", "sh", "-c", "mount -t tmpfs -o size=1m tmpfs /dev/shm"])
        .output();
    if !probe.is_ok_and(|o| o.status.success()) {
        return None;
    }
    let script = format!("mount -t tmpfs -o size={size} tmpfs /dev/shm && exec \"$0\" \"$@\"");
    let out = Command::new("unshare")
        .args(["-m", "sh", "-c", &script, env!("CARGO_BIN_EXE_reduce")])
        .args(args)
        .current_dir(env.dir())
        .env_remove("TMPDIR")
        .output()
        .unwrap();
    Some(out)
}

#[test]
#[ignore = "needs unshare that can mount (root): cargo test --release -- --ignored"]
fn calls_leave_a_small_or_full_dev_shm_for_the_disk() {
    let env = Env::new();
    let lines: String = (0..300).map(|i| format!("line {i}\n")).collect();
    env.write("input.txt", &lines);
    // From its second call on, the oracle fills /dev/shm (as other users
    // of a container's 64 MB do).
    env.script(
        "check.sh",
        "if [ \"$(wc -l < input.txt)\" != 300 ]; then\n  \
         cat /dev/zero >> /dev/shm/filler 2>/dev/null\nfi\ngrep -q 'line 123' input.txt",
    );
    let ours = || -> std::collections::BTreeSet<_> {
        fs::read_dir(std::env::temp_dir())
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .filter(|n| n.to_string_lossy().starts_with("reduce-"))
            .collect()
    };
    let before = ours();
    let args = ["--oracle", "check.sh", "-j", "2", "input.txt"];
    let out = reduce_with_own_shm(&env, "1m", &args).expect("unshare cannot mount: run as root");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("/dev/shm has 1 MiB free"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        fs::read(env.path("input.reduced.txt")).unwrap(),
        b"line 123"
    );
    let out = reduce_with_own_shm(&env, "200m", &args).unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(!said.contains("MiB free"), "{said}");
    assert_eq!(
        said.matches("/dev/shm is full; oracle calls run in")
            .count(),
        1,
        "{said}"
    );
    assert_eq!(
        fs::read(env.path("input.reduced.txt")).unwrap(),
        b"line 123"
    );
    assert_eq!(
        ours(),
        before,
        "run directories left in the system temp dir"
    );
}

#[test]
#[ignore = "needs unshare that can make a PID namespace (root): cargo test --release -- --ignored"]
fn runs_sharing_a_work_dir_leave_each_other_s_calls_alone() {
    // Run B, slow, on this machine's PID namespace; run A starts in a PID
    // namespace of its own while B's calls run, in the same --work-dir.
    // B's pid means nothing in A's namespace: A must still see B alive.
    let env = Env::new();
    let work = env.path("work");
    fs::create_dir(&work).unwrap();
    let lines: String = (0..30).map(|i| format!("{i}\n")).collect();
    env.write("b.txt", &lines);
    env.write("a.txt", &lines);
    let log = env.path("b.log");
    env.script(
        "slow.sh",
        &format!(
            "echo >> '{}'\nsleep 0.3\ngrep -q '^7$' b.txt",
            log.display()
        ),
    );
    env.script("fast.sh", "grep -q '^9$' a.txt");
    let b_args = [
        "--oracle",
        "slow.sh",
        "-j",
        "2",
        "--work-dir",
        "work",
        "b.txt",
    ];
    let b = env
        .command(&b_args)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    while fs::read(&log).map_or(0, |b| b.len()) < 3 {
        assert!(Instant::now() < deadline, "run B made no calls within 30 s");
        std::thread::sleep(Duration::from_millis(10));
    }
    let a = Command::new("unshare")
        .args(["-p", "-f", "--mount-proc", env!("CARGO_BIN_EXE_reduce")])
        .args(["--oracle", "fast.sh", "--work-dir", "work", "a.txt"])
        .current_dir(env.dir())
        .output()
        .unwrap();
    assert!(a.status.success(), "run A: {}", stderr(&a));
    assert_eq!(fs::read(env.path("a.reduced.txt")).unwrap(), b"9");
    let b = b.wait_with_output().unwrap();
    assert!(b.status.success(), "run B: {}", stderr(&b));
    assert!(
        !stderr(&b).contains("run directory was gone"),
        "{}",
        stderr(&b)
    );
    assert_eq!(fs::read(env.path("b.reduced.txt")).unwrap(), b"7");
    // Both ended: their directories went with them.
    assert_eq!(fs::read_dir(&work).unwrap().count(), 0);
}

/// How many live processes (zombies nobody reaped are not) run exactly this
/// command line, once signals already sent have had a few seconds to land.
/// Waits until `child` has started `k` oracle calls, each a line of
/// `calls`, or has ended.
fn wait_for_calls(calls: &Path, k: usize, child: &mut std::process::Child) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while fs::read(calls).map_or(0, |b| b.iter().filter(|&&c| c == b'\n').count()) < k {
        if child.try_wait().unwrap().is_some() {
            return;
        }
        assert!(Instant::now() < deadline, "no call {k} within a minute");
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn running(argv: &[&str]) -> usize {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let count = running_now(argv);
        if count == 0 || Instant::now() > deadline {
            return count;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn running_now(argv: &[&str]) -> usize {
    let wanted: Vec<u8> = argv.iter().flat_map(|a| a.bytes().chain([0])).collect();
    fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|e| fs::read(e.path().join("cmdline")).is_ok_and(|c| c == wanted))
        .filter(|e| {
            fs::read_to_string(e.path().join("stat")).is_ok_and(|s| {
                s.rsplit_once(')')
                    .is_some_and(|(_, rest)| !rest.trim_start().starts_with('Z'))
            })
        })
        .count()
}

#[test]
fn timeouts_kill_every_process_of_the_call() {
    let env = Env::new();
    env.write("input.txt", "keep\nslow\nfiller 1\nfiller 2\nfiller 3\n");
    // Interesting iff "keep" is there; candidates without "slow" hang in a
    // background child of the script, and in GNU timeout, which moves its
    // command into a process group of its own.
    env.script(
        "check.sh",
        "grep -q keep input.txt || exit 1\ngrep -q slow input.txt && exit 0\nsleep 61.25 &\ntimeout 100 sleep 61.5\nwait",
    );
    // A call that answers takes milliseconds: a timeout 300 times that
    // kills only the calls that hang, however loaded the machine is.
    let started = Instant::now();
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--timeout",
        "1.5",
        "--stats-json",
        "s.json",
        "input.txt",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(started.elapsed() < Duration::from_secs(30));
    assert_eq!(
        fs::read(env.path("input.reduced.txt")).unwrap(),
        b"keepslow"
    );
    assert!(stats(&env.path("s.json"))["timeouts"].as_u64().unwrap() >= 1);
    assert_eq!(
        running(&["sleep", "61.25"]),
        0,
        "a background child survived"
    );
    assert_eq!(
        running(&["timeout", "100", "sleep", "61.5"]),
        0,
        "timeout survived"
    );
    assert_eq!(running(&["sleep", "61.5"]), 0, "timeout's command survived");
}

#[test]
fn jobs_is_a_hard_cap_on_running_oracle_processes() {
    let env = Env::new();
    let lines: String = (0..200).map(|i| format!("line {i}\n")).collect();
    env.write("input.txt", &lines);
    fs::create_dir(env.path("live")).unwrap();
    // Each call registers itself with its start time, then counts the
    // other calls that still run (a killed one left as a zombie runs
    // nothing; a process of another start time has only reused a pid).
    // Until one call saw two others beside it (and left `three`), each
    // waits for them, at most 3 s: whether three ever run at once does
    // not depend on how fast the machine starts them. Builtins only, so
    // that the count itself starts no process.
    let live = env.path("live");
    let counts = env.path("counts");
    let three = env.path("three");
    env.script(
        "check.sh",
        &format!(
            "read -r me < /proc/$$/stat; set -- $me; echo \"${{22}}\" > '{live}'/$$\n\
             others() {{\n  n=0\n  for p in '{live}'/*; do\n    pid=${{p##*/}}\n    \
             [ \"$pid\" = $$ ] && continue\n    \
             read -r stat < /proc/$pid/stat 2>/dev/null || continue\n    \
             read -r born < \"$p\"\n    set -- $stat\n    \
             [ \"$3\" != Z ] && [ \"${{22}}\" = \"$born\" ] && n=$((n+1))\n  \
             done\n  echo $n\n}}\n\
             most=$(others)\ni=0\n\
             while [ ! -e '{three}' ] && [ $i -lt 60 ]; do\n  \
             n=$(others); [ $n -gt $most ] && most=$n\n  \
             [ $most -ge 2 ] && : > '{three}'\n  sleep 0.05; i=$((i+1))\ndone\n\
             echo $most >> '{counts}'\ngrep -q 'line 1[0-9]7' input.txt",
            live = live.display(),
            counts = counts.display(),
            three = three.display()
        ),
    );
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "-j",
        "3",
        "--algo",
        "ddmin",
        "input.txt",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let counts: Vec<usize> = fs::read_to_string(&counts)
        .unwrap()
        .lines()
        .map(|l| l.parse().unwrap())
        .collect();
    assert!(counts.len() >= 20, "{} calls", counts.len());
    let most = counts.iter().max().unwrap();
    assert!(
        *most < 3,
        "a call started beside {most} running ones at -j 3"
    );
    assert!(
        counts.contains(&2),
        "the calls never ran three at once: {counts:?}"
    );
}

#[test]
fn max_time_stops_early_with_success() {
    let env = Env::new();
    let lines: String = (0..300).map(|i| format!("{i}\n")).collect();
    env.write("n.txt", &lines);
    env.script("check.sh", "sleep 0.1; grep -q '^77$' n.txt");
    let started = Instant::now();
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--max-time",
        "1",
        "--stats-json",
        "s.json",
        "n.txt",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_eq!(stats(&env.path("s.json"))["stop"], "max-time");
    assert!(interesting(
        &env.path("check.sh"),
        "n.txt",
        &fs::read(env.path("n.reduced.txt")).unwrap()
    ));
}

#[test]
fn malformed_xml_is_reduced_as_text_unless_xml_is_asked_for() {
    let env = Env::new();
    env.write("bad.xml", "<a>\n<b>keep</a>\n<c/>\n");
    env.script("check.sh", "grep -q keep bad.xml");
    let out = env.reduce(&["--oracle", "check.sh", "bad.xml"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("not well-formed XML"),
        "{}",
        stderr(&out)
    );
    assert_eq!(fs::read(env.path("bad.reduced.xml")).unwrap(), b"keep");
    let out = env.reduce(&[
        "--oracle", "check.sh", "--lang", "xml", "-o", "x.xml", "bad.xml",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(!env.path("x.xml").exists());
}

#[test]
fn original_timing_out_is_reported_as_not_interesting() {
    let env = Env::new();
    env.write("input.txt", "a\n");
    env.script("check.sh", "sleep 60");
    let started = Instant::now();
    let out = env.reduce(&["--oracle", "check.sh", "--timeout", "0.3", "input.txt"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("timeout"), "{}", stderr(&out));
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[test]
fn in_place_keeps_a_backup_and_config_file_supplies_options() {
    let env = Env::new();
    env.write("list.txt", "a\nb\nneedle\nc\n");
    env.script("check.sh", "grep -q needle list.txt");
    // Paths in the file are relative to it.
    fs::create_dir(env.path("conf")).unwrap();
    env.write(
        "conf/reduce.toml",
        "oracle = \"../check.sh\"\njobs = 2\nin-place = true\nquiet = true\nstats-json = \"s.json\"\n",
    );
    let out = env.reduce(&["--config", "conf/reduce.toml", "list.txt"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(out.stderr.is_empty(), "quiet: {}", stderr(&out));
    assert_eq!(fs::read(env.path("list.txt")).unwrap(), b"needle");
    assert_eq!(
        fs::read(env.path("list.txt.orig")).unwrap(),
        b"a\nb\nneedle\nc\n"
    );
    assert_eq!(stats(&env.path("conf/s.json"))["final_bytes"], 6);
    // The command line switches off what the file switched on.
    fs::create_dir(env.path("again")).unwrap();
    env.write("again/list.txt", "d\nneedle\ne\n");
    let out = env.reduce(&[
        "--config",
        "conf/reduce.toml",
        "--in-place=false",
        "--quiet=false",
        "again/list.txt",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("list.txt -> again/list.reduced.txt"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        fs::read(env.path("again/list.txt")).unwrap(),
        b"d\nneedle\ne\n"
    );
    assert_eq!(
        fs::read(env.path("again/list.reduced.txt")).unwrap(),
        b"needle"
    );
    assert!(!env.path("again/list.txt.orig").exists());
    // Durations in the file are checked as on the command line.
    for bad in ["timeout = 0", "max-time = 9223372036854775807"] {
        env.write(
            "conf/bad.toml",
            format!("oracle = \"../check.sh\"\n{bad}\n"),
        );
        let out = env.reduce(&["--config", "conf/bad.toml", "list.txt"]);
        assert_eq!(out.status.code(), Some(2), "{bad}: {}", stderr(&out));
        assert!(
            stderr(&out).contains("not a usable duration"),
            "{}",
            stderr(&out)
        );
    }
}

#[test]
fn max_tests_stops_early_with_success() {
    let env = Env::new();
    let lines: String = (0..100).map(|i| format!("{i}\n")).collect();
    env.write("n.txt", &lines);
    env.script("check.sh", "grep -q '^77$' n.txt");
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--max-tests",
        "5",
        "--stats-json",
        "s.json",
        "n.txt",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let s = stats(&env.path("s.json"));
    assert_eq!(s["stop"], "max-tests");
    assert!(s["oracle_calls"].as_u64().unwrap() <= 5);
    assert!(interesting(
        &env.path("check.sh"),
        "n.txt",
        &fs::read(env.path("n.reduced.txt")).unwrap()
    ));
}

#[test]
fn dump_levels_shows_weights_without_an_oracle() {
    let env = Env::new();
    env.write("x.c", "int a;\nint f(void) { return a; }\n");
    let out = env.reduce(&["--dump-levels", "x.c"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("level 0: 2 nodes, 13 tokens\n  declaration 0..6 w=3"),
        "{text}"
    );
}

#[test]
fn verbose_keeps_the_output_of_the_last_committed_calls() {
    let env = Env::new();
    env.write("list.txt", "alpha\nbeta\nneedle\ngamma\ndelta\n");
    env.script(
        "check.sh",
        "echo \"saw: $(tr '\\n' ' ' < list.txt)\"; grep -q needle list.txt",
    );
    let mut logs = Vec::new();
    for jobs in ["1", "4"] {
        let out_name = format!("out{jobs}.txt");
        let out = env.reduce(&[
            "--oracle", "check.sh", "-v", "-j", jobs, "-o", &out_name, "list.txt",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        // The first pass takes out runs of lines: 5 lines in chunks of 2.
        assert!(
            stderr(&out).contains("pass 1 level 0: 3 nodes")
                && stderr(&out).contains("pass 1 level 0 done (lines): 2 of 3 items out"),
            "{}",
            stderr(&out)
        );
        let read = |suffix: &str| {
            fs::read_to_string(env.path(&format!("{out_name}.{suffix}.log"))).unwrap()
        };
        logs.push((read("interesting"), read("uninteresting")));
    }
    // The last interesting call committed is the one that found the result.
    assert_eq!(logs[0].0, "saw: needle\n");
    assert!(logs[0].1.starts_with("saw: "), "{:?}", logs[0].1);
    assert_eq!(logs[0], logs[1], "-j 1 and -j 4 keep different logs");
}

#[test]
fn every_algorithm_reduces_and_agrees_across_job_counts() {
    let env = Env::new();
    let lines: String = (0..60)
        .map(|i| format!("entry {i} value {}\n", i * 7))
        .collect();
    env.write("log.txt", &lines);
    env.script(
        "check.sh",
        "grep -q 'entry 17 ' log.txt && grep -q 'value 301' log.txt",
    );
    for algo in ["ddmin", "wddmin", "probdd", "wprobdd", "cdd"] {
        let mut results = Vec::new();
        for jobs in ["1", "3"] {
            let out_name = format!("{algo}-{jobs}.txt");
            let out = env.reduce(&[
                "--oracle", "check.sh", "--algo", algo, "-j", jobs, "-o", &out_name, "-q",
                "log.txt",
            ]);
            assert!(out.status.success(), "{algo}: {}", stderr(&out));
            results.push(fs::read(env.path(&out_name)).unwrap());
        }
        assert_eq!(results[0], results[1], "{algo}: -j 1 and -j 3 differ");
        // "entry 17 " and "value 301" (entry 43) are what must stay.
        assert!(
            results[0].len() <= 24,
            "{algo}: {:?}",
            String::from_utf8_lossy(&results[0])
        );
        assert!(
            interesting(&env.path("check.sh"), "log.txt", &results[0]),
            "{algo}"
        );
    }
    let out = env.reduce(&[
        "--oracle", "check.sh", "--algo", "cdd", "--p0", "1.5", "log.txt",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--p0"), "{}", stderr(&out));
}

/// While the last tests of a level run, free job slots take candidates of
/// the levels and passes after it (found by a dry run of the reduction from
/// the cache): the verdicts they bring are used, and the result is the one
/// `-j 1` reaches, which never looks ahead.
#[test]
fn free_slots_test_later_levels_ahead_with_the_same_result() {
    let env = Env::new();
    env.write("bug.c", C_INPUT);
    env.script(
        "check.sh",
        r#"sleep 0.05
out=$(timeout 10 gcc -fsyntax-only -Wall -Werror=implicit-function-declaration -Werror=implicit-int bug.c 2>&1) || exit 1
grep -qF "format '%d' expects argument of type 'int', but argument 2 has type 'char *'" <<<"$out""#,
    );
    let mut results = Vec::new();
    // `--look-ahead 0` at -j 6: no call started ahead either.
    for (jobs, ahead) in [("1", "6"), ("6", "6"), ("6", "0")] {
        let (out_name, stats_name) = (
            format!("out-{jobs}-{ahead}.c"),
            format!("stats-{jobs}-{ahead}.json"),
        );
        let out = env.reduce(&[
            "--oracle",
            "check.sh",
            "-j",
            jobs,
            "--look-ahead",
            ahead,
            "-o",
            &out_name,
            "--stats-json",
            &stats_name,
            "bug.c",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let s = stats(&env.path(&stats_name));
        let started_ahead = (
            s["calls_ahead"].as_u64().unwrap(),
            s["calls_ahead_used"].as_u64().unwrap(),
        );
        if jobs == "1" || ahead == "0" {
            assert_eq!(started_ahead, (0, 0));
        } else {
            let (started, used) = started_ahead;
            assert!(used > 0 && used <= started, "{started_ahead:?}");
            assert!(stderr(&out).contains("ahead:"), "{}", stderr(&out));
        }
        results.push(fs::read(env.path(&out_name)).unwrap());
    }
    for other in &results[1..] {
        assert_eq!(
            String::from_utf8_lossy(&results[0]),
            String::from_utf8_lossy(other)
        );
    }
}

/// From -j 8 on, the new bests found in the same round of tests are joined
/// and committed together: two runs at the same -j give the same bytes;
/// `--in-order` joins nothing and gives what -j 1 gives.
#[test]
fn runs_at_the_same_jobs_agree_and_in_order_gives_what_one_job_gives() {
    let env = Env::new();
    env.write("bug.c", C_INPUT);
    env.script(
        "check.sh",
        r#"out=$(timeout 10 gcc -fsyntax-only -Wall -Werror=implicit-function-declaration -Werror=implicit-int bug.c 2>&1) || exit 1
grep -qF "format '%d' expects argument of type 'int', but argument 2 has type 'char *'" <<<"$out""#,
    );
    let mut runs = Vec::new();
    for (name, flags) in [
        ("a", &["-j", "8"][..]),
        ("b", &["-j", "8"]),
        ("one", &["-j", "1"]),
        ("ordered", &["-j", "8", "--in-order"]),
    ] {
        let (out_name, stats_name) = (format!("{name}.c"), format!("{name}.json"));
        let mut args = vec!["--oracle", "check.sh", "-q", "-o", &out_name];
        args.extend(["--stats-json", &stats_name, "bug.c"]);
        args.extend(flags);
        let out = env.reduce(&args);
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        let joins = stats(&env.path(&stats_name))["joins_tested"]
            .as_u64()
            .unwrap();
        runs.push((fs::read(env.path(&out_name)).unwrap(), joins));
    }
    assert_eq!(runs[0].0, runs[1].0, "two runs at -j 8");
    assert!(runs[0].1 > 0, "-j 8 joined nothing");
    assert_eq!((&runs[2].0, runs[3].1), (&runs[3].0, 0), "-j 8 --in-order");
    assert!(interesting(&env.path("check.sh"), "bug.c", &runs[0].0));
}

/// With the syntax check on, the oracle only ever sees candidates that parse
/// with no more errors than the input; `--no-syntax-check` lets broken ones
/// through (here the oracle accepts anything that mentions `marker`).
#[test]
fn syntax_check_keeps_broken_candidates_from_the_oracle() {
    use reduce::frontend::{Lang, SyntaxCheck};
    let env = Env::new();
    // Taking out both declarators of the first line leaves `int ;`.
    let input = "int marker, other;\nint f(int x, int y) { return x + y; }\n";
    let input_path = env.write("t.c", input);
    fs::create_dir(env.path("seen")).unwrap();
    env.script(
        "check.sh",
        &format!(
            "cp \"$1\" {}/$BASHPID.c\ngrep -q marker \"$1\"",
            env.path("seen").display()
        ),
    );
    let check = SyntaxCheck::new(Lang::C, input.as_bytes());
    assert_eq!(check.baseline(), 0);
    for (flag, stats_name) in [(None, "on.json"), (Some("--no-syntax-check"), "off.json")] {
        for seen in fs::read_dir(env.path("seen")).unwrap() {
            fs::remove_file(seen.unwrap().path()).unwrap();
        }
        let mut args = vec![
            "--oracle",
            "check.sh",
            "-j",
            "1",
            "--stats-json",
            stats_name,
        ];
        args.extend(flag);
        args.push(input_path.to_str().unwrap());
        let out = env.reduce(&args);
        assert!(out.status.success(), "{}", stderr(&out));
        let broken = fs::read_dir(env.path("seen"))
            .unwrap()
            .filter(|seen| !check.accepts(&fs::read(seen.as_ref().unwrap().path()).unwrap()))
            .count();
        let rejected = stats(&env.path(stats_name))["rejected_before_oracle"]
            .as_u64()
            .unwrap();
        if flag.is_none() {
            assert_eq!(broken, 0, "the oracle saw a broken candidate");
            assert!(rejected > 0);
        } else {
            assert!(broken > 0, "nothing broken reached the oracle");
            assert_eq!(rejected, 0);
        }
    }
}

/// The shipped C, JavaScript, Rust and SMT-LIB examples, reduced with
/// `-j 1` and `-j 4`: identical, still interesting, and exactly as small as
/// the README says (deletion alone reached 58 and 42 tokens on the first
/// two), the last two byte for byte. A regression fails; an improvement
/// updates the figures here and in the README.
#[test]
fn examples_reach_the_sizes_the_readme_gives() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    // The README's result, in its one fenced block.
    let result = |dir: &str| {
        let readme = fs::read_to_string(root.join(dir).join("README.md")).unwrap();
        let block = readme.split("```").nth(1).unwrap().to_owned();
        block.split_once('\n').unwrap().1.to_owned()
    };
    let (rust, smtlib) = (result("rust"), result("smtlib"));
    let examples = [
        ("c", "bug.c", 21, None),
        ("javascript", "crash.js", 5, None),
        ("rust", "bug.rs", 73, Some(rust.as_str())),
        ("smtlib", "bug.smt2", 21, Some(smtlib.as_str())),
    ];
    let null_is_a_device =
        || fs::metadata("/dev/null").is_ok_and(|m| m.file_type().is_char_device());
    for (dir, file, expected, bytes) in examples {
        let null_before = null_is_a_device();
        let env = Env::new();
        let input = env.write(file, fs::read(root.join(dir).join(file)).unwrap());
        fs::copy(root.join(dir).join("check.sh"), env.path("check.sh")).unwrap();
        let mut results = Vec::new();
        for jobs in ["1", "4"] {
            let out_name = format!("out-{jobs}-{file}");
            let stats_name = format!("stats-{jobs}.json");
            let out = env.reduce(&[
                "--oracle",
                "check.sh",
                "--tidy",
                "layout",
                "-j",
                jobs,
                "-o",
                &out_name,
                "-q",
                "--stats-json",
                &stats_name,
                input.to_str().unwrap(),
            ]);
            assert!(out.status.success(), "{file}: {}", stderr(&out));
            let tokens = stats(&env.path(&stats_name))["final_tokens"]
                .as_u64()
                .unwrap();
            assert_eq!(tokens, expected, "{file}: tokens at the fixpoint");
            results.push(fs::read(env.path(&out_name)).unwrap());
        }
        assert_eq!(results[0], results[1], "{file}: -j 1 and -j 4 differ");
        if let Some(bytes) = bytes {
            assert_eq!(String::from_utf8_lossy(&results[0]), bytes, "{file}");
        }
        assert!(
            interesting(&env.path("check.sh"), file, &results[0]),
            "{file}"
        );
        // An oracle run as root (as CI runs) can replace /dev/null: rustc
        // with `-o /dev/null` did, renaming its output into place.
        assert!(
            !null_before || null_is_a_device(),
            "{file}: its oracle replaced /dev/null with a plain file"
        );
    }
}

/// Reduces each example `(dir, file)` once at `-j 2` and checks that the
/// result is still interesting and byte for byte what the first code block
/// of its README shows.
fn examples_reach_their_readme_results(examples: &[(&str, &str)]) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    for &(dir, file) in examples {
        let readme = fs::read_to_string(root.join(dir).join("README.md")).unwrap();
        let block = readme.split("```").nth(1).unwrap();
        let expected = block.split_once('\n').unwrap().1;
        let env = Env::new();
        let input = env.write(file, fs::read(root.join(dir).join(file)).unwrap());
        fs::copy(root.join(dir).join("check.sh"), env.path("check.sh")).unwrap();
        let out = env.reduce(&[
            "--oracle",
            "check.sh",
            "-j",
            "2",
            "-q",
            "--tidy",
            "layout",
            "-o",
            "out",
            "--lang",
            dir,
            input.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{file}: {}", stderr(&out));
        let result = fs::read(env.path("out")).unwrap();
        assert_eq!(String::from_utf8_lossy(&result), expected, "{file}");
        assert!(interesting(&env.path("check.sh"), file, &result), "{file}");
    }
}

/// The Go, Java, Python, LLVM IR, JSON and TOML examples (their oracles
/// start a compiler or an interpreter, 0.01 to 1 s a call).
#[test]
fn the_go_java_python_llvm_json_and_toml_examples_reach_their_readme_results() {
    examples_reach_their_readme_results(&[
        ("go", "bug.go"),
        ("java", "Bug.java"),
        ("python", "bug.py"),
        ("llvm", "bug.ll"),
        ("json", "bug.json"),
        ("toml", "bug.toml"),
    ]);
}

/// The YAML, TypeScript, Bash, Lua, CSS, HTML and SQL examples, likewise
/// (a test of their own, so that it runs beside the one above: tsc takes a
/// second a call).
#[test]
fn the_yaml_typescript_bash_lua_css_html_and_sql_examples_reach_their_readme_results() {
    examples_reach_their_readme_results(&[
        ("yaml", "bug.yaml"),
        ("typescript", "bug.ts"),
        ("bash", "bug.sh"),
        ("lua", "bug.lua"),
        ("css", "bug.css"),
        ("html", "bug.html"),
        ("sql", "bug.sql"),
    ]);
}

#[test]
fn the_cpp_example_reaches_the_readme_result_in_the_readme_calls() {
    // The README: examples/cpp ends at an 18-token variable template, in
    // 145 calls at -j 1 (g++ and clang++ as its check.sh needs).
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/cpp");
    let env = Env::new();
    let input = env.write("bug.ii", fs::read(root.join("bug.ii")).unwrap());
    fs::copy(root.join("check.sh"), env.path("check.sh")).unwrap();
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--tidy",
        "layout",
        "-j",
        "1",
        "-q",
        "-o",
        "out.ii",
        "--stats-json",
        "s.json",
        input.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        String::from_utf8(fs::read(env.path("out.ii")).unwrap()).unwrap(),
        "template<typename d, typename c>\nint a\n= __is_pointer_interconvertible_base_of(d, c);\n"
    );
    let s = stats(&env.path("s.json"));
    assert_eq!(s["final_tokens"], 18, "{s}");
    assert_eq!(s["oracle_calls"], 145, "{s}");
}

#[test]
fn a_user_profile_replaces_the_shipped_one_and_typos_are_refused() {
    let env = Env::new();
    env.write("x.c", "char *s = \"hi\";\n");
    let shipped = include_str!("../grammars/c.toml");
    // Without string_literal among the atomic kinds, its content is a node.
    let edited = shipped.replace("atomic_kinds = [\"string_literal\", ", "atomic_kinds = [");
    assert_ne!(edited, shipped);
    env.write("mine.toml", &edited);
    let dump = |args: &[&str]| {
        let out = env.reduce(args);
        assert!(out.status.success(), "{}", stderr(&out));
        String::from_utf8(out.stdout).unwrap()
    };
    assert!(!dump(&["--dump-tree", "x.c"]).contains("string_content"));
    assert!(dump(&["--grammar", "mine.toml", "--dump-tree", "x.c"]).contains("string_content"));

    env.write("typo.toml", shipped.replace("\"comment\"", "\"coment\""));
    let out = env.reduce(&["--grammar", "typo.toml", "--dump-tree", "x.c"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("comment_kinds: \"coment\" is not a node kind of c"),
        "{}",
        stderr(&out)
    );
    let out = env.reduce(&["--grammar", "mine.toml", "--lang", "javascript", "x.c"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("disagree"), "{}", stderr(&out));
}

#[test]
fn rewrites_that_undo_each_other_still_reach_a_fixpoint() {
    let env = Env::new();
    env.write("x.c", "int x = 100;\n");
    // A user's profile where a number may become a char and back, at equal
    // size: the driver must notice it has been there before.
    let shipped = include_str!("../grammars/c.toml");
    let cycling = shipped
        .replace(
            "number_literal = [\"0\", \"1\"]",
            "number_literal = [\"'0'\"]",
        )
        .replace("char_literal = [\"0\"]", "char_literal = [\"100\"]");
    assert_ne!(cycling, shipped);
    env.write("cycle.toml", &cycling);
    env.script("check.sh", "grep -q 'int x = ' x.c");
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--grammar",
        "cycle.toml",
        "--max-time",
        "60",
        "--stats-json",
        "s.json",
        "x.c",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stats(&env.path("s.json"))["stop"], "fixpoint");
    assert_eq!(
        fs::read_to_string(env.path("x.reduced.c")).unwrap(),
        "int x = 0;\n"
    );
}

#[test]
fn a_result_a_flaky_oracle_let_through_is_caught_by_the_final_check() {
    // examples/c's oracle behind a wrapper that also calls one
    // uninteresting candidate in `every` interesting (by its call count,
    // so that a run at -j 1 repeats): the result it leads to is not
    // interesting, and the run must say so, fall back to an earlier best
    // the oracle accepts again, and exit 4.
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/c");
    let real = example.join("check.sh");
    for every in [100, 20, 0] {
        let env = Env::new();
        fs::copy(example.join("bug.c"), env.path("bug.c")).unwrap();
        let count = env.path("count");
        let lie = match every {
            0 => "exit 1".to_string(),
            n => format!("[ $((n % {n})) -eq 7 ]"),
        };
        env.script(
            "check.sh",
            &format!(
                "n=$(cat '{c}' 2>/dev/null || echo 0); echo $((n + 1)) > '{c}'\n\
                 '{real}' && exit 0\n{lie}",
                c = count.display(),
                real = real.display()
            ),
        );
        let out = env.reduce(&[
            "--oracle",
            "check.sh",
            "-j",
            "1",
            "--stats-json",
            "s.json",
            "bug.c",
        ]);
        let result = fs::read(env.path("bug.reduced.c")).unwrap();
        let stats = stats(&env.path("s.json"));
        let said = stderr(&out);
        assert!(
            interesting(&real, "bug.c", &result),
            "{every}: {}",
            String::from_utf8_lossy(&result)
        );
        if every == 0 {
            assert!(out.status.success(), "{said}");
            assert_eq!(stats["result_check"], "confirmed");
            assert_eq!(stats["result_checks"], 1);
            continue;
        }
        assert_eq!(out.status.code(), Some(4), "{every}: {said}");
        assert_eq!(stats["result_check"], "fell-back", "{every}");
        assert!(
            said.contains("NOT interesting") && said.contains("--verify"),
            "{said}"
        );
        assert!(stats["result_checks"].as_u64().unwrap() >= 2, "{every}");
    }
}

#[test]
fn a_flaky_oracle_is_refused_by_check_original() {
    let env = Env::new();
    env.write("input.txt", "a\nb\n");
    // Interesting on its first two runs on the original only (the empty
    // input's call, made alongside the first, is not counted).
    let count = env.path("count");
    env.script(
        "check.sh",
        &format!(
            "[ -s \"$1\" ] || exit 1; \
             n=$(cat {c} 2>/dev/null || echo 0); echo $((n + 1)) > {c}; [ \"$n\" -lt 2 ]",
            c = count.display()
        ),
    );
    let out = env.reduce(&["--oracle", "check.sh", "--check-original", "5", "input.txt"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("is flaky: the original was interesting in 2 of 3 runs"),
        "{}",
        stderr(&out)
    );
    assert!(!env.path("input.reduced.txt").exists());
}

#[test]
fn verify_keeps_answers_a_flaky_oracle_takes_back_out_of_the_result() {
    // Interesting iff "needle" is there; a candidate without "keep" is
    // (wrongly) interesting the first time the oracle sees it, never again.
    let oracle_body = |seen: &Path| {
        format!(
            "grep -q needle \"$1\" || exit 1\ngrep -q keep \"$1\" && exit 0\n\
             h=$(md5sum < \"$1\" | cut -c1-32)\n[ -e {s}/$h ] && exit 1\ntouch {s}/$h",
            s = seen.display()
        )
    };
    let mut results = Vec::new();
    for verify in [false, true] {
        let env = Env::new();
        env.write("input.txt", "one\nkeep\ntwo\nneedle\nthree\n");
        let seen = env.path("seen");
        fs::create_dir(&seen).unwrap();
        env.script("check.sh", &oracle_body(&seen));
        let mut args = vec!["--oracle", "check.sh", "-j", "2", "--stats-json", "s.json"];
        if verify {
            args.push("--verify");
        }
        args.push("input.txt");
        let out = env.reduce(&args);
        let stats = stats(&env.path("s.json"));
        let failures = stats["verify_failures"].as_u64().unwrap();
        results.push((
            fs::read_to_string(env.path("input.reduced.txt")).unwrap(),
            failures,
            out.status.code(),
            stats["result_check"].as_str().unwrap().to_string(),
        ));
    }
    // Without --verify a wrong answer becomes the best; the check of the
    // result at the end finds it out, the output falls back to an earlier
    // best the oracle accepts again, and the exit code says so.
    let (result, failures, code, check) = &results[0];
    assert_eq!(
        (*failures, *code, check.as_str()),
        (0, Some(4), "fell-back")
    );
    assert!(
        result.contains("keep") && result.contains("needle"),
        "{result}"
    );
    assert_eq!(results[1].0, "keepneedle");
    assert!(results[1].1 >= 1, "{:?}", results[1]);
    assert_eq!(
        (results[1].2, results[1].3.as_str()),
        (Some(0), "confirmed")
    );
}

/// `--max-tests` caps every call: `--verify`'s re-checks, the original's
/// and the final tidy's too (they once went around the budget). The check
/// of the result at the end is one more, counted apart.
#[test]
fn max_tests_caps_every_call_with_verify() {
    let env = Env::new();
    env.write("input.c", "int a;\nint b;\nint needle;\nint c;\nint d;\n");
    let log = env.path("calls");
    env.script(
        "check.sh",
        &format!("echo x >> {}\ngrep -q needle \"$1\"", log.display()),
    );
    for max in 1..=12u64 {
        let _ = fs::remove_file(&log);
        let max_arg = max.to_string();
        let out = env.reduce(&[
            "--oracle",
            "check.sh",
            "-j",
            "1",
            "--verify",
            "--max-tests",
            &max_arg,
            "--stats-json",
            "s.json",
            "-o",
            "out.c",
            "input.c",
        ]);
        assert!(out.status.success(), "--max-tests {max}: {}", stderr(&out));
        let calls = fs::read_to_string(&log).unwrap().lines().count() as u64;
        let stats = stats(&env.path("s.json"));
        let counted = stats["oracle_calls"].as_u64().unwrap();
        let checks = stats["result_checks"].as_u64().unwrap();
        assert_eq!(calls, counted + checks, "--max-tests {max}");
        assert!(counted <= max, "--max-tests {max}: {counted} calls");
        assert!(checks <= 1, "--max-tests {max}: {checks} checks");
    }
}

#[test]
fn hostile_oracles_leave_no_process_and_no_mess_behind() {
    let env = Env::new();
    env.write("input.txt", "keep\nslow\nfiller 1\nfiller 2\n");
    // Starts a daemon and exits; ignores SIGTERM and hangs without "slow";
    // writes megabytes; moves away and deletes the candidate.
    env.script(
        "check.sh",
        "nohup sleep 61.75 >/dev/null 2>&1 &\nhead -c 3000000 /dev/zero\n\
         grep -q keep \"$1\" || exit 1\nif ! grep -q slow \"$1\"; then trap '' TERM; sleep 61.85; fi\n\
         rm -f \"$1\"\ncd /\nexit 0",
    );
    // A call that answers writes its 3 MB in milliseconds: a timeout far
    // above that kills only the calls that hang, however loaded the
    // machine is.
    let started = Instant::now();
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--timeout",
        "1.5",
        "-v",
        "input.txt",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(started.elapsed() < Duration::from_secs(40));
    assert_eq!(
        fs::read(env.path("input.reduced.txt")).unwrap(),
        b"keepslow"
    );
    assert_eq!(running(&["sleep", "61.75"]), 0, "the daemon survived");
    assert_eq!(
        running(&["sleep", "61.85"]),
        0,
        "the SIGTERM-proof call survived"
    );
    // The oracle wrote 3,000,000 bytes; what is kept stops at 1 MiB, as the
    // README and `-v`'s help say.
    let log = fs::metadata(env.path("input.reduced.txt.interesting.log")).unwrap();
    assert_eq!(log.len(), 1 << 20, "the kept output is cut at 1 MiB");
}

/// The processes left running that match `pattern` (`pgrep -f`).
fn left_running(pattern: &str) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let out = Command::new("pgrep")
            .args(["-af", pattern])
            .output()
            .unwrap();
        let left: Vec<String> = (String::from_utf8_lossy(&out.stdout).lines())
            .map(str::to_string)
            .collect();
        if left.is_empty() || Instant::now() > deadline {
            return left;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_call_s_processes_end_with_it_in_whatever_group_or_session_they_moved_to() {
    // Every call leaves five sleepers out of reach of its process group:
    // GNU timeout's command (a group of its own), setsid's (a session of its
    // own), a daemon that forked twice into a session of its own, one that
    // also cleared its environment, and one whose parent, in the call's
    // group, dies as the call ends. Each call first writes how many of the
    // marked ones earlier calls left running.
    for (tag, stop) in [
        ("779.1", "fixpoint"),
        ("779.2", "max-time"),
        ("779.3", "sigint"),
    ] {
        let env = Env::new();
        let lines: String = (0..50).map(|i| format!("{i}\n")).collect();
        env.write("n.txt", &lines);
        let nap = if stop == "fixpoint" { "" } else { "sleep 0.2" };
        env.script(
            "check.sh",
            &format!(
                "pgrep -f 'sleep {tag}[1235]' | wc -l >> '{log}'\n\
                 timeout 100 sleep {tag}1 &\nsetsid sleep {tag}2 &\n\
                 ( (setsid sleep {tag}3 &) & )\nsetsid env -i sleep {tag}4 &\n\
                 bash -c 'setsid sleep {tag}5 & wait' &\n\
                 {nap}\ngrep -q '^7$' n.txt",
                log = env.path("left.log").display()
            ),
        );
        let mut args = vec!["--oracle", "check.sh", "-j", "1", "n.txt"];
        if stop == "max-time" {
            args.extend(["--max-time", "1.5"]);
        }
        let mut child = env
            .command(&args)
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        if stop == "sigint" {
            let deadline = Instant::now() + Duration::from_secs(30);
            while fs::read(env.path("left.log")).map_or(0, |b| b.len()) < 10 {
                assert!(Instant::now() < deadline, "no calls within 30 s");
                std::thread::sleep(Duration::from_millis(10));
            }
            // SAFETY: sending a signal to our own child process.
            unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
        }
        let status = child.wait().unwrap();
        let expected = if stop == "sigint" { 130 } else { 0 };
        assert_eq!(status.code(), Some(expected), "{stop}");
        assert_eq!(
            left_running(&format!("sleep {tag}")),
            Vec::<String>::new(),
            "{stop}"
        );
        // At -j 1 every call starts after the last one ended, and what it
        // left went with it.
        let log = fs::read_to_string(env.path("left.log")).unwrap();
        assert!(log.lines().count() > 3, "{stop}: {log}");
        assert!(log.lines().all(|n| n.trim() == "0"), "{stop}: {log}");
        assert!(
            fs::read_dir(env.tmp()).unwrap().next().is_none(),
            "{stop}: temp dirs left behind"
        );
    }
}

#[test]
fn the_output_is_whole_whenever_it_is_read() {
    let env = Env::new();
    // 2 MB, so that writing it takes long enough for a reader to catch a
    // writer that truncates the file and then fills it.
    let mut input: String = (0..32_000)
        .map(|i| format!("line {i:05} {}\n", "x".repeat(52)))
        .collect();
    input.insert_str(input.len() / 2, "needle\n");
    input.push_str("END\n");
    env.write("input.txt", &input);
    env.script(
        "check.sh",
        "grep -q needle \"$1\" && [ \"$(tail -c 4 \"$1\")\" = END ]",
    );
    let output = env.path("input.reduced.txt");
    let mut child = env
        .command(&[
            "--oracle",
            "check.sh",
            "-j",
            "2",
            "--max-time",
            "4",
            "input.txt",
        ])
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let (mut reads, mut sizes) = (0, std::collections::BTreeSet::new());
    while child.try_wait().unwrap().is_none() {
        let Ok(bytes) = fs::read(&output) else {
            continue;
        };
        reads += 1;
        sizes.insert(bytes.len());
        let whole = bytes.windows(6).any(|w| w == b"needle") && bytes.ends_with(b"END\n");
        assert!(
            whole,
            "read {reads}: {} bytes, not a whole candidate",
            bytes.len()
        );
    }
    assert!(child.wait().unwrap().success());
    // The check saw the output change many times, large ones included.
    assert!(sizes.len() >= 5, "{sizes:?}");
    assert!(
        sizes.iter().filter(|&&s| s > 100_000).count() >= 3,
        "{sizes:?}"
    );
}

#[test]
fn sigkill_at_any_moment_leaves_no_output_or_an_interesting_one() {
    let env = Env::new();
    let mut input: String = (0..60).map(|i| format!("line {i}\n")).collect();
    input.insert_str(300, "needle\n");
    input.push_str("END\n");
    env.write("input.txt", &input);
    // Interesting iff "needle" is there and the file ends with "END": a
    // truncated output would fail it.
    // Each call notes that it started in `calls`.
    let calls = env.path("calls");
    env.script(
        "check.sh",
        &format!(
            "echo >> '{}'\ngrep -q needle \"$1\" || exit 1\n[ \"$(tail -c 4 \"$1\")\" = END ] || [ \"$(tail -c 3 \"$1\")\" = END ]",
            calls.display()
        ),
    );
    let oracle = env.path("check.sh");
    let output = env.path("input.reduced.txt");
    // Moments spread over the run: after its 2nd to its 17th call started,
    // whatever the machine's speed, and a few milliseconds more.
    let mut written = 0;
    for k in 2..18usize {
        let _ = fs::remove_file(&output);
        let _ = fs::remove_file(&calls);
        let mut child = env
            .command(&["--oracle", "check.sh", "-j", "2", "input.txt"])
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        wait_for_calls(&calls, k, &mut child);
        std::thread::sleep(Duration::from_millis((k as u64 * 7) % 13));
        let _ = child.kill(); // SIGKILL
        child.wait().unwrap();
        if let Ok(bytes) = fs::read(&output) {
            written += 1;
            assert!(
                interesting(&oracle, "input.txt", &bytes),
                "after SIGKILL past call {k}: {:?}",
                String::from_utf8_lossy(&bytes)
            );
        }
    }
    // Most kills come after the first write: the check is not vacuous.
    assert!(written >= 8, "only {written} of 16 runs had written output");
}

#[test]
fn awkward_inputs_are_reduced() {
    let env = Env::new();
    env.script("check.sh", "grep -q needle \"$1\"");
    let long_js = format!(
        "var a = [{}]; needle();\n",
        (0..20000)
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(",")
    );
    let huge_attribute = format!("<r x=\"{}\"><needle/></r>", "y".repeat(1_000_000));
    // Each input, and exactly what it reduces to (the README's table of
    // hostile inputs gives the sizes).
    let cases: Vec<(&str, Vec<u8>, &[u8])> = vec![
        ("one.txt", b"needle".to_vec(), b"needle"),
        (
            "crlf.c",
            b"int a;\r\nint needle;\r\nint b;\r\n".to_vec(),
            b"needle;\r\n",
        ),
        (
            "utf8.c",
            b"char *s = \"\xff\xfe needle\";\nint x;\n".to_vec(),
            b"\"\xff\xfe needle\";\n",
        ),
        ("long.js", long_js.into_bytes(), b"needle\n"),
        ("attr.xml", huge_attribute.into_bytes(), b"<needle/>"),
        (
            "quoted.smt2",
            b"(set-logic ALL)\r\n(declare-const |a ( b| String)\r\n\
              ; a comment with ( and \"\r\n(assert (= |a ( b| \"x \"\" ; needle\"))\r\n\
              (check-sat)\r\n"
                .to_vec(),
            b"\"x \"\" ; needle\"\r\n",
        ),
        (
            "tabs.py",
            b"def f():\r\n\tif x:\r\n\t\treturn \"\"\"a\r\nneedle\"\"\"\r\n\treturn 0\r\n".to_vec(),
            b"\"\"\"a\r\nneedle\"\"\"\r\n",
        ),
        (
            "raw.go",
            b"package p\n\nvar s = `raw\nneedle`\nfunc f() {}\n".to_vec(),
            b"`raw\nneedle`\n",
        ),
        (
            "Block.java",
            b"class A {\n  String s = \"\"\"\n    text needle\n    \"\"\";\n  int x;\n}\n".to_vec(),
            b"\"\"\"\n    text needle\n    \"\"\";\n",
        ),
        (
            "raw.rs",
            b"fn a() {}\r\n/* outer /* inner */ still comment */\r\n\
              const N: &str = r#\"a \"needle\" b\"#;\r\nfn b() -> u8 { 0 }\r\n"
                .to_vec(),
            b"r#\"a \"needle\" b\"#;\r\n",
        ),
        (
            "-odd \"name' x.c",
            b"int needle;\nint other;\n".to_vec(),
            b"needle;\n",
        ),
    ];
    for (name, bytes, expected) in cases {
        let path = env.path(name);
        fs::write(&path, &bytes).unwrap();
        // The layout alone: a formatter's form would depend on the machine.
        let out = env.reduce(&["--oracle", "check.sh", "-q", "--tidy", "layout", "--", name]);
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        let reduced = fs::read(reduce::output::default_output(&path)).unwrap();
        assert_eq!(
            String::from_utf8_lossy(&reduced),
            String::from_utf8_lossy(expected),
            "{name}"
        );
        assert_eq!(reduced, expected, "{name}");
        assert_eq!(fs::read(&path).unwrap(), bytes, "{name}: input modified");
    }
}

/// Runs `run` (a `--resume` run writing to `output`, cut by `--max-tests`)
/// until a run reaches the fixpoint, checking each: it says it resumed,
/// `check_best` holds for its result, the output never grows back, and the
/// state stays until the fixpoint and goes then. It must take more than 3
/// runs, end with `expected`, and call the oracle at most 3 times per run
/// more than the uninterrupted run's `full_calls` (speculative calls
/// cancelled at each cut, and success branches a resumed run picks apart
/// from the uninterrupted run's, its success rate starting over):
/// verdicts are not asked again.
fn resume_until_fixpoint(
    output: &Path,
    full_calls: u64,
    expected: &[u8],
    run: impl Fn() -> (serde_json::Value, String),
    check_best: impl Fn(&[u8]),
) {
    let mut state = output.as_os_str().to_owned();
    state.push(".state");
    let state = PathBuf::from(state);
    let (mut runs, mut calls, mut size) = (0, 0, usize::MAX);
    loop {
        runs += 1;
        assert!(runs < 40, "no fixpoint after {runs} resumed runs");
        let (s, err) = run();
        calls += s["oracle_calls"].as_u64().unwrap();
        if runs > 1 {
            assert!(err.contains("resuming from"), "{err}");
        }
        let best = fs::read(output).unwrap();
        check_best(&best);
        // Replaying a pass does not write its larger bests back.
        assert!(best.len() <= size, "the output grew back");
        size = best.len();
        if s["stop"] == "fixpoint" {
            assert!(!state.exists(), "the state outlives the fixpoint");
            break;
        }
        assert!(state.exists() && err.contains("state kept in"), "{err}");
    }
    assert!(runs > 3, "the run was cut only {runs} times");
    assert_eq!(fs::read(output).unwrap(), expected);
    assert!(
        calls <= full_calls + 3 * runs,
        "{calls} calls in {runs} runs, {full_calls} uninterrupted"
    );
}

/// Reduces `input` with check.sh at `-j 2` into `output`, `extra`
/// options first; gives its `--stats-json` and its standard error.
fn reduce_with_stats(
    env: &Env,
    input: &str,
    output: &str,
    extra: &[&str],
) -> (serde_json::Value, String) {
    // The layout alone: a formatter's form would depend on the machine.
    let mut args = vec![
        "--oracle", "check.sh", "-j", "2", "--tidy", "layout", "-o", output,
    ];
    args.extend_from_slice(extra);
    args.extend(["--stats-json", "s.json", input]);
    let out = env.reduce(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    (stats(&env.path("s.json")), stderr(&out))
}

#[test]
fn resume_goes_on_to_the_result_of_an_uninterrupted_run() {
    let env = Env::new();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/c");
    env.write("bug.c", fs::read(example.join("bug.c")).unwrap());
    let c_check = env.write("c-check.sh", fs::read(example.join("check.sh")).unwrap());
    fs::set_permissions(&c_check, fs::Permissions::from_mode(0o755)).unwrap();
    // The example's oracle, each call noted in `calls`.
    let calls = env.path("calls");
    let oracle = env.script(
        "check.sh",
        &format!(
            "echo >> '{}'\nexec '{}' \"$@\"",
            calls.display(),
            c_check.display()
        ),
    );
    let run = |output: &str, extra: &[&str]| reduce_with_stats(&env, "bug.c", output, extra);
    let (full, _) = run("full.c", &[]);
    let expected = fs::read(env.path("full.c")).unwrap();
    // The uninterrupted run's result, fixed (the examples/c test's), and
    // interesting.
    assert_eq!(
        String::from_utf8_lossy(&expected),
        "#include <stdio.h>\nint a(const char *b)\n{\n    fprintf(stderr, \"invalid port %d for listener\\n\", b);\n}\n"
    );
    assert!(interesting(&oracle, "bug.c", &expected));
    let full_calls = full["oracle_calls"].as_u64().unwrap();

    // Cut off every 25 oracle calls, as a CI job at its time limit.
    let output = env.path("part.c");
    resume_until_fixpoint(
        &output,
        full_calls,
        &expected,
        || run("part.c", &["--resume", "--max-tests", "25"]),
        |best| assert!(interesting(&oracle, "bug.c", best)),
    );

    // SIGKILL instead of a clean stop, then the rest.
    let _ = fs::remove_file(&calls);
    let mut child = env
        .command(&["--oracle", "check.sh", "--resume", "-o", "kill.c", "bug.c"])
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Past the first pass's start, whatever the machine's speed.
    wait_for_calls(&calls, 40, &mut child);
    let _ = child.kill();
    child.wait().unwrap();
    assert!(
        env.path("kill.c.state").exists(),
        "killed too early to test"
    );
    // A killed run cannot remove its temporary directory; clear it so the
    // runs after it can check theirs.
    for entry in fs::read_dir(env.tmp()).unwrap() {
        fs::remove_dir_all(entry.unwrap().path()).unwrap();
    }
    let (s, _) = run("kill.c", &["--resume"]);
    assert_eq!(s["stop"], "fixpoint");
    assert_eq!(fs::read(env.path("kill.c")).unwrap(), expected);

    // A state is never used for another reduction.
    let (_, _) = run("other.c", &["--resume", "--max-tests", "10"]);
    env.script("check.sh", "exit 0");
    let out = env.reduce(&["--oracle", "check.sh", "--resume", "-o", "other.c", "bug.c"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("the oracle script changed"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_launcher_runs_every_call_and_failed_launches_are_made_again() {
    let env = Env::new();
    let lines: String = (0..40).map(|i| format!("line {i}\n")).collect();
    env.write("in.txt", lines.replace("line 17", "needle"));
    env.write("log", "");
    env.script(
        "check.sh",
        "echo \"${LAUNCHED:-here} $PWD $1\" >> \"$LOG\"\ngrep -q needle \"$1\"",
    );
    // Every third launch fails, as a lost node would, before the oracle runs.
    env.script(
        "launch.sh",
        "n=$(flock launches.lock sh -c \
         'n=$(( $(cat launches 2>/dev/null || echo 0) + 1 )); echo $n > launches; echo $n')\n\
         if [ $((n % 3)) = 0 ]; then echo \"launch.sh: node lost\" >&2; exit 1; fi\n\
         LAUNCHED=1 exec \"$@\"",
    );
    fs::create_dir(env.path("work")).unwrap();
    let run = |output: &str, log: &str, extra: &[&str]| {
        let mut args = vec!["--oracle", "check.sh", "-j", "1", "--stats-json", "s.json"];
        args.extend_from_slice(extra);
        args.extend(["-o", output, "in.txt"]);
        let out = env
            .command(&args)
            .env("LOG", env.path(log))
            .output()
            .unwrap();
        (out, stats(&env.path("s.json")))
    };
    let (out, here) = run("here.txt", "here.log", &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    // The result without a launcher, fixed: the one line the oracle needs.
    assert_eq!(fs::read(env.path("here.txt")).unwrap(), b"needle");
    let (out, launched) = run(
        "launched.txt",
        "launched.log",
        &["--launcher", "./launch.sh", "--work-dir", "work"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read(env.path("launched.txt")).unwrap(),
        fs::read(env.path("here.txt")).unwrap()
    );
    // The same verdicts: failed launches are made again, never "no".
    assert_eq!(launched["oracle_calls"], here["oracle_calls"]);
    let failures = launched["launch_failures"].as_u64().unwrap();
    let launches: u64 = fs::read_to_string(env.path("launches"))
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert_eq!(failures, launches / 3, "{launches} launches");
    assert!(failures > 5);
    // Every call went through the launcher, in its own directory in the
    // work directory.
    let work = fs::canonicalize(env.path("work")).unwrap();
    let log = fs::read_to_string(env.path("launched.log")).unwrap();
    assert_eq!(log.lines().count() as u64, launches - failures);
    for line in log.lines() {
        let [launched, pwd, candidate] = line.split(' ').collect::<Vec<_>>()[..] else {
            panic!("{line}");
        };
        assert_eq!(launched, "1", "{line}");
        assert!(pwd.starts_with(work.to_str().unwrap()), "{line}");
        assert_eq!(Path::new(candidate).parent().unwrap(), Path::new(pwd));
    }
    assert!(fs::read_dir(env.path("work")).unwrap().next().is_none());

    // A launcher that stops working mid-run: retries, then exit 3 with its
    // message, the best so far kept.
    env.script(
        "dying.sh",
        "n=$(flock dying.lock sh -c \
         'n=$(( $(cat dying 2>/dev/null || echo 0) + 1 )); echo $n > dying; echo $n')\n\
         if [ $n -gt 12 ]; then echo \"dying.sh: partition down\" >&2; exit 1; fi\n\
         exec \"$@\"",
    );
    let (out, _) = run("dying.txt", "dying.log", &["--launcher", "./dying.sh"]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(
        said.contains("4 launches of the oracle failed in a row")
            && said.contains("partition down"),
        "{said}"
    );
    let best = fs::read(env.path("dying.txt")).unwrap();
    let original = fs::metadata(env.path("in.txt")).unwrap().len() as usize;
    assert!(best.len() < original && String::from_utf8(best).unwrap().contains("needle"));
    assert_eq!(fs::read_to_string(env.path("dying")).unwrap().trim(), "16");

    // One that never works: the original cannot be checked.
    let out = env.reduce(&["--oracle", "check.sh", "--launcher", "false", "in.txt"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("cannot be run: 4 launches of the oracle failed in a row"),
        "{}",
        stderr(&out)
    );

    // A call still waiting to start when --timeout runs out (in a queue)
    // is a failed launch, not a timeout.
    let queued = "sh -c 'sleep 3; exec \"$@\"' queue";
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--launcher",
        queued,
        "--timeout",
        "1",
        "in.txt",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("the oracle had not started when --timeout ran out"),
        "{}",
        stderr(&out)
    );
}

#[test]
#[ignore = "needs unshare that can mount (root): cargo test --release -- --ignored"]
fn a_launcher_whose_node_cannot_see_the_call_is_a_clear_error() {
    let env = Env::new();
    let lines: String = (0..40).map(|i| format!("line {i}\n")).collect();
    env.write("in.txt", lines.replace("line 17", "needle"));
    env.script("check.sh", "grep -q needle \"$1\"");
    fs::create_dir(env.path("work")).unwrap();
    // A "node" that does not see the work directory: the launcher runs the
    // call in a mount namespace with an empty tmpfs over it.
    let can_mount = Command::new("unshare")
        .args(["-m", "sh", "-c", "mount -t tmpfs none /mnt"])
        .status()
        .is_ok_and(|s| s.success());
    assert!(can_mount, "unshare cannot mount here: run as root");
    let work = env.path("work");
    let hiding = format!(
        "unshare -m sh -c 'mount -t tmpfs none {} && exec \"$@\"' hide",
        work.display()
    );
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--launcher",
        &hiding,
        "--work-dir",
        "work",
        "in.txt",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains(&format!(
            "where the launcher ran it, the call's directory {}/reduce-",
            work.display()
        )) && stderr(&out).contains("is --work-dir on a filesystem shared"),
        "{}",
        stderr(&out)
    );
    // One where the oracle is not executable: its exit status 126 would
    // read as "not interesting".
    let oracle = env.path("check.sh");
    let hiding = format!(
        "unshare -m sh -c 'mount --bind /dev/null {} && exec \"$@\"' hide",
        oracle.display()
    );
    let out = env.reduce(&["--oracle", "check.sh", "--launcher", &hiding, "in.txt"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains(&format!(
            "the oracle {} is not an executable file",
            oracle.display()
        )),
        "{}",
        stderr(&out)
    );
}

#[test]
fn each_call_runs_in_a_fresh_private_directory_that_goes_away() {
    let env = Env::new();
    let lines: String = (0..40).map(|i| format!("line {i}\n")).collect();
    env.write("in.txt", lines.replace("line 17", "needle"));
    // Logs the run directory, its mode, the call directory and its mode.
    env.script(
        "check.sh",
        "call=$(dirname \"$1\"); run=$(dirname \"$call\")\n\
         echo \"$run $(stat -c %a \"$run\") $call $(stat -c %a \"$call\")\" >> \"$CALL_LOG\"\n\
         grep -q needle \"$1\"",
    );
    let log = env.path("calls.log");
    let mut runs = Vec::new();
    for _ in 0..2 {
        let out = env
            .command(&["--oracle", "check.sh", "-j", "2", "in.txt"])
            .env("CALL_LOG", &log)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        let text = fs::read_to_string(&log).unwrap();
        fs::remove_file(&log).unwrap();
        let calls: Vec<Vec<String>> = text
            .lines()
            .map(|l| l.split(' ').map(str::to_owned).collect())
            .collect();
        assert!(calls.len() > 10, "{text}");
        let run = &calls[0][0];
        assert!(
            Path::new(run).starts_with(env.tmp()),
            "{run} is not under TMPDIR"
        );
        let mut call_dirs = std::collections::HashSet::new();
        for call in &calls {
            assert_eq!(&call[0], run, "one directory per run");
            assert_eq!((call[1].as_str(), call[3].as_str()), ("700", "700"));
            assert!(call_dirs.insert(call[2].clone()), "{} reused", call[2]);
        }
        runs.push(run.clone());
        assert!(
            fs::read_dir(env.tmp()).unwrap().next().is_none(),
            "temporary directories left behind"
        );
    }
    assert_ne!(runs[0], runs[1], "a run directory was reused");
}

#[test]
fn deep_nesting_unwraps_in_one_pass_or_is_reduced_as_text() {
    let env = Env::new();
    env.script("check.sh", "grep -q needle \"$1\"");
    // 1,500 nested elements: the whole chain unwraps in one hoisting pass
    // (one pass per link would take 1,500 passes).
    let xml = format!("{}needle{}\n", "<a>".repeat(1500), "</a>".repeat(1500));
    env.write("deep.xml", &xml);
    let out = env.reduce(&["--oracle", "check.sh", "--stats-json", "s.json", "deep.xml"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read(env.path("deep.reduced.xml")).unwrap(), b"needle\n");
    let s = stats(&env.path("s.json"));
    assert_eq!(s["stop"], "fixpoint");
    // One hoisting pass per candidate rank takes the whole chain, and one
    // more finds nothing left.
    let hoist = (s["by_pass"].as_array().unwrap().iter())
        .find(|p| p["kind"] == "hoist")
        .unwrap_or_else(|| panic!("no hoisting pass: {s}"));
    assert_eq!(hoist["tokens"], 3000, "{s}");
    assert!(hoist["passes"].as_u64().unwrap() <= 3, "{s}");
    // 30,000 nested parentheses: deeper than a tree is reduced, so as text.
    let c = format!(
        "int f(void) {{ return {}needle{}; }}\n",
        "(".repeat(30_000),
        ")".repeat(30_000)
    );
    env.write("deep.c", &c);
    let out = env.reduce(&["--oracle", "check.sh", "deep.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("nests 30004 levels deep (more than 20000); reducing it as text"),
        "{}",
        stderr(&out)
    );
    assert_eq!(fs::read(env.path("deep.reduced.c")).unwrap(), b"needle");
}

#[test]
fn levels_say_where_the_calls_went() {
    let env = Env::new();
    let lines: String = (0..10).map(|i| format!("line {i}\n")).collect();
    env.write("n.txt", &lines);
    env.script("check.sh", "grep -q '^line 7$' n.txt");
    // Level by level, so that the first level is the tree's lines (the
    // payoff schedule sweeps runs of lines first).
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--schedule",
        "levels",
        "-v",
        "--stats-json",
        "s.json",
        "n.txt",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let stats = stats(&env.path("s.json"));
    let levels = stats["levels"].as_array().unwrap();
    let field = |level: &serde_json::Value, k: &str| level[k].as_u64().unwrap();
    // The first level of the first pass holds the 10 lines; 9 go.
    let first = &levels[0];
    assert_eq!(
        (
            first["kind"].as_str(),
            field(first, "pass"),
            field(first, "items")
        ),
        (Some("shrink"), 1, 10)
    );
    assert_eq!(field(first, "taken_out"), 9);
    assert!(field(first, "tokens_after") < field(first, "tokens_before"));
    // Every call but the checks of the original and of the empty input
    // falls in a level.
    let in_levels: u64 = levels.iter().map(|l| field(l, "oracle_calls")).sum();
    assert_eq!(in_levels + 2, stats["oracle_calls"].as_u64().unwrap());
    assert!(
        stderr(&out).contains("pass 1 level 0 done (shrink): 9 of 10 items out"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn sibling_windows_take_out_pairs_no_single_deletion_can() {
    let env = Env::new();
    let (begin, end) = (
        "begin one two three four five six seven eight nine",
        "end one two three four five six seven eight nine",
    );
    env.write("in.txt", format!("keep 1\n{begin}\n{end}\nkeep 2\n"));
    // Both keeps must stay; the begin and end lines, longer than any token
    // run, must stay whole and go together or not at all. No line can go
    // alone, and ddmin's halves each hold a keep: only a window of two
    // adjacent lines takes the pair out.
    env.script(
        "check.sh",
        &format!(
            "grep -qx 'keep 1' in.txt && grep -qx 'keep 2' in.txt || exit 1\n\
             b=$(grep -cx '{begin}' in.txt); e=$(grep -cx '{end}' in.txt)\n\
             [ $(grep -c . in.txt) -eq $((2 + b + e)) ] && [ $b -eq $e ]"
        ),
    );
    let out = env.reduce(&[
        "--algo",
        "ddmin",
        "--oracle",
        "check.sh",
        "--stats-json",
        "s.json",
        "in.txt",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(env.path("in.reduced.txt")).unwrap(),
        "keep 1\nkeep 2"
    );
    let windows = pass_tally(&stats(&env.path("s.json")), "windows");
    assert_eq!(windows["tokens"].as_u64(), Some(20), "{windows}");
}

#[test]
fn token_runs_cut_across_lines_where_no_node_can() {
    let env = Env::new();
    env.write(
        "in.txt",
        "noise 1\nset alpha beta\n  gamma delta\nnoise 2\n",
    );
    // The record must stay as written on two lines, or joined on one line
    // without the words between: only a run of tokens that spans the line
    // break (`beta`, the newline, `gamma`) takes it further.
    env.script(
        "check.sh",
        "grep -qx 'set alpha beta' in.txt && grep -qx '  gamma delta' in.txt && exit 0\n\
         grep -qx 'set alpha delta' in.txt",
    );
    let out = env.reduce(&["--oracle", "check.sh", "--stats-json", "s.json", "in.txt"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(env.path("in.reduced.txt")).unwrap(),
        "set alpha delta"
    );
    let runs = pass_tally(&stats(&env.path("s.json")), "runs");
    assert_eq!(runs["tokens"].as_u64(), Some(2), "{runs}");
}

#[test]
fn generator_mode_reduces_the_run_not_the_output() {
    // The README's example, run where it lies, writing to a temporary file.
    let env = Env::new();
    let out = env.path("out.txt");
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/generator/password");
    let run = Command::new(env!("CARGO_BIN_EXE_reduce"))
        .args([
            "--generator",
            "python3 gen.py",
            "--oracle",
            "./check.sh",
            "-j",
            "1",
            "-o",
        ])
        .arg(&out)
        .args(["--stats-json"])
        .arg(env.path("s.json"))
        .current_dir(&example)
        .env("TMPDIR", env.tmp())
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .env("PYTHONPATH", PYTHON_HELPER)
        .output()
        .unwrap();
    assert!(run.status.success(), "{}", stderr(&run));
    assert_eq!(fs::read(&out).unwrap(), b"c\nc\n");
    let s = stats(&env.path("s.json"));
    // The README's figure at -j 1: the generator's fixpoint, then a polish
    // that finds nothing smaller (the empty file, and each line alone).
    let phases = &s["phases"];
    assert_eq!(phases["generator_calls"], 7, "{s}");
    assert_eq!(phases["polish_lang"], "text", "{s}");
    assert_eq!(
        s["oracle_calls"].as_u64(),
        Some(7 + phases["polish_calls"].as_u64().unwrap()),
        "{s}"
    );
    assert_eq!(s["lang"], "generator");
    assert_eq!(s["original_bytes"], 22);
    assert_eq!(pass_tally(&s, "trace")["bytes"], 18);
    assert!(fs::read_dir(env.tmp()).unwrap().next().is_none());
    // A run cut in its first pass still counts what that pass took away.
    let run = Command::new(env!("CARGO_BIN_EXE_reduce"))
        .args(["--generator", "python3 gen.py", "--oracle", "./check.sh"])
        .args(["-j", "1", "--max-tests", "5", "-o"])
        .arg(&out)
        .arg("--stats-json")
        .arg(env.path("cut.json"))
        .current_dir(&example)
        .env("TMPDIR", env.tmp())
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .env("PYTHONPATH", PYTHON_HELPER)
        .output()
        .unwrap();
    assert!(run.status.success(), "{}", stderr(&run));
    let s = stats(&env.path("cut.json"));
    assert_eq!(s["stop"], "max-tests");
    let taken = s["original_bytes"].as_u64().unwrap() - s["final_bytes"].as_u64().unwrap();
    assert!(taken > 0);
    assert_eq!(pass_tally(&s, "trace")["bytes"], taken);
}

#[test]
fn alignment_strategies_give_the_paper_s_fig_3_results() {
    // GReduce's Fig. 3: x = [0]; maybe: x += [1]; maybe: y = choice(x).
    // Seed 4 takes both blocks and y = 1. The oracle wants a y. Removing
    // the first block leaves y = 1 outside x's new domain: halt gives up,
    // bypass removes the second block too (no y), realign draws y = 0.
    let env = Env::new();
    env.script("check.sh", "grep -q '^y=' \"$1\"");
    let helper = concat!(env!("CARGO_MANIFEST_DIR"), "/generators/python");
    env.write(
        "gen.py",
        format!(
            "import sys, random\nsys.path.insert(0, {helper:?})\nimport reduce_trace as rt\n\
             random.seed(4)\nx = [0]\nif rt.maybe('first'):\n    x += [1]\n\
             print('x=%s' % x)\nif rt.maybe('second'):\n    print('y=%d' % rt.choice(x, 'y'))\n"
        ),
    );
    for (align, made) in [
        ("halt", "x=[0, 1]\ny=1\n"),
        ("bypass", "x=[0, 1]\ny=1\n"),
        ("realign", "x=[0]\ny=0\n"),
    ] {
        let out = env.reduce(&[
            "--no-polish",
            "--generator",
            "python3 gen.py",
            "--align",
            align,
            "--oracle",
            "check.sh",
            "-o",
            "out.txt",
        ]);
        assert!(out.status.success(), "{align}: {}", stderr(&out));
        assert_eq!(
            fs::read_to_string(env.path("out.txt")).unwrap(),
            made,
            "{align}"
        );
    }
}

#[test]
fn the_input_a_generator_made_is_polished_as_a_file_unless_asked_not_to() {
    // A generator without decisions: its run cannot be reduced, the file
    // it prints can.
    let env = Env::new();
    env.write("gen.py", "print('x = 1')\nprint('bug')\nprint('y = 2')\n");
    env.script("check.sh", "grep -q bug \"$1\"");
    let run = |extra: &[&str]| {
        let mut args = vec!["--generator", "python3 gen.py", "--oracle", "check.sh"];
        args.extend(["-o", "out.txt", "--stats-json", "s.json"]);
        args.extend(extra);
        let out = env.reduce(&args);
        assert!(out.status.success(), "{}", stderr(&out));
        (
            fs::read_to_string(env.path("out.txt")).unwrap(),
            stats(&env.path("s.json")),
            stderr(&out),
        )
    };
    let (polished, s, said) = run(&[]);
    assert_eq!(polished, "bug");
    assert_eq!(s["phases"]["generator_tokens"], 7, "{s}");
    assert_eq!(s["phases"]["polish_lang"], "text", "{s}");
    assert!(said.contains("phases: generator"), "{said}");
    let (alone, s, _) = run(&["--no-polish"]);
    assert_eq!(alone, "x = 1\nbug\ny = 2\n");
    assert!(s.get("phases").is_none(), "{s}");
}

#[test]
fn the_helper_s_warning_of_a_maybe_that_guards_no_block_is_shown() {
    let env = Env::new();
    env.write(
        "gen.py",
        "import random\nimport reduce_trace as rt\nrandom.seed(1)\n\
         if rt.maybe() or True:\n    print('bug')\n",
    );
    env.script("check.sh", "grep -q bug \"$1\"");
    let args = [
        "--generator",
        "python3 gen.py",
        "--oracle",
        "check.sh",
        "-o",
        "o.txt",
    ];
    let out = env.reduce(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stderr(&out);
    let warning = "reduce_trace: warning: maybe() at gen.py:4:";
    assert_eq!(said.matches(warning).count(), 1, "{said}");
    let out = env.reduce(&[&args[..], &["-q"]].concat());
    assert!(!stderr(&out).contains(warning), "{}", stderr(&out));
}

#[test]
fn a_generator_s_uninteresting_original_is_kept_to_look_at() {
    let env = Env::new();
    env.write("gen.py", "print('no bug here')\n");
    env.script("check.sh", "grep -q crash \"$1\"");
    let out = env.reduce(&[
        "--generator",
        "python3 gen.py",
        "--oracle",
        "check.sh",
        "-o",
        "made.txt",
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(
        said.contains("as made.txt") && said.contains("made.txt: run the oracle"),
        "{said}"
    );
    assert!(!said.contains("input's directory"), "{said}");
    assert_eq!(fs::read(env.path("made.txt")).unwrap(), b"no bug here\n");
}

#[test]
fn a_generator_run_resumes_to_the_result_of_an_uninterrupted_run() {
    let env = Env::new();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/generator/graph");
    let run = |output: &str, extra: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_reduce"))
            .args(["--generator", "python3 gen.py 9", "--oracle", "./check.sh"])
            .args(["-j", "2", "--stats-json"])
            .arg(env.path("s.json"))
            .arg("-o")
            .arg(env.path(output))
            .args(extra)
            .current_dir(&example)
            .env("TMPDIR", env.tmp())
            .env("PYTHONDONTWRITEBYTECODE", "1")
            .env("PYTHONPATH", PYTHON_HELPER)
            .env("PYTHONPATH", PYTHON_HELPER)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        (stats(&env.path("s.json")), stderr(&out))
    };
    let (full, _) = run("full.txt", &[]);
    let expected = fs::read(env.path("full.txt")).unwrap();
    // The uninterrupted run's result, fixed (the three nodes of the cycle
    // graph_tool crashes on), and interesting.
    assert_eq!(
        String::from_utf8_lossy(&expected),
        "digraph {\nn6;\nn919;\nn619;\nn6->n619;\nn919->n6;\nn619->n919;\n}"
    );
    assert!(interesting(
        &example.join("check.sh"),
        "graph.txt",
        &expected
    ));
    let full_calls = full["oracle_calls"].as_u64().unwrap();
    resume_until_fixpoint(
        &env.path("part.txt"),
        full_calls,
        &expected,
        || run("part.txt", &["--resume", "--max-tests", "40"]),
        |_| {},
    );
    // Another alignment is another reduction.
    let out = Command::new(env!("CARGO_BIN_EXE_reduce"))
        .args(["--generator", "python3 gen.py 9", "--oracle", "./check.sh"])
        .args(["--align", "halt", "--resume", "--max-tests", "3", "-o"])
        .arg(env.path("other.txt"))
        .current_dir(&example)
        .env("PYTHONPATH", PYTHON_HELPER)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let out = Command::new(env!("CARGO_BIN_EXE_reduce"))
        .args(["--generator", "python3 gen.py 9", "--oracle", "./check.sh"])
        .args(["--resume", "-o"])
        .arg(env.path("other.txt"))
        .current_dir(&example)
        .env("PYTHONPATH", PYTHON_HELPER)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("align halt"), "{}", stderr(&out));
}

#[test]
fn generators_that_cannot_be_replayed_are_refused() {
    let env = Env::new();
    env.script("check.sh", "true");
    let helper = concat!(env!("CARGO_MANIFEST_DIR"), "/generators/python");
    let prelude =
        format!("import sys, random\nsys.path.insert(0, {helper:?})\nimport reduce_trace as rt\n");
    for (generator, says) in [
        // Randomness the trace does not see.
        (
            "print(rt.randint(1, 9), random.random())",
            "a replay of its recorded run made other bytes",
        ),
        (
            "sys.exit(4)",
            "its original run made no test input: the generator ended with exit status 4",
        ),
        // What the generator said is shown.
        (
            "raise ValueError('no seed given')",
            "its stderr:\n  Traceback",
        ),
        (
            "raise ValueError('no seed given')",
            "ValueError: no seed given",
        ),
        ("pass", "it made an empty input"),
    ] {
        env.write("gen.py", format!("{prelude}{generator}\n"));
        let out = env.reduce(&[
            "--generator",
            "python3 gen.py",
            "--oracle",
            "check.sh",
            "-o",
            "out.txt",
        ]);
        assert_eq!(out.status.code(), Some(2), "{generator}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{generator}: {}", stderr(&out));
        assert!(!env.path("out.txt").exists());
    }
    // From a config file as from the command line.
    env.write("gen.py", format!("{prelude}print(rt.randint(1, 9))\n"));
    env.write(
        "reduce.toml",
        "generator = \"python3 gen.py\"\noracle = \"check.sh\"\noutput = \"out.txt\"\nalign = \"halt\"\n",
    );
    let out = env.reduce(&["--config", "reduce.toml"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read(env.path("out.txt")).unwrap().len(), 2);
    for (args, says) in [
        (&["--oracle", "check.sh"][..], "no input"),
        (
            &["--align", "halt", "--oracle", "check.sh", "gen.py"][..],
            "only applies with --generator",
        ),
        (
            &["--generator", "python3 gen.py", "--oracle", "check.sh"][..],
            "needs --output",
        ),
        (
            &[
                "--generator",
                "python3 gen.py",
                "--oracle",
                "check.sh",
                "-o",
                "o",
                "gen.py",
            ][..],
            "not both",
        ),
    ] {
        let out = env.reduce(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
    }
}

/// Reduces the file `input` (its language by its own extension) with
/// `check.sh` at `-j 1` under `--schedule schedule`; returns the result
/// and the `--stats-json`.
fn reduce_under(env: &Env, schedule: &str, input: &Path) -> (Vec<u8>, serde_json::Value) {
    let (out_name, stats_name) = (format!("{schedule}.txt"), format!("{schedule}.json"));
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--schedule",
        schedule,
        "-j",
        "1",
        "-q",
        "-o",
        &out_name,
        "--stats-json",
        &stats_name,
        input.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{schedule}: {}", stderr(&out));
    (
        fs::read(env.path(&out_name)).unwrap(),
        stats(&env.path(&stats_name)),
    )
}

#[test]
fn an_llvm_functions_blocks_go_in_runs_with_their_branches_mended() {
    // An entry block and a chain of 40 blocks, of which the oracle needs
    // the one with the volatile store: the units step takes the other 40
    // out in runs, the entry block too (the first block left starts the
    // function), each run's branch in made a `ret` and each use of its
    // values `undef`, so that opt's verifier accepts every candidate it is
    // given. Without the step there is no "units" level; without the
    // repair, runs leave branches to missing blocks, which the syntax
    // check refuses; with the entry block kept, 40 items and 39 out.
    let env = Env::new();
    let mut ir = String::from("@g = global i32 0\ndefine i32 @f(i32 %v0) {\n  br label %b1\n");
    for i in 1..=40 {
        ir.push_str(&format!("b{i}:\n  %v{i} = add i32 %v{}, {i}\n", i - 1));
        if i == 20 {
            ir.push_str("  store volatile i32 %v20, i32* @g\n");
        }
        match i {
            40 => ir.push_str("  ret i32 %v40\n"),
            _ => ir.push_str(&format!("  br label %b{}\n", i + 1)),
        }
    }
    ir.push_str("}\n");
    let input = env.write("bug.ll", &ir);
    env.script(
        "check.sh",
        "opt-14 -passes=verify -disable-output bug.ll && grep -q 'store volatile' bug.ll",
    );
    let (result, stats) = reduce_under(&env, "payoff", &input);
    let levels = stats["levels"].as_array().unwrap();
    let units: Vec<_> = levels.iter().filter(|l| l["kind"] == "units").collect();
    assert_eq!(units.len(), 1, "{levels:?}");
    assert_eq!(
        (&units[0]["items"], &units[0]["taken_out"]),
        (&41.into(), &40.into()),
        "{levels:?}"
    );
    assert!(
        String::from_utf8_lossy(&result).contains("store volatile"),
        "{}",
        String::from_utf8_lossy(&result)
    );
}

#[test]
fn an_llvm_blocks_instructions_go_in_runs_after_the_blocks() {
    // One block of 40 additions and the volatile store the oracle needs:
    // the members step offers the 41 instructions but the terminator in
    // document order and takes the 40 additions out, each use of their
    // results made `undef`. Without the step there is no "members" level.
    let env = Env::new();
    let mut ir = String::from("@g = global i32 0\ndefine i32 @f(i32 %v0) {\n");
    for i in 1..=40 {
        ir.push_str(&format!("  %v{i} = add i32 %v{}, {i}\n", i - 1));
        if i == 20 {
            ir.push_str("  store volatile i32 %v20, i32* @g\n");
        }
    }
    ir.push_str("  ret i32 %v40\n}\n");
    let input = env.write("bug.ll", &ir);
    env.script(
        "check.sh",
        "opt-14 -passes=verify -disable-output bug.ll && grep -q 'store volatile' bug.ll",
    );
    let (result, stats) = reduce_under(&env, "payoff", &input);
    let levels = stats["levels"].as_array().unwrap();
    let members: Vec<_> = levels.iter().filter(|l| l["kind"] == "members").collect();
    assert!(!members.is_empty(), "{levels:?}");
    assert_eq!(
        (&members[0]["items"], &members[0]["taken_out"]),
        (&41.into(), &40.into()),
        "{levels:?}"
    );
    let result = String::from_utf8_lossy(&result);
    assert!(
        result.contains("store volatile") && !result.contains("add"),
        "{result}"
    );
}

#[test]
fn metadata_a_kept_function_no_longer_uses_goes_as_unused_on_its_own() {
    // @f is unused (only @main is an entry point), so the first unused
    // step offers it with the TBAA nodes its store names, in one bundle,
    // which fails: the oracle needs the stores. Once a level has taken the
    // `!tbaa` attachment out (the unused step's bundle of attachments),
    // the nodes alone are unused, the smaller part of that bundle (the
    // function has more tokens left), and the step looks again and takes
    // them in one test; barring every node of a kept bundle left them to
    // the next pass.
    let env = Env::new();
    let input = env.write(
        "bug.ll",
        "@g = global i32 0\n\
         define void @f(i32 %v0) {\n\
         \x20 store volatile i32 %v0, i32* @g, align 4, !tbaa !1\n\
         \x20 store volatile i32 1, i32* @g\n\
         \x20 store volatile i32 2, i32* @g\n\
         \x20 ret void\n\
         }\n\
         !1 = !{!2, !2, i64 0}\n\
         !2 = !{!\"int\", !3, i64 0}\n\
         !3 = !{!\"omnipotent char\", !4, i64 0}\n\
         !4 = !{!\"Simple C/C++ TBAA\"}\n",
    );
    env.script(
        "check.sh",
        "opt-14 -passes=verify -disable-output bug.ll && [ $(grep -c 'store volatile' bug.ll) = 3 ]",
    );
    let (result, stats) = reduce_under(&env, "payoff", &input);
    let levels = stats["levels"].as_array().unwrap();
    let unused: Vec<_> = levels.iter().filter(|l| l["kind"] == "unused").collect();
    assert_eq!(
        (&unused[0]["items"], &unused[0]["taken_out"]),
        (&1.into(), &0.into()),
        "{levels:?}"
    );
    // The four nodes are 32 tokens; barred, they went in pass 2.
    let cut = |l: &serde_json::Value| {
        l["tokens_before"].as_u64().unwrap() - l["tokens_after"].as_u64().unwrap()
    };
    assert!(
        unused.iter().any(|l| l["pass"] == 1 && cut(l) >= 30),
        "{levels:?}"
    );
    let result = String::from_utf8_lossy(&result);
    assert!(
        result.contains("store volatile") && !result.contains('!'),
        "{result}"
    );
}

#[test]
fn function_bodies_inside_a_body_that_stays_are_tried_next() {
    // A bundle's library sits in one function's body: the first list of
    // bodies is that one, which must stay; the functions inside it are the
    // next list, where every body but the one that throws goes. `pad`,
    // which only an entry of the export table names, went before with
    // its entry (the uses step).
    let env = Env::new();
    let input = env.write(
        "bug.js",
        "(function (root) {\n\
         function pad(s) { var t = s + '  '; return t.trim(); }\n\
         function twice(n) { var m = n * 2; return m; }\n\
         function boom() { throw new Error('boom ' + twice(2)); }\n\
         root.api = { pad: pad, twice: twice };\n\
         boom();\n\
         }(this));\n",
    );
    env.script("check.sh", "node bug.js 2>&1 | grep -q 'Error: boom'");
    let (_, stats) = reduce_under(&env, "payoff", &input);
    let levels = stats["levels"].as_array().unwrap();
    let bodies: Vec<_> = levels.iter().filter(|l| l["kind"] == "bodies").collect();
    assert_eq!(bodies.len(), 2, "{levels:?}");
    assert_eq!(
        (&bodies[0]["items"], &bodies[0]["taken_out"]),
        (&1.into(), &0.into())
    );
    assert_eq!(
        (&bodies[1]["items"], &bodies[1]["taken_out"]),
        (&2.into(), &1.into())
    );
    let uses: Vec<_> = levels.iter().filter(|l| l["kind"] == "uses").collect();
    assert_eq!(
        (&uses[0]["items"], &uses[0]["taken_out"]),
        (&1.into(), &1.into()),
        "{levels:?}"
    );
}

#[test]
fn a_level_whose_tests_stop_paying_waits_for_the_levels_below_it() {
    // 40 lines the oracle needs, each costing a test of its own at the
    // line level, and one line of 600 words of which only the first is
    // needed, one level down. Level by level, the words wait for every
    // line to be tried; by payoff, the line level gives up once its tests
    // stop taking tokens out, the words go, and the lines are finished
    // after them: the same result, reached in fewer calls.
    let env = Env::new();
    let mut text = String::from("spare line\n");
    for i in 0..40 {
        text.push_str(&format!("keep{i}\n"));
    }
    text.push_str("big");
    for i in 0..600 {
        text.push_str(&format!(" w{i}"));
    }
    text.push('\n');
    let input = env.write("in.txt", &text);
    env.script(
        "check.sh",
        "[ \"$(grep -c '^keep[0-9]*$' in.txt)\" = 40 ] && grep -q '^big' in.txt",
    );
    let mut runs = Vec::new();
    for schedule in ["levels", "payoff"] {
        let (result, stats) = reduce_under(&env, schedule, &input);
        let field = |b: &serde_json::Value, k: &str| b[k].as_u64().unwrap();
        // Under payoff, text's runs of lines are swept first (here every
        // line stays, at about 100 calls); what is compared is the tree's
        // levels after them.
        let lines_calls: u64 = (stats["levels"].as_array().unwrap().iter())
            .filter(|l| l["kind"] == "lines")
            .map(|l| field(l, "oracle_calls"))
            .sum();
        // Calls until the best was down to the 40 lines and `big` with a
        // word or two.
        let calls_to_small = stats["bests"]
            .as_array()
            .unwrap()
            .iter()
            .find(|b| field(b, "tokens") <= 43)
            .map(|b| field(b, "oracle_calls"))
            .unwrap();
        runs.push((
            result,
            calls_to_small - lines_calls,
            field(&stats, "oracle_calls") - lines_calls,
        ));
    }
    let [
        (levels, levels_small, levels_calls),
        (payoff, payoff_small, payoff_calls),
    ] = <[_; 2]>::try_from(runs).unwrap();
    assert_eq!(levels, payoff, "the same result either way");
    assert!(
        payoff_small * 2 < levels_small,
        "43 tokens after {payoff_small} calls by payoff, {levels_small} level by level"
    );
    assert!(
        payoff_calls <= levels_calls,
        "{payoff_calls} calls by payoff, {levels_calls} level by level"
    );
}

#[test]
fn text_loses_runs_of_lines_from_half_the_file_down_first() {
    // 256 numbered lines of which the oracle needs one: chunks of 128, 64,
    // ... lines go a few tests each, before the tree's groups of lines
    // and its words are walked.
    let env = Env::new();
    let text: String = (0..256).map(|i| format!("line {i} of the log\n")).collect();
    let input = env.write("in.txt", &text);
    env.script("check.sh", "grep -q '^line 137 ' in.txt");
    let (payoff, stats) = reduce_under(&env, "payoff", &input);
    let (levels, _) = reduce_under(&env, "levels", &input);
    assert_eq!(payoff, levels, "the same result either way");
    assert_eq!(payoff, b"line 137 ");
    // The runs of lines took out every line but the one.
    let lines = pass_tally(&stats, "lines");
    assert_eq!(
        lines["bytes"],
        text.len() - "line 137 of the log\n".len(),
        "{lines}"
    );
    // One or two tests a halving: the needed line's half stays, the
    // other goes (the group tree also gets there in a dozen calls here;
    // the sweep pays where lines far apart depend on each other).
    let one_line = (stats["bests"].as_array().unwrap().iter())
        .find(|b| b["bytes"].as_u64().unwrap() <= 20)
        .map(|b| b["oracle_calls"].as_u64().unwrap())
        .unwrap();
    assert!(one_line <= 2 * 8 + 1, "one line after {one_line} calls");
}

#[test]
fn bytes_wait_until_every_pass_that_takes_tokens_out_has_ended() {
    // The oracle needs a line holding `needle`; the bytes of its words can
    // go too (`needle` down to `ne`). Level by level, pass 1 walks the
    // bytes right after the words; by payoff, no level takes bytes out
    // without tokens before a shrinking pass took no tokens out (and the
    // other passes, windows last, ran after it). The result is the same.
    let env = Env::new();
    let input = env.write(
        "in.txt",
        "alpha beta\nhay needle stack\ngamma\ndelta epsilon\n",
    );
    env.script("check.sh", "grep -q ne in.txt");
    let mut results = Vec::new();
    for schedule in ["levels", "payoff"] {
        let (result, stats) = reduce_under(&env, schedule, &input);
        let levels = stats["levels"].as_array().unwrap();
        let field = |l: &serde_json::Value, k: &str| l[k].as_u64().unwrap();
        let tokenless =
            |l: &&serde_json::Value| field(l, "tokens_before") == field(l, "tokens_after");
        let first_bytes = levels
            .iter()
            .filter(|l| tokenless(l) && field(l, "taken_out") > 0)
            .map(|l| field(l, "pass"))
            .min()
            .expect("bytes went");
        // The first shrinking pass that took no tokens out (passes of
        // other kinds, such as the payoff schedule's runs of lines, hold
        // no shrinking levels).
        let first_idle_shrink = (1..)
            .find(|&pass| {
                let shrink: Vec<_> = (levels.iter())
                    .filter(|l| l["kind"] == "shrink" && field(l, "pass") == pass)
                    .collect();
                !shrink.is_empty() && shrink.iter().all(tokenless)
            })
            .unwrap();
        match schedule {
            "levels" => assert_eq!(first_bytes, 1, "{levels:?}"),
            _ => assert!(
                first_idle_shrink < first_bytes,
                "bytes in pass {first_bytes}, no tokens in {first_idle_shrink}: {levels:?}"
            ),
        }
        results.push(result);
    }
    assert_eq!(results[0], results[1]);
    assert_eq!(results[1], b"ne");
}

#[test]
fn a_text_best_s_tokens_are_its_words() {
    // The blanks between `x`, `=` and `1` go as bytes: the passes still
    // count three tokens where one word is left, and `--stats-json` (as
    // the progress line) gives the words.
    let env = Env::new();
    let input = env.write("in.txt", "x = 1\nother line\n");
    env.script("check.sh", "grep -q 'x *= *1' in.txt");
    let (result, stats) = reduce_under(&env, "payoff", &input);
    assert_eq!(result, b"x=1");
    let bests = stats["bests"].as_array().unwrap();
    let last = &bests[bests.len() - 1];
    assert_eq!(last["bytes"], 3, "{last}");
    assert_eq!(last["tokens"], 1, "{last}");
    assert_eq!(stats["final_tokens"], 1);
}

#[test]
fn equal_xml_values_are_shortened_together() {
    // The oracle needs the test's and the edit's strings equal: shortening
    // either alone breaks the rule, shortening the class together keeps it.
    let env = Env::new();
    let input = env.write(
        "doc.xml",
        "<?xml version=\"1.0\"?>\n<fontconfig>\n  <match target=\"pattern\">\n    \
         <test name=\"family\"><string>DejaVu Sans Mono</string></test>\n    \
         <edit name=\"family\" mode=\"assign\"><string>DejaVu Sans Mono</string></edit>\n  \
         </match>\n</fontconfig>\n",
    );
    env.script(
        "check.sh",
        "python3 - <<'PY'\nimport sys, xml.etree.ElementTree as ET\nr = ET.parse('doc.xml').getroot()\n\
         t = r.find('.//test/string'); e = r.find('.//edit/string')\n\
         sys.exit(0 if t is not None and e is not None and t.text and t.text == e.text else 1)\nPY",
    );
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "-q",
        "-o",
        "out.xml",
        input.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(env.path("out.xml")).unwrap(),
        "<match>\n  <test><string>a</string></test>\n  <edit><string>a</string></edit>\n</match>\n"
    );
}

#[test]
fn declarations_nothing_uses_go_together_in_one_test_at_any_depth() {
    // Four bundles nothing in `main` needs: two members of a class (one
    // used only by the other, which also uses the field `y`), a static
    // member, two functions (one used only by the other) and a typedef.
    // The payoff schedule takes them all out in its first test; the level
    // schedule has no such step.
    let env = Env::new();
    let input = env.write(
        "bug.cc",
        "struct Point {\n  int x;\n  int y;\n  int spare_a() { return x; }\n  \
         int spare_b() { return spare_a() + y; }\n  static const int spare = 3;\n};\n\
         int helper_one(int v) { return v + 1; }\n\
         int helper_two(int v) { return helper_one(v) * 2; }\n\
         typedef long spare_t;\n\
         int main() { Point p; p.x = 1; return p.x; }\n",
    );
    env.script(
        "check.sh",
        "g++ -fsyntax-only bug.cc 2>/dev/null && grep -q 'return p.x' bug.cc",
    );
    let (result, stats) = reduce_under(&env, "payoff", &input);
    let levels = &stats["levels"];
    let first = &levels[0];
    assert_eq!(first["kind"], "unused", "{levels}");
    assert_eq!(first["items"], 4, "{levels}");
    assert_eq!(first["taken_out"], 4, "{levels}");
    assert_eq!(first["oracle_calls"], 1, "{levels}");
    let result = String::from_utf8(result).unwrap();
    for gone in ["spare", "helper", "y;"] {
        assert!(!result.contains(gone), "{result}");
    }
    let (_, stats) = reduce_under(&env, "levels", &input);
    let levels = &stats["levels"];
    assert!(
        levels
            .as_array()
            .unwrap()
            .iter()
            .all(|l| l["kind"] != "unused"),
        "{levels}"
    );
}

#[test]
fn function_bodies_become_declarations_together_in_one_test() {
    // Three bodies `main` needs only the declarations of (one of them a
    // member function); the payoff schedule empties them all, to `;`, in
    // one test right after the top level, and keeps `main`'s (the entry
    // point). The level schedule has no such step.
    let env = Env::new();
    let input = env.write(
        "bug.cc",
        "int one(int v) { int a = v * 2; return a + 1; }\n\
         int two(int v) { int b = one(v) - 3; return b * 2; }\n\
         struct Box { int get() const { return 7 + 8; } };\n\
         int main() { Box b; return two(1) + b.get(); }\n",
    );
    env.script(
        "check.sh",
        "g++ -fsyntax-only bug.cc 2>/dev/null && grep -q 'two(1) + b.get()' bug.cc",
    );
    let (_, stats) = reduce_under(&env, "payoff", &input);
    let levels = stats["levels"].as_array().unwrap();
    let bodies: Vec<_> = levels.iter().filter(|l| l["kind"] == "bodies").collect();
    assert_eq!(bodies.len(), 1, "{levels:?}");
    assert_eq!(bodies[0]["items"], 3, "{levels:?}");
    assert_eq!(bodies[0]["taken_out"], 3, "{levels:?}");
    assert_eq!(bodies[0]["oracle_calls"], 1, "{levels:?}");
    let (_, stats) = reduce_under(&env, "levels", &input);
    let levels = stats["levels"].as_array().unwrap();
    assert!(levels.iter().all(|l| l["kind"] != "bodies"), "{levels:?}");
}

#[test]
fn top_level_closures_run_again_once_a_quarter_of_the_tokens_is_gone() {
    // `operator+` is used by no name, so the unused step offers it first,
    // and `main`'s `a + b` keeps it. Once the deeper levels have taken out
    // main's statements (more than a quarter of the file), the top level's
    // closures run again in the same pass and take `V`, `operator+` and
    // what else nothing needs; the level schedule leaves them to a later
    // pass.
    let env = Env::new();
    let input = env.write(
        "bug.cc",
        "struct V { int x; };\n\
         V operator+(V a, V b) { V r; r.x = a.x + b.x; return r; }\n\
         int keep = 0;\n\
         int main() {\n  V a, b;\n  a.x = 1; b.x = 2;\n  a = a + b;\n  \
         int d = 1, e = 2, f = 3, g = 4, h = 5;\n  \
         d = d + e * f - g / h + (d << 2) + (e >> 1) + f * f * f;\n  \
         e = d + e * f - g / h + (d << 2) + (e >> 1) + f * f * f;\n  \
         f = d + e * f - g / h + (d << 2) + (e >> 1) + f * f * f;\n  \
         return keep;\n}\n",
    );
    env.script(
        "check.sh",
        "g++ -fsyntax-only bug.cc 2>/dev/null && grep -q 'return keep' bug.cc",
    );
    let again = |stats: &serde_json::Value| -> Vec<serde_json::Value> {
        let first_pass: Vec<&serde_json::Value> = (stats["levels"].as_array().unwrap().iter())
            .filter(|l| l["pass"] == 1 && l["kind"] == "shrink")
            .collect();
        let deepest = first_pass.iter().position(|l| l["level"] == 2);
        (first_pass
            .iter()
            .skip(deepest.map_or(usize::MAX, |d| d + 1)))
        .filter(|l| l["level"] == 0)
        .map(|&l| l.clone())
        .collect()
    };
    let (result, stats) = reduce_under(&env, "payoff", &input);
    let after_statements = again(&stats);
    assert_eq!(after_statements.len(), 1, "{}", stats["levels"]);
    assert_eq!(after_statements[0]["taken_out"], 3, "{}", stats["levels"]);
    let result = String::from_utf8(result).unwrap();
    assert!(
        !result.contains("operator") && !result.contains('V'),
        "{result}"
    );
    let (_, stats) = reduce_under(&env, "levels", &input);
    assert!(again(&stats).is_empty(), "{}", stats["levels"]);
}

#[test]
fn a_call_whose_run_directory_was_removed_is_made_again() {
    // The third call removes the run's directory around it (as a cleaner
    // of /dev/shm might); the next call cannot make its own directory
    // there. The run makes the directory again, makes the call again, and
    // says so once.
    let env = Env::new();
    let lines: String = (0..10).map(|i| format!("line {i}\n")).collect();
    env.write("n.txt", &lines);
    let count = env.path("count");
    env.script(
        "check.sh",
        &format!(
            "n=$(cat '{c}' 2>/dev/null || echo 0); n=$((n + 1)); echo $n > '{c}'\n\
             [ $n = 3 ] && rm -rf \"$(dirname \"$PWD\")\"\n\
             grep -q '^line 7$' n.txt",
            c = count.display()
        ),
    );
    let out = env.reduce(&["--oracle", "check.sh", "-j", "1", "n.txt"]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert_eq!(fs::read(env.path("n.reduced.txt")).unwrap(), b"line 7");
    assert_eq!(err.matches("it was made again").count(), 1, "{err}");
    assert!(err.contains("its run directory was gone"), "{err}");
}

#[test]
fn a_generator_that_prints_random_floats_replays_them_exactly() {
    // 40 values of random(): without an exact float parser about one in
    // ten came back one unit in the last place off, and the generator was
    // refused as drawing randomness outside the trace helper.
    let env = Env::new();
    let helper = Path::new(env!("CARGO_MANIFEST_DIR")).join("generators/python");
    env.write(
        "gen.py",
        format!(
            "import random, sys\nsys.path.insert(0, {:?})\nimport reduce_trace as rt\n\
             random.seed(3)\nout = [repr(rt.random()) for _ in rt.loop(40)]\n\
             sys.stdout.write('\\n'.join(out) + '\\n')\n",
            helper.display().to_string()
        ),
    );
    env.script("check.sh", "grep -q 0 \"$1\"");
    let printed = Command::new("python3")
        .arg("gen.py")
        .current_dir(env.dir())
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .env("PYTHONPATH", PYTHON_HELPER)
        .output()
        .unwrap();
    assert!(printed.status.success(), "{}", stderr(&printed));
    let printed = String::from_utf8(printed.stdout).unwrap();
    let out = env.reduce(&[
        "--no-polish",
        "--generator",
        "python3 gen.py",
        "--oracle",
        "check.sh",
        "-o",
        "out.txt",
        "-q",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let result = fs::read_to_string(env.path("out.txt")).unwrap();
    assert!(!result.is_empty() && result.contains('0'), "{result:?}");
    for line in result.lines() {
        assert!(printed.lines().any(|p| p == line), "{line} was never drawn");
    }
}

/// The files under `dir`, by relative path, with their modes and bytes.
fn files_under(dir: &Path) -> Vec<(String, u32, Vec<u8>)> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(d) = pending.pop() {
        for entry in fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else {
                let relative = path.strip_prefix(dir).unwrap().display().to_string();
                let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o7777;
                found.push((relative, mode, fs::read(&path).unwrap()));
            }
        }
    }
    found.sort();
    found
}

#[test]
fn a_directory_is_reduced_as_one_input_and_written_as_a_directory() {
    let env = Env::new();
    fs::create_dir_all(env.path("in/sub")).unwrap();
    fs::create_dir_all(env.path("in/.git")).unwrap();
    env.write("in/.git/HEAD", "ref: x\n");
    env.write("in/a.txt", "keep me\nnoise here\n");
    fs::set_permissions(env.path("in/a.txt"), fs::Permissions::from_mode(0o600)).unwrap();
    env.write("in/b.txt", "noise\n");
    env.write("in/sub/c.txt", "more\nneeded\n");
    env.write("in/big.log", "never copied\n");
    // It runs in the call's copy of the directory, which it gets as $1;
    // version control and what --exclude names are not in it.
    env.script(
        "check.sh",
        "[ \"$PWD\" = \"$1\" ] && [ ! -e .git ] && [ ! -e big.log ] && \
         grep -q keep a.txt && grep -rq needed sub",
    );
    let before = files_under(&env.path("in"));
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "in",
        "--exclude",
        "big.log",
        "-j",
        "1",
        "--stats-json",
        "s.json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        files_under(&env.path("in.reduced")),
        [
            ("a.txt".to_owned(), 0o600, b"keep".to_vec()),
            ("sub/c.txt".to_owned(), 0o644, b"needed".to_vec()),
        ]
    );
    assert_eq!(files_under(&env.path("in")), before, "the input changed");
    let s = stats(&env.path("s.json"));
    assert_eq!(s["lang"], "directory");
    assert_eq!(
        (s["original_tokens"].as_u64(), s["final_tokens"].as_u64()),
        (Some(7), Some(2))
    );
    let files: Vec<_> = (s["files"].as_array().unwrap().iter())
        .map(|f| {
            let n = |k: &str| f[k].as_u64().unwrap();
            let path = f["path"].as_str().unwrap();
            (
                path,
                n("original_tokens"),
                n("final_tokens"),
                f["taken_out"] == true,
            )
        })
        .collect();
    assert_eq!(
        files,
        [
            ("a.txt", 4, 1, false),
            ("b.txt", 1, 0, true),
            ("sub/c.txt", 2, 1, false)
        ]
    );
    // Once more into an output that exists: it is replaced whole; and a
    // file kept stays byte for byte.
    env.write("in.reduced/stale.txt", "from before\n");
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "in",
        "--exclude",
        "big.log",
        "-q",
        "--keep",
        "b.txt",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let result = files_under(&env.path("in.reduced"));
    let paths: Vec<_> = result.iter().map(|(p, _, _)| p.as_str()).collect();
    assert_eq!(paths, ["a.txt", "b.txt", "sub/c.txt"]);
    assert_eq!(result[1].2, b"noise\n");
    // Through a launcher (here `env`, which runs the command it is given)
    // the oracle runs in the copy too.
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "in",
        "--exclude",
        "big.log",
        "-q",
        "--launcher",
        "env",
        "-o",
        "launched",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let launched: Vec<_> = (files_under(&env.path("launched")).into_iter())
        .map(|(p, _, b)| (p, b))
        .collect();
    let expected = [("a.txt", &b"keep"[..]), ("sub/c.txt", b"needed")];
    assert_eq!(launched, expected.map(|(p, b)| (p.to_owned(), b.to_vec())));
    let leftovers: Vec<_> = fs::read_dir(env.dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn a_directory_with_a_link_or_a_path_it_lacks_is_refused() {
    let env = Env::new();
    fs::create_dir_all(env.path("in")).unwrap();
    env.write("in/a.txt", "a\n");
    env.script("check.sh", "true");
    std::os::unix::fs::symlink("/etc/passwd", env.path("in/passwd")).unwrap();
    let out = env.reduce(&["--oracle", "check.sh", "in"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("passwd is a symbolic link"),
        "{}",
        stderr(&out)
    );
    fs::remove_file(env.path("in/passwd")).unwrap();
    for (args, says) in [
        (&["--keep", "nope.txt"][..], "--keep nope.txt: no such file"),
        (&["--exclude", "a.txt"][..], "holds no files"),
    ] {
        let out = env.reduce(&[&["--oracle", "check.sh", "in"], args].concat());
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        assert!(stderr(&out).contains(says), "{}", stderr(&out));
    }
    env.write("f.txt", "x\n");
    let out = env.reduce(&["--oracle", "check.sh", "f.txt", "--keep", "f.txt"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("only apply with a directory"),
        "{}",
        stderr(&out)
    );
    fs::create_dir(env.path("empty")).unwrap();
    let out = env.reduce(&["--oracle", "check.sh", "empty"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("holds no files"), "{}", stderr(&out));
    assert!(!env.path("in.reduced").exists() && !env.path("empty.reduced").exists());
}

#[test]
fn several_files_are_reduced_as_the_directory_that_holds_them() {
    let env = Env::new();
    fs::create_dir_all(env.path("p/src")).unwrap();
    fs::create_dir_all(env.path("p/include")).unwrap();
    env.write("p/src/main.txt", "keep me\nnoise\n");
    env.write("p/src/extra.txt", "kept\nas it is\n");
    env.write("p/include/u.txt", "needed\nnoise\n");
    env.write("p/other.txt", "not given\n");
    // The copy holds the files given, under their paths below p, and no
    // other file of p.
    env.script(
        "check.sh",
        "[ \"$PWD\" = \"$1\" ] && [ ! -e other.txt ] && [ -e src/extra.txt ] && \
         grep -q keep src/main.txt && grep -q needed include/u.txt",
    );
    let given = ["p/src/main.txt", "p/include/u.txt", "p/src/extra.txt"];
    let keep = ["--keep", "p/src/extra.txt"];
    let run = |extra: &[&str]| {
        let args = [
            &["--oracle", "check.sh", "-q", "-j", "1"][..],
            &given,
            extra,
        ]
        .concat();
        env.reduce(&args)
    };
    let out = run(&keep);
    assert!(out.status.success(), "{}", stderr(&out));
    let expected = [
        ("include/u.txt".to_owned(), 0o644, b"needed".to_vec()),
        (
            "src/extra.txt".to_owned(),
            0o644,
            b"kept\nas it is\n".to_vec(),
        ),
        ("src/main.txt".to_owned(), 0o644, b"keep".to_vec()),
    ];
    assert_eq!(files_under(&env.path("p.reduced")), expected);
    assert_eq!(
        fs::read(env.path("p/src/main.txt")).unwrap(),
        b"keep me\nnoise\n"
    );
    // In place: the files given are written where they lie, the others
    // are not touched, and the backup holds the files given.
    let before = files_under(&env.path("p"));
    let out = run(&[&keep[..], &["--in-place"]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let after = files_under(&env.path("p"));
    assert_eq!(after.len(), 4);
    assert!(
        expected.iter().all(|file| after.contains(file)),
        "{after:?}"
    );
    assert!(after.contains(&("other.txt".to_owned(), 0o644, b"not given\n".to_vec())));
    let originals: Vec<_> = (before.into_iter())
        .filter(|(path, _, _)| path != "other.txt")
        .collect();
    assert_eq!(files_under(&env.path("p.orig")), originals);
    for (args, says) in [
        (
            &["--keep", "p/other.txt"][..],
            "--keep p/other.txt: not one of the files given",
        ),
        (
            &["--exclude", "src/main.txt"][..],
            "--exclude only applies with a directory",
        ),
        (&["p/include/../src/main.txt"][..], "given twice"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        assert!(stderr(&out).contains(says), "{}", stderr(&out));
    }
}

#[test]
fn a_directory_reduced_in_place_keeps_a_backup_and_what_it_left_out() {
    let env = Env::new();
    let make = |name: &str| {
        fs::create_dir_all(env.path(&format!("{name}/.git"))).unwrap();
        fs::create_dir_all(env.path(&format!("{name}/sub/deeper"))).unwrap();
        env.write(&format!("{name}/.git/HEAD"), "ref: x\n");
        env.write(&format!("{name}/big.log"), "left out\n");
        env.write(
            &format!("{name}/a.txt"),
            "keep me\nnoise here\nand more noise\n",
        );
        env.write(&format!("{name}/b.txt"), "noise\n");
        env.write(&format!("{name}/sub/deeper/d.txt"), "noise\n");
        env.write(&format!("{name}/c.txt"), "more\nneeded\nstill more\n");
    };
    env.script("check.sh", "grep -q keep a.txt && grep -q needed c.txt");
    let run = |name: &str, extra: &[&str]| {
        let mut args = vec!["--oracle", "check.sh", name, "--in-place", "-q"];
        args.extend(["--exclude", "big.log", "-j", "2", "--stats-json", "s.json"]);
        args.extend(extra);
        let out = env.reduce(&args);
        assert!(out.status.success(), "{}", stderr(&out));
        stats(&env.path("s.json"))["stop"] == "fixpoint"
    };
    make("in");
    let before = files_under(&env.path("in"));
    assert!(run("in", &[]));
    let (reduced, left) = (b"keep".to_vec(), b"left out\n".to_vec());
    assert_eq!(
        files_under(&env.path("in")),
        [
            (".git/HEAD".to_owned(), 0o644, b"ref: x\n".to_vec()),
            ("a.txt".to_owned(), 0o644, reduced),
            ("big.log".to_owned(), 0o644, left),
            ("c.txt".to_owned(), 0o644, b"needed".to_vec()),
        ]
    );
    // The emptied directories went with their files.
    assert!(!env.path("in/sub").exists());
    let backed_up: Vec<_> = (before.into_iter())
        .filter(|(path, _, _)| path != ".git/HEAD" && path != "big.log")
        .collect();
    assert_eq!(files_under(&env.path("in.orig")), backed_up);
    // A backup is never overwritten.
    let out = env.reduce(&["--oracle", "check.sh", "in", "--in-place", "-q"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("in.orig already exists"),
        "{}",
        stderr(&out)
    );
    // Resumed in place, cut again and again: the same directory.
    make("part");
    let mut runs = 0;
    while !run("part", &["--resume", "--max-tests", "5"]) {
        runs += 1;
        assert!(runs < 50, "no fixpoint after {runs} resumed runs");
    }
    assert!(runs > 2, "cut only {runs} times");
    assert_eq!(files_under(&env.path("part")), files_under(&env.path("in")));
    assert_eq!(files_under(&env.path("part.orig")), backed_up);
}

#[test]
fn a_resumed_directory_run_ends_with_the_same_directory() {
    let env = Env::new();
    fs::create_dir_all(env.path("in/sub")).unwrap();
    env.write("in/a.txt", "keep me\nnoise here\nand more noise\n");
    env.write("in/b.txt", "noise\n");
    env.write("in/sub/c.txt", "more\nneeded\nstill more\n");
    env.script("check.sh", "grep -q keep a.txt && grep -rq needed sub");
    let run = |output: &str, extra: &[&str]| {
        let mut args = vec!["--oracle", "check.sh", "in", "-j", "2", "-o", output];
        args.extend(["--stats-json", "s.json"]);
        args.extend(extra);
        let out = env.reduce(&args);
        assert!(out.status.success(), "{}", stderr(&out));
        stats(&env.path("s.json"))["stop"] == "fixpoint"
    };
    assert!(run("full", &[]));
    // The uninterrupted run's result, fixed: the two words the oracle
    // needs, each in its file; and interesting.
    let mode = |file: &str| fs::metadata(env.path(file)).unwrap().permissions().mode() & 0o7777;
    assert_eq!(
        files_under(&env.path("full")),
        vec![
            ("a.txt".to_owned(), mode("in/a.txt"), b"keep".to_vec()),
            (
                "sub/c.txt".to_owned(),
                mode("in/sub/c.txt"),
                b"needed".to_vec()
            ),
        ]
    );
    let checked = Command::new(env.path("check.sh"))
        .current_dir(env.path("full"))
        .status()
        .unwrap();
    assert!(checked.success());
    let mut runs = 0;
    while !run("part", &["--resume", "--max-tests", "6"]) {
        runs += 1;
        assert!(runs < 50, "no fixpoint after {runs} resumed runs");
    }
    assert!(runs > 2, "cut only {runs} times");
    assert_eq!(
        files_under(&env.path("part")),
        files_under(&env.path("full"))
    );
    assert!(!env.path("part.state").exists());
}

#[test]
fn a_directory_of_one_c_file_reduces_as_the_file_does() {
    let env = Env::new();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/c");
    fs::create_dir(env.path("d")).unwrap();
    fs::copy(example.join("bug.c"), env.path("d/bug.c")).unwrap();
    fs::copy(example.join("bug.c"), env.path("bug.c")).unwrap();
    let check = example.join("check.sh");
    let check = check.to_str().unwrap();
    let file = env.reduce(&[
        "--oracle",
        check,
        "bug.c",
        "-j",
        "1",
        "-q",
        "--stats-json",
        "f.json",
    ]);
    assert!(file.status.success(), "{}", stderr(&file));
    let dir = env.reduce(&[
        "--oracle",
        check,
        "d",
        "-j",
        "1",
        "-q",
        "--stats-json",
        "d.json",
    ]);
    assert!(dir.status.success(), "{}", stderr(&dir));
    // Parsed as C inside the directory too: the same bytes.
    let reduced = fs::read(env.path("bug.reduced.c")).unwrap();
    assert_eq!(fs::read(env.path("d.reduced/bug.c")).unwrap(), reduced);
    let (f, d) = (stats(&env.path("f.json")), stats(&env.path("d.json")));
    assert_eq!(d["final_bytes"], reduced.len());
    assert_eq!(d["final_tokens"], f["final_tokens"]);
    // The file's own sizes count as its language does.
    assert_eq!(d["files"][0]["final_tokens"], f["final_tokens"]);
    assert_eq!(d["files"][0]["original_tokens"], f["original_tokens"]);
    // Measured: 178 calls against 171.
    let calls = |s: &serde_json::Value| s["oracle_calls"].as_u64().unwrap();
    assert!(
        calls(&d) <= calls(&f) + 8,
        "{} against {}",
        calls(&d),
        calls(&f)
    );
}

/// Copies the directory `from` to `to`.
fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &to.join(entry.file_name()));
        } else {
            fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
        }
    }
}

#[test]
fn the_multifile_c_example_loses_the_files_and_includes_it_does_not_need() {
    let env = Env::new();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/multifile/c");
    copy_dir(&example.join("project"), &env.path("project"));
    let check = example.join("check.sh");
    let out = env.reduce(&[
        "--oracle",
        check.to_str().unwrap(),
        "project",
        "-j",
        "1",
        "-q",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let result = files_under(&env.path("project.reduced"));
    let text = |i: usize| String::from_utf8(result[i].2.clone()).unwrap();
    let paths: Vec<&str> = result.iter().map(|(p, _, _)| p.as_str()).collect();
    // report.c and report.h went whole; main.c's #include of report.h went
    // with report.h. The README's figures at -j 1.
    assert_eq!(paths, ["Makefile", "main.c", "util.c", "util.h"]);
    assert_eq!(text(0), "app:\n\t$(CC) main.c util.c");
    assert_eq!(text(1), "#include \"util.h\"\n");
    assert_eq!(text(2), "#include \"util.h\"\n");
    assert_eq!(text(3), "counter;\n");
}

#[test]
fn a_header_and_its_typedef_are_inlined_where_they_are_used() {
    // money.c's definition conflicts with money.h's declaration, through
    // a typedef: the header goes into money.c, the typedef into its use.
    let env = Env::new();
    fs::create_dir(env.path("p")).unwrap();
    env.write(
        "p/money.h",
        "typedef long cents;\ncents money_add(cents a, cents b);\n",
    );
    env.write(
        "p/money.c",
        "#include \"money.h\"\nint money_add(int a, int b) { return a + b; }\n",
    );
    env.script(
        "check.sh",
        "export LC_ALL=C; gcc -c money.c -o /dev/null 2>&1 | \
         grep -q \"conflicting types for .money_add.\"",
    );
    let out = env.reduce(&["--oracle", "check.sh", "p", "-j", "1", "-q"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        files_under(&env.path("p.reduced")),
        [(
            "money.c".to_owned(),
            0o644,
            b"long money_add();\nint money_add() {}\n".to_vec()
        )]
    );
}

#[test]
fn a_directory_output_is_whole_whenever_the_run_is_killed() {
    // Killed at 20 moments of a run, the output is never half of a
    // directory: absent, or every file of a candidate the oracle accepts.
    let env = Env::new();
    fs::create_dir_all(env.path("in/sub")).unwrap();
    for i in 0..12 {
        env.write(
            &format!("in/f{i}.txt"),
            format!("line {i}\nkeep {i}\nmore {i}\n"),
        );
    }
    env.write("in/sub/needed.txt", "needed\nnoise\n");
    // Each call notes that it started in `calls`.
    let calls = env.path("calls");
    env.script(
        "check.sh",
        &format!(
            "echo >> '{}'\ngrep -q needed sub/needed.txt && grep -q keep f3.txt",
            calls.display()
        ),
    );
    let mut written = 0;
    for k in 1..21usize {
        let _ = fs::remove_dir_all(env.path("in.reduced"));
        let _ = fs::remove_file(&calls);
        let mut child = env
            .command(&["--oracle", "check.sh", "in", "-j", "2", "-q"])
            .spawn()
            .unwrap();
        wait_for_calls(&calls, k, &mut child);
        std::thread::sleep(Duration::from_millis((k as u64 * 7) % 13));
        let _ = child.kill();
        child.wait().unwrap();
        if !env.path("in.reduced").exists() {
            continue;
        }
        written += 1;
        let files = files_under(&env.path("in.reduced"));
        let has = |path: &str, text: &str| {
            files
                .iter()
                .any(|(p, _, b)| p == path && String::from_utf8_lossy(b).contains(text))
        };
        assert!(
            has("sub/needed.txt", "needed") && has("f3.txt", "keep"),
            "after {k}: {files:?}"
        );
    }
    // Most kills come after the first write: the check is not vacuous.
    assert!(
        written >= 10,
        "only {written} of 20 runs had written output"
    );
}

/// A C file whose bug (gcc's division by zero warning) sits three blocks
/// deep, indented by four spaces a level, and an oracle for it that also
/// asks for `extra` (a shell condition on `$1`).
fn nested_division(env: &Env, extra: &str) -> PathBuf {
    env.script(
        "check.sh",
        &format!(
            "out=$(gcc -fsyntax-only -Wall -Werror=return-type -Werror=implicit-int \"$1\" 2>&1) \
             || exit 1\ngrep -q 'division by zero' <<<\"$out\" && {extra}"
        ),
    );
    env.write(
        "x.c",
        "int keep(int a) {\n    if (a) {\n        if (a > 1) {\n            return a / 0;\n        }\n    }\n\n\n    return 0;\n}\n",
    )
}

/// The tidy forms the run's `--stats-json` says were tried, as `by:kept`.
fn tidy_tried(stats: &serde_json::Value) -> Option<Vec<String>> {
    let forms = stats["tidy"].as_array()?;
    Some(
        (forms.iter())
            .map(|f| format!("{}:{}", f["by"].as_str().unwrap(), f["kept"]))
            .collect(),
    )
}

#[test]
fn the_result_is_laid_out_again_unless_the_oracle_refuses_or_it_is_off() {
    let env = Env::new();
    let input = nested_division(&env, "true");
    let run = |tidy: &str, name: &str| tidy_run(&env, &input, tidy, name);
    // The division kept its 12 spaces through the edits; laid out again
    // it has 4, and no line is blank or indented off the unit.
    let indent_of_division = |text: &str| {
        let line = text.lines().find(|l| l.contains("/ 0")).unwrap();
        line.len() - line.trim_start().len()
    };
    let (off, stats_off, _) = run("off", "off.c");
    assert!(indent_of_division(&off) >= 12, "{off}");
    assert_eq!(tidy_tried(&stats_off), None);
    let (laid, stats_laid, said) = run("layout", "laid.c");
    assert_eq!(indent_of_division(&laid), 4, "{laid}");
    for line in laid.lines() {
        let indent = line.len() - line.trim_start().len();
        assert!(!line.trim().is_empty() && indent % 4 == 0, "{laid}");
    }
    assert_eq!(tidy_tried(&stats_laid).unwrap(), ["layout:true"]);
    assert!(said.contains("  tidy:   layout kept (1 call)"), "{said}");
    // An oracle that needs the 12 spaces refuses the laid out form.
    let env = Env::new();
    let input = nested_division(&env, "grep -q '^            ' \"$1\"");
    let (kept, stats_kept, _) = tidy_run(&env, &input, "layout", "out.c");
    assert_eq!(kept, off);
    assert_eq!(tidy_tried(&stats_kept).unwrap(), ["layout:false"]);
}

/// `input` reduced with `check.sh` and `--tidy tidy` into `name`: the
/// result, the stats and what was said.
fn tidy_run(
    env: &Env,
    input: &Path,
    tidy: &str,
    name: &str,
) -> (String, serde_json::Value, String) {
    let stats_name = format!("{name}.json");
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--tidy",
        tidy,
        "-o",
        name,
        "--stats-json",
        &stats_name,
        input.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let result = fs::read_to_string(env.path(name)).unwrap();
    (result, stats(&env.path(&stats_name)), stderr(&out))
}

#[test]
fn the_formatter_s_form_is_kept_where_the_oracle_agrees_else_the_layout() {
    for (extra, tried) in [
        ("true", vec!["fmt.sh:true"]),
        (
            "! grep -q formatted \"$1\"",
            vec!["fmt.sh:false", "layout:true"],
        ),
    ] {
        let env = Env::new();
        let input = nested_division(&env, extra);
        // A formatter that is not installed is passed over.
        let formatter = env.script("fmt.sh", "sed -i '1i /* formatted */' \"$1\"");
        let shipped = include_str!("../grammars/c.toml");
        let formatters = format!(
            "formatters = [\"no-such-formatter -i\", \"{}\"]",
            formatter.display()
        );
        let edited = shipped.replace(
            "formatters = [\"clang-format -i --style=LLVM\"]",
            &formatters,
        );
        assert_ne!(edited, shipped);
        env.write("mine.toml", &edited);
        let out = env.reduce(&[
            "--oracle",
            "check.sh",
            "--profile",
            "mine.toml",
            "-o",
            "out.c",
            "--stats-json",
            "s.json",
            input.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let result = fs::read_to_string(env.path("out.c")).unwrap();
        assert_eq!(
            result.starts_with("/* formatted */\n"),
            extra == "true",
            "{result}"
        );
        assert_eq!(tidy_tried(&stats(&env.path("s.json"))).unwrap(), tried);
    }
}
