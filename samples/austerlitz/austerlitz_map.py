#!/usr/bin/env python3
"""Draws the whole Austerlitz battlefield around the two hand-drawn sheets.

samples/austerlitz/austerlitz.map.xml began as two sheets (A north and B south, 30 x 22 each): the
Santon and the Olmutz road, the Goldbach from Girzikowitz past Puntowitz, Kobelnitz, Sokolnitz
and Telnitz to the Satschan and Menitz ponds, and the Pratzen plateau, drawn by hand. This script
keeps every hex and hexside of sheets A and B exactly as drawn and draws the four sheets around
them from the description below (the Littawa as a bank line, roads as hex paths, woods, marshes,
villages and rises as hex discs), then writes the map in the canonical form Marengo's own writer
uses (hexes and hexsides in grid order), so the committed file is exactly what it prints:

    python3 samples/austerlitz/austerlitz_map.py samples/austerlitz/austerlitz.map.xml > /tmp/m.xml
    cmp /tmp/m.xml samples/austerlitz/austerlitz.map.xml

Sheets C and D are the west (the Olmutz road towards Brunn, Bosenitz, the Zuran hill,
Schlapanitz, Turas and the road from Gross-Raigern by which Davout came), E and F the east
(Blasowitz, Krug and Holubitz on the Olmutz road, Posorsitz, the eastern fall of the Pratzen
plateau to the Littawa, Krenowitz, Hostieradek and the town and castle of Austerlitz). The ground
is drawn by us from the lie of the land in the accounts of the battle (the Zuran hill where
Napoleon stood, Bosenitz and Schlapanitz behind the French left, Davout's road from Gross-Raigern
by Turas, the Olmutz road east past Krug, Holubitz and Posorsitz where Bagration stood, the
Littawa valley east of the plateau), compressed, and not copied from any printed map. See
docs/samples.md.
"""
import re
import sys

W, H = 90, 44  # the battlefield grid: six sheets of 30 x 22
SHEETS = [("C", 0, 0), ("A", 30, 0), ("E", 60, 0), ("D", 0, 22), ("B", 30, 22),
          ("F", 60, 22)]  # letter, col, row
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
# Sheets A and B are grid columns 30-59. The Littawa comes from the east edge through Austerlitz,
# turns south at Krenowitz and leaves by the south edge (sheets E and F): hexes at or above row
# LITTAWA(col) are its north and west bank.
LITTAWA = [(64, 43), (66, 36), (69, 28), (71, 22), (78, 21), (89, 23)]
# The Pratzen plateau falls east to the Littawa: on sheets E and F, hexes west of column
# PLATEAU(row) are at level 1 (it meets sheets A and B's level 1 along their east edge).
PLATEAU = [(10, 60), (12, 64), (20, 66), (28, 65), (33, 62), (35, 60)]
HEIGHTS = [  # centre, radius, level: rises outside the plateau
    ((20, 8), 2, 1), ((20, 8), 1, 2),     # the Zuran hill, Napoleon's post (C)
    ((8, 12), 2, 1),                       # the heights west of Schlapanitz towards Brunn (C)
    ((13, 33), 2, 1),                      # the rise by Turas (D)
    ((79, 7), 2, 1),                       # the heights of Posorsitz (E)
    ((84, 14), 2, 1),                      # the rise north of Austerlitz (E)
    ((80, 33), 2, 1),                      # the rise east of Hostieradek (F)
]
MARSHES = [  # centre, radius: wet meadows by the Littawa and below the Menitz pond
    ((66, 38), 1), ((64, 42), 1), ((75, 23), 1), ((27, 41), 1), ((24, 43), 1),
]
WOODS = [
    ((8, 2), 2), ((14, 18), 1),                    # woods towards Brunn (C)
    ((6, 27), 2), ((20, 39), 2), ((4, 38), 1),     # the woods of Turas (D)
    ((74, 9), 2), ((88, 4), 2),                    # woods by Holubitz and towards Rausnitz (E)
    ((76, 36), 2), ((86, 40), 2),                  # woods south of Hostieradek (F)
]
VILLAGES = [
    [(22, 0), (23, 0), (23, 1)],                           # Bosenitz (C)
    [(20, 15), (21, 15), (21, 16), (22, 16)],              # Schlapanitz (C)
    [(12, 29), (13, 29), (13, 30)],                        # Turas (D)
    [(63, 7), (64, 7), (64, 8)],                           # Blasowitz (E)
    [(68, 1), (69, 1)],                                    # Krug (E)
    [(72, 4), (73, 4), (73, 5)],                           # Holubitz (E)
    [(80, 1), (81, 1)],                                    # Posorsitz post house (E)
    [(71, 20), (72, 20), (72, 21)],                        # Krenowitz (E)
    [(67, 33), (68, 33), (68, 34)],                        # Hostieradek (F)
    [(85, 21), (86, 21), (86, 22), (85, 22), (87, 22)],    # Austerlitz, the town (E, F)
]
CHATEAUX = [(87, 21)]  # the Kaunitz castle at Austerlitz
ORCHARDS = [(24, 1), (19, 16), (23, 16), (11, 29), (62, 8), (73, 21), (84, 22), (69, 33)]
ROADS = [
    [(30, 1), (24, 2), (12, 3), (0, 3)],                   # the Olmutz road west to Brunn
    [(24, 2), (23, 1)],                                    # to Bosenitz
    [(24, 2), (21, 15), (13, 29), (9, 43)],                # Schlapanitz-Turas-the south
    [(0, 14), (20, 15)],                                   # Brunn-Schlapanitz
    [(30, 23), (18, 31), (4, 43)],                         # Sokolnitz-Gross-Raigern (Davout)
    [(59, 2), (68, 1), (80, 1), (89, 1)],                  # the Olmutz road east to Olmutz
    [(68, 1), (72, 4)],                                    # Krug-Holubitz
    [(64, 7), (68, 1)],                                    # Blasowitz-Krug
    [(59, 16), (71, 20), (85, 22), (89, 24)],              # Pratzen-Krenowitz-Austerlitz
    [(59, 36), (67, 33), (72, 21)],                        # Aujezd road-Hostieradek-Krenowitz
    [(68, 34), (89, 38)],                                  # Hostieradek to the Hungarian road
]


HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<!-- Austerlitz, 2 December 1805, on six sheets: drawn for Marengo's sample, not copied from any
     printed map; places keep their relative positions but distances are compressed (north is
     up). Sheets A and B are drawn by hand: the Santon and the Olmuetz road; the Goldbach from
     Girzikowitz past Puntowitz, Kobelnitz, Sokolnitz (castle, pheasantry) and Telnitz to the
     Satschan and Menitz ponds, frozen that morning; the Pratzen plateau east of it (levels 1-2,
     summits at level 3: the old vineyards and the Pratzeberg). Sheets C, D, E and F are drawn by
     samples/austerlitz/austerlitz_map.py: Bosenitz, the Zuran hill and Schlapanitz (C), Turas
     and the Gross-Raigern road (D), Blasowitz, Krug, Holubitz and Posorsitz on the Olmuetz road
     (E), the Littawa, Krenowitz, Hostieradek and the town and castle of Austerlitz (E, F). One
     hex is about 100 m. -->
<map version="1" name="Austerlitz, 2 December 1805">
  <numbering col-digits="2" row-digits="2" first-col="1" first-row="1"/>
"""


def build_new(hexes, sides):
    # Terrain and elevation of the new sheets.
    for (c, r) in ((c, r) for r in range(H) for c in range(W)):
        if in_a(c, r):
            continue
        t, e = None, 0
        if c >= 60 and 10 <= r <= 35 and c < interp(PLATEAU, r):
            e = 1
        for centre, rad, level in HEIGHTS:
            if dist((c, r), centre) <= rad:
                e = max(e, level)
        for centre, rad in MARSHES:
            if dist((c, r), centre) <= rad:
                t = "marsh"
        for centre, rad in WOODS:
            if dist((c, r), centre) <= rad:
                t = "woods"
        if (c, r) in ORCHARDS:
            t = "orchard"
        for v in VILLAGES:
            if (c, r) in v:
                t = "village"
        if (c, r) in CHATEAUX:
            t = "chateau"
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
                # The Littawa (sheets E and F).
                if c >= 64 and n[0] >= 64:
                    if (r <= interp(LITTAWA, c)) != (n[1] <= interp(LITTAWA, n[0])):
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
    # Sheets A and B keep their own hexsides stay as drawn; a side shared with a new sheet keeps its drawn
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
