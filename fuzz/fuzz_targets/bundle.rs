//! Fuzzes a directory's bundle, its files parsed by their own front-ends:
//! see `reduce_fuzz::check_bundle`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    reduce_fuzz::check_bundle(data);
});
