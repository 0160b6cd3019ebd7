//! LLVM IR named, rewritten and renamed: exact renderings.

use crate::frontend::{Frontend, Lang, RewriteKind};
use crate::tree::{Edits, NodeId, Rewrite, Tree, render, render_rewritten, rendering};

fn parsed(input: &str) -> Tree {
    crate::frontend::parse(Lang::Llvm, input.as_bytes().to_vec()).unwrap()
}

/// The rewrites of the first round of `kind`.
fn round_of(tree: &Tree, kind: RewriteKind) -> Vec<Rewrite> {
    let frontend = Frontend::new(Lang::Llvm);
    (0..)
        .map_while(|round| frontend.rewrites(tree, round))
        .find(|(k, _)| *k == kind)
        .unwrap()
        .1
}

/// Every numbered value, block, type and global gets a name; the entry
/// block, which the phi names by its implicit number 2, gets a label.
#[test]
fn numbered_values_become_names_and_a_referred_entry_block_a_label() {
    let input = "%0 = type { i32 }\n@0 = global %0 zeroinitializer\n\
                 define i32 @f(i32 %0, i32 %1) {\n  %3 = add i32 %0, 1\n  br label %4\n\
                 4:\n  %5 = phi i32 [ %3, %2 ], [ 0, %4 ]\n  br label %4\n}\n";
    let frontend = Frontend::new(Lang::Llvm);
    assert_eq!(
        String::from_utf8(frontend.prepared(input.as_bytes()).unwrap()).unwrap(),
        "%t0 = type { i32 }\n@g0 = global %t0 zeroinitializer\n\
         define i32 @f(i32 %v0, i32 %v1) {\n  v2:\n  %v3 = add i32 %v0, 1\n  br label %v4\n\
         v4:\n  %v5 = phi i32 [ %v3, %v2 ], [ 0, %v4 ]\n  br label %v4\n}\n"
    );
    // Nothing numbered, nothing to do; a name that is taken, no names.
    assert_eq!(
        frontend.prepared(b"define void @f() {\n  ret void\n}\n"),
        None
    );
    assert_eq!(
        frontend.prepared(b"define void @f(i32 %v1, i32 %1) {\n  ret void\n}\n"),
        None
    );
}

/// Block `b` goes with the conditional branch's edge to it and the phi's
/// entry for it, and its result's use elsewhere becomes undef; block `c`,
/// the target of an unconditional branch, makes that branch a `ret`.
#[test]
fn a_deleted_block_takes_its_edges_along() {
    let input = "define i32 @f(i1 %x) {\n  br i1 %x, label %b, label %c\n\
                 b:\n  %y = add i32 1, 2\n  br label %c\n\
                 c:\n  %z = phi i32 [ 0, %0 ], [ %y, %b ]\n  ret i32 %y\n}\n";
    let tree = parsed(input);
    let (b, c) = (node(&tree, "block", "b:"), node(&tree, "block", "c:"));
    let edits = Edits::new(&tree);
    assert_eq!(
        String::from_utf8(tree.mended(rendering(&tree, &edits, &[b])).bytes).unwrap(),
        "define i32 @f(i1 %x) {\n  br label %c\n\n\
         c:\n  %z = phi i32 [ 0, %0 ]\n  ret i32 undef\n}\n"
    );
    assert_eq!(
        String::from_utf8(tree.mended(rendering(&tree, &edits, &[c])).bytes).unwrap(),
        "define i32 @f(i1 %x) {\n  br label %b\n\
         b:\n  %y = add i32 1, 2\n  ret i32 undef\n\n}\n"
    );
}

/// The node of `kind` whose text starts with `start`.
fn node(tree: &Tree, kind: &str, start: &str) -> NodeId {
    (1..tree.len() as u32)
        .map(NodeId)
        .find(|&id| tree.kind(id) == kind && tree.text(id).starts_with(start.as_bytes()))
        .unwrap_or_else(|| panic!("no {kind} {start:?}"))
}

/// Names keep their sigils, and a block's label goes with the name its
/// branches use; intrinsics keep their names, metadata and attribute
/// groups their numbers.
#[test]
fn names_are_shortened_with_their_sigils() {
    let input = "%struct.s = type { i32 }\ndeclare void @llvm.trap()\n\
                 define void @work(%struct.s* %self) #0 {\nentry:\n  br label %next\n\
                 next:\n  call void @llvm.trap(), !dbg !7\n  ret void\n}\n\
                 attributes #0 = { nounwind }\n!7 = !{}\n";
    let tree = parsed(input);
    let rewrites = round_of(&tree, RewriteKind::Names);
    let all: Vec<&Rewrite> = rewrites.iter().collect();
    assert_eq!(
        String::from_utf8(render_rewritten(&tree, &all)).unwrap(),
        "%a = type { i32 }\ndeclare void @llvm.trap()\n\
         define void @a(%a* %d) #0 {\nc:\n  br label %b\n\
         b:\n  call void @llvm.trap(), !dbg !7\n  ret void\n}\n\
         attributes #0 = { nounwind }\n!7 = !{}\n"
    );
}

/// The syntax check counts each use of a name nothing defines: a value,
/// a block, a global, a type, a metadata node, an attribute group.
#[test]
fn uses_of_undefined_names_count_as_errors() {
    let check =
        |input: &str| crate::frontend::SyntaxCheck::new(Lang::Llvm, b"").errors(input.as_bytes());
    let valid = "%s = type { i32 }\n@g = global i32 0\ndeclare void @h(%s*)\n\
                 define i32 @f(i32 %a) #0 {\nentry:\n  %b = add i32 %a, 1\n  br label %next\n\
                 next:\n  %c = phi i32 [ %b, %entry ]\n  store i32 %c, i32* @g, !tbaa !1\n  ret i32 %c\n}\n\
                 attributes #0 = { nounwind }\n!1 = !{}\n";
    assert_eq!(check(valid), 0);
    for (what, with) in [
        ("%b = add i32 %a, 1\n", ""),
        ("next:\n", ""),
        ("@g = global i32 0\n", ""),
        ("%s = type { i32 }\n", ""),
        ("!1 = !{}\n", ""),
        ("attributes #0 = { nounwind }\n", ""),
        ("i32 %a", "i32 %x"),
    ] {
        assert_eq!(check(&valid.replacen(what, with, 1)), 1, "without {what:?}");
    }
    // Numbered values are implicit: unnamed instructions and blocks.
    assert_eq!(
        check("define void @f() {\n  br label %1\n  ret void\n}\n"),
        0
    );
}

/// Deleting an instruction makes its uses undef, as a candidate (extra
/// nodes) and once committed; a user deleted with it takes its use along.
#[test]
fn a_deleted_instruction_leaves_undef_in_its_uses() {
    let input =
        "define i32 @f(i32 %a) {\n  %b = add i32 %a, 1\n  %c = mul i32 %b, %b\n  ret i32 %b\n}\n";
    let tree = parsed(input);
    let instruction = |start: &str| {
        (1..tree.len() as u32)
            .map(NodeId)
            .find(|&id| {
                tree.kind(id) == "instruction" && tree.text(id).starts_with(start.as_bytes())
            })
            .unwrap()
    };
    let (b, c) = (instruction("%b"), instruction("%c"));
    let edits = Edits::new(&tree);
    assert_eq!(
        String::from_utf8(tree.mended(rendering(&tree, &edits, &[b])).bytes).unwrap(),
        "define i32 @f(i32 %a) {\n  \n  %c = mul i32 undef, undef\n  ret i32 undef\n}\n"
    );
    assert_eq!(
        String::from_utf8(render(&tree, &edits, &[b, c])).unwrap(),
        "define i32 @f(i32 %a) {\n  \n  \n  ret i32 undef\n}\n"
    );
    let mut committed = Edits::new(&tree);
    committed.reduce(&tree, b);
    assert_eq!(
        String::from_utf8(render(&tree, &committed, &[c])).unwrap(),
        "define i32 @f(i32 %a) {\n  \n  \n  ret i32 undef\n}\n"
    );
}

/// The profile's bundled kinds: one group per kind, the outermost nodes
/// only, in document order.
#[test]
fn decorations_are_bundled_by_kind() {
    let input = "@g = private unnamed_addr constant i32 0, align 4\n\
                 define internal fastcc i32 @f(i32 noundef %a) #0 !dbg !1 {\n  \
                 %b = load i32, i32* @g, align 4, !tbaa !1\n  ret i32 %b\n}\n\
                 attributes #0 = { nounwind }\n!1 = !{}\n";
    let tree = parsed(input);
    let groups: Vec<Vec<&str>> = (tree.bundled(&Edits::new(&tree)).iter())
        .map(|g| {
            g.iter()
                .map(|&id| std::str::from_utf8(tree.text(id)).unwrap())
                .collect()
        })
        .collect();
    assert_eq!(
        groups,
        [
            vec!["align 4", "#0", "nounwind"],
            vec!["noundef"],
            vec!["private", "internal"],
            vec!["unnamed_addr"],
            vec![", !tbaa !1"],
            vec!["!dbg !1"],
            vec!["fastcc"],
        ]
    );
}

/// A metadata node's number stays a number, and so does a numbered value.
#[test]
fn metadata_and_numbered_values_keep_their_names() {
    let input = "define void @work(i32 %0) {\n  %sum = add i32 %0, 1, !annotation !12\n  ret void\n}\n\
                 !12 = !{}\n";
    let tree = parsed(input);
    let rewrites = round_of(&tree, RewriteKind::Names);
    let all: Vec<&Rewrite> = rewrites.iter().collect();
    assert_eq!(
        String::from_utf8(render_rewritten(&tree, &all)).unwrap(),
        "define void @a(i32 %0) {\n  %a = add i32 %0, 1, !annotation !12\n  ret void\n}\n\
         !12 = !{}\n"
    );
}

/// The candidate as [`super::mend`] leaves it: unchanged where it needs
/// nothing.
fn mended(input: &str) -> String {
    super::mend(input.as_bytes())
        .map_or_else(|| input.to_string(), |b| String::from_utf8(b).unwrap())
}

/// Blocks deleted together: a conditional branch whose two targets went
/// returns, one whose one target went branches to the other, and a `phi`
/// keeps the entries of the blocks still leading to it, whichever of its
/// entries went (the first two of three: no comma left before the third).
#[test]
fn control_flow_is_mended_after_blocks_went_together() {
    let input = "define i32 @f(i1 %x) {\nentry:\n  br i1 %x, label %a, label %b\n\
                 c:\n  br i1 %x, label %a, label %d\n\
                 d:\n  %p = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %c ]\n  ret i32 %p\n}\n";
    assert_eq!(
        mended(input),
        "define i32 @f(i1 %x) {\nentry:\n  ret i32 undef\n\
         c:\n  br label %d\n\
         d:\n  %p = phi i32 [ 3, %c ]\n  ret i32 %p\n}\n"
    );
    // Nothing refers to a missing block: nothing to do.
    assert_eq!(
        super::mend(b"define void @f() {\nentry:\n  br label %b\nb:\n  ret void\n}\n"),
        None
    );
}

/// A `switch` loses its cases to missing blocks, and returns when its
/// default went; a block that no longer leads to a `phi`'s block loses
/// its entry, and a `phi` left with none becomes a value of its type.
#[test]
fn switches_lose_cases_and_phis_entries_of_blocks_that_no_longer_lead_there() {
    let input = "define void @f(i32 %x) {\nentry:\n  switch i32 %x, label %b [\n    \
                 i32 0, label %gone\n    i32 1, label %c\n  ]\n\
                 b:\n  switch i32 %x, label %gone [\n    i32 0, label %c\n  ]\n\
                 c:\n  %p = phi i32 [ 1, %entry ], [ 2, %b ]\n  ret void\n\
                 d:\n  %q = phi i8* [ null, %gone ]\n  ret void\n}\n";
    assert_eq!(
        mended(input),
        "define void @f(i32 %x) {\nentry:\n  switch i32 %x, label %b [\n    \
         i32 1, label %c\n  ]\n\
         b:\n  ret void\n\
         c:\n  %p = phi i32 [ 1, %entry ]\n  ret void\n\
         d:\n  %q = freeze i8* undef\n  ret void\n}\n"
    );
}

/// The entry block went: the first block left starts the function, and
/// where a branch leads to it (a loop's), a new entry block in front of it
/// branches there, and its `phi`s take an `undef` entry from that block
/// (LLVM refuses a branch to a function's first block). The name of the
/// new block is one the function does not have.
#[test]
fn a_loop_left_first_gets_a_new_entry_block_in_front_of_it() {
    let input = "define i32 @f(i32 %n) {\n\
                 loop:\n  %i = phi i32 [ 0, %gone ], [ %j, %loop ]\n  %j = add i32 %i, 1\n  \
                 %c = icmp eq i32 %j, %n\n  br i1 %c, label %exit, label %loop\n\
                 exit:\n  %entry = add i32 %j, 0\n  ret i32 %entry\n}\n";
    let out = mended(input);
    assert_eq!(
        out,
        "define i32 @f(i32 %n) {\n\
         entry1:\n  br label %loop\n\
         loop:\n  %i = phi i32 [ %j, %loop ], [ undef, %entry1 ]\n  %j = add i32 %i, 1\n  \
         %c = icmp eq i32 %j, %n\n  br i1 %c, label %exit, label %loop\n\
         exit:\n  %entry = add i32 %j, 0\n  ret i32 %entry\n}\n"
    );
    // A first block nothing branches to needs no new entry: its `phi`s
    // have no block leading to them.
    assert_eq!(
        mended("define void @f() {\nb:\n  %p = phi i32 [ 0, %gone ]\n  ret void\n}\n"),
        "define void @f() {\nb:\n  %p = freeze i32 undef\n  ret void\n}\n"
    );
}

/// Every block of a function went: its body never returns.
#[test]
fn a_function_left_without_blocks_becomes_unreachable() {
    assert_eq!(
        mended("define i32 @f() {\n}\n"),
        "define i32 @f() {\n  unreachable\n}\n"
    );
}

/// The texts of `input` with each of `edit`'s whole-function rewrites,
/// in order; the merges round offers each of them.
fn offered(input: &str, edit: fn(&[u8], tree_sitter::Node) -> Vec<Rewrite>) -> Vec<String> {
    let tree = parsed(input);
    let raw = super::parsed(input.as_bytes()).unwrap();
    let rewrites = edit(input.as_bytes(), raw.root_node());
    let merges = round_of(&tree, RewriteKind::Merges);
    (rewrites.iter())
        .inspect(|r| assert!(merges.iter().any(|m| m.text == r.text)))
        .map(|r| String::from_utf8(render_rewritten(&tree, &[r])).unwrap())
        .collect()
}

/// What [`super::returned`] offers on `input`.
fn returned(input: &str) -> Vec<String> {
    offered(input, super::returned)
}

/// Each instruction whose type its text gives can be returned, the rest
/// of its block going and the header's type (and return attributes)
/// changing with it; the one returned already is not offered.
#[test]
fn a_function_returns_an_instructions_value_instead() {
    let input = "define zeroext i8 @f(<4 x i32> %x) {\n  %a = add <4 x i32> %x, %x\n  \
                 %b = extractelement <4 x i32> %a, i32 0\n  %c = trunc i32 %b to i8\n  \
                 ret i8 %c\n}\n";
    assert_eq!(
        returned(input),
        [
            "define <4 x i32> @f(<4 x i32> %x) {\n  %a = add <4 x i32> %x, %x\n  \
             ret <4 x i32> %a\n}\n",
            "define i32 @f(<4 x i32> %x) {\n  %a = add <4 x i32> %x, %x\n  \
             %b = extractelement <4 x i32> %a, i32 0\n  ret i32 %b\n}\n",
        ]
    );
}

/// Returning from inside a loop: the branch that went takes its `phi`
/// entries along (the loop's own, and the exit block's, which is left
/// with none), uses of the values cut become `undef`, and the other `ret`
/// returns `undef` of the new type.
#[test]
fn returning_from_a_loop_mends_the_edges_it_cuts() {
    let input = "define void @f(i64 %n) {\n  br label %l\nl:\n  \
                 %i = phi i64 [ 0, %0 ], [ %j, %l ]\n  %j = add i64 %i, 1\n  \
                 %c = icmp eq i64 %j, %n\n  br i1 %c, label %e, label %l\n\
                 e:\n  %k = phi i64 [ %j, %l ]\n  ret void\n}\n";
    let offered = returned(input);
    assert_eq!(
        offered[1],
        "define i64 @f(i64 %n) {\n  br label %l\nl:\n  \
         %i = phi i64 [ 0, %0 ]\n  %j = add i64 %i, 1\n  ret i64 %j\n\
         e:\n  %k = freeze i64 undef\n  ret i64 undef\n}\n"
    );
    // The phi, the add, the comparison and the exit block's phi.
    let returns: Vec<&str> = (offered.iter())
        .map(|f| f.lines().find(|l| l.contains("ret i")).unwrap().trim())
        .collect();
    assert_eq!(
        returns,
        ["ret i64 %i", "ret i64 %j", "ret i1 %c", "ret i64 %k"]
    );
}

/// A function that is called, or whose address is taken, keeps its type:
/// its callers would have to change too.
#[test]
fn a_called_function_keeps_its_return_type() {
    let input = "define i32 @f(i32 %x) {\n  %a = add i32 %x, 1\n  %b = mul i32 %a, 2\n  \
                 ret i32 %b\n}\ndefine i32 @g() {\n  %r = call i32 @f(i32 1)\n  ret i32 %r\n}\n";
    assert_eq!(returned(input), Vec::<String>::new());
    let tree = parsed(input);
    let g = round_of(&tree, RewriteKind::Merges);
    assert!(g.iter().all(|r| r.spans[0].0 > 0), "only @g is offered");
}

/// Each used instruction whose type its text gives can become the last
/// argument instead, under its own name; an unused one is the tree's to
/// delete, and a variadic function is left alone.
#[test]
fn an_instructions_value_becomes_an_argument() {
    let input = "define i8 @f(i32* %p) {\n  %a = load i32, i32* %p\n  \
                 %b = trunc i32 %a to i8\n  %c = add i8 %b, 1\n  ret i8 %b\n}\n";
    assert_eq!(
        offered(input, super::as_arguments),
        [
            "define i8 @f(i32* %p, i32 %a) {\n  \n  %b = trunc i32 %a to i8\n  \
             %c = add i8 %b, 1\n  ret i8 %b\n}\n",
            "define i8 @f(i32* %p, i8 %b) {\n  %a = load i32, i32* %p\n  \n  \
             %c = add i8 %b, 1\n  ret i8 %b\n}\n",
        ]
    );
    let first = "define i8 @k() {\n  %a = add i8 1, 2\n  ret i8 %a\n}\n";
    assert_eq!(
        offered(first, super::as_arguments),
        ["define i8 @k(i8 %a) {\n  \n  ret i8 %a\n}\n"]
    );
    let unused = "define void @g() {\n  %a = add i8 1, 2\n  ret void\n}\n";
    assert_eq!(offered(unused, super::as_arguments).len(), 0);
    let variadic = "define i8 @h(i8 %x, ...) {\n  %a = add i8 %x, 1\n  ret i8 %a\n}\n";
    assert_eq!(offered(variadic, super::as_arguments).len(), 0);
    // Each edit parses the function once: a long one is left alone.
    let long = |n: usize| {
        let adds: String = (0..n)
            .map(|i| format!("  %a{i} = add i8 %x, 1\n"))
            .collect();
        format!("define i8 @l(i8 %x) {{\n{adds}  ret i8 %a0\n}}\n")
    };
    assert_eq!(
        offered(
            &long(super::MAX_EDITED_INSTRUCTIONS - 1),
            super::as_arguments
        )
        .len(),
        1
    );
    assert_eq!(
        offered(&long(super::MAX_EDITED_INSTRUCTIONS), super::as_arguments).len(),
        0
    );
}
