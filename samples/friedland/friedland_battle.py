#!/usr/bin/env python3
"""Writes the whole-battle Friedland scenario and its teaching variant from the deployment below.

Both armies of the afternoon of 14 June 1807 stand on the four-sheet map: each formation of the
orders of battle (french-army.oob.xml, russian-army.oob.xml) is given the ground it held at
about five o'clock (the histories' account: Ney in and west of the Sortlack wood, Lannes before
Posthenen, Mortier at Heinrichsdorf, Grouchy's and Nansouty's horse beyond it, Victor and the
Guard in reserve behind Posthenen, La Tour-Maubourg behind Ney; Bagration between the
Muhlenfliess and the Sortlack wood, Gorchakov north of the stream, Uvarov's horse on the far
right, Kologrivov's behind the left). The script lays each formation's counters on the clear hexes
of its area in order: two battalions in column to a hex, one cavalry regiment or battery to a hex,
each leader with the first counter of his command. It prints the scenario in the canonical form
Marengo writes, so the committed files are exactly its output:

    cd samples/friedland
    python3 friedland_battle.py > friedland-battle.scenario.xml
    python3 friedland_battle.py --illegal > friedland-battle-illegal.scenario.xml

The areas are ours (grid columns and rows of the battlefield, see friedland_map.py); the
positions are the histories', compressed to the map.
"""
import re
import sys
import xml.etree.ElementTree as ET

sys.dont_write_bytecode = True  # no __pycache__ beside the sample
from friedland_map import label, parse_label  # noqa: E402 (after dont_write_bytecode)

# (formation id in its OOB, area: first col, first row, last col, last row, facing)
FRENCH = [
    ("fr-vi", (30, 37, 37, 43), "NE"),       # Ney: west of the Sortlack wood
    ("fr-res", (19, 25, 27, 35), "NE"),      # Lannes: before Posthenen
    ("fr-viii", (14, 12, 22, 20), "SE"),     # Mortier: at Heinrichsdorf
    ("fr-cav-2", (8, 3, 16, 8), "SE"),       # Grouchy's dragoons, the far left
    ("fr-cav-3", (17, 3, 24, 8), "SE"),      # Nansouty's cuirassiers
    ("fr-cav-1", (12, 38, 20, 43), "NE"),    # La Tour-Maubourg behind Ney
    ("fr-i", (4, 24, 14, 32), "NE"),         # Victor in reserve behind Posthenen
    ("fr-g", (4, 34, 14, 42), "NE"),         # the Guard in reserve
]
FRENCH_ALONE = [("napoleon", "fr-g"), ("grouchy", "fr-cav-2")]  # leaders outside the areas
RUSSIAN = [
    ("ru-adv", (41, 32, 47, 34), "SW"),      # Raevsky's jagers facing the Sortlack wood
    ("ru-l2", (42, 29, 48, 31), "SW"),       # Bagration's line
    ("ru-l3", (49, 30, 55, 34), "SW"),
    ("ru-guard", (50, 35, 55, 38), "SW"),    # the Guard behind the left, towards Sortlack
    ("ru-lcav", (30, 32, 40, 34), "SW"),     # Kologrivov south of the Muhlenfliess
    ("ru-7", (30, 21, 36, 26), "NW"),        # Gorchakov: Dokhturov by the Muhlenfliess
    ("ru-8", (31, 14, 37, 19), "NW"),
    ("ru-2", (37, 20, 41, 26), "NW"),
    ("ru-rcav", (32, 4, 40, 11), "NW"),      # Uvarov on the far right
]
RUSSIAN_ALONE = [("bennigsen", "ru-guard"), ("bagration", "ru-l2"), ("gorchakov", "ru-7")]


def load_map():
    text = open("friedland.map.xml", encoding="utf-8").read()
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
        hexes = [(c, r) for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)
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
    fr = ET.parse("french-army.oob.xml").getroot()
    ru = ET.parse("russian-army.oob.xml").getroot()
    lines = []
    deploy(fr, FRENCH, busy, lines)
    deploy(ru, RUSSIAN, busy, lines)
    where = {u: (at, f, fc) for u, at, f, fc in lines}
    # Army and wing commanders stand with a formation's first counter.
    for lid, root in FRENCH_ALONE + RUSSIAN_ALONE:
        first = next(u for u, _, _ in placeable(fr if lid in ("napoleon", "grouchy") else ru,
                                                root) if u != lid)
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
    # 1. Sénarmont's reserve battery in the Sortlack wood.
    move("fr-i-res", "A1217")
    notes.append("Mistake 1: the reserve battery of I Corps stands in the Sortlack wood (A1217), "
                 "where artillery may not go.")
    # 2. The Guard's Grenadiers à cheval in the hex of two Guard battalions.
    move("ggrc", where(lines, "ggr1-1"))
    notes.append("Mistake 2: the Grenadiers à cheval share a hex with Guard infantry; cavalry "
                 "never ends its move with friendly infantry.")
    # 3. Two Russian battalions in one hex of Heinrichsdorf.
    move("ru-schl-1", "B1812", "general-order")
    move("ru-schl-2", "B1812", "general-order")
    notes.append("Mistake 3: two battalions of the Schlüsselburg regiment in one village hex of "
                 "Heinrichsdorf (B1812): a village holds one battalion.")
    # 4. A Russian cuirassier regiment in the mill pond.
    move("ru-mocu", "A1405")
    notes.append("Mistake 4: the Military Order cuirassiers stand in the mill pond (A1405), "
                 "which no arm may enter.")
    # 5. A jager battalion in line in the town hex with the church: only general order there.
    move("ru-5j-1", "A2305", "line", "NNW")
    notes.append("Mistake 5: a jäger battalion in line inside the town (A2305): in a town "
                 "infantry is in general order.")
    return lines, ["    <note>%s</note>\n" % n for n in notes]


def where(lines, uid):
    return next(a for u, a, _, _ in lines if u == uid)


HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<scenario version="1" title="Friedland: the battle of the afternoon" date="1807-06-14" start="17:00" end="22:00">
  <description>Friedland, 14 June 1807, five o'clock in the afternoon. Bennigsen has spent the day on the west bank of the Alle with the river and the town's bridges at his back, Bagration south of the Mühlenfliess, Gorchakov north of it. Napoleon has brought up the whole army: Ney waits in the Sortlack wood for the signal, Lannes holds the centre before Posthenen, Mortier the left at Heinrichsdorf, with Grouchy's and Nansouty's horse beyond; Victor and the Guard are in reserve. The French must break into the bend of the river and take the town and its bridges before the Russians can get away over them.</description>
  <map href="friedland.map.xml"/>
  <rules profile="friedland-2014"/>
  <oob href="french-army.oob.xml"/>
  <oob href="russian-army.oob.xml"/>
"""
HEADER_ILLEGAL = HEADER.replace(
    'title="Friedland: the battle of the afternoon"',
    'title="Friedland: the battle of the afternoon (teaching variant with five mistakes)"')
TAIL = """  <special-rules>
    <note>1. Sénarmont's guns. From 18:00 the batteries of I Corps may move and unlimber within 4 hexes of the enemy without a leader (Sénarmont's advance on Bagration's line).</note>
    <note>2. The Russians set the Alle bridges on fire at 21:00. From that turn no unit may cross the river at A2204 N or A2606 NE.</note>
    <note>3. Mortier holds. Until 19:00 no unit of VIII Corps may move closer to the Alle (Napoleon's order that the left should pivot and not advance).</note>
    <note>4. Counter values in both orders of battle are illustrative, chosen for this sample; they are not the values printed by the publisher. Where the regiments of an order of battle are assumed, its file says so.</note>
@MISTAKES@  </special-rules>
  <victory>
    <objective at="A2305" name="Friedland church" points="10" side="French"/>
    <objective at="A2406" name="Friedland market" points="5" side="French"/>
    <objective at="A2204" name="North bridge (town end)" points="10" side="French"/>
    <objective at="A2606" name="Town bridge (town end)" points="10" side="French"/>
    <objective at="A2418" name="Sortlack" points="5" side="French"/>
    <objective at="B1812" name="Heinrichsdorf" points="10" side="Russian"/>
    <objective at="D2110" name="Posthenen" points="10" side="Russian"/>
    <level name="Decisive" side="French" points="35"/>
    <level name="Substantial" side="French" points="25"/>
    <level name="Marginal" side="French" points="15"/>
    <level name="Marginal" side="Russian" points="10"/>
  </victory>
</scenario>
"""

if __name__ == "__main__":
    main()
