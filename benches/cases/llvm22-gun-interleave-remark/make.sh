#!/bin/sh
# Rebuilds gun.ll as ../llvm-gun-interleave-remark/make.sh does: the same input.
cd "$(dirname "$0")" || exit 1
../llvm-gun-interleave-remark/make.sh && cp ../llvm-gun-interleave-remark/gun.ll gun.ll
