#!/usr/bin/env python3
"""Draws the whole Friedland battlefield around the hand-drawn Sortlack sheet.

samples/friedland/friedland.map.xml began as one sheet (A, 30 x 22): the Sortlack corner, drawn
by hand. This script keeps every hex and hexside of sheet A exactly as drawn and draws the three
sheets around it from the description below (rivers and streams as bank lines, roads as hex
paths, woods, villages and heights as hex discs), then writes the map in the canonical form
Marengo's own writer uses (hexes and hexsides in grid order), so the committed file is exactly
what it prints:

    python3 samples/friedland/friedland_map.py samples/friedland/friedland.map.xml > /tmp/m.xml
    cmp /tmp/m.xml samples/friedland/friedland.map.xml

The ground is drawn by us from the lie of the land in the histories (the Alle flowing north past
the town, the Muhlenfliess coming east from Posthenen to the mill pond, Heinrichsdorf on the
Konigsberg road to the north-west, the Sortlack wood to the south), compressed, and not copied
from any printed map. See docs/samples.md.
"""
import re
import sys

W, H = 60, 44  # the battlefield grid: four sheets of 30 x 22
SHEETS = [("B", 0, 0), ("C", 30, 0), ("D", 0, 22), ("A", 30, 22)]  # letter, col, row
SW_, SH_ = 30, 22
FEATURES = ["river", "stream", "ford", "bridge", "road", "trail", "slope", "wall", "hedge",
            "sunken-road"]
SIDES = ["N", "NE", "SE", "S", "SW", "NW"]
DIRS = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]


def axial(c, r):
    return c, r - (c - (c & 1)) // 2


def offset(q, r):
    return q, r + (q - (q & 1)) // 2


def neighbour(c, r, s):
    q, rr = axial(c, r)
    dq, dr = DIRS[s]
    return offset(q + dq, rr + dr)


def dist(a, b):
    aq, ar = axial(*a)
    bq, br = axial(*b)
    dq, dr = aq - bq, ar - br
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def sheet_of(c, r):
    for letter, sc, sr in SHEETS:
        if sc <= c < sc + SW_ and sr <= r < sr + SH_:
            return letter, sc, sr
    return None


def label(c, r):
    letter, sc, sr = sheet_of(c, r)
    return "%s%02d%02d" % (letter, c - sc + 1, r - sr + 1)


def parse_label(text):
    letter, col, row = text[0], int(text[1:3]), int(text[3:5])
    for l, sc, sr in SHEETS:
        if l == letter:
            return sc + col - 1, sr + row - 1
    raise ValueError(text)


def on_map(c, r):
    return 0 <= c < W and 0 <= r < H


def in_a(c, r):
    return on_map(c, r) and sheet_of(c, r)[0] == "A"


def owner(c, r, s):
    """The hexside (c, r, s) as its owning hex's N, NE or SE side."""
    if s < 3:
        return c, r, s
    nc, nr = neighbour(c, r, s)
    return nc, nr, s - 3


def lerp_path(points):
    """Hexes along straight lines through the waypoints (cube rounding)."""
    out = []
    for (a, b) in zip(points, points[1:]):
        aq, ar = axial(*a)
        bq, br = axial(*b)
        n = max(dist(a, b), 1)
        for i in range(n + 1):
            t = i / n
            q, r = aq + (bq - aq) * t + 1e-6, ar + (br - ar) * t + 2e-6
            s = -q - r
            rq, rr, rs = round(q), round(r), round(s)
            dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
            if dq > dr and dq > ds:
                rq = -rr - rs
            elif dr > ds:
                rr = -rq - rs
            h = offset(rq, rr)
            if not out or out[-1] != h:
                out.append(h)
    return out


def interp(points, x):
    """Piecewise-linear y(x) through (x, y) points, rounded."""
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        if x0 <= x <= x1 or x1 <= x <= x0:
            return round(y0 + (y1 - y0) * (x - x0) / ((x1 - x0) or 1))
    return None


# ---- the ground outside sheet A (global grid columns 0-59, rows 0-43) ----------------------
# The Alle north of the town (sheet C): hexes at or east of column ALLE(row) are the right bank.
ALLE = [(0, 40), (4, 41), (8, 42), (12, 42), (16, 43), (19, 44), (21, 45)]
# The Muhlenfliess west of sheet A (sheet D): hexes at or above row MUHLENFLIESS(col) are its
# north bank, from its source west of Posthenen (column 6) to the mill-pond reach on sheet A
# (column 30: the bank line crosses the seam to meet sheet A's stream).
MUHLENFLIESS = [(6, 27), (10, 28), (15, 29), (20, 30), (24, 30), (30, 30)]
WOODS = [  # centre, radius: hex discs
    ((55, 6), 3), ((57, 12), 2),      # woods on the right bank of the Alle (sheet C)
    ((36, 5), 2), ((38, 8), 1),       # the wood on the west bank north of the town (sheet C)
    ((5, 12), 3), ((8, 15), 2),       # woods west of Heinrichsdorf (sheet B)
    ((23, 2), 2),                     # a copse on the Konigsberg road (sheet B)
    ((24, 40), 3), ((27, 42), 2),     # the western end of the Sortlack wood (sheet D)
    ((3, 40), 2),                     # woods on the Domnau road (sheet D)
]
VILLAGES = [
    [(16, 10), (17, 10), (17, 11), (16, 11), (18, 11)],  # Heinrichsdorf (sheet B)
    [(19, 30), (20, 30), (20, 31), (21, 31)],             # Posthenen on the Muhlenfliess (D)
    [(9, 33), (10, 33)],                                  # Grunhof, behind Posthenen (D)
    [(48, 3), (49, 3)],                                   # a hamlet on the right bank (C)
]
ORCHARDS = [(18, 10), (15, 11), (18, 30), (21, 30), (49, 4)]
HEIGHTS = [((16, 34), 2), ((12, 20), 2), ((34, 14), 2)]  # rises: behind Posthenen, south of
#                                     Heinrichsdorf, and the Russian right's ground (level 1)
ROADS = [
    [(30, 26), (24, 26), (20, 20), (17, 11), (12, 4), (9, 0)],   # Friedland-Heinrichsdorf-Konigsberg
    [(30, 32), (26, 31), (21, 31), (14, 32), (0, 33)],           # Friedland-Posthenen-Domnau
    [(51, 22), (51, 14), (49, 4), (50, 0)],                      # right bank road to Allenburg
    [(17, 11), (22, 16), (34, 14), (37, 8), (38, 0)],            # Heinrichsdorf, down the left bank
]


HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<!-- The Friedland battlefield, 14 June 1807, on four sheets: drawn for Marengo's sample, not
     copied from any printed map. Sheet A (south-east) is the Sortlack corner drawn by hand: the
     town in the bend of the Alle, the mill pond, the Sortlack wood. Sheets B, C and D are drawn
     by samples/friedland/friedland_map.py: the Alle flowing north (C), Heinrichsdorf on the
     Konigsberg road (B), the Muhlenfliess and Posthenen (D). One hex is about 100 m. -->
<map version="1" name="Friedland, 14 June 1807">
  <numbering col-digits="2" row-digits="2" first-col="1" first-row="1"/>
"""


def build_new(hexes, sides):
    # Terrain and elevation of the new sheets.
    for (c, r) in ((c, r) for r in range(H) for c in range(W)):
        if in_a(c, r):
            continue
        t, e = None, 0
        if r <= 21 and c >= 30:
            x = interp(ALLE, r)
            if abs(c - x) <= 1 or (c >= x and c - x <= 2):
                e = -1
        for centre, rad in HEIGHTS:
            if dist((c, r), centre) <= rad:
                e = 1
        for centre, rad in WOODS:
            if dist((c, r), centre) <= rad:
                t = "woods"
        if (c, r) in ORCHARDS:
            t = "orchard"
        for v in VILLAGES:
            if (c, r) in v:
                t = "village"
        if t or e:
            hexes[(c, r)] = (t, e)

    def add(c, r, s, feature):
        key = owner(c, r, s)
        sides.setdefault(key, set()).add(feature)

    def elev(c, r):
        return hexes.get((c, r), (None, 0))[1]

    for r in range(H):
        for c in range(W):
            for s in range(6):
                n = neighbour(c, r, s)
                if not on_map(*n) or (in_a(c, r) and in_a(*n)):
                    continue
                # The Alle: between its banks on sheet C and along the seam with sheet A.
                if c >= 30 and n[0] >= 30 and max(r, n[1]) <= 22:
                    def right_bank(h):
                        return h[0] >= interp(ALLE, min(h[1], 21))
                    if right_bank((c, r)) != right_bank(n):
                        add(c, r, s, "river")
                # The Muhlenfliess: between its banks on sheet D, and across its seam with A.
                if 6 <= c <= 29 and 6 <= n[0] <= 30 and r >= 22 and n[1] >= 22:
                    if (r <= interp(MUHLENFLIESS, c)) != (n[1] <= interp(MUHLENFLIESS, n[0])):
                        add(c, r, s, "stream")
                if elev(c, r) != elev(*n):
                    add(c, r, s, "slope")
    for path in ROADS:
        hs = lerp_path(path)
        for a, b in zip(hs, hs[1:]):
            s = next(i for i in range(6) if neighbour(*a, i) == b)
            add(a[0], a[1], s, "road")


def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    terrain_types = text[text.index("  <terrain-types>"):text.index("  <sheets>")]
    hexes, sides = {}, {}
    for m in re.finditer(r'<hex at="(\w+)"( terrain="([\w-]+)")?( elevation="(-?\d+)")?/>', text):
        c, r = parse_label(m.group(1))
        if in_a(c, r):
            hexes[(c, r)] = (m.group(3), int(m.group(5) or 0))
    old_sides = {}
    for m in re.finditer(r'<hexside at="(\w+)" side="(\w+)" features="([\w -]+)"/>', text):
        c, r = parse_label(m.group(1))
        key = owner(c, r, SIDES.index(m.group(2)))
        old_sides.setdefault(key, set()).update(m.group(3).split())
    build_new(hexes, sides)
    # Sheet A's own hexsides stay as drawn; a side shared with a new sheet keeps its drawn
    # features and gains the new sheet's.
    for key in list(sides):
        c, r, s = key
        n = neighbour(c, r, s)
        if in_a(c, r) and on_map(*n) and in_a(*n):
            del sides[key]
    for key, f in old_sides.items():
        sides.setdefault(key, set()).update(f)

    out = [HEADER]
    out.append(terrain_types)
    out.append("  <sheets>\n")
    for letter, sc, sr in sorted(SHEETS):
        out.append('    <sheet letter="%s" col="%d" row="%d" cols="%d" rows="%d"/>\n'
                   % (letter, sc, sr, SW_, SH_))
    out.append("  </sheets>\n  <hexes>\n")
    for r in range(H):
        for c in range(W):
            if (c, r) in hexes:
                t, e = hexes[(c, r)]
                if not t and not e:
                    continue
                out.append('    <hex at="%s"%s%s/>\n' % (
                    label(c, r), ' terrain="%s"' % t if t else "",
                    ' elevation="%d"' % e if e else ""))
    out.append("  </hexes>\n  <hexsides>\n")
    for r in range(H):
        for c in range(W):
            for s in range(6):
                if s >= 3 and on_map(*neighbour(c, r, s)):
                    continue
                key = owner(c, r, s)
                f = sides.get(key)
                if f:
                    out.append('    <hexside at="%s" side="%s" features="%s"/>\n' % (
                        label(c, r), SIDES[s], " ".join(x for x in FEATURES if x in f)))
    out.append("  </hexsides>\n</map>\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
