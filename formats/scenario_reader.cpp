// Reading *.scenario.xml.
#include "formats/scenario_reader.hpp"

#include "engine/core/prefetch.hpp"
#include "formats/charge_modifier_io.hpp"
#include "formats/hex_ref.hpp"
#include "formats/text_util.hpp"

#include <algorithm>
#include <optional>
#include <unordered_map>

namespace marengo::formats::detail {

namespace {

const std::vector<std::string_view> kStates{"good", "disordered", "routed"};
const std::vector<std::string_view> kSetupAttributes{"ref",       "at",     "second",     "split",
                                                     "formation", "facing", "increments", "state"};
const std::vector<std::string_view> kArrivalAttributes{"ref", "formation", "facing", "increments",
                                                       "state"};
const std::vector<std::string_view> kBodySections{"description",   "setup",   "reinforcements",
                                                  "special-rules", "victory", "sight-lines"};

std::vector<std::string_view> formationNames() {
    std::vector<std::string_view> out;
    for (int i = 0; i < 8; ++i)
        out.push_back(toString(static_cast<Formation>(i)));
    return out;
}

const std::vector<std::string_view> kFormations = formationNames();

/// The attributes of a set-up <unit>, for the one-pass read of a plain one.
enum class SetupKey { Ref, At, Second, Split, Formation, Facing, Increments, State };

/// The SetupKey named `n`; none for a name kSetupAttributes does not list, or that is not here
/// (such a <unit> is left to the element layer).
std::optional<SetupKey> setupKey(std::string_view n) {
    switch (n.size()) {
    case 2:
        return n == "at" ? std::optional(SetupKey::At) : std::nullopt;
    case 3:
        return n == "ref" ? std::optional(SetupKey::Ref) : std::nullopt;
    case 5:
        return n == "split"   ? std::optional(SetupKey::Split)
               : n == "state" ? std::optional(SetupKey::State)
                              : std::nullopt;
    case 6:
        return n == "second"   ? std::optional(SetupKey::Second)
               : n == "facing" ? std::optional(SetupKey::Facing)
                               : std::nullopt;
    case 9:
        return n == "formation" ? std::optional(SetupKey::Formation) : std::nullopt;
    case 10:
        return n == "increments" ? std::optional(SetupKey::Increments) : std::nullopt;
    default:
        return std::nullopt;
    }
}

/// The position of `v` in `names`, or -1.
int indexIn(const std::vector<std::string_view>& names, std::string_view v) {
    for (std::size_t i = 0; i < names.size(); ++i)
        if (sameName(names[i], v))
            return static_cast<int>(i);
    return -1;
}

std::string sideList() {
    return "N, NE, SE, S, SW, NW";
}
std::string vertexList() {
    return "NNE, E, SSE, SSW, W, NNW";
}

/// Reads the body of a scenario against its map and orders of battle.
class BodyReader {
public:
    BodyReader(XmlDocument& doc, Scenario& s) : m_doc(doc), m_s(s) {
        std::size_t units = 0, bytes = 0;
        for (const OrderOfBattle& o : s.oobs) {
            if (!o.side.empty() &&
                std::find(m_sides.begin(), m_sides.end(), o.side) == m_sides.end())
                m_sides.push_back(o.side);
            m_placed.emplace_back(o.units().size(), kNotPlaced);
            m_listedEarlier.emplace_back();
            units += o.units().size();
            for (const Unit& u : o.units())
                bytes += u.id.size();
        }
        // A scenario places most of its units: room for them in the table of placements.
        m_s.sources.unit.reserve(units, bytes);
    }

    void read() {
        pugi::xml_node root = m_doc.root();
        Element e(m_doc, root, {"version", "title", "date", "start", "end"});
        if (auto title = e.required("title"))
            m_s.title = *title;
        if (e.has("date")) {
            std::string_view date = e.text("date");
            if (isIsoDate(date))
                m_s.date = date;
            else
                e.fail("date", "date " + quote(date) +
                                   " is not an ISO date (expected YYYY-MM-DD, e.g. 1807-06-14)");
        }
        if (auto c = readClock(e, "start"))
            m_s.start = *c;
        if (auto c = readClock(e, "end"))
            m_s.end = *c;
        m_doc.rejectText(root);
        SectionGuard once(m_doc);
        for (pugi::xml_node c : childElements(root)) {
            std::string_view name = c.name();
            if (name == "map" || name == "rules" || name == "oob")
                continue; // read by readRefs
            if (std::find(kBodySections.begin(), kBodySections.end(), name) ==
                kBodySections.end()) {
                m_doc.unknownElement(c, root,
                                     {"description", "map", "rules", "oob", "setup",
                                      "reinforcements", "special-rules", "victory", "sight-lines"});
                continue;
            }
            if (!once.first(c))
                continue;
            if (name == "description") {
                Element d(m_doc, c, {});
                std::string text = m_doc.textOf(c);
                if (d.ok())
                    m_s.description = std::move(text);
            } else if (name == "setup") {
                readSetup(c);
            } else if (name == "reinforcements") {
                readReinforcements(c);
            } else if (name == "special-rules") {
                readSpecialRules(c);
            } else if (name == "victory") {
                readVictory(c);
            } else {
                readSightLines(c);
            }
        }
    }

private:
    std::optional<Clock> readClock(Element& e, const char* name) {
        auto text = e.required(name);
        if (!text)
            return std::nullopt;
        auto c = parseClock(*text);
        if (!c)
            e.fail(name, std::string(name) + " " + quote(*text) +
                             " is not a time (expected HH:MM, 24 h, e.g. 09:20)");
        return c;
    }

    void readSetup(pugi::xml_node list) {
        Element e(m_doc, list, {});
        m_doc.rejectText(list);
        FlatElements flat = m_doc.flatChildren(list);
        // Room for the plain <unit>s, so that the set-up is not copied as it grows (a
        // million-hex stress set-up is 50,000 <unit>s, 3.6 MB of placements).
        m_s.setup.reserve(m_s.setup.size() + flat.count());
        for (FlatElement f; flat.next(f);) {
            Placement plain;
            if (readPlain(f, plain)) {
                prefetchAppend(m_s.setup, 4); // (reserved memory not in cache)
                m_s.setup.push_back(std::move(plain));
                continue;
            }
            Element u(m_doc, f, kSetupAttributes);
            if (auto p = readPlacement(u, f.offset, false, kNoHex, false))
                m_s.setup.push_back(std::move(*p));
        }
        for (pugi::xml_node n : childElements(list)) {
            if (std::string_view(n.name()) != "unit") {
                m_doc.unknownElement(n, list, {"unit"});
                continue;
            }
            Element u(m_doc, n, kSetupAttributes);
            m_doc.rejectContent(n);
            if (auto p = readPlacement(u, m_doc.offset(n), false, kNoHex, false))
                m_s.setup.push_back(std::move(*p));
        }
    }

    void readReinforcements(pugi::xml_node list) {
        Element e(m_doc, list, {});
        m_doc.rejectText(list);
        for (pugi::xml_node n : childElements(list)) {
            if (std::string_view(n.name()) != "arrival") {
                m_doc.unknownElement(n, list, {"arrival"});
                continue;
            }
            Element a(m_doc, n, {"time", "at", "side"});
            Reinforcement r;
            if (auto c = readClock(a, "time"))
                r.time = *c;
            r.entry = readHex(a, "at", m_s.map);
            if (auto side = a.required("side")) {
                r.side = *side;
                checkSide(a, "side", m_sides);
            }
            m_doc.rejectText(n);
            for (pugi::xml_node u : childElements(n)) {
                if (std::string_view(u.name()) != "unit") {
                    m_doc.unknownElement(u, n, {"unit"});
                    continue;
                }
                Element unit(m_doc, u, kArrivalAttributes);
                m_doc.rejectContent(u);
                if (auto p = readPlacement(unit, m_doc.offset(u), true, r.entry, !a.ok()))
                    r.units.push_back(std::move(*p));
            }
            if (a.ok()) {
                m_s.reinforcements.push_back(std::move(r));
                m_s.sources.reinforcements.push_back(m_doc.ref(n));
            }
        }
    }

    /// Reads a set-up <unit> the scanner read that is written the way every writer writes one
    /// (attributes it takes, each once, values that read without a problem, hexes on the map,
    /// a unit an order of battle holds and no other <unit> placed, a placement the engine
    /// accepts) in one pass over its attributes. False for anything else, having changed
    /// nothing but where findPlaced looks first: readPlacement reads it then, and reports what
    /// is wrong.
    bool readPlain(const FlatElement& f, Placement& p) {
        std::uint32_t seen = 0;
        std::string_view ref, second;
        HexId hex = kNoHex;
        for (std::size_t i = 0; i < f.count; ++i) {
            const std::string_view v = f.attributes[i].value;
            // (The scanner refuses an attribute given twice.)
            const std::optional<SetupKey> k = setupKey(f.attributes[i].name);
            if (!k)
                return false;
            seen |= std::uint32_t{1} << static_cast<unsigned>(*k);
            switch (*k) {
            case SetupKey::Ref:
                ref = v;
                break;
            case SetupKey::At:
                // onMap reads the hex's terrain below, in a table too large to stay in cache
                // (one byte a hex): asked for now, read once the other values are.
                hex = m_s.map.find(v);
                m_s.map.prefetch(hex);
                break;
            case SetupKey::Second:
                second = v;
                break;
            case SetupKey::Split:
                if (auto split = parseSplit(v))
                    p.split = *split;
                else
                    return false;
                break;
            case SetupKey::Formation:
                if (int x = indexIn(kFormations, v); x >= 0)
                    p.formation = static_cast<Formation>(x);
                else
                    return false;
                break;
            case SetupKey::Facing:
                if (auto facing = v.empty() ? std::nullopt : parseFacing(v))
                    p.facing = *facing;
                else
                    return false;
                break;
            case SetupKey::Increments:
                if ((p.increments = plainTwoDigits(v)) < 0)
                    return false;
                break;
            case SetupKey::State:
                if (int x = indexIn(kStates, v); x >= 0)
                    p.state = static_cast<UnitState>(x);
                else
                    return false;
                break;
            }
        }
        auto has = [&](SetupKey k) { return (seen >> static_cast<unsigned>(k)) & 1; };
        if (!has(SetupKey::Ref) || !has(SetupKey::At) || !has(SetupKey::Formation))
            return false;
        const OrderOfBattle* oob = nullptr;
        const Unit* unit = findPlaced(ref, &oob);
        if (!unit)
            return false;
        auto onMap = [&](HexId h) { return h != kNoHex && m_s.map.onMap(h) ? h : kNoHex; };
        if ((p.hex = onMap(hex)) == kNoHex)
            return false;
        if (has(SetupKey::Second) && (p.second = onMap(m_s.map.find(second))) == kNoHex)
            return false;
        std::uint32_t& placed = m_placed[static_cast<std::size_t>(oob - m_s.oobs.data())]
                                        [static_cast<std::size_t>(unit - oob->units().data())];
        if (placed != kNotPlaced || !validatePlacement(m_s.map, p))
            return false;
        p.unit = ref;
        m_s.sources.unit.add(ref, SourceRef{0, f.offset});
        placed = f.offset;
        return true;
    }

    /// Reads a <unit> of the set-up, or of an arrival at `entry`, whose '<' is at `offset`.
    /// Under a dropped arrival the unit is checked but not placed.
    std::optional<Placement> readPlacement(Element& e, std::uint32_t offset, bool inArrival,
                                           HexId entry, bool arrivalDropped) {
        Placement p;
        std::uint32_t* placed = nullptr; // where the unit's placement is kept, once found
        if (auto ref = e.required("ref")) {
            p.unit = *ref;
            m_s.sources.unit.add(*ref, SourceRef{0, offset});
            const OrderOfBattle* oob = nullptr;
            if (const Unit* unit = findPlaced(p.unit, &oob); !unit) {
                std::string msg = "unit " + quote(p.unit) + " is in no order of battle";
                if (auto s = suggestUnit(p.unit))
                    msg += " (did you mean '" + *s + "'?)";
                e.fail("ref", msg);
            } else {
                placed = &m_placed[static_cast<std::size_t>(oob - m_s.oobs.data())]
                                  [static_cast<std::size_t>(unit - oob->units().data())];
                if (*placed != kNotPlaced)
                    e.fail("ref", "unit '" + p.unit + "' is placed twice (first at line " +
                                      std::to_string(m_doc.lineAt(*placed)) + ")");
            }
        }
        if (inArrival) {
            p.hex = entry;
        } else {
            p.hex = readHex(e, "at", m_s.map);
            p.second = readHex(e, "second", m_s.map, false);
            if (e.has("split")) {
                std::string_view text = e.text("split");
                if (auto split = parseSplit(text))
                    p.split = *split;
                else
                    e.fail("split", "a split is the increments in the first hex and in the "
                                    "second, each at least 1, as in '4+1', not " +
                                        quote(text));
            }
        }
        if (auto f = e.choice("formation", kFormations, true))
            p.formation = static_cast<Formation>(*f);
        if (e.has("facing")) {
            std::string_view text = e.text("facing");
            auto facing = text.empty() ? std::nullopt : parseFacing(text);
            if (facing)
                p.facing = *facing;
            else
                e.fail("facing", "unknown facing " + quote(text) + " (expected a hexside: " +
                                     sideList() + ", or a vertex: " + vertexList() + ")");
        }
        if (auto inc = e.integer("increments", 0, 99))
            p.increments = *inc;
        p.state = static_cast<UnitState>(e.choice("state", kStates).value_or(0));
        if (e.ok() && p.hex != kNoHex)
            checkPlacement(e, p);
        if (!e.ok() || arrivalDropped)
            return std::nullopt;
        *placed = offset;
        return p;
    }

    /// Engine placement rules (facing kind, second hex), with designer-facing wording for the
    /// facing.
    void checkPlacement(Element& e, const Placement& p) {
        auto st = validatePlacement(m_s.map, p);
        if (st)
            return;
        const std::string who = "unit '" + p.unit + "' in " + std::string(toString(p.formation));
        const FacingKind want = facingKindFor(p.formation);
        const std::string given = formatFacing(p.facing);
        if (p.facing.kind != want) {
            std::string msg;
            if (want == FacingKind::None)
                msg = who + " has no facing (remove facing '" + given + "')";
            else if (p.facing.kind == FacingKind::None)
                msg = who + " needs a facing toward a " +
                      (want == FacingKind::Hexside ? "hexside (" + sideList() + ")"
                                                   : "vertex (" + vertexList() + ")");
            else if (want == FacingKind::Hexside)
                msg = who + " faces a hexside (" + sideList() + "), not the vertex '" + given + "'";
            else
                msg =
                    who + " faces a vertex (" + vertexList() + "), not the hexside '" + given + "'";
            e.fail("facing", msg);
        } else if (p.split != kEvenSplit && p.second == kNoHex) {
            e.fail("split", st.error());
        } else if (p.second != kNoHex) {
            e.fail("second", st.error());
        } else {
            e.fail(st.error());
        }
    }

    std::optional<std::string> suggestUnit(std::string_view ref) const {
        std::vector<std::string_view> ids;
        for (const OrderOfBattle& o : m_s.oobs)
            for (const Unit& u : o.units())
                ids.push_back(u.id);
        if (ids.size() > 5000)
            return std::nullopt;
        return suggest(ref, ids);
    }

    void readSpecialRules(pugi::xml_node list) {
        Element e(m_doc, list, {});
        m_doc.rejectText(list);
        for (pugi::xml_node n : childElements(list)) {
            std::string_view name = n.name();
            if (name == "charge-modifier") {
                if (auto m = readChargeModifier(m_doc, n, m_sides)) {
                    m_s.chargeModifiers.push_back(std::move(*m));
                    m_s.sources.chargeModifiers.push_back(m_doc.ref(n));
                }
            } else if (name == "note") {
                Element note(m_doc, n, {});
                std::string text = m_doc.textOf(n);
                if (note.ok())
                    m_s.notes.push_back(std::move(text));
            } else {
                m_doc.unknownElement(n, list, {"charge-modifier", "note"});
            }
        }
    }

    void readVictory(pugi::xml_node list) {
        Element e(m_doc, list, {});
        m_doc.rejectText(list);
        for (pugi::xml_node n : childElements(list)) {
            std::string_view name = n.name();
            if (name == "objective") {
                Element o(m_doc, n, {"at", "name", "points", "side"});
                m_doc.rejectContent(n);
                Objective obj;
                obj.hex = readHex(o, "at", m_s.map);
                obj.name = o.text("name");
                obj.points =
                    o.integer("points", -kMaxVictoryPoints, kMaxVictoryPoints, true).value_or(0);
                obj.side = o.text("side");
                checkSide(o, "side", m_sides);
                if (o.ok()) {
                    m_s.objectives.push_back(std::move(obj));
                    m_s.sources.objectives.push_back(m_doc.ref(n));
                }
            } else if (name == "level") {
                Element l(m_doc, n, {"name", "side", "points"});
                m_doc.rejectContent(n);
                VictoryLevel level;
                level.name = l.required("name").value_or("");
                level.side = l.text("side");
                checkSide(l, "side", m_sides);
                level.points =
                    l.integer("points", -kMaxVictoryPoints, kMaxVictoryPoints, true).value_or(0);
                if (l.ok()) {
                    m_s.victoryLevels.push_back(std::move(level));
                    m_s.sources.victoryLevels.push_back(m_doc.ref(n));
                }
            } else {
                m_doc.unknownElement(n, list, {"objective", "level"});
            }
        }
    }

    /// <sight-lines>: <sight from|from-unit to|to-unit [visible] [note]/>.
    void readSightLines(pugi::xml_node list) {
        Element e(m_doc, list, {});
        m_doc.rejectText(list);
        for (pugi::xml_node n : childElements(list)) {
            if (std::string_view(n.name()) != "sight") {
                m_doc.unknownElement(n, list, {"sight"});
                continue;
            }
            Element l(m_doc, n, {"from", "from-unit", "to", "to-unit", "visible", "note"});
            m_doc.rejectContent(n);
            ExpectedSight sight;
            sight.from = readSightEnd(l, "from", "from-unit");
            sight.to = readSightEnd(l, "to", "to-unit");
            sight.visible = l.boolean("visible", true);
            sight.note = l.text("note");
            if (l.ok()) {
                m_s.sightLines.push_back(std::move(sight));
                m_s.sources.sightLines.push_back(m_doc.ref(n));
            }
        }
    }

    /// One end of a sight line: a hex label in `hexAttr` or a unit id in `unitAttr`, not both.
    SightEnd readSightEnd(Element& e, const char* hexAttr, const char* unitAttr) {
        SightEnd end;
        const bool hex = e.has(hexAttr);
        const bool unit = e.has(unitAttr);
        if (hex && unit) {
            e.fail(unitAttr, std::string("give ") + hexAttr + " (a hex) or " + unitAttr +
                                 " (a unit), not both");
        } else if (!hex && !unit) {
            e.fail(tag(e.node()) + " needs " + hexAttr + "=\"HEX\" or " + unitAttr + "=\"UNIT\"");
        } else if (hex) {
            end.hex = readHex(e, hexAttr, m_s.map);
        } else {
            end.unit = e.text(unitAttr);
            if (!m_s.findUnit(end.unit)) {
                std::string msg = "unit " + quote(end.unit) + " is in no order of battle";
                if (auto s = suggestUnit(end.unit))
                    msg += " (did you mean '" + *s + "'?)";
                e.fail(unitAttr, msg);
            }
        }
        return end;
    }

    XmlDocument& m_doc;
    Scenario& m_s;
    /// The unit a placement refers to, and its order of battle (Scenario::findUnit). A set-up
    /// is mostly written in the orders of battle's order (a unit's placement beside its
    /// relatives'), so the few units after the last one found are tried before the indexes.
    /// An id found so in a later order of battle is still looked up in the earlier ones, which
    /// come first when two hold it.
    const Unit* findPlaced(std::string_view id, const OrderOfBattle** oob) {
        std::size_t o = m_next.oob, i = m_next.unit;
        for (int k = 0; k < kLookAhead && o < m_s.oobs.size(); ++k, ++i) {
            if (i == m_s.oobs[o].units().size()) {
                ++o;
                i = 0;
                if (o == m_s.oobs.size() || m_s.oobs[o].units().empty())
                    break;
            }
            if (sameName(m_s.oobs[o].units()[i].id, id)) {
                if (listedEarlier(o, i))
                    return m_s.findUnit(id, oob);
                m_next = {o, i + 1};
                // The next <unit>s place the units after this one, whose ids are in memory
                // not in cache (a whole Unit apart): asked for a few units ahead, both lines an
                // id's std::string can span (which hold its characters too, up to 15).
                if (const std::vector<Unit>& units = m_s.oobs[o].units();
                    i + kReadAhead < units.size()) {
                    const char* ahead = reinterpret_cast<const char*>(&units[i + kReadAhead].id);
                    __builtin_prefetch(ahead);
                    __builtin_prefetch(ahead + sizeof(std::string) - 1);
                }
                *oob = &m_s.oobs[o];
                return &m_s.oobs[o].units()[i];
            }
        }
        const Unit* u = m_s.findUnit(id, oob);
        if (u)
            m_next = {static_cast<std::size_t>(*oob - m_s.oobs.data()),
                      static_cast<std::size_t>(u - (*oob)->units().data()) + 1};
        return u;
    }
    static constexpr int kLookAhead = 8;
    static constexpr std::size_t kReadAhead = 4;
    /// Whether an order of battle before `o` lists the id of `o`'s unit `i` too (then that
    /// earlier unit is the one a <unit> places). Asked of the orders of battle for all of `o`'s
    /// units at once, the first time one of them is found.
    bool listedEarlier(std::size_t o, std::size_t i) {
        if (o == 0)
            return false;
        std::vector<bool>& listed = m_listedEarlier[o];
        if (listed.size() != m_s.oobs[o].units().size()) {
            listed.assign(m_s.oobs[o].units().size(), false);
            for (std::size_t e = 0; e < o; ++e) {
                const std::vector<bool> held = m_s.oobs[o].idsAlsoIn(m_s.oobs[e]);
                for (std::size_t k = 0; k < held.size(); ++k)
                    listed[k] = listed[k] || held[k];
            }
        }
        return listed[i];
    }
    std::vector<std::vector<bool>> m_listedEarlier; ///< by order of battle, by unit
    struct {
        std::size_t oob = 0;
        std::size_t unit = 0;
    } m_next; ///< where findPlaced looks first: after the last unit it found

    std::vector<std::string> m_sides;
    static constexpr std::uint32_t kNotPlaced = UINT32_MAX;
    /// Per order of battle, per unit (parallel to its units): the offset of the <unit> that
    /// places it, or kNotPlaced.
    std::vector<std::vector<std::uint32_t>> m_placed;
};

} // namespace

ScenarioRefs ScenarioReader::readRefs() {
    ScenarioRefs refs;
    pugi::xml_node root = m_doc.root();
    std::unordered_map<std::string, int> oobLines;
    for (pugi::xml_node n : childElements(root)) {
        std::string_view name = n.name();
        if (name != "map" && name != "rules" && name != "oob")
            continue;
        const bool rules = name == "rules";
        Element e(m_doc, n,
                  rules ? std::vector<std::string_view>{"href", "profile"}
                        : std::vector<std::string_view>{"href"});
        m_doc.rejectContent(n);
        std::optional<std::string_view> href;
        std::string_view profile;
        if (rules && e.has("profile")) {
            profile = e.text("profile");
            if (e.has("href"))
                e.fail("href", "give href (a file) or profile (a bundled profile's id), not both");
            else if (profile.empty())
                e.fail("profile", "profile is empty (expected the id of a bundled rules profile, "
                                  "e.g. friedland-2014)");
        } else {
            href = e.required("href");
            if (href && href->empty())
                e.fail("href", "href is empty (expected a file name relative to the scenario)");
        }
        std::optional<FileRef>* slot = name == "map" ? &refs.map : rules ? &refs.rules : nullptr;
        if (slot && *slot) {
            e.fail("a second " + tag(n) + " (the first is at line " +
                   std::to_string(m_doc.line((*slot)->node)) + "); a scenario uses one " +
                   std::string(name));
        } else if (!slot && href) {
            if (auto it = oobLines.find(std::string(*href)); it != oobLines.end())
                e.fail("href", "oob '" + std::string(*href) + "' is listed twice (first at line " +
                                   std::to_string(it->second) + ")");
        }
        if (!e.ok())
            continue;
        FileRef ref{std::string(href.value_or("")), std::string(profile), n};
        if (slot) {
            *slot = std::move(ref);
        } else {
            oobLines.emplace(ref.href, m_doc.line(n));
            refs.oobs.push_back(std::move(ref));
        }
    }
    auto missing = [&](const char* what) {
        m_doc.error(root,
                    "<scenario> has no <" + std::string(what) +
                        (std::string_view(what) == "rules" ? " profile=\"ID\"/> or <rules" : "") +
                        " href=\"...\"/>");
    };
    if (!refs.map)
        missing("map");
    if (!refs.rules)
        missing("rules");
    if (refs.oobs.empty())
        missing("oob");
    return refs;
}

Scenario ScenarioReader::readBody(const ScenarioRefs& refs, Map map,
                                  std::vector<OrderOfBattle> oobs) {
    Scenario s;
    if (refs.map)
        s.mapPath = refs.map->href;
    if (refs.rules) {
        s.rulesPath = refs.rules->href;
        s.rulesProfile = refs.rules->profile;
    }
    for (const FileRef& r : refs.oobs)
        s.oobPaths.push_back(r.href);
    s.map = std::move(map);
    s.oobs = std::move(oobs);
    s.sources.addFile(m_doc.sourceFile());
    s.sources.scenario = m_doc.ref(m_doc.root());
    BodyReader(m_doc, s).read();
    return s;
}

} // namespace marengo::formats::detail

namespace marengo::formats {

Loaded<Scenario> parseScenario(std::string_view text, const std::string& name, Map map,
                               std::vector<OrderOfBattle> oobs) {
    // The set-up read as the reader goes; if it was not plain after all, the text is read
    // again with the set-up scanned first (XmlDocument::readListsAsRead).
    for (const bool asRead : {true, false}) {
        Loaded<Scenario> out;
        detail::XmlDocument doc;
        doc.readListsAsRead(asRead);
        if (doc.parse(text, name, "scenario", out.diagnostics, detail::kScenarioFlatLists)) {
            detail::ScenarioReader reader(doc);
            detail::ScenarioRefs refs = reader.readRefs();
            out.value = reader.readBody(refs, std::move(map), std::move(oobs));
        }
        if (asRead && !doc.listsPlain()) {
            if (out.value) { // (the body reader changes neither)
                map = std::move(out.value->map);
                oobs = std::move(out.value->oobs);
            }
            continue;
        }
        doc.finish();
        detail::sortByPosition(out.diagnostics, 0);
        return out;
    }
    return {}; // (the second reading always returns)
}

} // namespace marengo::formats
