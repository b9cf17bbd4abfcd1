#!/bin/sh
# Regenerates the Needle-style example's wiring code with a release digen:
# Sources/CoffeeShopNeedle/NeedleGenerated.swift from Sources/CoffeeShopNeedle/Components.swift.
# Run it from anywhere; it builds digen first (the first release build takes several minutes).
set -eu

examples=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$examples")
needle="$examples/Sources/CoffeeShopNeedle"

swift build -c release --product digen --package-path "$root"
digen="$(swift build -c release --show-bin-path --package-path "$root")/digen"

"$digen" generate "$needle/NeedleGenerated.swift" "$needle/Components.swift" --logging-level info
