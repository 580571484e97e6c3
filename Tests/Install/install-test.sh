#!/bin/sh
# `make install PREFIX=…` of the debug build into a temporary prefix, then the installed framelab
# run from another directory: it finds its profiles under PREFIX/share/framelab (not the source
# tree), lays out a view, and `make uninstall` removes everything it installed. Run by `make install-test`.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
prefix=$(mktemp -d "${TMPDIR:-/tmp}/framelab-install.XXXXXX")
elsewhere=$(mktemp -d "${TMPDIR:-/tmp}/framelab-elsewhere.XXXXXX")
trap 'rm -rf "$prefix" "$elsewhere"' EXIT
fail() { echo "install-test: FAIL: $*" >&2; exit 1; }

make -s -C "$root" install PREFIX="$prefix" INSTALL_CONFIG=debug > "$elsewhere/install.log" 2>&1 || { cat "$elsewhere/install.log"; fail "make install"; }
for file in bin/framelab bin/framelab-server share/framelab/Devices share/framelab/Containers share/framelab/Views \
            share/man/man1/framelab.1 share/bash-completion/completions/framelab share/zsh/site-functions/_framelab \
            share/fish/vendor_completions.d/framelab.fish; do
  [ -e "$prefix/$file" ] || fail "$file was not installed"
done

cd "$elsewhere"
# A clean environment: no FRAMELAB_PATH, a HOME without profiles.
run() { env -i HOME="$elsewhere" PATH=/usr/bin:/bin "$prefix/bin/framelab" "$@"; }
version=$(run --version)
echo "$version" | grep -q "^framelab " || fail "--version: $version"
echo "$version" | grep -qF "$prefix/share/framelab (shipped)" || fail "--version does not name the installed profiles: $version"
echo "$version" | grep -qF "$root/" && fail "the installed binary reads the source tree: $version"
output=$(run eval 'Text("hi")') || fail "eval from another directory: $output"
# "hi" at 17 pt on the default device (iPhone 15 Pro, 3x): one body line, ceil(17 × 2444/2048 × 3) / 3 = 20.333 tall.
echo "$output" | grep -q 'Text' || fail "eval printed no Text frame: $output"
echo "$output" | grep -q '20.333' || fail "eval's Text is not one body line tall: $output"
run profiles list | grep -q 'iphone-15-pro' || fail "profiles list does not list the shipped devices"
grep -q 'allow-host' "$prefix/share/man/man1/framelab.1" || fail "the man page lacks serve's options"
grep -q '^\.SS framelab eval' "$prefix/share/man/man1/framelab.1" || fail "the man page lacks the eval command"
grep -q 'framelab' "$prefix/share/bash-completion/completions/framelab" || fail "empty bash completion"

make -s -C "$root" uninstall PREFIX="$prefix" > "$elsewhere/uninstall.log"
left=$(find "$prefix" -type f | head -n 5)
[ -z "$left" ] || fail "make uninstall left files: $left"
echo "install-test: ok (installed in $prefix, ran from $elsewhere, uninstalled)"
