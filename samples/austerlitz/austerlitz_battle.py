#!/usr/bin/env python3
"""Writes the whole-battle Austerlitz scenario and its teaching variant from the deployment below.

Both armies of 2 December 1805 stand on the six-sheet map at eight in the morning: each formation
of the orders of battle (grande-armee.oob.xml, allied-army.oob.xml) is given the ground it held
(the histories' account: Lannes' V Corps astride the Olmutz road by the Santon with Kellermann's
light horse before it and Murat's cavalry behind; Bernadotte's I Corps behind Girzikowitz; the
Guard and Duroc's grenadiers in reserve by the Zuran hill; Vandamme and Saint-Hilaire hidden in
the fog of the Goldbach valley below Puntowitz; Legrand's brigades at Kobelnitz and along the
lower Goldbach by Sokolnitz and Telnitz; Heudelet's brigade of Friant's division on the
Gross-Raigern road, the rest of Davout's men and Bourcier's dragoons coming up behind it.
Kienmayer before Telnitz, the 1st, 2nd and 3rd Columns coming down from the plateau on Telnitz
and Sokolnitz, the 4th Column about Pratzen, Liechtenstein's horse and Bagration's advance guard
in the north, the Russian Guard behind Blasowitz). The script lays each formation's counters on
the clear hexes of its area, row by row: two battalions in column to a hex, one cavalry regiment
or battery to a hex, each leader with the first counter of his command. It prints the scenario
in the canonical form Marengo writes, so the committed files are exactly its output:

    cd samples/austerlitz
    python3 austerlitz_battle.py > austerlitz-battle.scenario.xml
    python3 austerlitz_battle.py --illegal > austerlitz-battle-illegal.scenario.xml

The areas are ours (grid columns and rows of the battlefield, see austerlitz_map.py); the
positions are the histories', compressed to the map.
"""
import re
import sys
import xml.etree.ElementTree as ET

sys.dont_write_bytecode = True  # no __pycache__ beside the sample
from austerlitz_map import label, parse_label  # noqa: E402 (after dont_write_bytecode)

# (formation id in its OOB, area: first col, first row, last col, last row, facing)
FRENCH = [
    ("fr-v-1", (32, 2, 38, 3), "NE"),        # Suchet astride the Olmutz road by the Santon
    ("fr-v-3", (32, 4, 37, 5), "NE"),        # Caffarelli south of it
    ("fr-v-cav", (28, 2, 31, 3), "NE"),      # Treilhard's light horse and the corps' guns
    ("fr-v-res", (28, 2, 31, 3), "NE"),
    ("fr-i-cav", (41, 2, 45, 3), "NE"),      # Kellermann's light horse before Lannes
    ("fr-rc-mil", (22, 2, 27, 3), "NE"),     # Murat's cavalry between the Santon and Zuran
    ("fr-rc-a", (22, 2, 27, 3), "NE"),
    ("fr-rc-1", (22, 4, 28, 5), "NE"),
    ("fr-rc-2", (29, 4, 31, 7), "NE"),
    ("fr-rc-d2", (22, 6, 28, 7), "NE"),
    ("fr-rc-d3", (22, 8, 28, 9), "NE"),
    ("fr-i-av", (22, 10, 29, 12), "SE"),     # Bernadotte behind Girzikowitz
    ("fr-i-1", (22, 10, 29, 12), "SE"),
    ("fr-i-2", (22, 10, 29, 12), "SE"),
    ("fr-g", (14, 9, 19, 12), "SE"),         # the Guard by the Zuran hill
    ("fr-gren", (14, 13, 19, 14), "SE"),     # Duroc's grenadiers before Schlapanitz
    ("fr-iv-2", (34, 6, 39, 10), "NE"),      # Vandamme below Girzikowitz and Puntowitz
    ("fr-iv-1", (35, 12, 39, 16), "SE"),     # Saint-Hilaire below Puntowitz and Kobelnitz
    ("fr-iv-cav", (31, 13, 34, 17), "SE"),   # Margaron behind them
    ("fr-iv-res", (31, 13, 34, 17), "SE"),
    ("fr-iv-3-2", (35, 17, 38, 21), "SE"),   # Levasseur at Kobelnitz
    ("fr-iv-3-a", (35, 17, 38, 21), "SE"),
    ("fr-iv-3-1", (37, 27, 40, 36), "SE"),   # Merle by Sokolnitz and Telnitz
    ("fr-iii-2-1", (23, 29, 27, 32), "NE"),  # Heudelet on the Gross-Raigern road
]
FRENCH_ALONE = [("napoleon", "fr-g"), ("berthier", "fr-g"), ("lannes", "fr-v-1"),
                ("bernadotte", "fr-i-1"), ("murat", "fr-rc-1"), ("soult", "fr-iv-1"),
                ("legrand", "fr-iv-3-1"), ("davout", "fr-iii-2-1"),
                ("friant", "fr-iii-2-1")]  # leaders outside the areas
ALLIED = [
    ("au-kie", (45, 34, 52, 38), "NW"),      # Kienmayer before Telnitz
    ("ru-c1", (50, 28, 58, 33), "NW"),       # Dokhturov coming down behind him
    ("ru-c2", (44, 27, 49, 31), "NW"),       # Langeron on Sokolnitz
    ("ru-c3", (44, 22, 49, 25), "NW"),       # Przybyszewski on the castle and the pheasantry
    ("ru-mil", (47, 13, 52, 18), "NW"),      # the 4th Column about Pratzen
    ("au-kol", (53, 15, 58, 21), "NW"),
    ("al-c5", (50, 5, 57, 9), "NW"),         # Liechtenstein's horse moving north
    ("ru-bag", (61, 0, 70, 5), "SW"),        # Bagration on the Olmutz road by Krug
    ("ru-gd", (62, 9, 68, 13), "NW"),        # the Russian Guard behind Blasowitz
]
ALLIED_ALONE = [("kutuzov", "ru-mil"), ("buxhowden", "ru-c1")]
# Reinforcements: the rest of Davout's III Corps by the Gross-Raigern road (time, formation ids).
ARRIVALS = [("08:20", ["fr-iii-d4"]), ("08:40", ["fr-iii-2-2"]),
            ("09:00", ["fr-iii-2-3", "fr-iii-2-a"])]
ENTRY = (4, 43)  # where the Gross-Raigern road leaves the map (sheet D)


def load_map():
    text = open("austerlitz.map.xml", encoding="utf-8").read()
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
    fr = ET.parse("grande-armee.oob.xml").getroot()
    al = ET.parse("allied-army.oob.xml").getroot()
    lines = []
    deploy(fr, FRENCH, busy, lines)
    deploy(al, ALLIED, busy, lines)
    where = {u: (at, f, fc) for u, at, f, fc in lines}
    # Army and wing commanders stand with a formation's first counter.
    for lid, root in FRENCH_ALONE + ALLIED_ALONE:
        tree = fr if (lid, root) in FRENCH_ALONE else al
        first = next(u for u, k, _ in placeable(tree, root) if k != "leader")
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
    out.append("  </setup>\n  <reinforcements>\n")
    for time, roots in ARRIVALS:
        out.append('    <arrival time="%s" at="%s" side="French">\n' % (time, label(*ENTRY)))
        for root in roots:
            for uid, _, _ in placeable(fr, root):
                out.append('      <unit ref="%s" formation="road-march" facing="NE"/>\n' % uid)
        out.append("    </arrival>\n")
    out.append("  </reinforcements>\n")
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
    # 1. A French battery in the woods west of Puntowitz.
    move("fr-iv-1-a", "A0210")
    notes.append("Mistake 1: Saint-Hilaire's foot battery stands in the wood west of Puntowitz "
                 "(A0210), where artillery may not go.")
    # 2. Cossacks in the wet meadows of the Littawa.
    move("ru-gordeev", "F0717", "general-order")
    notes.append("Mistake 2: the Gordeev Cossacks stand in the marshy meadows of the Littawa "
                 "(F0717), which cavalry may not enter.")
    # 3. French hussars in the hex of two battalions of the 10e Leger.
    move("fr-8h", where(lines, "fr-10l-1"))
    notes.append("Mistake 3: the 8e Hussards share a hex with two battalions of the 10e Léger; "
                 "cavalry never ends its move with friendly infantry.")
    # 4. Two Russian battalions in one village hex of Pratzen.
    move("ru-nov-1", "A2018", "general-order")
    move("ru-nov-2", "A2018", "general-order")
    notes.append("Mistake 4: two battalions of the Novgorod regiment in one village hex of "
                 "Pratzen (A2018): a village holds one battalion.")
    # 5. The Russian Guard jager battalion in column in Blasowitz.
    move("ru-gj-1", "E0408", "column")
    notes.append("Mistake 5: the Life Guard Jäger battalion in column in Blasowitz (E0408): in a "
                 "village infantry is in general order.")
    return lines, ["    <note>%s</note>\n" % n for n in notes]


def where(lines, uid):
    return next(a for u, a, _, _ in lines if u == uid)


HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<scenario version="1" title="Austerlitz: the battle of 2 December" date="1805-12-02" start="08:00" end="16:40">
  <description>Austerlitz, 2 December 1805, eight in the morning, the fog still lying in the Goldbach valley. The Allied army under Kutuzov has left the Pratzen plateau in columns to turn the French right: Kienmayer's Austrians attack Telnitz, Dokhturov's 1st, Langeron's 2nd and Przybyszewski's 3rd Columns come down on Telnitz and Sokolnitz, where Legrand's few battalions hold the Goldbach and Davout's men, marching all night from Vienna, are coming up the Gross-Raigern road. Behind them the 4th Column of Kollowrat and Miloradovich is the last to leave the heights; in the north Bagration's advance guard and Liechtenstein's horse face Lannes and Murat astride the Olmutz road, and the Russian Guard waits behind Blasowitz. Hidden in the fog below Puntowitz, Soult's Vandamme and Saint-Hilaire wait for the order to climb to the empty plateau; the Guard, the grenadiers and Bernadotte stand in reserve by the Zuran hill, where Napoleon watches.</description>
  <map href="austerlitz.map.xml"/>
  <rules profile="austerlitz-2016"/>
  <oob href="grande-armee.oob.xml"/>
  <oob href="allied-army.oob.xml"/>
"""
HEADER_ILLEGAL = HEADER.replace(
    'title="Austerlitz: the battle of 2 December"',
    'title="Austerlitz: the battle of 2 December (teaching variant with five mistakes)"')
TAIL = """  <special-rules>
    <charge-modifier condition="across-slope" value="3" source="scenario special rule 1 (ours, illustrative, after the across-slope rows of other titles' tables, as transcribed in the lb.react app): horsemen who charge up the Pratzen slopes arrive blown, so infantry charged across a slope hexside adds +3"/>
    <note>1. Fog. Until 08:40 the valley is in fog: a unit in a level-0 hex sees only 2 hexes and cannot be seen from further away. From 09:00 the sun of Austerlitz has burnt it off and sight is normal.</note>
    <note>2. The Allied plan. Until 09:00 no unit of Kienmayer's advance guard or of the 1st, 2nd and 3rd Columns may move north of Sokolnitz castle, and no unit of the 4th Column may stay on the plateau: the columns march as the disposition of Weyrother orders.</note>
    <note>3. The Emperor's order. Until 09:00 no unit of Soult's IV Corps may cross the Goldbach (Napoleon waited until the plateau was empty). The Guard and the grenadiers may not move until 10:00.</note>
    <note>4. The frozen Satschan and Menitz ponds bear infantry and cavalry (terrain costs of the profile) but not guns: artillery may not enter them.</note>
    <note>5. Counter values in both orders of battle are illustrative, chosen for this sample; they are not the values printed by the publisher. Where brigades or battalion counts of an order of battle are assumed, its file says so.</note>
@MISTAKES@  </special-rules>
  <victory>
    <objective at="A2018" name="Pratze" points="10" side="French"/>
    <objective at="A2513" name="The old vineyards, summit" points="10" side="French"/>
    <objective at="B1904" name="The Pratzeberg, summit" points="10" side="French"/>
    <objective at="E0408" name="Blasowitz" points="5" side="French"/>
    <objective at="E0902" name="Krug on the Olmutz road" points="5" side="French"/>
    <objective at="B0907" name="Sokolnitz castle" points="5" side="Allied"/>
    <objective at="B1214" name="Telnitz" points="5" side="Allied"/>
    <objective at="A0405" name="The Santon" points="10" side="Allied"/>
    <objective at="C2109" name="The Zuran hill" points="10" side="Allied"/>
    <level name="Decisive" side="French" points="30"/>
    <level name="Substantial" side="French" points="20"/>
    <level name="Marginal" side="French" points="10"/>
    <level name="Marginal" side="Allied" points="10"/>
    <level name="Substantial" side="Allied" points="20"/>
  </victory>
</scenario>
"""

if __name__ == "__main__":
    main()
