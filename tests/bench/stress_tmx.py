#!/usr/bin/env python3
"""Writes a stress scenario of `marengo gen-stress` as a Tiled map (TMX), to compare `marengo
render` with Tiled's `tmxrasterizer` at the same hex count and pixel size (docs/performance.md).

    tests/bench/stress_tmx.py /tmp/stress1m/stress.scenario.xml --hex-size 15 -o /tmp/stress1m.tmx
    QT_QPA_PLATFORM=offscreen tmxrasterizer /tmp/stress1m.tmx /tmp/stress1m-tiled.png

Three tile layers on a hexagonal map with flat-topped hexes (staggered columns, odd ones lower,
as Marengo numbers them): terrain (a tile per terrain and elevation: its colour, outlined like the
grid), hexsides (a tile per combination of water, road and other features on a hex's sides) and
counters (a tile per side). The tiles are drawn here into one tileset image, next to the map."""
import argparse
import base64
import math
import os
import struct
import xml.etree.ElementTree as ET
import zlib

SIDES = ["N", "NE", "SE", "S", "SW", "NW"]
KINDS = {"river": 0, "stream": 0, "ford": 0, "bridge": 1, "road": 1, "trail": 1, "sunken-road": 1}
KIND_COLOUR = [(0x2C, 0x5D, 0x9B), (0x6B, 0x45, 0x26), (0x7A, 0x54, 0x30)]  # water, road, other


def rgb(text):
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


def write_png(path, width, height, rgba):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    rows = b"".join(b"\0" + bytes(rgba[y * width * 4:(y + 1) * width * 4]) for y in range(height))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(rows, 6)))
        f.write(chunk(b"IEND", b""))


class Tile:
    """One tile's pixels, drawn by coverage tests at 4x4 samples a pixel."""

    def __init__(self, w, h, s):
        self.w, self.h, self.s = w, h, s
        self.px = [(0, 0, 0, 0)] * (w * h)
        self.cx, self.cy = w / 2, h / 2

    def inside_hex(self, x, y):
        dx, dy = abs(x - self.cx), abs(y - self.cy)
        half = self.s * math.sqrt(3) / 2
        return dy <= half and dx <= self.s - dy / math.sqrt(3)

    def paint(self, test, colour):
        for j in range(self.h):
            for i in range(self.w):
                n = sum(test(i + (a + 0.5) / 4, j + (b + 0.5) / 4) for a in range(4) for b in range(4))
                if n:
                    alpha = n / 16
                    r, g, b, a = self.px[j * self.w + i]
                    out = alpha + a / 255 * (1 - alpha)
                    mix = [(c * alpha + o * (a / 255) * (1 - alpha)) / out for c, o in zip(colour, (r, g, b))]
                    self.px[j * self.w + i] = (*[round(v) for v in mix], round(out * 255))

    def segment(self, a, b, width, colour):
        def near(x, y):
            dx, dy = b[0] - a[0], b[1] - a[1]
            t = max(0, min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / (dx * dx + dy * dy)))
            return math.hypot(x - a[0] - t * dx, y - a[1] - t * dy) <= width / 2 and self.inside_hex(x, y)
        self.paint(near, colour)

    def corner(self, k):  # k = 0 the upper right corner, clockwise
        a = math.radians(-60 + 60 * k)
        return self.cx + self.s * math.cos(a), self.cy + self.s * math.sin(a)

    def side_ends(self, side):
        return self.corner(side - 1), self.corner(side)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("scenario")
    ap.add_argument("--hex-size", type=float, default=15, help="centre to corner, in pixels")
    ap.add_argument("-o", "--output", required=True, help="the .tmx to write")
    args = ap.parse_args()
    s = args.hex_size
    tw, th = int(round(2 * s)), int(round(math.sqrt(3) * s))

    scenario = ET.parse(args.scenario).getroot()
    folder = os.path.dirname(args.scenario)
    map_root = ET.parse(os.path.join(folder, scenario.find("map").get("href"))).getroot()
    numbering = map_root.find("numbering")
    cd, rd = int(numbering.get("col-digits")), int(numbering.get("row-digits"))
    c0, r0 = int(numbering.get("first-col")), int(numbering.get("first-row"))
    sheets = {e.get("letter"): (int(e.get("col")), int(e.get("row"))) for e in map_root.iter("sheet")}
    width = max(int(e.get("col")) + int(e.get("cols")) for e in map_root.iter("sheet"))
    height = max(int(e.get("row")) + int(e.get("rows")) for e in map_root.iter("sheet"))
    terrains = [(t.get("id"), rgb(t.get("colour"))) for t in map_root.iter("terrain")]
    terrain_index = {t: i for i, (t, _) in enumerate(terrains)}

    def cell(label):
        col0, row0 = sheets[label[0]]
        return (row0 + int(label[1 + cd:1 + cd + rd]) - r0) * width + col0 + int(label[1:1 + cd]) - c0

    terrain = [0] * (width * height)
    elevation = [0] * (width * height)
    for h in map_root.iter("hex"):
        i = cell(h.get("at"))
        terrain[i] = terrain_index[h.get("terrain", "clear")]
        elevation[i] = int(h.get("elevation", "0"))
    sides = {}
    for e in map_root.iter("hexside"):
        i = cell(e.get("at"))
        for f in e.get("features").split():
            sides[i] = sides.get(i, 0) | 1 << (3 * SIDES.index(e.get("side")) + KINDS.get(f, 2))
    units = {}
    for u in scenario.iter("unit"):
        if u.get("at"):
            units[cell(u.get("at"))] = 0 if u.get("ref").startswith("f") else 1

    tiles, gids = [], {}

    def tile(key, draw):
        if key not in gids:
            t = Tile(tw, th, s)
            draw(t)
            tiles.append(t)
            gids[key] = len(tiles)
        return gids[key]

    def ground(t, colour):
        t.paint(t.inside_hex, colour)
        for k in range(6):
            t.segment(t.corner(k), t.corner(k + 1), max(0.6, 0.044 * s), (0x2F, 0x2A, 0x22))

    def hexsides(t, mask):
        for k in range(6):
            for kind in range(3):
                if mask >> (3 * k + kind) & 1:
                    a, b = t.side_ends(k)
                    if kind == 1:  # a road runs from the centre to the side
                        a, b = (t.cx, t.cy), ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
                    t.segment(a, b, max(1.5, 0.2 * s), KIND_COLOUR[kind])

    def counter(t, side):
        half = 0.45 * s
        colour = (0x2A, 0x4D, 0x9B) if side == 0 else (0x3E, 0x6B, 0x3A)
        t.paint(lambda x, y: abs(x - t.cx) <= half and abs(y - t.cy) <= half, colour)

    def shade(colour, e):
        return tuple(max(0, round(c * (1 - 0.06 * e))) for c in colour)

    layers = {"terrain": [], "hexsides": [], "counters": []}
    for i in range(width * height):
        c = terrains[terrain[i]][1]
        layers["terrain"].append(tile(("t", terrain[i], elevation[i]), lambda t: ground(t, shade(c, elevation[i]))))
        layers["hexsides"].append(tile(("h", sides[i]), lambda t: hexsides(t, sides[i])) if i in sides else 0)
        layers["counters"].append(tile(("u", units[i]), lambda t: counter(t, units[i])) if i in units else 0)

    columns = 16
    rows = (len(tiles) + columns - 1) // columns
    sheet_w, sheet_h = columns * tw, rows * th
    rgba = bytearray(sheet_w * sheet_h * 4)
    for k, t in enumerate(tiles):
        ox, oy = k % columns * tw, k // columns * th
        for j in range(th):
            for i in range(tw):
                o = ((oy + j) * sheet_w + ox + i) * 4
                rgba[o:o + 4] = bytes(t.px[j * tw + i])
    image = os.path.splitext(args.output)[0] + "-tiles.png"
    write_png(image, sheet_w, sheet_h, rgba)

    with open(args.output, "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        f.write(f'<map version="1.5" orientation="hexagonal" renderorder="right-down" width="{width}" '
                f'height="{height}" tilewidth="{tw}" tileheight="{th}" hexsidelength="{int(round(s))}" '
                f'staggeraxis="x" staggerindex="odd" infinite="0" nextlayerid="4" nextobjectid="1">\n')
        f.write(f' <tileset firstgid="1" name="stress" tilewidth="{tw}" tileheight="{th}" '
                f'tilecount="{len(tiles)}" columns="{columns}">\n')
        f.write(f'  <image source="{os.path.basename(image)}" width="{sheet_w}" height="{sheet_h}"/>\n')
        f.write(' </tileset>\n')
        for n, (name, gids_) in enumerate(layers.items(), 1):
            data = base64.b64encode(zlib.compress(struct.pack(f"<{len(gids_)}I", *gids_))).decode()
            f.write(f' <layer id="{n}" name="{name}" width="{width}" height="{height}">\n')
            f.write(f'  <data encoding="base64" compression="zlib">{data}</data>\n </layer>\n')
        f.write('</map>\n')
    print(f"wrote {args.output} ({width} x {height} hexes, {len(tiles)} tiles, "
          f"{width * 3 * s / 2 + s / 2:.0f} x {height * th + th / 2:.0f} pixels)")


if __name__ == "__main__":
    main()
