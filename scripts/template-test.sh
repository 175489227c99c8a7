#!/usr/bin/env bash
# End-to-end test of `vitrine init`, run by `make test` after the tests: writes a new widget
# package into a temporary folder, depending on this checkout by path; builds it and runs its
# tests as a new user would (`swift build --build-tests`, `swift test`), with snapshot recording
# off, so its snapshot test must pass the first time against the reference `init` wrote; and
# fails on any warning in that build (Vitrine's sources, the template's, SwiftPM's).
#
# The dependent builds Vitrine's modules a second time in its own .build; it prints how long
# its clean build, and the rebuild after editing its one view, took.
# usage: scripts/template-test.sh [VITRINE_EXECUTABLE]  (default .build/debug/vitrine)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
vitrine=${1:-$root/.build/debug/vitrine}
work=$(mktemp -d "${TMPDIR:-/tmp}/vitrine-template.XXXXXX")
trap 'rm -rf "$work"' EXIT

"$vitrine" init MyWidgets --vitrine "$root" --path "$work/MyWidgets"
cd "$work/MyWidgets"

seconds() { date +%s; }
start=$(seconds)
set -o pipefail
swift build --build-tests ${SWIFT_JOBS:+-j "$SWIFT_JOBS"} 2>&1 | tee "$work/build.log"
clean=$(($(seconds) - start))
VITRINE_RECORD_SNAPSHOTS=never swift test --skip-build
/usr/bin/python3 "$root/scripts/check-warnings.py" "$work/build.log" --ledger "$work/ledger.tsv"

# One edit to the widget's view, as a person iterating on it would make; then the rebuild.
sed -i 's/entry of the timeline/entry of this timeline/' Sources/MyWidgets/MyWidgets.swift
start=$(seconds)
swift build --build-tests ${SWIFT_JOBS:+-j "$SWIFT_JOBS"} 2>&1 | tee "$work/rebuild.log"
rebuild=$(($(seconds) - start))
/usr/bin/python3 "$root/scripts/check-warnings.py" "$work/rebuild.log" --ledger "$work/ledger.tsv"
echo "template-test: passed; the dependent's clean build took ${clean} s," \
  "its rebuild after editing one view ${rebuild} s"
