// Reading *.rules.xml.
#include "formats/charge_modifier_io.hpp"
#include "formats/text_util.hpp"
#include "formats/xml_reader.hpp"

#include <array>
#include <unordered_map>

namespace marengo::formats {

using namespace detail;

namespace {

class RulesReader {
public:
    explicit RulesReader(XmlDocument& doc) : m_doc(doc) {}

    RulesProfile read() {
        pugi::xml_node root = m_doc.root();
        Element e(m_doc, root, {"version", "id", "title", "edition"});
        if (auto id = e.required("id"))
            m_rules.id = *id;
        m_rules.title = e.text("title");
        m_rules.edition = e.text("edition");
        m_doc.rejectText(root);
        for (pugi::xml_node c : childElements(root)) {
            std::string_view name = c.name();
            if (name == "param")
                readParam(c);
            else if (name == "terrain")
                readTerrain(c);
            else if (name == "charge-modifier") {
                if (auto m = readChargeModifier(m_doc, c, {}))
                    m_rules.chargeModifiers.push_back(std::move(*m));
            } else
                m_doc.unknownElement(c, root, {"param", "terrain", "charge-modifier"});
        }
        return std::move(m_rules);
    }

private:
    void readParam(pugi::xml_node n) {
        Element e(m_doc, n, {"key", "value", "source"});
        m_doc.rejectContent(n);
        const ParamSpec* spec = nullptr;
        if (auto k = e.required("key")) {
            spec = findParam(*k);
            if (!spec) {
                std::vector<std::string_view> keys;
                for (const ParamSpec& p : kParams)
                    keys.push_back(p.key);
                std::string msg = "unknown rules parameter " + quote(*k);
                if (auto s = suggest(*k, keys))
                    msg += " (did you mean '" + *s + "'?)";
                else
                    msg += " (`marengo rules-params` lists the known ones)";
                e.fail("key", msg);
            } else if (const int first = m_paramLines[static_cast<std::size_t>(spec->id)]) {
                e.fail("key", "parameter '" + std::string(spec->key) +
                                  "' is set twice (first at line " + std::to_string(first) + ")");
            }
        }
        auto value = e.number("value", true);
        if (spec && value)
            if (auto problem = paramValueProblem(*spec, *value))
                e.fail("value", std::move(*problem));
        std::string source = readSource(e);
        if (!e.ok() || !spec || !value)
            return;
        m_paramLines[static_cast<std::size_t>(spec->id)] = m_doc.line(n);
        m_rules.set(spec->id, *value, std::move(source));
    }

    /// A movement cost: a number >= 0, or "prohibited" (stored as -1).
    double readCost(Element& e, const char* name) {
        if (!e.has(name))
            return 1;
        std::string_view v = e.text(name);
        if (v == "prohibited")
            return -1;
        auto n = parseNumber(v);
        if (!n || *n < 0) {
            e.fail(name, std::string(name) + " " + quote(v) +
                             " is not a movement cost (expected a number of 0 or more, or "
                             "'prohibited')");
            return 1;
        }
        return *n;
    }

    void readTerrain(pugi::xml_node n) {
        Element e(m_doc, n,
                  {"id", "infantry-mp", "cavalry-mp", "artillery-mp", "max-increments",
                   "max-battalions", "max-cavalry-regiments", "max-artillery-increments",
                   "max-batteries", "charge", "road-march-mp", "source"});
        m_doc.rejectContent(n);
        TerrainRules t;
        if (auto id = e.required("id")) {
            t.terrain = *id;
            if (!isTerrainId(t.terrain))
                e.fail("id", "terrain id " + quote(t.terrain) +
                                 " must be lower-case letters, digits and '-'");
            else if (auto it = m_terrainLines.find(t.terrain); it != m_terrainLines.end())
                e.fail("id", "terrain '" + t.terrain + "' has two rows (first at line " +
                                 std::to_string(it->second) + ")");
        }
        t.infantryMp = readCost(e, "infantry-mp");
        t.cavalryMp = readCost(e, "cavalry-mp");
        t.artilleryMp = readCost(e, "artillery-mp");
        t.maxIncrements = e.integer("max-increments", 0, 999, 0);
        t.maxInfantryBattalions = e.integer("max-battalions", 0, 999, 0);
        t.maxCavalryRegiments = e.integer("max-cavalry-regiments", 0, 999, 0);
        t.maxArtilleryIncrements = e.integer("max-artillery-increments", 0, 999, 0);
        t.maxBatteries = e.integer("max-batteries", 0, 999, 0);
        t.chargeAllowed = e.boolean("charge", true);
        t.roadMarchMp = e.number("road-march-mp");
        if (t.roadMarchMp && *t.roadMarchMp < 0)
            e.fail("road-march-mp", "road-march-mp must be 0 or more");
        t.source = readSource(e);
        if (!e.ok())
            return;
        m_terrainLines.emplace(t.terrain, m_doc.line(n));
        m_rules.terrain.push_back(std::move(t));
    }

    XmlDocument& m_doc;
    RulesProfile m_rules;
    std::array<int, kParamCount> m_paramLines{}; ///< line of each parameter's row, 0: none yet
    std::unordered_map<std::string, int> m_terrainLines;
};

} // namespace

Loaded<RulesProfile> parseRules(std::string_view text, const std::string& name) {
    Loaded<RulesProfile> out;
    XmlDocument doc;
    if (doc.parse(text, name, "rules", out.diagnostics)) {
        out.value = RulesReader(doc).read();
        out.sources.rules = doc.ref(doc.root(), out.sources.addFile(doc.sourceFile()));
    }
    doc.finish();
    sortByPosition(out.diagnostics, 0);
    return out;
}

} // namespace marengo::formats
