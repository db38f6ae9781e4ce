#!/usr/bin/env python3
"""Writes the whole-battle Gross-Beeren scenario and its teaching variant from the deployment below.

Both armies of 23 August 1813 stand on the six-sheet map at about four in the afternoon: each
formation of the orders of battle (army-of-berlin.oob.xml, army-of-the-north.oob.xml) is given the
ground it held (the histories' account: Reynier's VII Corps about Gross-Beeren, Sahr in and before
the village, Le Coq behind it, Durutte to the right by the Genshagen road; Bertrand's IV Corps
before Blankenfelde, the Italians in the woods west of it, the Wurttembergers by Juhnsdorf;
Oudinot's XII Corps and Lorge's horse coming up by Wietstock and Ahrensdorf; Bulow's brigades
before Heinersdorf and Klein-Beeren with Holtzendorff's gun line in front, Tauentzien's Landwehr
at Blankenfelde, the Swedes north of Ruhlsdorf, Wintzingerode's Russians beyond them). The
script lays each formation's counters on the clear hexes of its area, row by row: two
battalions in column to a hex, one cavalry regiment or battery to a hex, each leader with the
first counter of his command. It prints the scenario in the canonical form Marengo writes, so the committed
files are exactly its output:

    cd samples/gross-beeren
    python3 gross_beeren_battle.py > gross-beeren-battle.scenario.xml
    python3 gross_beeren_battle.py --illegal > gross-beeren-battle-illegal.scenario.xml

The areas are ours (grid columns and rows of the battlefield, see gross_beeren_map.py); the
positions are the histories', compressed to the map.
"""
import re
import sys
import xml.etree.ElementTree as ET

sys.dont_write_bytecode = True  # no __pycache__ beside the sample
from gross_beeren_map import label, parse_label  # noqa: E402 (after dont_write_bytecode)

# (formation id in its OOB, area: first col, first row, last col, last row, facing)
FRENCH = [
    ("sx-25", (38, 9, 46, 13), "N"),         # Sahr: the village, the church, the windmill
    ("sx-24", (43, 13, 51, 16), "N"),        # Le Coq behind the village
    ("sx-26", (33, 13, 38, 16), "N"),        # the Saxon light horse on the left, by Neubeeren
    ("sx-art", (39, 14, 42, 16), "N"),
    ("fr-32", (47, 14, 57, 17), "N"),        # Durutte on the right, by the Genshagen road
    ("fr-d12", (76, 19, 89, 23), "N"),       # Bertrand before Blankenfelde: Morand
    ("it-15", (62, 15, 74, 21), "N"),        # Fontanelli's Italians in the woods to the west
    ("wt-38", (74, 27, 89, 31), "N"),        # Franquemont by Juhnsdorf
    ("fr-iv-art", (78, 24, 84, 26), "N"),
    ("fr-d13", (8, 31, 18, 36), "NE"),       # Oudinot's XII Corps at Wietstock and Ahrensdorf
    ("fr-d14", (15, 36, 26, 42), "NE"),
    ("bv-29", (5, 37, 14, 43), "NE"),
    ("fr-xii-cav", (18, 27, 26, 31), "NE"),
    ("fr-xii-art", (9, 27, 14, 29), "NE"),
    ("fr-c3-5", (22, 32, 29, 37), "NE"),     # Lorge's light horse of Arrighi's corps
]
FRENCH_ALONE = [("oudinot", "fr-d13"), ("reynier", "sx-25"), ("bertrand", "fr-d12"),
                ("arrighi", "fr-c3-5")]  # leaders outside the areas
ALLIED = [
    ("pr-b3", (31, 2, 39, 6), "S"),          # Hessen-Homburg west of the Berlin road
    ("pr-b6", (40, 2, 48, 6), "S"),          # Krafft before Heinersdorf
    ("pr-b4", (49, 0, 57, 4), "S"),          # Thumen by Heinersdorf
    ("pr-b5", (60, 2, 69, 8), "SW"),         # Borstell at Klein-Beeren
    ("pr-rkav", (56, 5, 62, 8), "S"),        # Oppen's horse
    ("pr-rart", (36, 7, 50, 7), "S"),        # Holtzendorff's gun line
    ("pr-iv-d", (74, 9, 89, 15), "S"),       # Tauentzien's Landwehr at Blankenfelde
    ("sw-1", (14, 0, 22, 6), "S"),           # the Swedes north of Ruhlsdorf
    ("sw-2", (23, 0, 29, 7), "S"),
    ("sw-kav", (14, 7, 21, 8), "S"),
    ("sw-art", (27, 8, 29, 9), "S"),
    ("ru-w-v", (5, 0, 13, 8), "SE"),         # Wintzingerode's Russians towards Gutergotz
]
ALLIED_ALONE = [("bulow", "pr-b6"), ("tauentzien", "pr-iv-d"), ("stedingk", "sw-1"),
                ("wintzingerode", "ru-w-v")]


def load_map():
    text = open("gross-beeren.map.xml", encoding="utf-8").read()
    busy = set()
    for m in re.finditer(r'<hex at="(\w+)"( terrain="([\w-]+)")?', text):
        if m.group(3) and m.group(3) != "clear":
            busy.add(parse_label(m.group(1)))
    return busy


def placeable(tree, root_id):
    """The counters under the formation root_id, in order: (id, kind, increments)."""
    out = []
    root = tree.find(".//*[@id='%s']" % root_id)

    def walk(e):
        tag = e.tag
        if tag == "leader":
            out.append((e.get("id"), "leader", 0))
        elif tag == "battalion":
            out.append((e.get("id"), "infantry", int(e.get("increments"))))
        elif tag == "battery":
            out.append((e.get("id"), "artillery", int(e.get("increments"))))
        elif tag == "regiment" and e.get("arm") == "cavalry":
            out.append((e.get("id"), "cavalry", int(e.get("increments"))))
        for child in e:
            walk(child)
    walk(root)
    return out


def deploy(tree, plan, busy, lines):
    for root_id, (c0, r0, c1, r1), facing in plan:
        hexes = [(c, r) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)
                 if (c, r) not in busy]
        units = placeable(tree, root_id)
        waiting = []  # leaders waiting for a counter to stand with
        i = 0
        stack = None  # (hex, formation, battalions, increments)
        for uid, kind, inc in units:
            if kind == "leader":
                waiting.append(uid)
                continue
            formation = {"infantry": "column", "cavalry": "column",
                         "artillery": "limbered"}[kind]
            if not (stack and kind == "infantry" and stack[1] == "column-inf" and
                    stack[2] < 2 and stack[3] + inc <= 18):
                if i >= len(hexes):
                    raise SystemExit("area of %s is full" % root_id)
                stack = [hexes[i], "column-inf" if kind == "infantry" else kind, 0, 0]
                busy.add(hexes[i])
                i += 1
            stack[2] += 1
            stack[3] += inc
            at = label(*stack[0])
            lines.append((uid, at, formation, facing))
            for lid in waiting:
                lines.append((lid, at, formation, facing))
            waiting = []
        if waiting:
            raise SystemExit("leaders without a counter in %s" % root_id)


def main():
    illegal = "--illegal" in sys.argv
    busy = load_map()
    fr = ET.parse("army-of-berlin.oob.xml").getroot()
    al = ET.parse("army-of-the-north.oob.xml").getroot()
    lines = []
    deploy(fr, FRENCH, busy, lines)
    deploy(al, ALLIED, busy, lines)
    where = {u: (at, f, fc) for u, at, f, fc in lines}
    # Army and wing commanders stand with a formation's first counter.
    for lid, root in FRENCH_ALONE + ALLIED_ALONE:
        tree = fr if (lid, root) in FRENCH_ALONE else al
        first = next(u for u, _, _ in placeable(tree, root) if u != lid)
        at, f, fc = where[first]
        lines.append((lid, at, f, fc))
    mistakes = []
    if illegal:
        lines, mistakes = make_mistakes(lines)
    out = [HEADER_ILLEGAL if illegal else HEADER]
    out.append("  <setup>\n")
    for uid, at, formation, facing in lines:
        out.append('    <unit ref="%s" at="%s" formation="%s" facing="%s"/>\n'
                   % (uid, at, formation, facing))
    out.append("  </setup>\n")
    out.append(TAIL.replace("@MISTAKES@", "".join(mistakes)))
    sys.stdout.write("".join(out))


def make_mistakes(lines):
    """The teaching variant: five set-up mistakes, each explained in a note."""
    lines = list(lines)
    index = {u: i for i, (u, _, _, _) in enumerate(lines)}

    def move(uid, at, formation=None, facing=None):
        i = index[uid]
        _, a, f, fc = lines[i]
        lines[i] = (uid, at, formation or f, facing or fc)

    notes = []
    # 1. A Prussian twelve-pounder battery in the woods east of Heinersdorf.
    move("pr-12b4", "B0303")
    notes.append("Mistake 1: the 12-pounder battery Nr. 4 stands in the wood east of Heinersdorf "
                 "(B0303), where artillery may not go.")
    # 2. Swedish hussars in the Nuthe meadows.
    move("sw-mh", "E0212", "general-order")
    notes.append("Mistake 2: the Mörner hussars stand in the marshy meadows of the Nuthe (E0212), "
                 "which cavalry may not enter.")
    # 3. The Saxon hussars in the hex of two Saxon battalions.
    move("sx-hus", where(lines, "sx-2li-1"))
    notes.append("Mistake 3: the Saxon hussars share a hex with Saxon infantry; cavalry never "
                 "ends its move with friendly infantry.")
    # 4. Two Landwehr battalions in one village hex of Blankenfelde.
    move("pr-1kmlw-1", "B2415", "general-order")
    move("pr-1kmlw-2", "B2415", "general-order")
    notes.append("Mistake 4: two battalions of the 1st Kurmark Landwehr in one village hex of "
                 "Blankenfelde (B2415): a village holds one battalion.")
    # 5. A Saxon battalion in line in the churchyard of Gross-Beeren.
    move("sx-spe-1", "A1911", "line", "NNE")
    notes.append("Mistake 5: the grenadier battalion von Sperl in line in the village by the "
                 "church (A1911): in a village infantry is in general order.")
    return lines, ["    <note>%s</note>\n" % n for n in notes]


def where(lines, uid):
    return next(a for u, a, _, _ in lines if u == uid)


HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<scenario version="1" title="Gross-Beeren: the battle of 23 August" date="1813-08-23" start="16:00" end="20:00">
  <description>Gross-Beeren, 23 August 1813, four o'clock in the afternoon, in pouring rain. Oudinot's Army of Berlin has come north out of the heaths in three columns that cannot see each other: Bertrand's IV Corps has fought Tauentzien's Landwehr before Blankenfelde since the morning and stopped; Reynier's VII Corps has just taken Gross-Beeren and settles down between the church, the windmill and Neubeeren; Oudinot with the XII Corps and Arrighi's horse is still back by Wietstock and Ahrensdorf. North of the Lilograben the Crown Prince of Sweden's Army of the North waits: Bülow's III Corps before Heinersdorf and Klein-Beeren, the Swedes north of Ruhlsdorf, Wintzingerode's Russians beyond. Bülow will attack Reynier before the other French columns can come up; the French must hold Gross-Beeren and open the road to Berlin.</description>
  <map href="gross-beeren.map.xml"/>
  <rules profile="berlin-2021"/>
  <oob href="army-of-berlin.oob.xml"/>
  <oob href="army-of-the-north.oob.xml"/>
"""
HEADER_ILLEGAL = HEADER.replace(
    'title="Gross-Beeren: the battle of 23 August"',
    'title="Gross-Beeren: the battle of 23 August (teaching variant with five mistakes)"')
TAIL = """  <special-rules>
    <charge-modifier condition="in-line" value="-3" source="scenario special rule 1 (ours, illustrative): in the downpour a line's priming is soaked and its volley cannot be counted on to stop horsemen, so the +3 of the table is cancelled"/>
    <note>1. Rain. It has rained all day and keeps raining. Sight is limited to 4 hexes. Infantry fire is halved (wet priming); artillery fires normally. The charge modifier above cancels the +3 a line gets when charged by cavalry.</note>
    <note>2. Nightfall. From 19:40 the night rules apply: sight 2 hexes (the profile's los.night-range), no charges.</note>
    <note>3. Three columns. Until 18:00 no unit of the IV or XII Corps, or of Arrighi's cavalry, may move closer to Gross-Beeren (Oudinot's columns did not know where the others were). Until 17:00 no unit of the Swedish or Russian corps may move (the Crown Prince did not mean to fight that day).</note>
    <note>4. Counter values in both orders of battle are illustrative, chosen for this sample; they are not the values printed by the publisher. Where the regiments of an order of battle are assumed, its file says so.</note>
@MISTAKES@  </special-rules>
  <victory>
    <objective at="A1911" name="Gross-Beeren church" points="10" side="Allied"/>
    <objective at="A1812" name="Gross-Beeren, village street" points="5" side="Allied"/>
    <objective at="A1313" name="Windmill hill" points="5" side="Allied"/>
    <objective at="A0917" name="Neubeeren" points="5" side="Allied"/>
    <objective at="B2415" name="Blankenfelde" points="10" side="French"/>
    <objective at="A2502" name="Heinersdorf" points="10" side="French"/>
    <objective at="B0510" name="Klein-Beeren" points="5" side="French"/>
    <objective at="E1414" name="Sputendorf" points="5" side="French"/>
    <level name="Decisive" side="Allied" points="25"/>
    <level name="Substantial" side="Allied" points="15"/>
    <level name="Marginal" side="Allied" points="10"/>
    <level name="Marginal" side="French" points="10"/>
    <level name="Substantial" side="French" points="20"/>
  </victory>
</scenario>
"""

if __name__ == "__main__":
    main()
