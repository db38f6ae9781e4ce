// Reading *.map.xml.
#include "formats/hex_ref.hpp"
#include "formats/text_util.hpp"

#include <algorithm>
#include <cstdint>
#include <map>

namespace marengo::formats {

using namespace detail;

namespace {

/// Largest battlefield grid the engine accepts (Map::create: "larger than 64M hexes").
constexpr long long kMaxGridCells = 64LL * 1024 * 1024;
/// Largest sheet placement accepted before the grid size check.
constexpr int kMaxSheetPlace = 65535;

const std::vector<std::string_view> kPatterns{"none",    "trees",    "buildings", "marsh",
                                              "orchard", "vineyard", "dots"};
const std::vector<std::string_view> kSides{"N", "NE", "SE", "S", "SW", "NW"};
const std::initializer_list<std::string_view> kHexAttributes{"at", "terrain", "elevation"};
const std::initializer_list<std::string_view> kHexsideAttributes{"at", "side", "features"};

std::optional<std::uint32_t> parseColour(std::string_view s) {
    if (s.size() != 7 || s[0] != '#')
        return std::nullopt;
    std::uint32_t v = 0;
    for (char c : s.substr(1)) {
        int d = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                       : -1;
        if (d < 0)
            return std::nullopt;
        v = v * 16 + static_cast<std::uint32_t>(d);
    }
    return v;
}

long long power10(int digits) {
    long long v = 1;
    for (int i = 0; i < digits; ++i)
        v *= 10;
    return v;
}

/// Six finite numbers separated by spaces, making an invertible transform.
std::optional<Affine> parseAffine(std::string_view text) {
    double v[6];
    int count = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ') {
            ++i;
            continue;
        }
        std::size_t j = text.find(' ', i);
        if (j == std::string_view::npos)
            j = text.size();
        if (count == 6)
            return std::nullopt;
        auto n = parseNumber(text.substr(i, j - i));
        if (!n)
            return std::nullopt;
        v[count++] = *n;
        i = j;
    }
    if (count != 6)
        return std::nullopt;
    Affine a{v[0], v[1], v[2], v[3], v[4], v[5]};
    if (!a.inverse())
        return std::nullopt;
    return a;
}

constexpr double kMinPrintHexMm = 2;
constexpr double kMaxPrintHexMm = 100;

class MapReader {
public:
    MapReader(XmlDocument& doc, SourceMap& sources) : m_doc(doc), m_src(sources) {}

    std::optional<Map> read() {
        pugi::xml_node root = m_doc.root();
        Element e(m_doc, root, {"version", "name", "print-hex-mm"});
        m_name = e.text("name");
        if (auto mm = e.number("print-hex-mm")) {
            if (*mm >= kMinPrintHexMm && *mm <= kMaxPrintHexMm)
                m_printHexMm = *mm;
            else
                e.fail("print-hex-mm", "print-hex-mm must be from 2 to 100 (mm)");
        }
        m_doc.rejectText(root);
        pugi::xml_node numbering, terrain, sheets, references, hexes, hexsides;
        SectionGuard once(m_doc);
        for (pugi::xml_node c : childElements(root)) {
            std::string_view name = c.name();
            pugi::xml_node* slot = name == "numbering"          ? &numbering
                                   : name == "terrain-types"    ? &terrain
                                   : name == "sheets"           ? &sheets
                                   : name == "reference-images" ? &references
                                   : name == "hexes"            ? &hexes
                                   : name == "hexsides"         ? &hexsides
                                                                : nullptr;
            if (!slot)
                m_doc.unknownElement(c, root,
                                     {"numbering", "terrain-types", "sheets", "reference-images",
                                      "hexes", "hexsides"});
            else if (once.first(c))
                *slot = c;
        }
        if (numbering)
            readNumbering(numbering);
        if (terrain)
            readTerrainTypes(terrain);
        if (sheets)
            readSheets(sheets);
        if (m_terrain.empty()) {
            m_doc.error(terrain ? terrain : root,
                        terrain ? "the map has no valid terrain type, so it cannot be loaded"
                                : "<map> has no <terrain-types>, so it cannot be loaded");
            return std::nullopt;
        }
        if (m_sheets.empty()) {
            m_doc.error(sheets ? sheets : root,
                        sheets ? "the map has no valid sheet, so it cannot be loaded"
                               : "<map> has no <sheets>, so it cannot be loaded");
            return std::nullopt;
        }
        auto map = Map::create(m_name, m_numbering, m_sheets, m_terrain);
        if (!map) {
            m_doc.error(sheets, map.error());
            return std::nullopt;
        }
        m_src.mapFile = m_src.addFile(m_doc.sourceFile());
        m_src.map = m_doc.ref(root, m_src.mapFile);
        m_src.sheets = m_doc.ref(sheets, m_src.mapFile);
        // Hexes that no element names are painted by default: they point to <hexes>.
        m_src.hexesAt = m_doc.ref(hexes ? hexes : root, m_src.mapFile);
        map->setPrintHexMm(m_printHexMm);
        if (references)
            readReferences(references, *map);
        if (hexes)
            readHexes(hexes, *map);
        if (hexsides)
            readHexsides(hexsides, *map);
        return std::move(map).value();
    }

private:
    void readNumbering(pugi::xml_node n) {
        Element e(m_doc, n, {"col-digits", "row-digits", "first-col", "first-row"});
        m_doc.rejectContent(n);
        Numbering num;
        num.colDigits = e.integer("col-digits", 1, 4, 2);
        num.rowDigits = e.integer("row-digits", 1, 4, 2);
        num.firstCol = e.integer("first-col", 0, 9999, 1);
        num.firstRow = e.integer("first-row", 0, 9999, 1);
        if (e.ok() && num.firstCol >= power10(num.colDigits))
            e.fail("first-col", "first-col " + std::to_string(num.firstCol) + " has more than " +
                                    std::to_string(num.colDigits) + " digits");
        if (e.ok() && num.firstRow >= power10(num.rowDigits))
            e.fail("first-row", "first-row " + std::to_string(num.firstRow) + " has more than " +
                                    std::to_string(num.rowDigits) + " digits");
        if (e.ok())
            m_numbering = num;
    }

    void readTerrainTypes(pugi::xml_node list) {
        m_doc.rejectText(list);
        std::map<std::string, int, std::less<>> lines;
        for (pugi::xml_node n : childElements(list)) {
            if (std::string_view(n.name()) != "terrain") {
                m_doc.unknownElement(n, list, {"terrain"});
                continue;
            }
            Element e(m_doc, n, {"id", "name", "colour", "pattern", "blocks-los", "general-order"});
            m_doc.rejectContent(n);
            TerrainType t;
            if (auto id = e.required("id")) {
                t.id = *id;
                if (!isTerrainId(t.id))
                    e.fail("id", "terrain id " + quote(t.id) +
                                     " must be lower-case letters, digits and '-'");
                else if (auto it = lines.find(t.id); it != lines.end())
                    e.fail("id", "terrain id '" + t.id + "' is defined twice (first at line " +
                                     std::to_string(it->second) + ")");
            }
            if (auto name = e.required("name"))
                t.name = *name;
            if (auto colour = e.required("colour")) {
                if (auto c = parseColour(*colour))
                    t.colour = *c;
                else
                    e.fail("colour", "colour " + quote(*colour) + " is not #rrggbb");
            }
            t.pattern = kPatterns[e.choice("pattern", kPatterns).value_or(0)];
            t.blocksLos = e.boolean("blocks-los", false);
            t.generalOrder = e.boolean("general-order", false);
            if (e.ok() && m_terrain.size() + 1 >= kVoidTerrain)
                e.fail("too many terrain types (a map may have at most " +
                       std::to_string(kVoidTerrain - 1) + ")");
            if (!e.ok())
                continue;
            lines.emplace(t.id, m_doc.line(n));
            m_terrain.push_back(std::move(t));
        }
    }

    void readSheets(pugi::xml_node list) {
        m_doc.rejectText(list);
        std::vector<int> lines;
        long long width = 0, height = 0;
        for (pugi::xml_node n : childElements(list)) {
            if (std::string_view(n.name()) != "sheet") {
                m_doc.unknownElement(n, list, {"sheet"});
                continue;
            }
            Element e(m_doc, n, {"letter", "col", "row", "cols", "rows"});
            m_doc.rejectContent(n);
            Sheet s;
            std::string who = "the sheet";
            if (auto letter = e.required("letter")) {
                if (letter->size() != 1 || (*letter)[0] < 'A' || (*letter)[0] > 'Z')
                    e.fail("letter", "sheet letter " + quote(*letter) +
                                         " is not a single capital letter A-Z");
                else {
                    s.letter = (*letter)[0];
                    who = std::string("sheet ") + s.letter;
                }
            }
            s.col = e.integer("col", 0, kMaxSheetPlace, true).value_or(0);
            s.row = e.integer("row", 0, kMaxSheetPlace, true).value_or(0);
            auto cols = e.integer("cols", 1, 9999, true);
            auto rows = e.integer("rows", 1, 9999, true);
            s.cols = cols.value_or(1);
            s.rows = rows.value_or(1);
            const Numbering& num = m_numbering;
            if (cols && num.firstCol + s.cols - 1 >= power10(num.colDigits)) {
                e.fail("cols", who + " has " + std::to_string(s.cols) + " columns, more than " +
                                   std::to_string(num.colDigits) +
                                   " column digits can number from " +
                                   std::to_string(num.firstCol));
            }
            if (rows && num.firstRow + s.rows - 1 >= power10(num.rowDigits)) {
                e.fail("rows", who + " has " + std::to_string(s.rows) + " rows, more than " +
                                   std::to_string(num.rowDigits) + " row digits can number from " +
                                   std::to_string(num.firstRow));
            }
            for (std::size_t i = 0; i < m_sheets.size() && e.ok(); ++i) {
                const Sheet& o = m_sheets[i];
                if (o.letter == s.letter)
                    e.fail("letter", who + " is defined twice (first at line " +
                                         std::to_string(lines[i]) + ")");
                else if (s.col < o.col + o.cols && o.col < s.col + s.cols &&
                         s.row < o.row + o.rows && o.row < s.row + s.rows)
                    e.fail(who + " overlaps sheet " + std::string(1, o.letter) + " (line " +
                           std::to_string(lines[i]) + ")");
            }
            long long w = std::max<long long>(width, s.col + s.cols);
            long long h = std::max<long long>(height, s.row + s.rows);
            if (e.ok() && w * h > kMaxGridCells)
                e.fail(who + " makes the battlefield grid " + std::to_string(w) + " x " +
                       std::to_string(h) + " hexes, more than the " +
                       std::to_string(kMaxGridCells / (1024 * 1024)) + "M a map may have");
            if (!e.ok())
                continue;
            width = w;
            height = h;
            lines.push_back(m_doc.line(n));
            m_sheets.push_back(s);
        }
    }

    void readHexes(pugi::xml_node list, Map& map) {
        m_doc.rejectText(list);
        // A bit for each hex set (by hex id); where it was set is in m_src.hexes, searched for
        // only for the messages listed (RepeatCap::kListed of them).
        std::vector<bool> seen(map.gridSize(), false);
        auto firstLine = [&](HexId h) {
            for (const auto& [hex, offset] : m_src.hexes.entries())
                if (hex == h)
                    return m_doc.lineAt(offset);
            return 0;
        };
        std::vector<std::string> terrainIds;
        for (const TerrainType& t : map.terrainTypes())
            terrainIds.push_back(t.id);
        auto read = [&](Element& e, std::uint32_t offset) {
            HexId h = readHex(e, "at", map);
            if (h != kNoHex && seen[h])
                e.fail("at", "map: a hex listed twice", [&] {
                    return "hex " + map.label(h) + " is listed twice (first at line " +
                           std::to_string(firstLine(h)) + ")";
                });
            TerrainId terrain = 0;
            if (e.has("terrain")) {
                std::string_view id = e.text("terrain");
                if (auto t = map.findTerrain(id))
                    terrain = *t;
                else
                    e.fail("terrain", "unknown terrain " + quote(id) + knownHint(id, terrainIds));
            }
            int elevation = e.integer("elevation", Map::kMinElevation, Map::kMaxElevation, 0);
            if (!e.ok())
                return;
            seen[h] = true;
            m_src.hexes.add(h, offset);
            map.setTerrain(h, terrain);
            map.setElevation(h, elevation);
        };
        // A plain <hex .../> that the document read itself is read here in one pass over its
        // attributes, without an Element; one with any problem goes through `read`, which
        // words it (so that its messages are the same).
        auto quick = [&](const FlatElement& f) {
            std::optional<std::string_view> at, terrainId, elevationText;
            std::uint32_t atOffset = 0;
            for (std::size_t k = 0; k < f.count; ++k) {
                const FlatElement::Attribute& a = f.attributes[k];
                if (sameName(a.name, "at")) {
                    at = a.value;
                    atOffset = a.offset;
                } else if (sameName(a.name, "terrain")) {
                    terrainId = a.value;
                } else if (sameName(a.name, "elevation")) {
                    elevationText = a.value;
                } else {
                    return false;
                }
            }
            const HexId h = at ? map.find(*at) : kNoHex;
            if (h == kNoHex || !map.onMap(h))
                return false;
            std::optional<TerrainId> terrain = terrainId ? map.findTerrain(*terrainId) : 0;
            std::optional<long long> elevation = elevationText ? parseInteger(*elevationText) : 0;
            if (!terrain || !elevation || *elevation < Map::kMinElevation ||
                *elevation > Map::kMaxElevation)
                return false;
            if (seen[h]) {
                m_doc.errorAt(atOffset, "map: a hex listed twice", [&] {
                    return "hex " + map.label(h) + " is listed twice (first at line " +
                           std::to_string(firstLine(h)) + ")";
                });
                return true;
            }
            seen[h] = true;
            m_src.hexes.add(h, f.offset);
            map.setTerrain(h, *terrain);
            map.setElevation(h, static_cast<int>(*elevation));
            return true;
        };
        FlatElements flat = m_doc.flatChildren(list);
        // Room for the plain ones, so that the table is not copied as it grows.
        m_src.hexes.reserve(m_src.hexes.size() + flat.count());
        for (FlatElement f; flat.next(f);) {
            if (quick(f))
                continue;
            Element e(m_doc, f, kHexAttributes);
            read(e, f.offset);
        }
        for (pugi::xml_node n : childElements(list)) {
            if (std::string_view(n.name()) != "hex") {
                m_doc.unknownElement(n, list, {"hex"});
                continue;
            }
            Element e(m_doc, n, kHexAttributes);
            m_doc.rejectContent(n);
            read(e, m_doc.offset(n));
        }
    }

    /// <reference-images>: scans to trace from. Only their placement is read here; the pictures
    /// are opened by whoever draws them (render/reference_picture.hpp).
    void readReferences(pugi::xml_node list, Map& map) {
        m_doc.rejectText(list);
        std::vector<ReferenceImage> images;
        for (pugi::xml_node n : childElements(list)) {
            if (std::string_view(n.name()) != "reference-image") {
                m_doc.unknownElement(n, list, {"reference-image"});
                continue;
            }
            Element e(m_doc, n, {"href", "transform", "opacity", "visible", "locked"});
            m_doc.rejectContent(n);
            ReferenceImage r;
            if (auto href = e.required("href")) {
                r.href = *href;
                if (r.href.empty())
                    e.fail("href", "the reference image's href is empty");
            }
            if (auto t = e.required("transform")) {
                if (auto a = parseAffine(*t))
                    r.toMap = *a;
                else
                    e.fail("transform", "transform " + quote(*t) +
                                            " is not six numbers 'a b c d e f' of an invertible "
                                            "placement (x = a u + b v + c, y = d u + e v + f)");
            }
            if (auto o = e.number("opacity")) {
                if (*o >= 0 && *o <= 1)
                    r.opacity = *o;
                else
                    e.fail("opacity", "opacity must be from 0 to 1");
            }
            r.visible = e.boolean("visible", true);
            r.locked = e.boolean("locked", false);
            if (!e.ok())
                continue;
            m_src.references.emplace_back(r.href, m_doc.ref(n, m_src.mapFile));
            images.push_back(std::move(r));
        }
        map.setReferences(std::move(images));
    }

    void readHexsides(pugi::xml_node list, Map& map) {
        m_doc.rejectText(list);
        // A hexside is set once with some features (none is accepted without): one whose
        // features are not 0 was listed before. `listed` keeps where, for the message (a
        // search, made only for the messages that are listed, RepeatCap::kListed of them).
        std::vector<std::pair<std::uint64_t, std::uint32_t>> listed; // owner and side, offset
        std::vector<std::string_view> featureNames;
        for (int i = 0; i < kFeatureCount; ++i)
            featureNames.push_back(featureName(static_cast<Features>(1u << i)));
        // Sets a hexside read without a problem; `twice(kind, make)` reports a second one.
        auto set = [&](HexId h, HexSide side, Features features, std::uint32_t offset, auto twice) {
            // A hexside belongs to the hex on its S/SW/NW side as N/NE/SE.
            const Offset at = map.offset(h); // one division by the width, not one per call
            Offset owner = at;
            int k = static_cast<int>(side);
            if (k >= 3) {
                owner = neighbour(owner, side);
                k -= 3;
            }
            const std::uint64_t key =
                (static_cast<std::uint64_t>(static_cast<std::uint32_t>(owner.col)) << 34) |
                (static_cast<std::uint64_t>(static_cast<std::uint32_t>(owner.row)) << 2) |
                static_cast<std::uint64_t>(k);
            if (map.features(at, side) != 0) {
                twice("map: a hexside listed twice", [&] {
                    std::uint32_t first = 0;
                    for (const auto& l : listed)
                        if (l.first == key)
                            first = l.second;
                    return "hexside " + map.label(h) + " " + std::string(toString(side)) +
                           " is listed twice (first at line " +
                           std::to_string(m_doc.lineAt(first)) + ")";
                });
                return;
            }
            listed.emplace_back(key, offset);
            m_src.hexsides.add(h, offset);
            if (HexId across = map.neighbour(at, side); across != kNoHex)
                m_src.hexsides.add(across, offset);
            map.setFeatures(h, side, features);
        };
        auto read = [&](Element& e, std::uint32_t offset) {
            HexId h = readHex(e, "at", map);
            auto sideIndex = e.choice("side", kSides, true);
            Features features = 0;
            bool unknownWord = false;
            if (auto text = e.required("features")) {
                std::size_t i = 0;
                while (i < text->size()) {
                    std::size_t j = text->find(' ', i);
                    if (j == std::string_view::npos)
                        j = text->size();
                    std::string_view word = text->substr(i, j - i);
                    if (!word.empty()) {
                        if (auto bit = parseFeature(word))
                            features = static_cast<Features>(features | *bit);
                        else {
                            unknownWord = true;
                            e.fail("features", "unknown hexside feature " + quote(word) +
                                                   knownHint(word, featureNames));
                        }
                    }
                    i = j + 1;
                }
                if (features == 0 && !unknownWord)
                    e.fail("features", "the hexside has no features (expected some of: " +
                                           joinList(featureNames) + ")");
            }
            if (h == kNoHex || !sideIndex || !e.ok())
                return;
            set(h, static_cast<HexSide>(*sideIndex), features, offset,
                [&](std::string_view kind, auto make) { e.fail(nullptr, kind, make); });
        };
        // A plain <hexside .../> that the document read itself is read here in one pass over
        // its attributes, without an Element; one with any problem but being listed twice
        // goes through `read`, which words it (so that its messages are the same).
        auto quick = [&](const FlatElement& f) {
            std::optional<std::string_view> at, sideText, featureText;
            for (std::size_t k = 0; k < f.count; ++k) {
                const FlatElement::Attribute& a = f.attributes[k];
                if (sameName(a.name, "at"))
                    at = a.value;
                else if (sameName(a.name, "side"))
                    sideText = a.value;
                else if (sameName(a.name, "features"))
                    featureText = a.value;
                else
                    return false;
            }
            if (!at || !sideText || !featureText)
                return false;
            const HexId h = map.find(*at);
            if (h == kNoHex || !map.onMap(h))
                return false;
            const std::optional<HexSide> side = parseHexSide(*sideText);
            if (!side)
                return false;
            Features features = 0;
            for (std::size_t i = 0; i < featureText->size();) {
                std::size_t j = featureText->find(' ', i);
                if (j == std::string_view::npos)
                    j = featureText->size();
                if (j > i) {
                    auto bit = parseFeature(featureText->substr(i, j - i));
                    if (!bit)
                        return false;
                    features = static_cast<Features>(features | *bit);
                }
                i = j + 1;
            }
            if (features == 0)
                return false;
            set(h, *side, features, f.offset,
                [&](std::string_view kind, auto make) { m_doc.errorAt(f.offset, kind, make); });
            return true;
        };
        // The plain <hexside .../> elements the document read itself come first. Room for
        // them, so that these tables are not copied as they grow: a hexside is listed once, and
        // filed under the hex on each side of it.
        FlatElements flat = m_doc.flatChildren(list);
        listed.reserve(listed.size() + flat.count());
        m_src.hexsides.reserve(m_src.hexsides.size() + 2 * flat.count());
        for (FlatElement f; flat.next(f);) {
            if (quick(f))
                continue;
            Element e(m_doc, f, kHexsideAttributes);
            read(e, f.offset);
        }
        for (pugi::xml_node n : childElements(list)) {
            if (std::string_view(n.name()) != "hexside") {
                m_doc.unknownElement(n, list, {"hexside"});
                continue;
            }
            Element e(m_doc, n, kHexsideAttributes);
            m_doc.rejectContent(n);
            read(e, m_doc.offset(n));
        }
    }

    XmlDocument& m_doc;
    SourceMap& m_src;
    std::string m_name;
    Numbering m_numbering;
    double m_printHexMm = kDefaultPrintHexMm;
    std::vector<TerrainType> m_terrain;
    std::vector<Sheet> m_sheets;
};

} // namespace

Loaded<Map> parseMap(std::string_view text, const std::string& name) {
    // The lists read as the reader goes; if one was not plain after all, the text is read again,
    // its lists scanned first (XmlDocument::readListsAsRead).
    for (const bool asRead : {true, false}) {
        Loaded<Map> out;
        XmlDocument doc;
        doc.readListsAsRead(asRead);
        if (doc.parse(text, name, "map", out.diagnostics, kMapFlatLists))
            out.value = MapReader(doc, out.sources).read();
        if (asRead && !doc.listsPlain())
            continue;
        doc.finish();
        sortByPosition(out.diagnostics, 0);
        return out;
    }
    return {}; // (the second reading always returns)
}

} // namespace marengo::formats
