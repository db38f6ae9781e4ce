#!/usr/bin/env python3
"""Draws the whole Gross-Beeren battlefield around the two hand-drawn sheets.

samples/gross-beeren/gross-beeren.map.xml began as two sheets (A and B, 30 x 22 each): Ruhlsdorf,
Heinersdorf, Gross-Beeren, Klein-Beeren and Blankenfelde, drawn by hand. This script keeps every
hex and hexside of sheets A and B exactly as drawn and draws the four sheets around them from the
description below (streams as bank lines, roads as hex paths, woods, marshes, villages and rises
as hex discs), then writes the map in the canonical form Marengo's own writer uses (hexes and
hexsides in grid order), so the committed file is exactly what it prints:

    python3 samples/gross-beeren/gross_beeren_map.py samples/gross-beeren/gross-beeren.map.xml > /tmp/m.xml
    cmp /tmp/m.xml samples/gross-beeren/gross-beeren.map.xml

Sheets E and F are the west (Sputendorf, the Nuthe and its marshy meadows, the Lilograben's lower
course, Wietstock and Ahrensdorf), C and D the south (the Genshagen heath, Genshagen, Jühnsdorf
and its heath). The ground is drawn by us from the lie of the land in the histories (Fontane,
Wanderungen durch die Mark Brandenburg, Teltow volume; the accounts of the three French columns
coming north out of the heaths), compressed, and not copied from any printed map. See
docs/samples.md.
"""
import re
import sys

W, H = 90, 44  # the battlefield grid: six sheets of 30 x 22
SHEETS = [("E", 0, 0), ("A", 30, 0), ("B", 60, 0), ("F", 0, 22), ("C", 30, 22),
          ("D", 60, 22)]  # letter, col, row
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
    """On one of the hand-drawn sheets, A and B."""
    return on_map(c, r) and sheet_of(c, r)[0] in "AB"


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


# ---- the ground outside sheets A and B (global grid columns 0-89, rows 0-43) ---------------
# The Nuthe flows north along the west edge (sheets E and F): hexes at or west of column
# NUTHE(row) are its left bank; its meadows are marsh.
NUTHE = [(0, 3), (10, 4), (22, 3), (32, 2), (43, 3)]
# The Lilograben leaves sheet A westwards at row 7 and joins the Nuthe (sheet E): hexes at or
# above row LILO(col) are its north bank (row 6 where it leaves sheet A at A0108).
LILO = [(4, 9), (10, 10), (16, 9), (22, 8), (30, 6)]
# The ditch from Gross-Beeren south through the heath to Genshagen (sheet C): hexes at or east of
# column DITCH(row) are its east bank.
DITCH = [(21, 53), (26, 54), (30, 54), (34, 56), (43, 57)]
MARSHES = [  # centre, radius: the Lilo meadows and the Nuthe meadows beyond the bank
    ((7, 10), 1), ((12, 11), 1), ((18, 10), 1), ((25, 9), 1), ((3, 16), 1), ((3, 29), 1),
    ((2, 37), 1), ((55, 33), 1),
]
WOODS = [
    ((36, 24), 3), ((43, 25), 3), ((51, 25), 2), ((58, 24), 3),  # the Genshagen heath (C)
    ((33, 30), 2), ((41, 39), 2), ((53, 41), 2),                  # copses south of it (C)
    ((64, 24), 3), ((72, 25), 3), ((86, 26), 2),                  # the Juhnsdorf heath (D)
    ((66, 36), 3), ((87, 40), 2),                                 # woods towards Rangsdorf (D)
    ((26, 24), 3), ((19, 26), 2), ((27, 33), 2),                  # the heath west of the road (F)
    ((22, 16), 3), ((9, 19), 2), ((25, 4), 1),                    # woods round Sputendorf (E)
]
VILLAGES = [
    [(13, 13), (14, 13), (14, 14), (13, 14)],             # Sputendorf (E)
    [(12, 30), (13, 30), (13, 31)],                       # Wietstock (F)
    [(20, 39), (21, 39), (21, 40)],                       # Ahrensdorf (F)
    [(47, 33), (48, 33), (48, 34), (47, 34)],             # Genshagen (C)
    [(80, 31), (81, 31), (81, 32), (80, 32)],             # Juhnsdorf (D)
    [(5, 1), (6, 1)],                                     # a farm on the Nuthe road (E)
]
ORCHARDS = [(15, 13), (12, 14), (14, 30), (46, 33), (49, 34), (79, 31), (82, 32)]
HEIGHTS = [((17, 4), 2), ((8, 26), 1), ((38, 35), 2), ((74, 34), 2)]  # level-1 rises
ROADS = [
    [(30, 1), (22, 5), (15, 13), (8, 14), (0, 15)],              # Ruhlsdorf-Sputendorf-Saarmund
    [(13, 14), (12, 30), (20, 39), (24, 43)],                    # Sputendorf-Wietstock-Ahrensdorf
    [(30, 20), (22, 26), (13, 30), (6, 36), (3, 43)],            # Gross-Beeren-Wietstock-Trebbin
    [(47, 21), (47, 33), (46, 43)],                              # Gross-Beeren-Genshagen
    [(48, 33), (60, 32), (80, 31)],                              # Genshagen-Juhnsdorf
    [(80, 21), (80, 31), (84, 43)],                              # Blankenfelde-Juhnsdorf-Zossen
]


HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<!-- The Gross-Beeren battlefield, 23 August 1813, on six sheets: drawn for Marengo's sample, not
     copied from any printed map; places keep their relative positions but distances are
     compressed (north is up). Sheets A and B are drawn by hand: Ruhlsdorf, Heinersdorf, the
     Lilograben and its marshy meadows, Gross-Beeren, Klein-Beeren, Blankenfelde. Sheets E, F, C
     and D are drawn by samples/gross-beeren/gross_beeren_map.py: Sputendorf and the Nuthe
     meadows (E), Wietstock and Ahrensdorf (F), the Genshagen heath and Genshagen (C), Juhnsdorf
     and its heath (D). One hex is about 100 m. -->
<map version="1" name="Gross-Beeren, 23 August 1813">
  <numbering col-digits="2" row-digits="2" first-col="1" first-row="1"/>
"""


def build_new(hexes, sides):
    # Terrain and elevation of the new sheets.
    for (c, r) in ((c, r) for r in range(H) for c in range(W)):
        if in_a(c, r):
            continue
        t, e = None, 0
        if c < 30 and c <= interp(NUTHE, r) + 1:
            t = "marsh"
        for centre, rad in MARSHES:
            if dist((c, r), centre) <= rad:
                t = "marsh"
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

    def crosses(line, a, b, along_cols):
        """True when the bank line separates hexes a and b."""
        if along_cols:  # line gives a row for each column: north bank at or above it
            return (a[1] <= interp(line, a[0])) != (b[1] <= interp(line, b[0]))
        return (a[0] >= interp(line, a[1])) != (b[0] >= interp(line, b[1]))

    for r in range(H):
        for c in range(W):
            for s in range(6):
                n = neighbour(c, r, s)
                if not on_map(*n) or (in_a(c, r) and in_a(*n)):
                    continue
                # The Nuthe along the west edge (sheets E and F).
                if c < 30 and n[0] < 30 and crosses(NUTHE, (c, r), n, False):
                    add(c, r, s, "stream")
                # The Lilograben from sheet A's west edge to the Nuthe (sheet E).
                if 4 <= c <= 30 and 4 <= n[0] <= 30 and r <= 21 and n[1] <= 21:
                    if crosses(LILO, (c, r), n, True):
                        add(c, r, s, "stream")
                # The ditch from sheet A's south edge through the heath (sheet C).
                if 30 <= c < 60 and 30 <= n[0] < 60 and r >= 21 and n[1] >= 21:
                    if crosses(DITCH, (c, r), n, False):
                        add(c, r, s, "stream")
                if elev(c, r) != elev(*n):
                    add(c, r, s, "slope")
    for path in ROADS:
        hs = lerp_path(path)
        for a, b in zip(hs, hs[1:]):
            s = next(i for i in range(6) if neighbour(*a, i) == b)
            add(a[0], a[1], s, "road")
            if "stream" in sides[owner(a[0], a[1], s)]:
                add(a[0], a[1], s, "bridge")


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
