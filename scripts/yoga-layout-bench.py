#!/usr/bin/env python3
"""Times Yoga (Facebook's flexbox engine, through the `poga` binding) on the tree shapes of
`vitrine-bench layout`, for that benchmark only: Vitrine never uses Yoga.

Protocol (one line each way, so the Swift side can alternate the two engines in one run):
  stdin  "SECTIONS VARIANT"  lays out the tree of SECTIONS sections once and
  stdout "MILLISECONDS"      answers the processor time `YGNodeCalculateLayout` took on
                             this thread (time waiting for a core on a busy machine is left
                             out, as on the Swift side).
VARIANT is `fixed` (each text a leaf of its one-line size: Yoga measures no text) or
`measured` (each text measured by a Python callback that wraps at a fixed advance per
character, as Vitrine's FixedAdvanceTextMeasurer does). Only the layout call is timed: the
tree is built once per shape, and before every run all of it is marked dirty (untimed), so
each run lays out every node again. If poga cannot be imported the first line is
"skipped: <why>".

The tree mirrors the Swift one: a column of sections (4 points apart), each a column of ten
rows (2 apart), each row ten nodes 8 apart: text, spacer, a 12x12 frame around a color, an 8x8
frame around a circle, 4 points of padding around a text, a progress bar (4 high).
"""
import os
import sys
import time

try:
    import poga.libpoga_capi as yoga
except Exception as error:  # any import failure means Yoga is not available here
    print(f"skipped: poga is not importable ({type(error).__name__}: {error})", flush=True)
    sys.exit(0)

ADVANCE, LINE_HEIGHT = 0.5, 1.2
CAPTION, BODY = 12.0, 17.0
WIDTH = 338.0
EDGE = yoga.YGEdge


def text_size(string, size, width):
    """The fixed-advance size of `string` wrapped greedily at spaces within `width`."""
    step = ADVANCE * size
    if width != width or width <= 0:  # NaN (undefined) or nothing: one line
        return len(string) * step, LINE_HEIGHT * size
    lines, widest, current = 1, 0.0, 0.0
    for word in string.split(" "):
        length = len(word) * step
        if current == 0.0:
            current = length
        elif current + step + length <= width:
            current += step + length
        else:
            widest, current, lines = max(widest, current), length, lines + 1
    return max(widest, current), lines * LINE_HEIGHT * size


def text_leaf(string, size, variant):
    node = yoga.YGNodeNew()
    if variant == "measured":
        def measure(_node, width, _width_mode, _height, _height_mode):
            w, h = text_size(string, size, width)
            result = yoga.YGSize()
            result.width, result.height = w, h
            return result
        yoga.YGNodeSetMeasureFunc(node, measure)
    else:
        w, h = text_size(string, size, float("nan"))
        yoga.YGNodeStyleSetWidth(node, w)
        yoga.YGNodeStyleSetHeight(node, h)
        yoga.YGNodeStyleSetFlexShrink(node, 1)
    return node


def box(width, height):
    node = yoga.YGNodeNew()
    yoga.YGNodeStyleSetWidth(node, width)
    yoga.YGNodeStyleSetHeight(node, height)
    child = yoga.YGNodeNew()
    yoga.YGNodeStyleSetFlexGrow(child, 1)
    yoga.YGNodeInsertChild(node, child, 0)
    return node


def row(index, variant):
    node = yoga.YGNodeNew()
    yoga.YGNodeStyleSetFlexDirection(node, yoga.YGFlexDirection.Row)
    yoga.YGNodeStyleSetAlignItems(node, yoga.YGAlign.Center)
    title = text_leaf(f"Row {index} with a title that wraps when space is short", CAPTION, variant)
    spacer = yoga.YGNodeNew()
    yoga.YGNodeStyleSetFlexGrow(spacer, 1)
    yoga.YGNodeStyleSetMinWidth(spacer, 8)
    padding = yoga.YGNodeNew()
    yoga.YGNodeStyleSetPadding(padding, EDGE.All, 4)
    yoga.YGNodeInsertChild(padding, text_leaf(f"{index * 7 % 100}%", BODY, variant), 0)
    bar = yoga.YGNodeNew()
    yoga.YGNodeStyleSetFlexGrow(bar, 1)
    yoga.YGNodeStyleSetHeight(bar, 4)
    children = [title, spacer, box(12, 12), box(8, 8), padding, bar]
    for position, child in enumerate(children):
        if position > 0:
            yoga.YGNodeStyleSetMargin(child, EDGE.Left, 8)
        yoga.YGNodeInsertChild(node, child, position)
    return node


def tree(sections, variant):
    root = yoga.YGNodeNew()
    yoga.YGNodeStyleSetWidth(root, WIDTH)
    yoga.YGNodeStyleSetAlignItems(root, yoga.YGAlign.Center)
    for section in range(sections):
        column = yoga.YGNodeNew()
        yoga.YGNodeStyleSetAlignItems(column, yoga.YGAlign.FlexStart)
        if section > 0:
            yoga.YGNodeStyleSetMargin(column, EDGE.Top, 4)
        for offset in range(10):
            child = row(section * 10 + offset, variant)
            if offset > 0:
                yoga.YGNodeStyleSetMargin(child, EDGE.Top, 2)
            yoga.YGNodeInsertChild(column, child, offset)
        yoga.YGNodeInsertChild(root, column, section)
    return root


def main():
    print("ready", flush=True)
    trees = {}
    for line in sys.stdin:
        fields = line.split()
        if len(fields) != 2 or not fields[0].isdigit() or fields[1] not in ("fixed", "measured"):
            print(f"error: expected 'SECTIONS fixed|measured', got {line.strip()!r}", flush=True)
            continue
        sections, variant = int(fields[0]), fields[1]
        if not 1 <= sections <= 1000:
            print(f"error: sections {sections} not in 1...1000", flush=True)
            continue
        key = (sections, variant)
        if key not in trees:
            trees[key] = tree(sections, variant)
        root = trees[key]
        yoga.YGNodeMarkDirtyAndPropogateToDescendants(root)
        start = time.thread_time_ns()
        yoga.YGNodeCalculateLayout(root, WIDTH, 354 * sections / 10, yoga.YGDirection.LTR)
        elapsed = time.thread_time_ns() - start
        print(f"{elapsed / 1e6:.6f}", flush=True)


main()
# Straight out: tearing down trees that hold Python measure callbacks can abort the interpreter.
os._exit(0)
