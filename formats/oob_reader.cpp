// Reading *.oob.xml.
#include "formats/oob_text.hpp"
#include "formats/text_util.hpp"
#include "formats/xml_reader.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace marengo::formats {

using namespace detail;

namespace {

/// Deepest nesting read: army > corps > division > brigade > regiment > battalion is 6.
constexpr int kMaxDepth = 8;

const std::vector<std::string_view> kUnitElements{"army",     "corps",     "division", "brigade",
                                                  "regiment", "battalion", "battery",  "leader"};
const std::vector<std::string_view> kArms{"infantry", "cavalry"};
const std::vector<std::string_view> kArtillery{"foot", "horse"};

/// Attributes each kind of unit element takes, in the order they are written.
std::vector<std::string_view> listAttributes(Echelon e) {
    std::vector<std::string_view> a{"id", "name"};
    switch (e) {
    case Echelon::Army:
    case Echelon::Corps:
    case Echelon::Division:
    case Echelon::Brigade:
        a.insert(a.end(), {"commander", "nationality"});
        break;
    case Echelon::Regiment:
        a.insert(a.end(), {"arm", "nationality", "class", "increments", "morale", "fire", "melee",
                           "movement", "lance", "skirmish"});
        break;
    case Echelon::Battalion:
        a.insert(a.end(), {"nationality", "class", "increments", "morale", "fire", "melee",
                           "movement", "skirmish"});
        break;
    case Echelon::Battery:
        a.insert(a.end(),
                 {"type", "nationality", "increments", "morale", "fire", "melee", "movement"});
        break;
    case Echelon::Leader:
        a.insert(a.end(), {"nationality", "rank", "bonus", "increments", "morale", "fire", "melee",
                           "movement"});
        break;
    }
    a.insert(a.end(), {"source", "page"});
    return a;
}

/// The lists of listAttributes, made once.
const std::vector<std::string_view>& attributesOf(Echelon e) {
    static const std::vector<std::vector<std::string_view>> kLists = [] {
        std::vector<std::vector<std::string_view>> lists;
        for (Echelon x : {Echelon::Army, Echelon::Corps, Echelon::Division, Echelon::Brigade,
                          Echelon::Regiment, Echelon::Battalion, Echelon::Battery, Echelon::Leader})
            lists.push_back(listAttributes(x));
        return lists;
    }();
    return kLists.at(static_cast<std::size_t>(e));
}

constexpr std::uint32_t bit(OobField f) {
    return std::uint32_t{1} << static_cast<unsigned>(f);
}

/// The OobFields of attributesOf(e) as bits: the one list of what each kind of unit takes.
std::uint32_t fieldsOf(Echelon e) {
    static const std::array<std::uint32_t, 8> kMasks = [] {
        std::array<std::uint32_t, 8> masks{};
        for (std::size_t x = 0; x < masks.size(); ++x)
            for (std::string_view name : attributesOf(static_cast<Echelon>(x)))
                if (auto f = fieldNamed(name))
                    masks[x] |= bit(*f);
        return masks;
    }();
    return kMasks.at(static_cast<std::size_t>(e));
}

/// The elements under `n`: at least as many as the units it holds.
std::size_t countElements(pugi::xml_node n) {
    struct Counter : pugi::xml_tree_walker {
        std::size_t count = 0;
        bool for_each(pugi::xml_node& node) override {
            count += node.type() == pugi::node_element;
            return true;
        }
    } counter;
    n.traverse(counter);
    return counter.count;
}

/// Reads a scanned unit element written the way every writer writes one (only the attributes its
/// echelon takes, each once, values that read without a problem) in one pass over its
/// attributes, into `u` (whose echelon is set); `id` is its id as written in the file. False for
/// anything else: the element layer reads it then, which finds and reports what is wrong.
bool readPlain(const FlatElement& n, Unit& u, std::string_view& id, const OrderOfBattle& oob) {
    const std::uint32_t allowed = fieldsOf(u.echelon);
    std::uint32_t seen = 0;
    bool hasId = false, hasName = false;
    // (The scanner refuses an attribute given twice.)
    for (std::size_t i = 0; i < n.count; ++i) {
        const std::string_view name = n.attributes[i].name;
        const std::string_view v = n.attributes[i].value;
        if (sameName(name, "id")) {
            if (!isUnitId(v))
                return false;
            oob.prefetch(v);       // add() looks it up once the rest is read
            u.id = std::string(v); // (assign() would call _M_replace: more work)
            id = v;
            hasId = true;
            continue;
        }
        if (sameName(name, "name")) {
            u.name = std::string(v);
            hasName = true;
            continue;
        }
        const std::optional<OobField> f = fieldNamed(name);
        if (!f || !(allowed & bit(*f)))
            return false;
        seen |= bit(*f);
        switch (*f) {
        case OobField::Nationality:
            u.nationality = v;
            break;
        case OobField::Class:
            u.unitClass = v;
            break;
        case OobField::Commander:
            u.commander = v;
            break;
        case OobField::Rank:
            u.rank = v;
            break;
        case OobField::Source:
            u.provenance.source = v;
            break;
        case OobField::Page:
            u.provenance.page = v;
            break;
        case OobField::Arm:
            if (v != kArms[0] && v != kArms[1])
                return false;
            u.arm = v == kArms[0] ? Arm::Infantry : Arm::Cavalry;
            break;
        case OobField::Type:
            if (v != kArtillery[0] && v != kArtillery[1])
                return false;
            u.artillery = v == kArtillery[0] ? ArtilleryType::Foot : ArtilleryType::Horse;
            break;
        case OobField::Skirmish:
            if (v != "true" && v != "false")
                return false;
            u.skirmish = v == "true";
            break;
        default: // the printed numbers
            if ((*numberField(u, *f) = plainTwoDigits(v)) < 0)
                return false;
            break;
        }
    }
    if (!hasId || !hasName || ((seen & bit(OobField::Morale)) && !isD66(u.morale)))
        return false;
    switch (u.echelon) {
    case Echelon::Regiment:
        return (seen & bit(OobField::Arm)) != 0;
    case Echelon::Battalion:
        u.arm = Arm::Infantry;
        return true;
    case Echelon::Battery:
        u.arm = Arm::Artillery;
        return (seen & bit(OobField::Type)) != 0;
    case Echelon::Leader:
        u.arm = Arm::Leader;
        return true;
    default:
        return true;
    }
}

/// The units of the root's first subtrees, read while the document's scanner reads them (a
/// ScanVisitor): each plain unit is added as its start tag is read. It refuses anything else
/// (an element that is no unit or is misplaced, a unit readPlain does not take, one that
/// OrderOfBattle::add refuses), and the reader then reads the whole file as before, which
/// reports what is wrong.
class OobVisitor final : public ScanVisitor {
public:
    /// Room for the units of `text`, so that they are not moved as they are added.
    explicit OobVisitor(std::string_view text) {
        const std::size_t room = startTagBound(text);
        oob.reserve(room);
        units.reserve(room, 0); // (the ids' bytes grow as they come)
    }
    bool start(const FlatElement& e, bool closed) override {
        const std::optional<Echelon> echelon = parseEchelon(e.name);
        const std::size_t depth = m_parents.size() + 1;
        if (!echelon || (depth == 1) != (*echelon == Echelon::Army) ||
            depth > static_cast<std::size_t>(kMaxDepth))
            return false;
        Unit u;
        u.echelon = *echelon;
        if (depth > 1)
            u.parent = std::string(m_parents.back());
        std::string_view id;
        if (!readPlain(e, u, id, oob) || !oob.add(std::move(u)))
            return false;
        units.add(id, {0, e.offset});
        if (!closed)
            m_parents.push_back(id);
        return true;
    }
    void end() override { m_parents.pop_back(); }
    void discard() override {
        oob = OrderOfBattle();
        units = UnitRefs();
        m_parents.clear();
    }

    OrderOfBattle oob; ///< the units taken, in document order
    UnitRefs units;    ///< each one's element, in the same order

private:
    std::vector<std::string_view> m_parents; ///< the ids of the units whose end tag is to come
};

class OobReader {
public:
    /// `visited`: the units the document's scanner gave to an OobVisitor, which come first.
    OobReader(XmlDocument& doc, SourceMap& sources, OobVisitor& visited)
        : m_doc(doc), m_src(sources), m_oob(std::move(visited.oob)) {
        m_src.addFile(m_doc.sourceFile());
        m_src.oobs.push_back({m_doc.ref(m_doc.root()), std::move(visited.units)});
    }

    OrderOfBattle read() {
        pugi::xml_node root = m_doc.root();
        const std::size_t room = m_oob.units().size() + countElements(root) + m_doc.scannedCount();
        m_oob.reserve(room);
        units().reserve(room, 0);
        Element e(m_doc, root, {"version", "side", "nationality", "source", "page"});
        if (auto side = e.required("side"))
            m_oob.side = *side;
        m_oob.nationality = e.text("nationality");
        m_oob.provenance = {e.text("source"), e.text("page")};
        m_doc.rejectText(root);
        // The subtrees the scanner read come first in the file, then pugixml's.
        for (ScannedNode c : m_doc.scannedChildren())
            readTop(c);
        for (pugi::xml_node c : childElements(root))
            readTop(c);
        return std::move(m_oob);
    }

private:
    /// Reads a child of the root (a pugi::xml_node or a ScannedNode).
    template <class Node> void readTop(Node c) {
        auto echelon = parseEchelon(c.name());
        if (!echelon) {
            m_doc.unknownElement(c, m_doc.root(), {"army"});
            return;
        }
        bool dropped = false;
        if (*echelon != Echelon::Army) {
            m_doc.error(c, "a " + tag(c) + " must be inside a formation (an <oob> holds " +
                               "<army> elements); it is left out");
            dropped = true;
        }
        readUnit(c, *echelon, "", dropped, 1);
    }

    /// The attributes of a unit's element (a scanned one's from `flat`, which readScanned filled).
    Element element(pugi::xml_node n, FlatElement&, Echelon echelon) {
        return Element(m_doc, n, attributesOf(echelon));
    }
    Element element(ScannedNode, FlatElement& flat, Echelon echelon) {
        return Element(m_doc, flat, attributesOf(echelon));
    }

    /// readPlain for a scanned element; false for a node of pugixml's.
    bool readScanned(pugi::xml_node, FlatElement&, Unit&, std::string_view&) { return false; }
    bool readScanned(ScannedNode n, FlatElement& flat, Unit& u, std::string_view& id) {
        n.read(flat);
        return readPlain(flat, u, id, m_oob);
    }

    /// Reads a unit's values through the element layer, which reports every problem; `id` is
    /// its id as written in the file (empty if it has none).
    void readChecked(Element& e, Unit& u, std::string_view& id) {
        const Echelon echelon = u.echelon;
        if (auto written = e.required("id")) {
            id = *written;
            u.id = id;
            if (!isUnitId(u.id))
                e.fail("id", "unit id " + quote(u.id) +
                                 " may only have letters, digits, '.', '_' and '-'");
        }
        if (auto name = e.required("name"))
            u.name = *name;
        u.commander = e.text("commander");
        u.nationality = e.text("nationality");
        u.unitClass = e.text("class");
        u.rank = e.text("rank");
        u.provenance = {e.text("source"), e.text("page")};
        switch (echelon) {
        case Echelon::Regiment:
            if (auto arm = e.choice("arm", kArms, true))
                u.arm = *arm == 0 ? Arm::Infantry : Arm::Cavalry;
            break;
        case Echelon::Battalion:
            u.arm = Arm::Infantry;
            break;
        case Echelon::Battery:
            u.arm = Arm::Artillery;
            if (auto type = e.choice("type", kArtillery, true))
                u.artillery = *type == 0 ? ArtilleryType::Foot : ArtilleryType::Horse;
            break;
        case Echelon::Leader:
            u.arm = Arm::Leader;
            break;
        default:
            break;
        }
        u.increments = e.integer("increments", 0, 99, 0);
        if (auto morale = e.integer("morale", 0, 99); morale && !isD66(*morale))
            e.fail("morale",
                   "morale " + std::to_string(*morale) + " is not a d66 number (both digits 1-6)");
        else if (morale)
            u.morale = *morale;
        u.fire = e.integer("fire", 0, 99, 0);
        u.melee = e.integer("melee", 0, 99, 0);
        u.movement = e.integer("movement", 0, 99, 0);
        u.lanceBonus = e.integer("lance", 0, 99, 0);
        u.skirmish = e.boolean("skirmish", false);
        u.leaderBonus = e.integer("bonus", 0, 99, 0);
    }

    /// Reads a unit and its children. Under a dropped parent, units are still checked (so that
    /// all problems are reported at once) but not added.
    template <class Node>
    void readUnit(Node n, Echelon echelon, std::string_view parent, bool parentDropped, int depth) {
        auto blank = [&] {
            Unit b;
            b.echelon = echelon;
            b.parent = std::string(parent);
            return b;
        };
        // Kept per depth (a unit's are in use while its children are read) rather than built
        // per unit: building one zero-fills the memory of all its attributes.
        FlatElement& flat = m_flat[static_cast<std::size_t>(depth)];
        std::optional<Element>& e = m_element[static_cast<std::size_t>(depth)];
        e.reset(); // the element layer, when the plain read does not do
        Unit u = blank();
        // The children's parent: the id as the file writes it (the document keeps the text; the
        // unit itself moves on).
        std::string_view id;
        if (!readScanned(n, flat, u, id)) {
            u = blank();
            id = {};
            e.emplace(element(n, flat, echelon));
            readChecked(*e, u, id);
        }
        bool dropped = parentDropped || (e && !e->ok());
        if (!dropped) {
            // add() finds a duplicate id itself: the index is asked once per unit, and again
            // only to say where the first one is.
            if (auto st = m_oob.add(std::move(u)); !st) {
                if (!e)
                    e.emplace(element(n, flat, echelon));
                if (const Unit* first = m_oob.find(id))
                    e->fail("id",
                            "unit id '" + std::string(id) + "' is used twice (first at line " +
                                std::to_string(m_doc.lineAt(
                                    units()
                                        .ref(static_cast<std::size_t>(first - m_oob.units().data()))
                                        .offset)) +
                                ")");
                else
                    e->fail(st.error());
                dropped = true;
            } else {
                units().add(id, m_doc.ref(n));
            }
        }
        m_doc.rejectText(n);
        for (Node c : childElements(n)) {
            auto child = parseEchelon(c.name());
            if (!child) {
                m_doc.unknownElement(c, n, kUnitElements);
                continue;
            }
            if (depth >= kMaxDepth) {
                m_doc.error(c, tag(c) + " is nested too deeply (an order of battle has at most " +
                                   "army > corps > division > brigade > regiment > battalion)");
                continue;
            }
            readUnit(c, *child, id, dropped, depth + 1);
        }
    }

    XmlDocument& m_doc;
    SourceMap& m_src;
    /// readUnit's scanned element and element layer, by depth (1 to kMaxDepth).
    std::array<FlatElement, kMaxDepth + 1> m_flat;
    std::array<std::optional<Element>, kMaxDepth + 1> m_element;
    OrderOfBattle m_oob;
    /// Where each unit is, in the order of m_oob's units (indexed by the first lookup).
    UnitRefs& units() { return m_src.oobs.back().units; }
};

} // namespace

Loaded<OrderOfBattle> parseOob(std::string_view text, const std::string& name) {
    Loaded<OrderOfBattle> out;
    XmlDocument doc;
    OobVisitor visited(text);
    if (doc.parse(text, name, "oob", out.diagnostics, {}, true, &visited))
        out.value = OobReader(doc, out.sources, visited).read();
    doc.finish();
    sortByPosition(out.diagnostics, 0);
    return out;
}

} // namespace marengo::formats
