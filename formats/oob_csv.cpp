// Orders of battle from a spreadsheet: CSV with a header row naming the columns in any order,
// one row a unit, rows in any order as long as every parent is somewhere in the file.
#include "formats/oob_text.hpp"

#include "formats/text_util.hpp"

#include <algorithm>
#include <cctype>
#include <tuple>
#include <unordered_map>

namespace marengo::formats {

using namespace detail;

namespace {

struct Cell {
    std::string text;
    int line = 0;
    int col = 0;
    bool quoted = false;
};

struct Record {
    int line = 0;
    std::vector<Cell> cells;
};

/// Splits CSV text into records (RFC 4180: quoted fields may hold separators, doubled quotes
/// and line breaks). Reports unclosed quotes and text after a closing quote.
class CsvSplitter {
public:
    CsvSplitter(std::string_view text, char sep, OobReport& report)
        : m_s(text), m_sep(sep), m_report(report) {}

    std::vector<Record> split() {
        std::vector<Record> out;
        while (m_pos < m_s.size()) {
            Record r;
            r.line = m_line;
            while (true) {
                r.cells.push_back(cell());
                if (m_pos < m_s.size() && m_s[m_pos] == m_sep) {
                    advance();
                    continue;
                }
                break;
            }
            // End of record: line break or end of text.
            if (m_pos < m_s.size() && m_s[m_pos] == '\r')
                advance();
            if (m_pos < m_s.size() && m_s[m_pos] == '\n')
                advance();
            out.push_back(std::move(r));
        }
        return out;
    }

private:
    void advance() {
        if (m_pos >= m_s.size())
            return;
        const char c = m_s[m_pos++];
        if (c == '\n') {
            ++m_line;
            m_col = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++m_col;
        }
    }

    bool atRecordEnd() const {
        return m_pos >= m_s.size() || m_s[m_pos] == m_sep || m_s[m_pos] == '\n' ||
               (m_s[m_pos] == '\r' && (m_pos + 1 >= m_s.size() || m_s[m_pos + 1] == '\n'));
    }

    Cell cell() {
        Cell c;
        // Blanks before a quoted field are allowed.
        std::size_t look = m_pos;
        while (look < m_s.size() && (m_s[look] == ' ' || m_s[look] == '\t') && m_s[look] != m_sep)
            ++look;
        if (look < m_s.size() && m_s[look] == '"') {
            while (m_pos < look)
                advance();
            c.line = m_line;
            c.col = m_col;
            c.quoted = true;
            advance();
            bool closed = false;
            while (m_pos < m_s.size()) {
                if (m_s[m_pos] == '"') {
                    if (m_pos + 1 < m_s.size() && m_s[m_pos + 1] == '"') {
                        c.text += '"';
                        advance();
                        advance();
                        continue;
                    }
                    advance();
                    closed = true;
                    break;
                }
                c.text += m_s[m_pos];
                advance();
            }
            if (!closed) {
                m_report.error(c.line, c.col, "quoted field is not closed (a '\"' is missing)");
                return c;
            }
            while (m_pos < m_s.size() && (m_s[m_pos] == ' ' || m_s[m_pos] == '\t') &&
                   m_s[m_pos] != m_sep)
                advance();
            if (!atRecordEnd()) {
                m_report.error(m_line, m_col,
                               "unexpected text after the closing quote of a field (a quote "
                               "inside a quoted field is written twice: \"\")");
                while (!atRecordEnd())
                    advance();
            }
            return c;
        }
        c.line = m_line;
        c.col = m_col;
        std::size_t start = m_pos;
        while (!atRecordEnd())
            advance();
        c.text = std::string(trim(m_s.substr(start, m_pos - start)));
        return c;
    }

    std::string_view m_s;
    char m_sep;
    OobReport& m_report;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_col = 1;
};

/// The separator: the most frequent of ',', ';' and tab in the header line (outside quotes).
char detectSeparator(std::string_view text) {
    int commas = 0, semicolons = 0, tabs = 0;
    bool inQuotes = false;
    for (char c : text) {
        if (c == '"')
            inQuotes = !inQuotes;
        else if (!inQuotes && c == '\n')
            break;
        else if (!inQuotes && c == ',')
            ++commas;
        else if (!inQuotes && c == ';')
            ++semicolons;
        else if (!inQuotes && c == '\t')
            ++tabs;
    }
    if (semicolons > commas && semicolons >= tabs)
        return ';';
    if (tabs > commas && tabs > semicolons)
        return '\t';
    return ',';
}

enum class Column {
    Id,
    Parent,
    Echelon,
    Name,
    Side,
    Field, ///< one of OobField
    Ignored
};

struct ColumnInfo {
    Column kind = Column::Ignored;
    OobField field = OobField::Count;
    std::string name;
    int col = 0;
};

struct ColumnName {
    std::string_view name;
    Column kind;
    OobField field;
};

constexpr std::array<ColumnName, 27> kColumns{{
    {"id", Column::Id, OobField::Count},
    {"parent", Column::Parent, OobField::Count},
    {"echelon", Column::Echelon, OobField::Count},
    {"name", Column::Name, OobField::Count},
    {"side", Column::Side, OobField::Count},
    {"arm", Column::Field, OobField::Arm},
    {"type", Column::Field, OobField::Type},
    {"nationality", Column::Field, OobField::Nationality},
    {"class", Column::Field, OobField::Class},
    {"increments", Column::Field, OobField::Increments},
    {"morale", Column::Field, OobField::Morale},
    {"fire", Column::Field, OobField::Fire},
    {"melee", Column::Field, OobField::Melee},
    {"movement", Column::Field, OobField::Movement},
    {"lance", Column::Field, OobField::Lance},
    {"skirmish", Column::Field, OobField::Skirmish},
    {"rank", Column::Field, OobField::Rank},
    {"bonus", Column::Field, OobField::Bonus},
    {"source", Column::Field, OobField::Source},
    {"page", Column::Field, OobField::Page},
    {"commander", Column::Field, OobField::Commander},
    // Short forms, as in the text format.
    {"inc", Column::Field, OobField::Increments},
    {"move", Column::Field, OobField::Movement},
    {"nat", Column::Field, OobField::Nationality},
    {"cdr", Column::Field, OobField::Commander},
    {"kind", Column::Echelon, OobField::Count},
    {"unit", Column::Echelon, OobField::Count},
}};

std::string lowerAscii(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool isCounter(Echelon e) {
    return e == Echelon::Regiment || e == Echelon::Battalion || e == Echelon::Battery;
}

class CsvReader {
public:
    CsvReader(std::string_view text, const std::string& name, const OobImportOptions& options)
        : m_text(text), m_options(options) {
        m_report.file = name;
    }

    Loaded<OrderOfBattle> read() {
        std::string_view text = m_text;
        if (text.substr(0, 3) == "\xEF\xBB\xBF")
            text.remove_prefix(3);
        CsvSplitter splitter(text, detectSeparator(text), m_report);
        std::vector<Record> records = splitter.split();
        std::erase_if(records, [](const Record& r) {
            return std::all_of(r.cells.begin(), r.cells.end(),
                               [](const Cell& c) { return c.text.empty(); });
        });
        if (records.empty()) {
            m_report.error(0, 0,
                           "no header row: the first row names the columns (id, parent, echelon, "
                           "name, ...)");
        } else if (readHeader(records.front())) {
            std::vector<UnitDraft> drafts;
            std::vector<std::string> parents;
            std::vector<int> parentCols;
            for (std::size_t i = 1; i < records.size(); ++i)
                readRow(records[i], drafts, parents, parentCols);
            if (drafts.empty())
                m_report.error(0, 0, "no units: the file has a header row but no rows below it");
            order(drafts, parents, parentCols);
            buildOob(drafts, m_report, m_oob);
        }
        applySide(m_report, m_oob, m_options, m_sideLine, m_sideCol, 0, 0);
        Loaded<OrderOfBattle> out;
        out.value = std::move(m_oob);
        out.diagnostics = m_report.take();
        std::stable_sort(out.diagnostics.begin(), out.diagnostics.end(),
                         [](const Diagnostic& a, const Diagnostic& b) {
                             return std::tie(a.line, a.col) < std::tie(b.line, b.col);
                         });
        return out;
    }

private:
    /// Maps the header's columns; false when the rows cannot be read (no id, parent or echelon
    /// column).
    bool readHeader(const Record& header) {
        std::vector<std::string_view> known;
        for (const ColumnName& c : kColumns)
            known.push_back(c.name);
        known.resize(21); // the short forms are not advertised
        std::unordered_map<std::string, int> seen;
        bool hasId = false, hasEchelon = false, hasName = false, hasParent = false;
        for (const Cell& cell : header.cells) {
            ColumnInfo info;
            info.name = lowerAscii(trim(cell.text));
            info.col = cell.col;
            if (!info.name.empty()) {
                const ColumnName* match = nullptr;
                for (const ColumnName& c : kColumns)
                    if (c.name == info.name)
                        match = &c;
                if (!match) {
                    m_report.error(cell.line, cell.col,
                                   "unknown column " + quote(cell.text) +
                                       knownHint(info.name, known));
                } else {
                    const std::string canonical = match->kind == Column::Field
                                                      ? std::string(fieldName(match->field))
                                                      : info.name;
                    auto [it, fresh] = seen.emplace(canonical, cell.col);
                    if (!fresh) {
                        m_report.error(cell.line, cell.col,
                                       "column " + quote(canonical) +
                                           " appears twice (also at column " +
                                           std::to_string(it->second) + ")");
                    } else {
                        info.kind = match->kind;
                        info.field = match->field;
                        hasId = hasId || info.kind == Column::Id;
                        hasEchelon = hasEchelon || info.kind == Column::Echelon;
                        hasName = hasName || info.kind == Column::Name;
                        hasParent = hasParent || info.kind == Column::Parent;
                    }
                }
            }
            m_columns.push_back(std::move(info));
        }
        std::vector<std::string> missing;
        if (!hasId)
            missing.emplace_back("id");
        if (!hasParent)
            missing.emplace_back("parent");
        if (!hasEchelon)
            missing.emplace_back("echelon");
        if (!hasName)
            missing.emplace_back("name");
        if (!missing.empty())
            m_report.error(header.line, 1,
                           "the header row has no " + joinList(missing) +
                               " column (it needs id, parent, echelon and name; the others are "
                               "optional)");
        return hasId && hasEchelon && hasParent;
    }

    void readRow(const Record& row, std::vector<UnitDraft>& drafts,
                 std::vector<std::string>& parents, std::vector<int>& parentCols) {
        UnitDraft d;
        d.line = row.line;
        d.col = 1;
        std::string parent;
        int parentCol = 0;
        const Cell* echelonCell = nullptr;
        const Cell* idCell = nullptr;
        const Cell* nameCell = nullptr;
        for (std::size_t i = 0; i < row.cells.size(); ++i) {
            const Cell& cell = row.cells[i];
            if (i >= m_columns.size()) {
                if (!cell.text.empty()) {
                    m_report.error(cell.line, cell.col,
                                   "value " + quote(cell.text) +
                                       " in a column the header row does not name");
                    d.failed = true;
                }
                continue;
            }
            if (!checkText(cell)) {
                d.failed = true;
                continue;
            }
            const ColumnInfo& column = m_columns[i];
            switch (column.kind) {
            case Column::Id:
                idCell = &cell;
                break;
            case Column::Echelon:
                echelonCell = &cell;
                break;
            case Column::Name:
                nameCell = &cell;
                break;
            case Column::Parent:
                parent = cell.text;
                parentCol = cell.col;
                break;
            case Column::Side:
                readSide(cell);
                break;
            case Column::Ignored:
                if (!cell.text.empty() && column.name.empty()) {
                    m_report.error(cell.line, cell.col,
                                   "value " + quote(cell.text) +
                                       " in a column without a name in the header row");
                    d.failed = true;
                }
                break;
            case Column::Field:
                break;
            }
        }
        if (echelonCell) {
            d.col = echelonCell->col;
            if (echelonCell->text.empty()) {
                m_report.error(row.line, echelonCell->col,
                               "no echelon (army, corps, division, brigade, regiment, battalion, "
                               "battery or leader)");
                d.failed = true;
            } else if (auto e = parseEchelonWord(echelonCell->text)) {
                d.unit.echelon = *e;
                d.echelonKnown = true;
            } else {
                m_report.error(row.line, echelonCell->col,
                               "unknown echelon " + quote(echelonCell->text) +
                                   knownHint(lowerAscii(echelonCell->text), echelonWords()));
                d.failed = true;
            }
        }
        if (idCell) {
            d.idCol = idCell->col;
            d.unit.id = idCell->text;
            if (idCell->text.empty()) {
                m_report.error(row.line, idCell->col, "the row has no id");
                d.failed = true;
            } else if (!isOobId(idCell->text)) {
                m_report.error(row.line, idCell->col,
                               "unit id " + quote(idCell->text) +
                                   " may only have letters, digits, '.', '_' and '-'");
                d.failed = true;
            }
        }
        if (nameCell) {
            d.unit.name = nameCell->text;
            if (nameCell->text.empty()) {
                m_report.error(row.line, nameCell->col,
                               "unit " + quote(d.unit.id) + " has no name");
                d.failed = true;
            }
        }
        for (std::size_t i = 0; i < row.cells.size() && i < m_columns.size(); ++i)
            if (m_columns[i].kind == Column::Field)
                readField(d, m_columns[i].field, row.cells[i]);
        drafts.push_back(std::move(d));
        parents.push_back(std::move(parent));
        parentCols.push_back(parentCol);
    }

    /// Rejects text that is not UTF-8, line breaks and control characters in a value.
    bool checkText(const Cell& cell) {
        if (invalidUtf8(cell.text) != std::string_view::npos) {
            m_report.error(cell.line, cell.col,
                           "the value is not valid UTF-8 text (save the file as CSV UTF-8)");
            return false;
        }
        for (char ch : cell.text) {
            auto c = static_cast<unsigned char>(ch);
            if (c < 0x20 || c == 0x7F) {
                m_report.error(cell.line, cell.col,
                               c == '\n' || c == '\r' ? "line break inside a value"
                                                      : "control character (byte " +
                                                            std::to_string(c) + ") in a value");
                return false;
            }
        }
        return true;
    }

    void readSide(const Cell& cell) {
        if (cell.text.empty())
            return;
        if (m_oob.side.empty()) {
            m_oob.side = cell.text;
            m_sideLine = cell.line;
            m_sideCol = cell.col;
        } else if (cell.text != m_oob.side) {
            m_report.error(cell.line, cell.col,
                           "side " + quote(cell.text) + " differs from side " + quote(m_oob.side) +
                               " of line " + std::to_string(m_sideLine) +
                               " (an order of battle is one side's)");
        }
    }

    void readField(UnitDraft& d, OobField f, const Cell& cell) {
        if (cell.text.empty())
            return;
        const auto slot = static_cast<std::size_t>(f);
        Unit& u = d.unit;
        if (int* field = numberField(u, f)) {
            int v = 0;
            if (!checkValue(m_report, cell.line, cell.col, f, cell.text, v)) {
                d.failed = true;
                d.given[slot] = cell.col;
                return;
            }
            // A spreadsheet filled with zeros: 0 counts as given only where it is a printed
            // value of a counter.
            if (v == 0 && (f == OobField::Lance || f == OobField::Bonus ||
                           !(d.echelonKnown && isCounter(d.unit.echelon))))
                return;
            d.given[slot] = cell.col;
            *field = v;
            return;
        }
        const std::string l = lowerAscii(cell.text);
        switch (f) {
        case OobField::Arm:
            if (l == "inf" || l == "infantry")
                u.arm = Arm::Infantry;
            else if (l == "cav" || l == "cavalry")
                u.arm = Arm::Cavalry;
            else if (l == "artillery" || l == "art")
                u.arm = Arm::Artillery;
            else if (l == "leader")
                u.arm = Arm::Leader;
            else {
                m_report.error(cell.line, cell.col,
                               "arm " + quote(cell.text) +
                                   " is not infantry or cavalry (inf, cav)");
                d.failed = true;
                return;
            }
            break;
        case OobField::Type:
            if (l == "foot")
                u.artillery = ArtilleryType::Foot;
            else if (l == "horse")
                u.artillery = ArtilleryType::Horse;
            else {
                m_report.error(cell.line, cell.col,
                               "battery type " + quote(cell.text) + " is not foot or horse");
                d.failed = true;
                return;
            }
            break;
        case OobField::Skirmish:
            if (l == "true" || l == "yes" || l == "y" || l == "1" || l == "x" || l == "sk")
                u.skirmish = true;
            else if (l == "false" || l == "no" || l == "n" || l == "0")
                return; // not given
            else {
                m_report.error(cell.line, cell.col,
                               "skirmish " + quote(cell.text) +
                                   " is not yes or no (true, false, 1, 0, x or empty)");
                d.failed = true;
                return;
            }
            break;
        case OobField::Nationality:
            u.nationality = cell.text;
            break;
        case OobField::Class:
            u.unitClass = cell.text;
            break;
        case OobField::Commander:
            u.commander = cell.text;
            break;
        case OobField::Rank:
            u.rank = cell.text;
            break;
        case OobField::Source:
            u.provenance.source = cell.text;
            break;
        case OobField::Page:
            u.provenance.page = cell.text;
            break;
        default:
            return;
        }
        d.given[slot] = cell.col;
    }

    /// Puts the rows in hierarchy order (parents first, children in row order) and links each
    /// draft to its parent; reports missing parents and cycles.
    void order(std::vector<UnitDraft>& drafts, const std::vector<std::string>& parents,
               const std::vector<int>& parentCols) {
        const std::size_t n = drafts.size();
        std::unordered_map<std::string, std::size_t> byId;
        for (std::size_t i = 0; i < n; ++i)
            if (!drafts[i].unit.id.empty())
                byId.emplace(drafts[i].unit.id, i); // the first row of an id
        constexpr std::size_t kNone = static_cast<std::size_t>(-1);
        std::vector<std::size_t> parentOf(n, kNone);
        std::vector<std::vector<std::size_t>> children(n);
        std::vector<std::size_t> roots;
        for (std::size_t i = 0; i < n; ++i) {
            if (parents[i].empty()) {
                roots.push_back(i);
                continue;
            }
            auto it = byId.find(parents[i]);
            if (it == byId.end()) {
                m_report.error(drafts[i].line, parentCols[i],
                               "parent " + quote(parents[i]) + " of unit " +
                                   quote(drafts[i].unit.id) + " is not in the file");
                drafts[i].failed = true;
                drafts[i].placementReported = true;
                roots.push_back(i);
                continue;
            }
            parentOf[i] = it->second;
            children[it->second].push_back(i);
        }
        std::vector<std::size_t> sequence;
        std::vector<bool> visited(n, false);
        auto walk = [&](std::size_t root) {
            std::vector<std::size_t> stack{root};
            while (!stack.empty()) {
                std::size_t i = stack.back();
                stack.pop_back();
                if (visited[i])
                    continue;
                visited[i] = true;
                sequence.push_back(i);
                for (auto c = children[i].rbegin(); c != children[i].rend(); ++c)
                    if (!visited[*c])
                        stack.push_back(*c);
            }
        };
        for (std::size_t r : roots)
            walk(r);
        // What is left hangs off a cycle of parents.
        std::vector<std::size_t> onChain(n, kNone); // the row whose chain passed here
        for (std::size_t i = 0; i < n; ++i) {
            if (visited[i])
                continue;
            std::vector<std::size_t> chain;
            std::size_t at = i;
            while (at != kNone && onChain[at] != i && !visited[at]) {
                onChain[at] = i;
                chain.push_back(at);
                at = parentOf[at];
            }
            if (at == kNone || visited[at] || onChain[at] != i)
                continue; // cannot happen: unvisited rows lead to a cycle
            auto from = std::find(chain.begin(), chain.end(), at);
            std::vector<std::size_t> cycle(from, chain.end());
            const std::size_t first = *std::min_element(cycle.begin(), cycle.end());
            std::string path;
            // Start the path at the first row of the cycle.
            auto start = std::find(cycle.begin(), cycle.end(), first);
            std::rotate(cycle.begin(), start, cycle.end());
            for (std::size_t k : cycle)
                path += quote(drafts[k].unit.id) + " in ";
            path += quote(drafts[first].unit.id);
            m_report.error(drafts[first].line, parentCols[first],
                           "the parents form a cycle: " + path +
                               " (a unit cannot be inside itself)");
            for (std::size_t k : cycle) {
                drafts[k].failed = true;
                drafts[k].placementReported = true;
            }
            parentOf[first] = kNone;
            walk(first);
        }
        std::vector<int> newIndex(n, -1);
        for (std::size_t k = 0; k < sequence.size(); ++k)
            newIndex[sequence[k]] = static_cast<int>(k);
        std::vector<UnitDraft> sorted;
        sorted.reserve(n);
        for (std::size_t k = 0; k < sequence.size(); ++k) {
            UnitDraft d = std::move(drafts[sequence[k]]);
            const std::size_t p = parentOf[sequence[k]];
            d.parent = p == kNone ? -1 : newIndex[p];
            if (d.parent >= static_cast<int>(k)) // not a parent before its child: drop the link
                d.parent = -1;
            sorted.push_back(std::move(d));
        }
        drafts = std::move(sorted);
    }

    std::string_view m_text;
    const OobImportOptions& m_options;
    OobReport m_report;
    OrderOfBattle m_oob;
    std::vector<ColumnInfo> m_columns;
    int m_sideLine = 0, m_sideCol = 0;
};

} // namespace

Loaded<OrderOfBattle> parseOobCsv(std::string_view text, const std::string& name,
                                  const OobImportOptions& options) {
    return CsvReader(text, name, options).read();
}

} // namespace marengo::formats
