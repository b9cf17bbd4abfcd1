#!/usr/bin/env bash
# Instructions and heap allocations per operation for one contender, from two valgrind runs of
# different lengths (so set-up and warm-up cancel out). Usage:
#   Benchmarks/count-per-op.sh "cached singleton/DIGraph" [short] [long]
set -euo pipefail
cd "$(dirname "$0")"
only=$1
short=${2:-20000}
long=${3:-120000}
binary=.build/release/RuntimeBenchmarks
[ -x "$binary" ] || swift build -c release >/dev/null
# Valgrind 3.19 cannot read the DWARF 5 that clang emits for the C target; counting needs none.
stripped=$(mktemp)
trap 'rm -f "$stripped"' EXIT
strip --strip-debug -o "$stripped" "$binary"
binary=$stripped

instructions() {
    local out
    out=$(mktemp -d)
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$binary" --only "$only" --fixed "$1" >/dev/null 2>"$out/log"
    grep -oE "Collected : [0-9]+" "$out/log" | grep -oE "[0-9]+"
}
allocations() {
    valgrind --tool=memcheck "$binary" --only "$only" --fixed "$1" 2>&1 >/dev/null \
        | grep -oE "total heap usage: [0-9,]+ allocs" | grep -oE "[0-9,]+" | tr -d ,
}
i1=$(instructions "$short"); i2=$(instructions "$long")
a1=$(allocations "$short"); a2=$(allocations "$long")
awk -v i1="$i1" -v i2="$i2" -v a1="$a1" -v a2="$a2" -v n=$((long - short)) -v only="$only" \
    'BEGIN { printf "| %s | %.0f | %.2f |\n", only, (i2 - i1) / n, (a2 - a1) / n }'
