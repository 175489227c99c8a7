#!/bin/bash
# Vitrine's libFuzzer targets (Fuzz/Targets), built apart from `swift build` with swiftc's
# -sanitize=fuzzer,address over the sources each target needs.
#
#   scripts/fuzz.sh build                 compile every target into .build/fuzz/bin
#   scripts/fuzz.sh run SECONDS [TARGET…]  run targets (default all) for SECONDS each (or until
#                                         FUZZ_RUNS executions, when that is set; a run stops
#                                         above FUZZ_RSS_LIMIT_MB resident, 2048 by default)
#   scripts/fuzz.sh grammar SECONDS        random command lines against .build/debug/vitrine
#
# Each run starts from the seeds in Fuzz/corpus/<target> plus what earlier runs kept in
# .build/fuzz/corpus/<target>. A crash stops the run, leaves the input in
# .build/fuzz/crashes/<target>, and makes the script fail; commit the input into
# Fuzz/corpus/<target> with the fix so the crash stays found.
set -euo pipefail
cd "$(dirname "$0")/.."
# FUZZ_OPTIMIZATION picks swiftc's optimization level: -O (the default) runs several times as many
# executions a second as -Onone; FUZZ_OUT keeps builds of different levels apart.
OUT=${FUZZ_OUT:-.build/fuzz}
SWIFTC=${SWIFTC:-swiftc}
OPTIMIZATION=${FUZZ_OPTIMIZATION:--O}
# FUZZ_SANITIZE picks the sanitizers: fuzzer,address (the default); fuzzer alone runs pure-Swift
# targets several times faster (a Swift trap is found without AddressSanitizer).
SANITIZE=${FUZZ_SANITIZE:-fuzzer,address}
FLAGS=(-sanitize="$SANITIZE" "$OPTIMIZATION" -g -enable-testing -I "$OUT/modules"
  -I Sources/Shims/CVitrineSQLite)
TARGETS=(recommendations-json store-values image-headers intent-values command-line aasa web-routing
  statistics-json intentdefinition url-normalization)

# quiet COMMAND…: runs it, leaving out the linker's warnings about ASan's local symbols.
quiet() {
  local status=0
  "$@" 2>"$OUT/compile.log" || status=$?
  grep -v "Cannot export local symbol" "$OUT/compile.log" >&2 || true
  return $status
}

# fresh OUTPUT INPUTS…: whether OUTPUT exists and is newer than every input, so that a second
# build only compiles what changed (build() starts afresh when the flags change).
fresh() {
  local output=$1
  shift
  [ -e "$output" ] || return 1
  local input
  for input in "$@"; do
    [ "$input" -nt "$output" ] && return 1
  done
  return 0
}

# The object files of the modules built (or found fresh) so far, in build order.
BUILT=()

# module NAME SOURCES…: an instrumented library module and its object file.
module() {
  local name=$1
  shift
  # Modules are built in dependency order: one built before may have changed this one's imports.
  local object="$OUT/objects/$name.o"
  if ! fresh "$object" "$@" "${BUILT[@]}"; then
    quiet "$SWIFTC" "${FLAGS[@]}" -parse-as-library -wmo -module-name "$name" -emit-module \
      -emit-module-path "$OUT/modules/$name.swiftmodule" -c "$@" -o "$object"
    touch "$object"  # swiftc leaves an unchanged object's time as it was
  fi
  BUILT+=("$object")
}

# target NAME OBJECTS -- SOURCES…: a fuzzer executable from its sources and library objects.
target() {
  local name=$1
  shift
  local objects=()
  while [ "$1" != "--" ]; do objects+=("$OUT/objects/$1.o"); shift; done
  shift
  fresh "$OUT/bin/$name" "$@" "${objects[@]}" && return 0
  quiet "$SWIFTC" "${FLAGS[@]}" -parse-as-library -module-name "Fuzz_${name//-/_}" "$@" \
    "${objects[@]}" -lsqlite3 -o "$OUT/bin/$name"
}

build() {
  mkdir -p "$OUT"
  if [ "$(cat "$OUT/flags" 2>/dev/null)" != "${FLAGS[*]}" ]; then
    rm -rf "$OUT/modules" "$OUT/objects" "$OUT/bin"
    echo "${FLAGS[*]}" >"$OUT/flags"
  fi
  mkdir -p "$OUT/modules" "$OUT/objects" "$OUT/bin"
  module VitrineWidgetCore $(find Sources/Frameworks/VitrineWidgetCore -name '*.swift')
  module VitrineIntents $(find Sources/Frameworks/VitrineIntents -name '*.swift')
  module VitrineAssetSymbols $(find Sources/Frameworks/VitrineAssetSymbols -name '*.swift')
  module VitrineActivityKit $(find Sources/Frameworks/VitrineActivityKit -name '*.swift')
  module VitrineCombine $(find Sources/Frameworks/VitrineCombine -name '*.swift')
  module VitrineUI $(find Sources/Frameworks/VitrineUI -name '*.swift')
  module VitrineSQLite $(find Sources/System/VitrineSQLite -name '*.swift')
  module VitrineAppGroupStore $(find Sources/System/VitrineAppGroupStore -name '*.swift')
  # The catalog's model and JSON, without its HTTP client (libcurl's, not fuzzed here).
  module VitrineCatalog $(find Sources/Apps/VitrineCatalog -name '*.swift' \
    ! -name HTTPRecommendationsClient.swift)
  module VitrineBoundedFiles $(find Sources/System/VitrineBoundedFiles -name '*.swift')
  module VitrineAssociatedDomains $(find Sources/System/VitrineAssociatedDomains -name '*.swift')
  module VitrineIntentDefinition $(find Sources/System/VitrineIntentDefinition -name '*.swift')
  # The statistics model and its JSON checks, without the HTTP client, routes and resources.
  module VitrineStatistics $(printf 'Sources/Apps/VitrineStatistics/%s.swift ' StatisticsJSON \
    StatisticsAPI Summary DayTotals CountryListing)
  target recommendations-json VitrineCatalog -- Fuzz/Targets/RecommendationsJSON.swift
  target store-values VitrineSQLite -- Fuzz/Targets/StoredValues.swift $(find Sources/System/VitrineAppGroupStore -name '*.swift')
  target image-headers VitrineWidgetCore VitrineIntents VitrineAssetSymbols VitrineActivityKit VitrineCombine VitrineUI -- \
    Fuzz/Targets/ImageHeaders.swift
  target intent-values VitrineWidgetCore -- Fuzz/Targets/IntentValues.swift
  target command-line VitrineWidgetCore VitrineSQLite VitrineAppGroupStore -- Fuzz/Targets/CommandLine.swift \
    Sources/FrontEnds/VitrineCLI/Arguments/*.swift Fuzz/Support/Console.swift
  target aasa VitrineBoundedFiles VitrineAssociatedDomains -- Fuzz/Targets/AASA.swift
  target url-normalization VitrineBoundedFiles VitrineAssociatedDomains -- Fuzz/Targets/URLNormalization.swift
  target web-routing -- Fuzz/Targets/WebRouting.swift Sources/FrontEnds/VitrineWebHome/WebRoute.swift \
    Sources/FrontEnds/VitrineWebHome/RequestError.swift Sources/FrontEnds/VitrineWebHome/Route.swift \
    Sources/FrontEnds/VitrineWebHome/ChangeRoute.swift
  target statistics-json VitrineStatistics -- Fuzz/Targets/StatisticsJSON.swift
  target intentdefinition VitrineBoundedFiles VitrineIntentDefinition -- Fuzz/Targets/IntentDefinition.swift
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
    # Foundation's property-list reader leaks the CFError of every file it refuses; that leak is
    # not Vitrine's, so the intentdefinition target runs without LeakSanitizer. url-normalization
    # keeps its association files, parsed once, across inputs, which LeakSanitizer reports at exit.
    local leaks=1
    [ "$name" = intentdefinition ] && leaks=0
    [ "$name" = url-normalization ] && leaks=0
    if ! ASAN_OPTIONS="detect_leaks=$leaks" "$OUT/bin/$name" -max_total_time="$seconds" \
      ${FUZZ_RUNS:+-runs="$FUZZ_RUNS"} -detect_leaks=$leaks -print_final_stats=1 \
      -artifact_prefix="$OUT/crashes/$name/" -max_len=65536 -rss_limit_mb="${FUZZ_RSS_LIMIT_MB:-2048}" \
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
