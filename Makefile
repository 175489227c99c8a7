# Vitrine: `make run` runs the main job, `make test` runs every test suite.
# Both install the missing Debian packages first (scripts/debian-packages.txt).
SWIFT ?= swift
SHELL := /bin/bash

.PHONY: run test deps build bench format lint clean fuzz

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

# The main job: the phone's home screen in a browser (`vitrine serve`), widgets live; it prints
# the address (http://127.0.0.1:8080/ unless PORT says otherwise) and Ctrl-C stops it. The
# phone's state lives in the data folder ($$VITRINE_DATA_DIR, else ~/.local/share/vitrine).
PORT ?= 8080
run: build
	exec .build/debug/vitrine serve --port $(PORT)

# Builds every product (the tests start `vitrine` processes), then runs the tests.
# scripts/template-test.sh builds a new package from `vitrine init` against this checkout
# (Vitrine's widget modules a second time, in its own .build) and runs its tests.
# Snapshot references are never recorded here unless VITRINE_RECORD_SNAPSHOTS says so.
# The build's log goes to .build/build.log; scripts/check-warnings.py fails on any warning in
# it, or standing from an earlier incremental build (its ledger), so Vitrine stays at zero.
test: deps
	mkdir -p .build
	set -o pipefail; $(SWIFT) build --build-tests 2>&1 | tee .build/build.log
	/usr/bin/python3 scripts/check-warnings.py .build/build.log
	VITRINE_RECORD_SNAPSHOTS=$${VITRINE_RECORD_SNAPSHOTS:-never} $(SWIFT) test --skip-build
	scripts/browser-tests.sh
	scripts/template-test.sh
	scripts/fuzz.sh build
	scripts/fuzz.sh run 4

# The libFuzzer targets (Fuzz/), each for FUZZ_SECONDS; `make test` runs each for 4 s.
FUZZ_SECONDS ?= 600
fuzz: deps
	scripts/fuzz.sh build
	scripts/fuzz.sh run $(FUZZ_SECONDS)

# Every suite's JSON lines go to .build/bench.jsonl too; `vitrine-bench goals` then says for each
# goal of issue 14 (and issue 10's server goal) its figures and whether it holds. VITRINE_BENCH_BASELINE=<an earlier vitrine>
# adds that executable's render to the cold suite's runs.
# The release executables link the Swift runtime and Foundation statically (as shipped): no
# Swift library to load and bind at start (`vitrine --help` 23 → 16 ms CPU). They link no test
# framework, which would load a second, shared Foundation.
RELEASE_FLAGS ?= -c release --static-swift-stdlib
bench: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product vitrine-bench
	$(SWIFT) build $(RELEASE_FLAGS) --product vitrine
	set -o pipefail; for suite in cold layout render recommendations web app server aasa charts watch; do \
	  .build/release/vitrine-bench $$suite || exit 1; \
	done | tee .build/bench.jsonl
	.build/release/vitrine-bench goals < .build/bench.jsonl

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

lint:
	$(SWIFT) format lint -r Sources Tests Package.swift

clean:
	rm -rf .build
