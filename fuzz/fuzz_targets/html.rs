//! Fuzzes the HTML front-end: see `reduce_fuzz::check`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    reduce_fuzz::check(reduce::frontend::Lang::Html, data);
});
