#include "engine/map/map.hpp"

#include <algorithm>
#include <array>
#include <cstdio>

namespace marengo {

namespace {
constexpr std::array<std::string_view, kFeatureCount> kFeatureNames{
    "river", "stream", "ford", "bridge", "road", "trail", "slope", "wall", "hedge", "sunken-road"};
constexpr long kMaxGridCells = 64L * 1024 * 1024;
} // namespace

std::string_view featureName(Features singleBit) {
    for (int i = 0; i < kFeatureCount; ++i)
        if (singleBit == (1u << i))
            return kFeatureNames[i];
    return {};
}

std::optional<Features> parseFeature(std::string_view name) {
    for (int i = 0; i < kFeatureCount; ++i)
        if (kFeatureNames[i] == name)
            return static_cast<Features>(1u << i);
    return std::nullopt;
}

std::string formatFeatures(Features f) {
    std::string out;
    for (int i = 0; i < kFeatureCount; ++i) {
        if (f & (1u << i)) {
            if (!out.empty())
                out += ' ';
            out += kFeatureNames[i];
        }
    }
    return out;
}

Result<Features> parseFeatures(std::string_view text) {
    Features f = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ')
            ++j;
        if (j > i) {
            auto word = text.substr(i, j - i);
            auto bit = parseFeature(word);
            if (!bit)
                return Error{"unknown hexside feature '" + std::string(word) + "'"};
            f = static_cast<Features>(f | *bit);
        }
        i = j;
    }
    return f;
}

std::string formatLabel(const HexLabel& l, const Numbering& n) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%c%0*d%0*d", l.sheet, n.colDigits, l.col, n.rowDigits, l.row);
    return buf;
}

std::optional<HexLabel> parseLabel(std::string_view text, const Numbering& n) {
    if (text.size() != static_cast<std::size_t>(1 + n.colDigits + n.rowDigits))
        return std::nullopt;
    if (text[0] < 'A' || text[0] > 'Z')
        return std::nullopt;
    HexLabel l;
    l.sheet = text[0];
    auto digits = [](std::string_view d, int& out) { // at most 4 digits: no overflow
        int v = 0;
        for (char c : d) {
            if (c < '0' || c > '9')
                return false;
            v = v * 10 + (c - '0');
        }
        out = v;
        return true;
    };
    if (!digits(text.substr(1, n.colDigits), l.col) ||
        !digits(text.substr(1 + n.colDigits, n.rowDigits), l.row))
        return std::nullopt;
    return l;
}

std::vector<Sheet> sheetGrid(int across, int down, int cols, int rows) {
    std::vector<Sheet> sheets;
    for (int r = 0; r < down; ++r)
        for (int c = 0; c < across; ++c)
            sheets.push_back(
                Sheet{static_cast<char>('A' + sheets.size()), c * cols, r * rows, cols, rows});
    return sheets;
}

Result<Map> Map::create(std::string name, Numbering numbering, std::vector<Sheet> sheets,
                        std::vector<TerrainType> terrain) {
    if (terrain.empty())
        return Error{"the terrain table is empty"};
    if (terrain.size() >= kVoidTerrain)
        return Error{"too many terrain types (at most 254)"};
    if (sheets.empty())
        return Error{"the map has no sheet"};
    if (numbering.colDigits < 1 || numbering.colDigits > 4 || numbering.rowDigits < 1 ||
        numbering.rowDigits > 4)
        return Error{"numbering digits must be between 1 and 4"};
    if (numbering.firstCol < 0 || numbering.firstRow < 0)
        return Error{"numbering must start at column and row 0 or more"};
    Map m;
    m.m_name = std::move(name);
    m.m_numbering = numbering;
    m.m_terrainTypes = std::move(terrain);
    long w = 0, h = 0;
    for (std::size_t i = 0; i < sheets.size(); ++i) {
        const Sheet& s = sheets[i];
        if (s.letter < 'A' || s.letter > 'Z')
            return Error{std::string("sheet letter must be A-Z")};
        if (s.col < 0 || s.row < 0 || s.cols < 1 || s.rows < 1)
            return Error{std::string("sheet ") + s.letter + " has a negative place or no hexes"};
        long maxCol = numbering.firstCol + s.cols - 1, maxRow = numbering.firstRow + s.rows - 1;
        long colLimit = 1, rowLimit = 1;
        for (int d = 0; d < numbering.colDigits; ++d)
            colLimit *= 10;
        for (int d = 0; d < numbering.rowDigits; ++d)
            rowLimit *= 10;
        if (maxCol >= colLimit || maxRow >= rowLimit)
            return Error{std::string("sheet ") + s.letter +
                         " is larger than its numbering's digits can label"};
        for (std::size_t j = 0; j < i; ++j)
            if (sheets[j].letter == s.letter)
                return Error{std::string("two sheets have the letter ") + s.letter};
        w = std::max(w, static_cast<long>(s.col) + s.cols);
        h = std::max(h, static_cast<long>(s.row) + s.rows);
    }
    if (w * h > kMaxGridCells)
        return Error{"the map is larger than 64M hexes"};
    m.m_width = static_cast<int>(w);
    m.m_height = static_cast<int>(h);
    m.m_terrain.assign(static_cast<std::size_t>(w * h), kVoidTerrain);
    m.m_elevation.assign(static_cast<std::size_t>(w * h), 0);
    m.m_edges.assign(static_cast<std::size_t>((w + 2) * (h + 2) * 3), 0);
    for (const Sheet& s : sheets) {
        for (int r = s.row; r < s.row + s.rows; ++r) { // a row of the sheet at a time
            const auto row = m.m_terrain.begin() + m.id({s.col, r});
            if (std::any_of(row, row + s.cols, [](TerrainId t) { return t != kVoidTerrain; }))
                return Error{std::string("sheet ") + s.letter + " overlaps another sheet"};
            std::fill(row, row + s.cols, TerrainId{0});
            m.m_hexCount += static_cast<std::size_t>(s.cols);
        }
    }
    m.m_sheets = std::move(sheets);
    return m;
}

std::optional<TerrainId> Map::findTerrain(std::string_view id) const {
    // The sizes and first bytes before the rest, which tell most ids apart without a call to
    // compare the rest (a map file names a terrain per hex).
    for (std::size_t i = 0; i < m_terrainTypes.size(); ++i)
        if (const std::string& t = m_terrainTypes[i].id;
            t.size() == id.size() && (id.empty() || t[0] == id[0]) && t == id)
            return static_cast<TerrainId>(i);
    return std::nullopt;
}

bool Map::onEdge(HexId h) const {
    for (HexSide s : kAllSides)
        if (neighbour(h, s) == kNoHex)
            return true;
    return false;
}

const Sheet* Map::sheetOf(HexId h) const {
    if (!onMap(h))
        return nullptr;
    Offset o = offset(h);
    for (const Sheet& s : m_sheets)
        if (o.col >= s.col && o.col < s.col + s.cols && o.row >= s.row && o.row < s.row + s.rows)
            return &s;
    return nullptr;
}

std::string Map::label(HexId h) const {
    const Sheet* s = sheetOf(h);
    if (!s)
        return "?";
    Offset o = offset(h);
    return formatLabel(
        {s->letter, o.col - s->col + m_numbering.firstCol, o.row - s->row + m_numbering.firstRow},
        m_numbering);
}

namespace {
/// The number written with the `N` digits at `p` into `v`; false if one is not a digit.
template <std::size_t N> bool digitsOf(const char* p, unsigned& v) {
    bool digits = true;
    v = 0;
    for (std::size_t i = 0; i < N; ++i) {
        const unsigned d = static_cast<unsigned char>(p[i]) - unsigned{'0'};
        digits = digits && d <= 9;
        v = v * 10 + d;
    }
    return digits;
}
/// The same for `n` digits, 1 to 4 (Numbering's range), each count unrolled.
[[gnu::always_inline]] inline bool readDigits(const char* p, std::size_t n, unsigned& v) {
    switch (n) {
    case 1:
        return digitsOf<1>(p, v);
    case 2:
        return digitsOf<2>(p, v);
    case 3:
        return digitsOf<3>(p, v);
    case 4:
        return digitsOf<4>(p, v);
    default:
        return false;
    }
}
} // namespace

HexId Map::find(std::string_view text) const {
    // parseLabel's reading without a HexLabel: a map file names every hex it sets this way.
    const auto colDigits = static_cast<std::size_t>(m_numbering.colDigits);
    if (text.size() != 1 + colDigits + static_cast<std::size_t>(m_numbering.rowDigits))
        return kNoHex;
    // The column's digits, then the row's, each into a register of its own, unrolled for the
    // numbering's counts (a map has one numbering: the jumps go the same way every time).
    unsigned col = 0, row = 0;
    const bool digits = readDigits(text.data() + 1, colDigits, col) &&
                        readDigits(text.data() + 1 + colDigits,
                                   static_cast<std::size_t>(m_numbering.rowDigits), row);
    if (!digits)
        return kNoHex;
    // Sheets are mostly lettered A, B, C... in order (sheetGrid): the sheet at the letter's
    // place first, else the one with that letter (letters A-Z only, each once: create).
    const auto place = static_cast<std::size_t>(static_cast<unsigned char>(text[0]) - 'A');
    const Sheet* s =
        place < m_sheets.size() && m_sheets[place].letter == text[0] ? &m_sheets[place] : nullptr;
    for (std::size_t i = 0; !s && i < m_sheets.size(); ++i)
        if (m_sheets[i].letter == text[0])
            s = &m_sheets[i];
    const int c = static_cast<int>(col) - m_numbering.firstCol;
    const int r = static_cast<int>(row) - m_numbering.firstRow;
    if (!s || c < 0 || r < 0 || c >= s->cols || r >= s->rows)
        return kNoHex;
    return id({s->col + c, s->row + r});
}

void Map::setTerrain(HexId h, TerrainId t) {
    if (onMap(h) && t < m_terrainTypes.size())
        m_terrain[h] = t;
}

void Map::setElevation(HexId h, int level) {
    m_elevation[h] = static_cast<std::int8_t>(std::clamp(level, kMinElevation, kMaxElevation));
}

std::size_t Map::dataBytes() const {
    return m_terrain.size() * sizeof(TerrainId) + m_elevation.size() * sizeof(std::int8_t) +
           m_edges.size() * sizeof(Features);
}

} // namespace marengo
