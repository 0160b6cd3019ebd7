#!/bin/sh
# release.sh: builds the release tarballs, checks them and uploads them.
# Run by the release job as `sh scripts/release.sh VERSION`.
set -eu

VERSION=${1:?usage: release.sh VERSION}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIST="$ROOT/dist"
BUCKET=${RELEASE_BUCKET:-s3://releases.example.com/storefront}
JOBS=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)

log() {
  printf '%s release: %s\n' "$(date -u +%H:%M:%S)" "$*" >&2
}

die() {
  log "error: $*"
  exit 1
}

need() {
  for tool in "$@"; do
    command -v "$tool" >/dev/null 2>&1 || die "$tool is not installed"
  done
}

check_version() {
  case "$VERSION" in
    [0-9]*.[0-9]*.[0-9]*) ;;
    *) die "version '$VERSION' is not MAJOR.MINOR.PATCH" ;;
  esac
  if git -C "$ROOT" rev-parse -q --verify "refs/tags/v$VERSION" >/dev/null; then
    die "tag v$VERSION exists already"
  fi
}

clean() {
  rm -rf "$DIST"
  mkdir -p "$DIST"
}

build_one() {
  target=$1
  log "building $target with $JOBS jobs"
  cargo build --release --locked --target "$target" -j "$JOBS" \
    --manifest-path "$ROOT/Cargo.toml"
  staging="$DIST/storefront-$VERSION-$target"
  mkdir -p "$staging"
  cp "$ROOT/target/$target/release/storefront" "$staging/"
  cp "$ROOT/README.md" "$ROOT/LICENSE" "$staging/"
  tar -C "$DIST" -czf "$staging.tar.gz" "$(basename "$staging")"
  rm -rf "$staging"
}

targets=(x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu x86_64-apple-darwin)

build_all() {
  for target in $TARGETS; do
    build_one "$target"
  done
}

checksums() {
  (
    cd "$DIST"
    sha256sum ./*.tar.gz > SHA256SUMS
  )
  log "wrote $(wc -l < "$DIST/SHA256SUMS") checksums"
}

smoke_test() {
  archive="$DIST/storefront-$VERSION-x86_64-unknown-linux-gnu.tar.gz"
  [ -f "$archive" ] || die "no linux archive to test"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  tar -C "$tmp" -xzf "$archive"
  out=$("$tmp"/storefront-*/storefront --version)
  case "$out" in
    *"$VERSION"*) log "smoke test passed: $out" ;;
    *) die "binary says '$out', not $VERSION" ;;
  esac
}

upload() {
  if [ "${DRY_RUN:-0}" = 1 ]; then
    log "dry run: would upload $(ls "$DIST" | wc -l) files to $BUCKET/$VERSION"
    return 0
  fi
  for file in "$DIST"/*; do
    aws s3 cp --only-show-errors "$file" "$BUCKET/$VERSION/$(basename "$file")"
  done
  git -C "$ROOT" tag -a "v$VERSION" -m "storefront $VERSION"
  git -C "$ROOT" push origin "v$VERSION"
}

main() {
  need cargo git tar sha256sum
  check_version
  clean
  build_all
  checksums
  smoke_test
  upload
  log "released $VERSION"
}

TARGETS="x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu"
main
