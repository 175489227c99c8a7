#!/usr/bin/env python3
"""Fails when a build of Vitrine warns: `make test` runs it on the log of its build.

usage: check-warnings.py BUILD_LOG [--root DIR] [--ledger FILE]

Every `warning:` line of the log counts: the compiler's (`path:line:col: warning: ...`,
Swift's and clang's), SwiftPM's own (`warning: prohibited flag(s) ...`, unhandled files),
which SwiftPM prints on every build, and any other tool's (the linker's). With --root, only compiler warnings about files under
that folder count (a dependent's build checks Vitrine's sources that way); SwiftPM's lines
always count.

An incremental build recompiles only what changed, so a warning in an untouched file is not
printed again. The ledger (by default .build/warnings-ledger.tsv beside the log) keeps every
compiler warning until the file it is about is compiled again without it: a warning is
dropped only when the log shows its file compiled in the same module (SwiftPM's
`Compiling <Module> <file>` lines) and the warning was not printed, or when the file is gone. A clean build (no .build)
starts an empty ledger. So a build that compiles nothing still fails while a warning seen
earlier stands.
"""

import os
import re
import sys

COMPILER_WARNING = re.compile(r"^(/[^:\s]+):(\d+):(\d+): warning: (.*)$")
TOOL_WARNING = re.compile(r"^warning: (.*)$")
# Anything else that says it warns and is not part of a diagnostic's drawing (`  |  `- warning:`):
# the linker's (`/usr/bin/ld.gold: warning: …`), a build plugin's.
OTHER_WARNING = re.compile(r"^[^\s|`].*\bwarning: ")
COMPILING = re.compile(r"^\[\d+/\d+\] Compiling (\S+) (.+)$")
EMITTING = re.compile(r"^\[\d+/\d+\] Emitting module (\S+)$")
ESCAPES = re.compile(r"\x1b\[[0-9;]*m")


def read_ledger(path):
    entries = set()
    if os.path.exists(path):
        with open(path, encoding="utf-8") as ledger:
            for line in ledger:
                parts = line.rstrip("\n").split("\t")
                if len(parts) == 5:
                    entries.add(tuple(parts))
    return entries


def main(arguments):
    if not arguments or arguments[0].startswith("-"):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    log_path = arguments[0]
    root = None
    ledger_path = os.path.join(os.path.dirname(os.path.abspath(log_path)), "warnings-ledger.tsv")
    index = 1
    while index < len(arguments):
        if arguments[index] == "--root" and index + 1 < len(arguments):
            root = os.path.realpath(arguments[index + 1]) + os.sep
            index += 2
        elif arguments[index] == "--ledger" and index + 1 < len(arguments):
            ledger_path = arguments[index + 1]
            index += 2
        else:
            print(f"check-warnings: unknown argument '{arguments[index]}'", file=sys.stderr)
            return 2

    compiled = set()  # (module, file name) SwiftPM compiled in this build
    module = ""  # the module of the latest `Compiling` line: a warning is about one of its files
    printed = set()
    tool_warnings = []
    with open(log_path, encoding="utf-8", errors="replace") as log:
        for raw in log:
            line = ESCAPES.sub("", raw.rstrip("\n"))
            match = COMPILING.match(line)
            if match:
                module = match.group(1)
                for name in match.group(2).split(","):
                    compiled.add((module, name.strip()))
                continue
            match = EMITTING.match(line)
            if match:
                module = match.group(1)
                continue
            match = COMPILER_WARNING.match(line)
            if match:
                path = os.path.realpath(match.group(1))
                if root is None or path.startswith(root):
                    printed.add((module, path, match.group(2), match.group(3), match.group(4)))
                continue
            if TOOL_WARNING.match(line) or OTHER_WARNING.match(line):
                tool_warnings.append(line)

    kept = {
        entry
        for entry in read_ledger(ledger_path)
        if os.path.exists(entry[1])
        and (entry[0], os.path.basename(entry[1])) not in compiled
        and (root is None or entry[1].startswith(root))
    }
    standing = kept | printed
    os.makedirs(os.path.dirname(os.path.abspath(ledger_path)), exist_ok=True)
    with open(ledger_path, "w", encoding="utf-8") as ledger:
        for entry in sorted(standing):
            ledger.write("\t".join(entry) + "\n")

    for line in sorted(set(tool_warnings)):
        print(line)
    for entry in sorted(standing, key=lambda entry: entry[1:]):
        _, path, line, column, message = entry
        remark = "" if entry in printed else " (from an earlier build)"
        print(f"{path}:{line}:{column}: warning: {message}{remark}")
    count = len(set(tool_warnings)) + len(standing)
    if count:
        print(f"check-warnings: {count} warning(s) in the build; Vitrine builds with none.")
        return 1
    print(f"check-warnings: no warnings ({len(compiled)} files compiled in this build).")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
