# Vitrine: `make run` runs the main job, `make test` runs every test suite.
# Both install the missing Debian packages first (scripts/debian-packages.txt).
SWIFT ?= swift
SHELL := /bin/bash

.PHONY: run test deps build bench format lint clean fuzz

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

# The main job: the recommendations widget over a simulated day in the host, with taps on its
# Back and Forward buttons; its state lives in a throwaway folder.
run: build
	$(SWIFT) run vitrine simulate recommendations --hours 24 --taps 48

# Builds every product (the tests start `vitrine` processes), then runs the tests.
# Snapshot references are never recorded here unless VITRINE_RECORD_SNAPSHOTS says so.
test: deps
	$(SWIFT) build --build-tests
	VITRINE_RECORD_SNAPSHOTS=$${VITRINE_RECORD_SNAPSHOTS:-never} $(SWIFT) test --skip-build
	scripts/fuzz.sh build
	scripts/fuzz.sh run 4

# The libFuzzer targets (Fuzz/), each for FUZZ_SECONDS; `make test` runs each for 4 s.
FUZZ_SECONDS ?= 600
fuzz: deps
	scripts/fuzz.sh build
	scripts/fuzz.sh run $(FUZZ_SECONDS)

bench: deps
	$(SWIFT) build -c release --product vitrine-bench
	.build/release/vitrine-bench layout
	.build/release/vitrine-bench render
	.build/release/vitrine-bench recommendations

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

lint:
	$(SWIFT) format lint -r Sources Tests Package.swift

clean:
	rm -rf .build
