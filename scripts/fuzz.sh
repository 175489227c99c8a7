#!/bin/bash
# Vitrine's libFuzzer targets (Fuzz/Targets), built apart from `swift build` with swiftc's
# -sanitize=fuzzer,address over the sources each target needs.
#
#   scripts/fuzz.sh build                 compile every target into .build/fuzz/bin
#   scripts/fuzz.sh run SECONDS [TARGET…]  run targets (default all) for SECONDS each
#   scripts/fuzz.sh grammar SECONDS        random command lines against .build/debug/vitrine
#
# Each run starts from the seeds in Fuzz/corpus/<target> plus what earlier runs kept in
# .build/fuzz/corpus/<target>. A crash stops the run, leaves the input in
# .build/fuzz/crashes/<target>, and makes the script fail; commit the input into
# Fuzz/corpus/<target> with the fix so the crash stays found.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=.build/fuzz
SWIFTC=${SWIFTC:-swiftc}
FLAGS=(-sanitize=fuzzer,address -Onone -g -enable-testing -I "$OUT/modules" -I Sources/Shims/CVitrineSQLite)
TARGETS=(recommendations-json store-values image-headers intent-values command-line aasa web-routing)

# quiet COMMAND…: runs it, leaving out the linker's warnings about ASan's local symbols.
quiet() {
  local status=0
  "$@" 2>"$OUT/compile.log" || status=$?
  grep -v "Cannot export local symbol" "$OUT/compile.log" >&2 || true
  return $status
}

# module NAME SOURCES…: an instrumented library module and its object file.
module() {
  local name=$1
  shift
  quiet "$SWIFTC" "${FLAGS[@]}" -parse-as-library -wmo -module-name "$name" -emit-module \
    -emit-module-path "$OUT/modules/$name.swiftmodule" -c "$@" -o "$OUT/objects/$name.o"
}

# target NAME OBJECTS -- SOURCES…: a fuzzer executable from its sources and library objects.
target() {
  local name=$1
  shift
  local objects=()
  while [ "$1" != "--" ]; do objects+=("$OUT/objects/$1.o"); shift; done
  shift
  quiet "$SWIFTC" "${FLAGS[@]}" -parse-as-library -module-name "Fuzz_${name//-/_}" "$@" \
    "${objects[@]}" -lsqlite3 -o "$OUT/bin/$name"
}

build() {
  mkdir -p "$OUT/modules" "$OUT/objects" "$OUT/bin"
  module VitrineWidgetCore $(find Sources/Frameworks/VitrineWidgetCore -name '*.swift')
  module VitrineIntents $(find Sources/Frameworks/VitrineIntents -name '*.swift')
  module VitrineUI $(find Sources/Frameworks/VitrineUI -name '*.swift')
  module VitrineSQLite $(find Sources/System/VitrineSQLite -name '*.swift')
  module VitrineAppGroupStore $(find Sources/System/VitrineAppGroupStore -name '*.swift')
  module VitrineCatalog $(find Sources/Apps/VitrineCatalog -name '*.swift')
  module VitrineAssociatedDomains $(find Sources/System/VitrineAssociatedDomains -name '*.swift')
  target recommendations-json VitrineCatalog -- Fuzz/Targets/RecommendationsJSON.swift
  target store-values VitrineSQLite -- Fuzz/Targets/StoredValues.swift $(find Sources/System/VitrineAppGroupStore -name '*.swift')
  target image-headers VitrineWidgetCore VitrineIntents VitrineUI -- Fuzz/Targets/ImageHeaders.swift
  target intent-values VitrineWidgetCore -- Fuzz/Targets/IntentValues.swift
  target command-line VitrineWidgetCore VitrineSQLite VitrineAppGroupStore -- Fuzz/Targets/CommandLine.swift \
    Sources/FrontEnds/VitrineCLI/Arguments/*.swift Fuzz/Support/Console.swift
  target aasa VitrineAssociatedDomains -- Fuzz/Targets/AASA.swift
  target web-routing -- Fuzz/Targets/WebRouting.swift Sources/FrontEnds/VitrineWebHome/WebRoute.swift \
    Sources/FrontEnds/VitrineWebHome/RequestError.swift Sources/FrontEnds/VitrineWebHome/Route.swift
}

run() {
  local seconds=$1
  shift
  local chosen=("$@")
  [ ${#chosen[@]} -eq 0 ] && chosen=("${TARGETS[@]}")
  local failed=0
  for name in "${chosen[@]}"; do
    mkdir -p "$OUT/corpus/$name" "$OUT/crashes/$name"
    local seeds=()
    [ -d "Fuzz/corpus/$name" ] && seeds=("Fuzz/corpus/$name")
    echo "== $name: $seconds s"
    if ! "$OUT/bin/$name" -max_total_time="$seconds" -print_final_stats=1 \
      -artifact_prefix="$OUT/crashes/$name/" -max_len=65536 -rss_limit_mb=2048 \
      "$OUT/corpus/$name" "${seeds[@]}" 2>"$OUT/$name.log"; then
      failed=1
      echo "!! $name crashed; input in $OUT/crashes/$name, log in $OUT/$name.log"
      grep -m 20 -E "ERROR|SUMMARY|Fatal|#[0-9]+ " "$OUT/$name.log" || true
    fi
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$OUT/$name.log" || true
  done
  return $failed
}

# grammar SECONDS: the grammar fuzzer (Fuzz/Grammar) over the built `vitrine` binary.
grammar() {
  mkdir -p "$OUT/bin"
  quiet "$SWIFTC" -O Fuzz/Grammar/main.swift -o "$OUT/bin/grammar"
  "$OUT/bin/grammar" .build/debug/vitrine "$1" "$OUT/grammar"
}

case "${1:-}" in
  build) build ;;
  run) shift; run "$@" ;;
  grammar) shift; grammar "$@" ;;
  *) echo "usage: $0 build | run SECONDS [TARGET…] | grammar SECONDS" >&2; exit 2 ;;
esac
