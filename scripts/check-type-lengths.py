#!/usr/bin/env python3
"""Fails when a type of Vitrine's sources is longer than the limit without a reason.

A type's length is the lines of its declaration plus every extension of it in the same module
(a type spread over five files is still one type to read). Extensions of protocols are not
counted: a protocol's extensions are the API it offers every conformer (View's modifiers, one
file each), not one type's body. A type may be longer when the comment right above its primary
declaration says why, in a line starting `Longer than 400 lines:`.

Usage: scripts/check-type-lengths.py [Sources] [--limit N]
"""
import collections
import os
import re
import sys

LIMIT = 400
MARK = "Longer than 400 lines:"
DECLARATION = re.compile(
    r"^(?:@\S+\s+)*(?:(?:public|package|internal|private|fileprivate|final|open|nonisolated|"
    r"indirect)\s+)*(struct|class|enum|actor|extension|protocol)\s+([A-Za-z_][\w.]*)")
STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def declarations(path):
    """Yields (kind, name, first line, line count, comment above) for top-level declarations."""
    lines = open(path, encoding="utf-8").read().split("\n")
    index, in_block_string = 0, False
    while index < len(lines):
        line = lines[index]
        if line.count('"""') % 2 == 1:
            in_block_string = not in_block_string
        match = None if in_block_string else DECLARATION.match(line)
        if not match:
            index += 1
            continue
        depth, opened, end = 0, False, index
        while end < len(lines):
            code = STRING.sub("", lines[end]).split("//")[0]
            depth += code.count("{") - code.count("}")
            opened = opened or "{" in code
            if opened and depth <= 0:
                break
            end += 1
        comment, above = [], index - 1
        while above >= 0 and (lines[above].startswith("//") or lines[above].startswith("@")):
            comment.insert(0, lines[above])
            above -= 1
        yield match.group(1), match.group(2), index + 1, end - index + 1, comment
        index = end + 1


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = arguments[0] if arguments else "Sources"
    limit = LIMIT
    if "--limit" in sys.argv:
        limit = int(sys.argv[sys.argv.index("--limit") + 1])
    sizes, places, protocols, reasons = collections.Counter(), {}, set(), set()
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            module = os.path.relpath(path, root).split(os.sep)[1]
            for kind, type_name, line, count, comment in declarations(path):
                base = type_name.split(".")[0] if kind == "extension" else type_name
                key = (module, base)
                if kind == "protocol":
                    protocols.add(key)
                sizes[key] += count
                if kind != "extension":
                    places[key] = f"{path}:{line}"
                    if any(MARK in text for text in comment):
                        reasons.add(key)
                else:
                    places.setdefault(key, f"{path}:{line}")
    failures = [
        (count, key) for key, count in sizes.items()
        if count > limit and key not in protocols and key not in reasons
    ]
    for count, (module, name) in sorted(failures, reverse=True):
        print(f"{places[(module, name)]}: error: {module}.{name} is {count} lines with its "
              f"extensions (limit {limit}); split it, or say why above its declaration in a "
              f"line starting '{MARK}'")
    if failures:
        sys.exit(1)
    print(f"check-type-lengths: every type of {root} is within {limit} lines or says why")


if __name__ == "__main__":
    main()
