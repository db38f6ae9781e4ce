// The OOB text format (docs/oob-text.md): reading with every problem reported at once, and the
// canonical writer. Also the checks shared with the CSV reader (oob_csv.cpp).
#include "formats/oob_text.hpp"

#include "formats/file_io.hpp"
#include "formats/text_util.hpp"

#include <algorithm>
#include <cctype>
#include <tuple>
#include <unordered_map>

namespace marengo::formats {

namespace detail {

namespace {

struct EchelonWord {
    std::string_view word;
    Echelon echelon;
};
constexpr std::array<EchelonWord, 14> kEchelonWords{{{"army", Echelon::Army},
                                                     {"corps", Echelon::Corps},
                                                     {"division", Echelon::Division},
                                                     {"div", Echelon::Division},
                                                     {"brigade", Echelon::Brigade},
                                                     {"bde", Echelon::Brigade},
                                                     {"regiment", Echelon::Regiment},
                                                     {"regt", Echelon::Regiment},
                                                     {"battalion", Echelon::Battalion},
                                                     {"bn", Echelon::Battalion},
                                                     {"battery", Echelon::Battery},
                                                     {"bty", Echelon::Battery},
                                                     {"leader", Echelon::Leader},
                                                     {"ldr", Echelon::Leader}}};

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string echelonName(Echelon e) {
    return std::string(toString(e));
}

/// "a battalion", "an army".
std::string aUnit(Echelon e) {
    return (e == Echelon::Army ? "an " : "a ") + echelonName(e);
}

bool isFormation(Echelon e) {
    return e == Echelon::Army || e == Echelon::Corps || e == Echelon::Division ||
           e == Echelon::Brigade;
}

Arm impliedArm(Echelon e) {
    switch (e) {
    case Echelon::Battalion:
        return Arm::Infantry;
    case Echelon::Battery:
        return Arm::Artillery;
    case Echelon::Leader:
        return Arm::Leader;
    default:
        return Arm::None;
    }
}

/// Reports the value fields a unit should not have (one message a group) and returns false.
bool checkFields(const UnitDraft& d, OobReport& r) {
    const Echelon e = d.unit.echelon;
    const std::string who = echelonName(e) + " " + quote(d.unit.id);
    bool ok = true;
    auto fail = [&](OobField f, const std::string& message) {
        r.error(d.line, d.colOf(f), message);
        ok = false;
    };
    // Counter values, once.
    if (isFormation(e) || e == Echelon::Leader) {
        for (OobField f : {OobField::Increments, OobField::Morale, OobField::Fire, OobField::Melee,
                           OobField::Movement}) {
            if (!d.has(f))
                continue;
            fail(f, isFormation(e)
                        ? aUnit(e) + " has no counter values of its own (" +
                              std::string(fieldName(f)) +
                              "): values go on its regiments, battalions and batteries"
                        : "a leader has no counter values (" + std::string(fieldName(f)) +
                              "): give its rank and bonus, e.g. rank GdD +1");
            break;
        }
    }
    if (d.has(OobField::Arm)) {
        if (e != Echelon::Regiment && d.unit.arm != impliedArm(e))
            fail(OobField::Arm, aUnit(e) + " cannot be " + std::string(toString(d.unit.arm)) +
                                    (e == Echelon::Battalion ? " (battalions are infantry)"
                                     : e == Echelon::Battery ? " (batteries are artillery)"
                                                             : ""));
        else if (e == Echelon::Regiment && d.unit.arm != Arm::Infantry &&
                 d.unit.arm != Arm::Cavalry)
            fail(OobField::Arm,
                 "a regiment is infantry or cavalry, not " + std::string(toString(d.unit.arm)));
    }
    if (d.has(OobField::Type) && e != Echelon::Battery)
        fail(OobField::Type, "foot and horse are for batteries, not for " + who);
    if (d.has(OobField::Class) && e != Echelon::Regiment && e != Echelon::Battalion)
        fail(OobField::Class,
             "class is for regiments and battalions (battalions inherit their regiment's), not "
             "for " +
                 who);
    if (d.has(OobField::Commander) && !isFormation(e))
        fail(OobField::Commander,
             aUnit(e) + " has no commander: commanders are for armies, corps, divisions and " +
                 "brigades (a general with a counter is a leader line of its own)");
    for (OobField f : {OobField::Rank, OobField::Bonus})
        if (d.has(f) && e != Echelon::Leader) {
            fail(f, std::string(fieldName(f)) + " is for leaders, not for " + who +
                        (f == OobField::Bonus && e == Echelon::Regiment
                             ? " (a lance bonus follows melee: 12+2, or lance 2)"
                             : ""));
            break;
        }
    if (d.has(OobField::Lance) && !(e == Echelon::Regiment && d.unit.arm != Arm::Infantry))
        fail(OobField::Lance, "only cavalry has a lance bonus, not " + who);
    if (d.has(OobField::Skirmish) && e != Echelon::Regiment && e != Echelon::Battalion)
        fail(OobField::Skirmish,
             aUnit(e) + " cannot skirmish (sk is for infantry and light cavalry)");
    return ok;
}

/// Reports what a counter needs but lacks and returns false.
bool checkRequired(const UnitDraft& d, bool hasBattalions, OobReport& r) {
    const Echelon e = d.unit.echelon;
    const std::string who = echelonName(e) + " " + quote(d.unit.id);
    bool ok = true;
    auto fail = [&](const std::string& message) {
        r.error(d.line, d.col, message);
        ok = false;
    };
    if (e == Echelon::Regiment && !d.has(OobField::Arm)) {
        fail(who + " needs an arm: inf or cav" + d.hint);
        return false;
    }
    if (e == Echelon::Battery && !d.has(OobField::Type))
        fail(who + " needs its type: foot or horse" + d.hint);
    std::vector<OobField> need;
    using F = OobField;
    bool anyValue = d.has(F::Increments) || d.has(F::Morale) || d.has(F::Fire) || d.has(F::Melee) ||
                    d.has(F::Movement);
    switch (e) {
    case Echelon::Battalion:
        need = {F::Increments, F::Morale, F::Fire, F::Melee, F::Movement};
        break;
    case Echelon::Regiment:
        if (d.unit.arm == Arm::Cavalry)
            need = {F::Increments, F::Morale, F::Melee, F::Movement};
        else if (anyValue)
            need = {F::Increments, F::Morale, F::Fire, F::Melee, F::Movement};
        else if (!hasBattalions)
            fail(who + " has neither battalions nor values: give the regiment's values "
                       "(increments-morale-fire-melee-movement, e.g. 14-43-14-16-6) or indent its "
                       "battalions under it");
        break;
    case Echelon::Battery:
        need = {F::Increments, F::Fire, F::Movement};
        break;
    default:
        break;
    }
    std::vector<std::string> missing;
    for (F f : need)
        if (!d.has(f))
            missing.emplace_back(fieldName(f));
    if (!missing.empty() && missing.size() == need.size() && need.size() >= 3) {
        fail(who + " has no values: expected increments-morale-fire-melee-movement" +
             (e == Echelon::Battery ? std::string(", e.g. 2-0-8-0-5")
              : e == Echelon::Regiment && d.unit.arm == Arm::Cavalry
                  ? std::string(", e.g. 6-44-0-12-14")
                  : std::string(", e.g. 7-43-7-8-6")) +
             d.hint);
    } else if (!missing.empty()) {
        fail(who + " has no " + joinList(missing));
    } else if (!d.failed && std::find(need.begin(), need.end(), F::Morale) != need.end() &&
               d.unit.morale == 0) { // a failed draft had its morale reported already
        r.error(d.line, d.colOf(F::Morale), who + " needs a morale, a d66 number (11-66), not 0");
        ok = false;
    }
    return ok;
}

/// Checks that `d` may sit under `p` (OrderOfBattle::add's rules, said for a transcriber).
bool checkNesting(const UnitDraft& p, const UnitDraft& d, OobReport& r) {
    const Echelon pe = p.unit.echelon, e = d.unit.echelon;
    const std::string where = " (" + quote(d.unit.id) + " under " + quote(p.unit.id) + " of line " +
                              std::to_string(p.line) + ")";
    std::string message;
    if (pe == Echelon::Battalion || pe == Echelon::Battery || pe == Echelon::Leader)
        message = "nothing can be part of " + aUnit(pe) + where +
                  ": only formations and regiments have units under them";
    else if (e == Echelon::Army)
        message = "an army cannot be part of " + aUnit(pe) + where;
    else if (pe >= e && e != Echelon::Battery && e != Echelon::Leader)
        message = aUnit(e) + " cannot be part of " + aUnit(pe) + where +
                  ": a unit sits under a higher echelon";
    else if (e == Echelon::Battalion && pe == Echelon::Regiment && p.unit.arm == Arm::Cavalry)
        message = "a cavalry regiment has no battalions" + where;
    if (message.empty())
        return true;
    r.error(d.line, d.col, message);
    return false;
}

} // namespace

int* numberField(Unit& u, OobField f) {
    switch (f) {
    case OobField::Increments:
        return &u.increments;
    case OobField::Morale:
        return &u.morale;
    case OobField::Fire:
        return &u.fire;
    case OobField::Melee:
        return &u.melee;
    case OobField::Movement:
        return &u.movement;
    case OobField::Lance:
        return &u.lanceBonus;
    case OobField::Bonus:
        return &u.leaderBonus;
    default:
        return nullptr;
    }
}

std::optional<Echelon> parseEchelonWord(std::string_view word) {
    if (word.size() > 16)
        return std::nullopt;
    const std::string w = lower(word);
    for (const EchelonWord& e : kEchelonWords)
        if (e.word == w)
            return e.echelon;
    return std::nullopt;
}

std::vector<std::string_view> echelonWords() {
    std::vector<std::string_view> out;
    for (const EchelonWord& e : kEchelonWords)
        out.push_back(e.word);
    return out;
}

std::size_t invalidUtf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        std::size_t len = 0;
        unsigned min = 0;
        if (c < 0x80) {
            ++i;
            continue;
        }
        if (c >= 0xC2 && c <= 0xDF) {
            len = 2;
            min = 0x80;
        } else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            min = 0x800;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            min = 0x10000;
        } else {
            return i;
        }
        if (i + len > s.size())
            return i;
        unsigned cp = c & (0xFF >> (len + 1));
        for (std::size_t k = 1; k < len; ++k) {
            const auto cc = static_cast<unsigned char>(s[i + k]);
            if ((cc & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (cc & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += len;
    }
    return std::string_view::npos;
}

bool isOobId(std::string_view id) {
    return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '.' || c == '_' || c == '-';
    });
}

bool checkValue(OobReport& report, int line, int col, OobField f, std::string_view text, int& out) {
    const std::string name(fieldName(f));
    std::string_view digits = text;
    if ((f == OobField::Lance || f == OobField::Bonus) && !digits.empty() && digits[0] == '+')
        digits.remove_prefix(1);
    const bool allDigits = !digits.empty() && std::all_of(digits.begin(), digits.end(), [](char c) {
        return c >= '0' && c <= '9';
    });
    if (!allDigits) {
        report.error(line, col,
                     name + " " + quote(text) + " is not a number (expected " +
                         (f == OobField::Morale ? "a d66 number, 11-66" : "a whole number 0-99") +
                         ")");
        return false;
    }
    auto v = digits.size() > 6 ? std::nullopt : parseInteger(digits);
    if (!v || *v > 99) {
        report.error(line, col, name + " " + std::string(text) + " is out of range 0-99");
        return false;
    }
    const int value = static_cast<int>(*v);
    if (f == OobField::Morale && value != 0 && !isD66(value)) {
        report.error(line, col,
                     "morale " + std::to_string(value) + " is not a d66 number (both digits 1-6)");
        return false;
    }
    out = value;
    return true;
}

void buildOob(std::vector<UnitDraft>& drafts, OobReport& report, OrderOfBattle& oob) {
    const std::size_t n = drafts.size();
    std::vector<bool> hasBattalions(n, false), added(n, false);
    for (const UnitDraft& d : drafts) // a unit of unknown kind may be a battalion
        if (d.parent >= 0 && static_cast<std::size_t>(d.parent) < n &&
            (!d.echelonKnown || d.unit.echelon == Echelon::Battalion))
            hasBattalions[static_cast<std::size_t>(d.parent)] = true;
    std::unordered_map<std::string, int> firstLine;
    for (std::size_t i = 0; i < n; ++i) {
        UnitDraft& d = drafts[i];
        bool ok = !d.failed && d.echelonKnown;
        if (isOobId(d.unit.id)) {
            auto [it, fresh] = firstLine.emplace(d.unit.id, d.line);
            if (!fresh) {
                report.error(d.line, d.idCol,
                             "unit id " + quote(d.unit.id) + " is used twice (also at line " +
                                 std::to_string(it->second) + ")");
                ok = false;
            }
        }
        if (!d.echelonKnown)
            continue;
        if (d.unit.echelon != Echelon::Regiment && !d.has(OobField::Arm))
            d.unit.arm = impliedArm(d.unit.echelon);
        ok = checkFields(d, report) && ok;
        ok = checkRequired(d, hasBattalions[i], report) && ok;
        const bool hasParent = d.parent >= 0 && static_cast<std::size_t>(d.parent) < i;
        const UnitDraft* p = hasParent ? &drafts[static_cast<std::size_t>(d.parent)] : nullptr;
        if (!d.placementReported) {
            if (!p && d.unit.echelon != Echelon::Army) {
                report.error(d.line, d.col,
                             aUnit(d.unit.echelon) + " " + quote(d.unit.id) +
                                 " must be part of a formation: an order of battle starts with "
                                 "an army, and everything else is indented under it");
                ok = false;
            } else if (p && p->echelonKnown && !checkNesting(*p, d, report)) {
                ok = false;
            }
        }
        if (p && !added[static_cast<std::size_t>(d.parent)])
            ok = false; // the parent was reported already
        if (!ok)
            continue;
        d.unit.parent = p ? p->unit.id : std::string();
        if (d.unit.echelon != Echelon::Regiment)
            d.unit.arm = impliedArm(d.unit.echelon);
        if (auto st = oob.add(d.unit); !st)
            report.error(d.line, d.col, st.error());
        else
            added[i] = true;
    }
}

void applySide(OobReport& report, OrderOfBattle& oob, const OobImportOptions& options, int sideLine,
               int sideCol, int natLine, int natCol) {
    if (!options.side.empty()) {
        if (!oob.side.empty() && oob.side != options.side)
            report.error(sideLine, sideCol,
                         "side " + quote(oob.side) + " differs from --side " + quote(options.side));
        else
            oob.side = options.side;
    }
    if (oob.side.empty())
        report.error(0, 0,
                     "no side: add a line 'side: French' at the top, a side column, or use "
                     "--side");
    if (!options.nationality.empty()) {
        if (!oob.nationality.empty() && oob.nationality != options.nationality)
            report.error(natLine, natCol,
                         "nationality " + quote(oob.nationality) + " differs from --nationality " +
                             quote(options.nationality));
        else
            oob.nationality = options.nationality;
    }
}

} // namespace detail

using namespace detail;

namespace {

// ---------------------------------------------------------------------------------------------
// Reading

/// 1-based column (in code points) of byte `offset` of `line`.
int columnOf(std::string_view line, std::size_t offset) {
    int col = 1;
    for (std::size_t i = 0; i < offset && i < line.size(); ++i)
        if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80)
            ++col;
    return col;
}

bool isBlank(char c) {
    return c == ' ' || c == '\t';
}

struct Token {
    std::string text;
    int col = 0;
    bool quoted = false;
};

/// Reads one line of OOB text, token by token.
class LineScanner {
public:
    LineScanner(std::string_view line, int number, OobReport& report)
        : m_s(line), m_line(number), m_report(report) {}

    std::size_t pos() const { return m_pos; }
    void setPos(std::size_t p) { m_pos = std::min(p, m_s.size()); }
    int col() const { return colAt(m_pos); }
    /// Column of byte `p`, counted on from the last position asked for (positions mostly grow,
    /// so a long line costs linear time, not quadratic).
    int colAt(std::size_t p) const {
        p = std::min(p, m_s.size());
        if (p < m_colPos) {
            m_colPos = 0;
            m_colValue = 1;
        }
        for (; m_colPos < p; ++m_colPos)
            if ((static_cast<unsigned char>(m_s[m_colPos]) & 0xC0) != 0x80)
                ++m_colValue;
        return m_colValue;
    }
    bool atEnd() const { return m_pos >= m_s.size() || m_s[m_pos] == '#'; }
    char peek() const { return m_pos < m_s.size() ? m_s[m_pos] : '\0'; }
    bool failed() const { return m_failed; }

    void skipBlanks() {
        while (m_pos < m_s.size() && isBlank(m_s[m_pos]))
            ++m_pos;
    }
    /// Blanks, commas and '|' separate values.
    void skipSeparators() {
        while (m_pos < m_s.size() &&
               (isBlank(m_s[m_pos]) || m_s[m_pos] == ',' || m_s[m_pos] == '|'))
            ++m_pos;
    }

    /// A word: up to a blank, comma, '|' or quote.
    Token word() {
        Token t;
        t.col = col();
        std::size_t start = m_pos;
        while (m_pos < m_s.size() && !isBlank(m_s[m_pos]) && m_s[m_pos] != ',' &&
               m_s[m_pos] != '|' && m_s[m_pos] != '"')
            ++m_pos;
        t.text = std::string(m_s.substr(start, m_pos - start));
        return t;
    }

    /// A quoted string at the current '"', with \" \\ \n \t \r escapes.
    Token quoted() {
        Token t;
        t.col = col();
        t.quoted = true;
        ++m_pos;
        while (m_pos < m_s.size()) {
            char c = m_s[m_pos++];
            if (c == '"')
                return t;
            if (c != '\\') {
                t.text += c;
                continue;
            }
            if (m_pos >= m_s.size())
                break;
            char e = m_s[m_pos++];
            switch (e) {
            case '"':
            case '\\':
                t.text += e;
                break;
            case 'n':
                t.text += '\n';
                break;
            case 't':
                t.text += '\t';
                break;
            case 'r':
                t.text += '\r';
                break;
            default:
                m_report.error(m_line, colAt(m_pos - 2),
                               std::string("unknown escape '\\") + e +
                                   "' in quoted text (write \\\\ for a backslash, \\\" for a "
                                   "quote)");
                m_failed = true;
                t.text += e;
            }
        }
        m_report.error(m_line, t.col, "quoted text is not closed (a '\"' is missing)");
        m_failed = true;
        return t;
    }

    /// A word or a quoted string.
    Token value() { return peek() == '"' ? quoted() : word(); }

    /// Text up to a comment or the end of the line (or a '|' when `atPipe`), trimmed; sets
    /// `piped` when a '|' ended it.
    Token upToSeparator(bool& piped, bool atPipe) {
        Token t;
        std::size_t start = m_pos, end = m_pos;
        piped = false;
        while (end < m_s.size()) {
            if (atPipe && m_s[end] == '|') {
                piped = true;
                break;
            }
            if (m_s[end] == '#' && (end == start || isBlank(m_s[end - 1])))
                break;
            ++end;
        }
        std::string_view raw = m_s.substr(start, end - start);
        std::size_t lead = 0;
        while (lead < raw.size() && isBlank(raw[lead]))
            ++lead;
        t.col = colAt(start + lead);
        t.text = std::string(trim(raw));
        m_pos = piped ? end + 1 : end;
        return t;
    }

private:
    std::string_view m_s;
    std::size_t m_pos = 0;
    int m_line;
    OobReport& m_report;
    bool m_failed = false;
    mutable std::size_t m_colPos = 0; ///< colAt's cache: byte position and its column
    mutable int m_colValue = 1;
};

/// Words a unit line takes after its name.
enum class Word { Infantry, Cavalry, Foot, Horse, Skirmish, Key };
struct WordInfo {
    std::string_view word;
    Word kind;
    OobField field;
};
constexpr std::array<WordInfo, 25> kWords{{
    {"inf", Word::Infantry, OobField::Arm},
    {"infantry", Word::Infantry, OobField::Arm},
    {"cav", Word::Cavalry, OobField::Arm},
    {"cavalry", Word::Cavalry, OobField::Arm},
    {"foot", Word::Foot, OobField::Type},
    {"horse", Word::Horse, OobField::Type},
    {"sk", Word::Skirmish, OobField::Skirmish},
    {"skirmish", Word::Skirmish, OobField::Skirmish},
    {"inc", Word::Key, OobField::Increments},
    {"increments", Word::Key, OobField::Increments},
    {"morale", Word::Key, OobField::Morale},
    {"fire", Word::Key, OobField::Fire},
    {"melee", Word::Key, OobField::Melee},
    {"move", Word::Key, OobField::Movement},
    {"movement", Word::Key, OobField::Movement},
    {"lance", Word::Key, OobField::Lance},
    {"rank", Word::Key, OobField::Rank},
    {"bonus", Word::Key, OobField::Bonus},
    {"class", Word::Key, OobField::Class},
    {"nat", Word::Key, OobField::Nationality},
    {"nationality", Word::Key, OobField::Nationality},
    {"cdr", Word::Key, OobField::Commander},
    {"commander", Word::Key, OobField::Commander},
    {"source", Word::Key, OobField::Source},
    {"page", Word::Key, OobField::Page},
}};

const WordInfo* findWord(std::string_view w) {
    if (w.size() > 16)
        return nullptr;
    const std::string l = lower(w);
    for (const WordInfo& i : kWords)
        if (i.word == l)
            return &i;
    return nullptr;
}

std::vector<std::string_view> knownWords() {
    std::vector<std::string_view> out;
    for (const WordInfo& i : kWords)
        out.push_back(i.word);
    return out;
}

/// True when `text` looks like positional values ("7-43-7-8-6").
bool looksLikeValues(std::string_view text) {
    return !text.empty() && (std::isdigit(static_cast<unsigned char>(text[0])) || text[0] == '(') &&
           text.find('-') != std::string_view::npos &&
           std::all_of(text.begin(), text.end(), [](char c) {
               return std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '(' ||
                      c == ')' || c == '+';
           });
}

class TextReader {
public:
    TextReader(std::string_view text, const std::string& name, const OobImportOptions& options)
        : m_text(text), m_options(options) {
        m_report.file = name;
    }

    Loaded<OrderOfBattle> read() {
        std::string_view rest = m_text;
        if (rest.substr(0, 3) == "\xEF\xBB\xBF")
            rest.remove_prefix(3);
        int number = 0;
        while (!rest.empty() || number == 0) {
            ++number;
            std::size_t nl = rest.find('\n');
            std::string_view line = rest.substr(0, nl);
            rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
            if (!line.empty() && line.back() == '\r')
                line.remove_suffix(1);
            readLine(line, number);
            if (nl == std::string_view::npos)
                break;
        }
        if (m_drafts.empty())
            m_report.error(0, 0,
                           "no units: an order of battle starts with a line such as "
                           "'army fr \"Grande Armée\"'");
        buildOob(m_drafts, m_report, m_oob);
        applySide(m_report, m_oob, m_options, m_sideLine, m_sideCol, m_natLine, m_natCol);
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
    void readLine(std::string_view line, int number) {
        std::size_t indentEnd = 0;
        while (indentEnd < line.size() && isBlank(line[indentEnd]))
            ++indentEnd;
        if (indentEnd == line.size() || line[indentEnd] == '#')
            return; // blank line or comment
        // A header line is "key: value"; the key is a word before the first ':'.
        std::size_t keyEnd = indentEnd;
        while (keyEnd < line.size() && (std::isalpha(static_cast<unsigned char>(line[keyEnd])) ||
                                        line[keyEnd] == '-' || line[keyEnd] == '_'))
            ++keyEnd;
        std::size_t colon = keyEnd;
        while (colon < line.size() && isBlank(line[colon]))
            ++colon;
        const bool header = keyEnd > indentEnd && colon < line.size() && line[colon] == ':';
        if (!checkEncoding(line, number)) {
            if (!header) // keep the hierarchy of the lines below
                addPlaceholder(line, number, indentEnd);
            return;
        }
        LineScanner sc(line, number, m_report);
        if (header) {
            sc.setPos(colon + 1);
            readHeader(sc, std::string(line.substr(indentEnd, keyEnd - indentEnd)),
                       columnOf(line, indentEnd), number, indentEnd);
            return;
        }
        sc.setPos(indentEnd);
        if (sc.peek() == '"') {
            m_report.error(number, sc.col(),
                           "a line starts with the unit kind (army, corps, division, brigade, "
                           "regiment, battalion, battery, leader), not with quoted text");
            addPlaceholder(line, number, indentEnd);
            return;
        }
        Token first = sc.word();
        readUnit(sc, first, line, number, indentEnd);
    }

    /// Reports text that is not UTF-8 or holds control characters.
    bool checkEncoding(std::string_view line, int number) {
        if (auto bad = invalidUtf8(line); bad != std::string_view::npos) {
            m_report.error(number, columnOf(line, bad),
                           "the line is not valid UTF-8 text (save the file as UTF-8)");
            return false;
        }
        for (std::size_t i = 0; i < line.size(); ++i) {
            auto c = static_cast<unsigned char>(line[i]);
            if ((c < 0x20 && c != '\t') || c == 0x7F) {
                m_report.error(number, columnOf(line, i),
                               "control character (byte " + std::to_string(c) + ") in the line");
                return false;
            }
        }
        return true;
    }

    void readHeader(LineScanner& sc, const std::string& keyText, int keyCol, int number,
                    std::size_t indentEnd) {
        const std::string k = lower(keyText);
        const Token key{keyText + ":", keyCol, false};
        static const std::vector<std::string_view> kKeys{"side", "nationality", "source", "page"};
        if (!m_drafts.empty()) {
            m_report.error(number, key.col,
                           "header line " + quote(key.text) +
                               " after the first unit: side, nationality, source and page go at "
                               "the top (a unit's own source: source \"...\" on its line)");
            return;
        }
        if (indentEnd > 0)
            m_report.error(number, key.col, "a header line starts at the left margin");
        if (std::find(kKeys.begin(), kKeys.end(), k) == kKeys.end()) {
            m_report.error(number, key.col,
                           "unknown header " + quote(key.text) + knownHint(k, kKeys));
            return;
        }
        sc.skipBlanks();
        Token value;
        if (sc.peek() == '"') {
            value = sc.quoted();
            sc.skipBlanks();
            if (!sc.atEnd())
                m_report.error(number, sc.col(),
                               "unexpected text after the quoted " + k +
                                   " (a comment starts "
                                   "with '#')");
        } else {
            bool piped = false;
            value = sc.upToSeparator(piped, false);
        }
        if (sc.failed())
            return;
        if (value.text.empty()) {
            m_report.error(number, key.col,
                           k + " needs a value, e.g. '" + k + ": " +
                               (k == "page"     ? "12"
                                : k == "source" ? "Les armées à Friedland"
                                                : "French") +
                               "'");
            return;
        }
        auto set = [&](auto& field, int& lineOut, int& colOut) {
            if (lineOut != 0) {
                m_report.error(number, key.col,
                               k + " is given twice (also at line " + std::to_string(lineOut) +
                                   ")");
                return;
            }
            field = value.text;
            lineOut = number;
            colOut = value.col;
        };
        int unusedCol = 0;
        if (k == "side")
            set(m_oob.side, m_sideLine, m_sideCol);
        else if (k == "nationality")
            set(m_oob.nationality, m_natLine, m_natCol);
        else if (k == "source")
            set(m_oob.provenance.source, m_sourceLine, unusedCol);
        else
            set(m_oob.provenance.page, m_pageLine, unusedCol);
    }

    /// Level in the hierarchy from the indentation; reports bad indentation.
    int levelOf(std::string_view line, int number, std::size_t indentEnd) {
        int spaces = 0, tabs = 0;
        for (std::size_t i = 0; i < indentEnd; ++i)
            (line[i] == '\t' ? tabs : spaces) += 1;
        const char kind = tabs > 0 ? (spaces > 0 ? 'm' : 't') : (spaces > 0 ? 's' : 0);
        auto describe = [](int width, char k) {
            if (k == 't')
                return std::to_string(width / 4) + (width / 4 == 1 ? " tab" : " tabs");
            return std::to_string(width) + (width == 1 ? " space" : " spaces");
        };
        if (kind == 'm') {
            m_report.error(number, 1,
                           "the indentation mixes tabs and spaces: indent with one or the other");
        } else if (kind != 0 && m_indentKind != 0 && kind != m_indentKind) {
            m_report.error(number, 1,
                           std::string("indented with ") + (kind == 't' ? "tabs" : "spaces") +
                               ", but line " + std::to_string(m_indentKindLine) + " uses " +
                               (m_indentKind == 't' ? "tabs" : "spaces") +
                               ": indent with one or the other");
        } else if (kind != 0 && m_indentKind == 0) {
            m_indentKind = kind;
            m_indentKindLine = number;
        }
        const int width = spaces + 4 * tabs;
        int level = 0;
        if (width == 0) {
            level = 0;
        } else if (m_prevLevel < 0) {
            m_report.error(number, 1,
                           "the first unit is indented: the army starts at the left margin");
            level = 0;
        } else if (m_step == 0) {
            m_step = width;
            m_stepLine = number;
            level = 1;
        } else if (width % m_step != 0) {
            m_report.error(number, 1,
                           "indented " + describe(width, kind == 'm' ? 's' : kind) +
                               ", which is not a multiple of " + describe(m_step, m_indentKind) +
                               ", the indentation of one level (set by line " +
                               std::to_string(m_stepLine) + ")");
            level = (width + m_step / 2) / m_step;
        } else {
            level = width / m_step;
        }
        if (m_prevLevel >= 0 && level > m_prevLevel + 1) {
            m_report.error(number, 1,
                           "indented " + std::to_string(level - m_prevLevel) +
                               " levels deeper than line " + std::to_string(m_prevLine) +
                               ": a unit is indented one level under its parent");
            level = m_prevLevel + 1;
        }
        return level;
    }

    /// Places a draft in the hierarchy by its indentation.
    void place(UnitDraft& d, std::string_view line, int number, std::size_t indentEnd) {
        const int level = levelOf(line, number, indentEnd);
        const auto lv = static_cast<std::size_t>(level);
        if (level > 0 && lv <= m_stack.size())
            d.parent = m_stack[lv - 1];
        if (m_stack.size() > lv)
            m_stack.resize(lv);
        m_stack.push_back(static_cast<int>(m_drafts.size()));
        m_prevLevel = level;
        m_prevLine = number;
    }

    void addPlaceholder(std::string_view line, int number, std::size_t indentEnd) {
        UnitDraft d;
        d.line = number;
        d.col = columnOf(line, indentEnd);
        d.failed = true;
        place(d, line, number, indentEnd);
        m_drafts.push_back(std::move(d));
    }

    void readUnit(LineScanner& sc, const Token& keyword, std::string_view line, int number,
                  std::size_t indentEnd) {
        UnitDraft d;
        d.line = number;
        d.col = keyword.col;
        place(d, line, number, indentEnd);
        auto echelon = parseEchelonWord(keyword.text);
        if (!echelon) {
            std::string hint;
            if (auto s = suggest(lower(keyword.text), echelonWords()))
                hint = "; did you mean '" + *s + "'?";
            m_report.error(number, keyword.col,
                           "unknown unit kind " + quote(keyword.text) +
                               " (expected army, corps, division (div), brigade (bde), regiment "
                               "(regt), battalion (bn), battery (bty) or leader (ldr)" +
                               hint + ")");
            d.failed = true;
            m_drafts.push_back(std::move(d));
            return;
        }
        d.echelonKnown = true;
        d.unit.echelon = *echelon;
        const std::string kind = std::string(toString(*echelon));
        sc.skipBlanks();
        Token id = sc.atEnd() ? Token{"", sc.col(), false} : sc.value();
        d.idCol = id.col;
        d.unit.id = id.text;
        if (id.text.empty()) {
            m_report.error(number, id.col,
                           "expected the id of the " + kind + " after " + quote(keyword.text) +
                               ", e.g. " + kind + " 69l-1 \"1/69e Ligne\"");
            d.failed = true;
            m_drafts.push_back(std::move(d));
            return;
        }
        if (id.quoted || !isOobId(id.text)) {
            m_report.error(number, id.col,
                           "unit id " + quote(id.text) +
                               " may only have letters, digits, '.', '_' and '-' (the printed "
                               "name comes after the id, in quotes)");
            d.failed = true;
        }
        readName(sc, d, number);
        readAttributes(sc, d, number);
        if (sc.failed())
            d.failed = true;
        m_drafts.push_back(std::move(d));
    }

    void readName(LineScanner& sc, UnitDraft& d, int number) {
        sc.skipBlanks();
        Token name;
        bool piped = false;
        if (sc.peek() == '"') {
            name = sc.quoted();
            sc.skipBlanks();
            if (sc.peek() == '|')
                sc.setPos(sc.pos() + 1);
        } else if (!sc.atEnd() && sc.peek() != '|') {
            name = sc.upToSeparator(piped, true);
            if (!piped)
                d.hint = " (an unquoted name runs to '|' or the end of the line: put the name in "
                         "quotes or end it with '|')";
        } else {
            name.col = sc.col();
            if (sc.peek() == '|')
                sc.setPos(sc.pos() + 1);
        }
        d.unit.name = name.text;
        if (name.text.empty() && !name.quoted) {
            m_report.error(number, name.col,
                           "expected the printed name after the id, in quotes (\"1/69e "
                           "Ligne\") or followed by '|'");
            d.failed = true;
        } else if (name.text.empty()) {
            m_report.error(number, name.col, "the name is empty");
            d.failed = true;
        } else if (!name.quoted && looksLikeValues(name.text)) {
            m_report.error(number, name.col,
                           "expected the printed name before the values " + quote(name.text));
            d.failed = true;
        }
    }

    bool setGiven(UnitDraft& d, OobField f, int col, int number) {
        auto& slot = d.given[static_cast<std::size_t>(f)];
        if (slot != 0) {
            m_report.error(number, col,
                           std::string(fieldName(f)) + " is given twice (also at column " +
                               std::to_string(slot) + ")");
            d.failed = true;
            return false;
        }
        slot = col;
        return true;
    }

    void setNumber(UnitDraft& d, OobField f, std::string_view text, int col, int number) {
        int v = 0;
        if (!checkValue(m_report, number, col, f, text, v)) {
            d.failed = true;
            setGiven(d, f, col, number);
            return;
        }
        if (!setGiven(d, f, col, number))
            return;
        if (int* field = numberField(d.unit, f))
            *field = v;
    }

    void setText(UnitDraft& d, OobField f, const Token& value, int number) {
        if (value.text.empty()) {
            m_report.error(number, value.col, std::string(fieldName(f)) + " is empty");
            d.failed = true;
            return;
        }
        if (!setGiven(d, f, value.col, number))
            return;
        Unit& u = d.unit;
        switch (f) {
        case OobField::Nationality:
            u.nationality = value.text;
            break;
        case OobField::Class:
            u.unitClass = value.text;
            break;
        case OobField::Commander:
            u.commander = value.text;
            break;
        case OobField::Rank:
            u.rank = value.text;
            break;
        case OobField::Source:
            u.provenance.source = value.text;
            break;
        case OobField::Page:
            u.provenance.page = value.text;
            break;
        default:
            break;
        }
    }

    /// "7-43-7-8-6": increments-morale-fire-melee-movement; fire may be "(3)" (skirmishing
    /// light cavalry) and melee "12+2" (lance bonus).
    void readValues(UnitDraft& d, const Token& t, int number, std::size_t start,
                    const LineScanner& sc) {
        std::vector<std::pair<std::string_view, std::size_t>> parts;
        std::string_view s = t.text;
        std::size_t from = 0;
        while (true) {
            std::size_t dash = s.find('-', from);
            parts.emplace_back(s.substr(from, dash == std::string_view::npos ? dash : dash - from),
                               from);
            if (dash == std::string_view::npos)
                break;
            from = dash + 1;
        }
        static constexpr std::array<OobField, 5> kOrder{OobField::Increments, OobField::Morale,
                                                        OobField::Fire, OobField::Melee,
                                                        OobField::Movement};
        if (parts.size() != 5) {
            m_report.error(number, t.col,
                           "expected 5 values increments-morale-fire-melee-movement, found " +
                               std::to_string(parts.size()) + " in " + quote(t.text));
            d.failed = true;
            for (OobField f : kOrder) // reported: no "has no values" as well
                setGiven(d, f, t.col, number);
            return;
        }
        for (std::size_t i = 0; i < 5; ++i) {
            std::string_view part = parts[i].first;
            const int col = sc.colAt(start + parts[i].second);
            const OobField f = kOrder[i];
            if (part.empty()) {
                m_report.error(number, col,
                               "no " + std::string(fieldName(f)) + " in " + quote(t.text) +
                                   " (write 0 for a value that is not printed)");
                d.failed = true;
                setGiven(d, f, col, number);
                continue;
            }
            if (f == OobField::Fire && part.size() >= 2 && part.front() == '(' &&
                part.back() == ')') {
                setGiven(d, OobField::Skirmish, col, number);
                d.unit.skirmish = true;
                part = part.substr(1, part.size() - 2);
            }
            if (f == OobField::Melee) {
                if (auto plus = part.find('+'); plus != std::string_view::npos) {
                    setNumber(d, OobField::Lance, part.substr(plus + 1),
                              sc.colAt(start + parts[i].second + plus), number);
                    part = part.substr(0, plus);
                }
            }
            setNumber(d, f, part, col, number);
        }
    }

    void readAttributes(LineScanner& sc, UnitDraft& d, int number) {
        const std::vector<std::string_view> known = knownWords();
        while (true) {
            sc.skipSeparators();
            if (sc.atEnd())
                break;
            const std::size_t start = sc.pos();
            if (sc.peek() == '"') {
                Token q = sc.quoted();
                m_report.error(number, q.col,
                               "unexpected quoted text " + quote(q.text) +
                                   ": the name comes right after the id, other text after a key "
                                   "such as class, cdr, rank or source");
                d.failed = true;
                continue;
            }
            Token t = sc.word();
            if (t.text.empty()) { // cannot happen after skipSeparators; stay total anyway
                sc.setPos(sc.pos() + 1);
                continue;
            }
            if (looksLikeValues(t.text)) {
                readValues(d, t, number, start, sc);
                continue;
            }
            if (t.text[0] == '+') {
                setNumber(d, OobField::Bonus, t.text, t.col, number);
                continue;
            }
            if (std::isdigit(static_cast<unsigned char>(t.text[0]))) {
                m_report.error(number, t.col,
                               "a number on its own (" + quote(t.text) +
                                   "): write the values as increments-morale-fire-melee-movement "
                                   "(7-43-7-8-6) or name them (morale 43)");
                d.failed = true;
                continue;
            }
            const WordInfo* w = findWord(t.text);
            if (!w) {
                std::string hint;
                if (auto s = suggest(lower(t.text), known))
                    hint = "; did you mean '" + *s + "'?";
                else if (parseEchelonWord(t.text))
                    hint = "; one unit a line";
                m_report.error(number, t.col,
                               "unknown word " + quote(t.text) +
                                   " (expected values such as 7-43-7-8-6, inf, cav, foot, horse, "
                                   "sk, +1, or a key: class, nat, cdr, rank, morale, source, page" +
                                   hint + ")");
                d.failed = true;
                continue;
            }
            switch (w->kind) {
            case Word::Infantry:
            case Word::Cavalry:
                if (setGiven(d, OobField::Arm, t.col, number))
                    d.unit.arm = w->kind == Word::Infantry ? Arm::Infantry : Arm::Cavalry;
                break;
            case Word::Foot:
            case Word::Horse:
                if (setGiven(d, OobField::Type, t.col, number))
                    d.unit.artillery =
                        w->kind == Word::Foot ? ArtilleryType::Foot : ArtilleryType::Horse;
                break;
            case Word::Skirmish:
                if (setGiven(d, OobField::Skirmish, t.col, number))
                    d.unit.skirmish = true;
                break;
            case Word::Key: {
                sc.skipBlanks();
                if (sc.atEnd() || sc.peek() == ',' || sc.peek() == '|') {
                    m_report.error(number, sc.col(), "expected a value after " + quote(t.text));
                    d.failed = true;
                    break;
                }
                Token v = sc.value();
                if (w->field == OobField::Increments || w->field == OobField::Morale ||
                    w->field == OobField::Fire || w->field == OobField::Melee ||
                    w->field == OobField::Movement || w->field == OobField::Lance ||
                    w->field == OobField::Bonus)
                    setNumber(d, w->field, v.text, v.col, number);
                else
                    setText(d, w->field, v, number);
                break;
            }
            }
        }
    }

    std::string_view m_text;
    const OobImportOptions& m_options;
    OobReport m_report;
    OrderOfBattle m_oob;
    std::vector<UnitDraft> m_drafts;
    std::vector<int> m_stack; ///< draft index at each level of the current line's ancestry
    char m_indentKind = 0;    ///< 's' spaces, 't' tabs: set by the first indented line
    int m_indentKindLine = 0;
    int m_step = 0; ///< indentation of one level, in columns (a tab counts 4)
    int m_stepLine = 0;
    int m_prevLevel = -1;
    int m_prevLine = 0;
    int m_sideLine = 0, m_sideCol = 0, m_natLine = 0, m_natCol = 0, m_sourceLine = 0,
        m_pageLine = 0;
};

// ---------------------------------------------------------------------------------------------
// Writing

bool isPlainWord(std::string_view s) {
    if (s.empty() || s[0] == '#')
        return false;
    return std::none_of(s.begin(), s.end(), [](char c) {
        auto u = static_cast<unsigned char>(c);
        return u < 0x20 || u == 0x7F || c == ' ' || c == ',' || c == '"' || c == '|' || c == '\\';
    });
}

std::string quoteText(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            out += c;
        }
    }
    return out + "\"";
}

std::string wordOrQuoted(std::string_view s) {
    return isPlainWord(s) ? std::string(s) : quoteText(s);
}

/// A header value: as typed unless it would not read back the same.
std::string headerValue(std::string_view s) {
    const bool plain = !s.empty() && trim(s) == s && s[0] != '"' &&
                       s.find('#') == std::string_view::npos &&
                       std::none_of(s.begin(), s.end(), [](char c) {
                           auto u = static_cast<unsigned char>(c);
                           return u < 0x20 || u == 0x7F;
                       });
    return plain ? std::string(s) : quoteText(s);
}

class TextWriter {
public:
    explicit TextWriter(const OrderOfBattle& oob) : m_oob(oob) {}

    std::string write() {
        m_out = "# Marengo OOB text (docs/oob-text.md); values are "
                "increments-morale-fire-melee-movement\n";
        header("side", m_oob.side);
        header("nationality", m_oob.nationality);
        header("source", m_oob.provenance.source);
        header("page", m_oob.provenance.page);
        m_out += "\n";
        writeChildren("", 0);
        return std::move(m_out);
    }

private:
    void header(const char* key, std::string_view value) {
        if (!value.empty())
            m_out += std::string(key) + ": " + headerValue(value) + "\n";
    }

    void writeChildren(const std::string& parent, int depth) {
        if (depth > 16)
            return;
        for (const Unit* u : m_oob.children(parent))
            writeUnit(*u, depth);
    }

    void keyed(const char* key, std::string_view value) {
        if (!value.empty())
            m_out += std::string(" ") + key + " " + wordOrQuoted(value);
    }

    void values(const Unit& u) {
        m_out += " " + std::to_string(u.increments) + "-" + std::to_string(u.morale) + "-" +
                 std::to_string(u.fire) + "-" + std::to_string(u.melee);
        if (u.lanceBonus != 0)
            m_out += "+" + std::to_string(u.lanceBonus);
        m_out += "-" + std::to_string(u.movement);
    }

    void writeUnit(const Unit& u, int depth) {
        m_out += std::string(static_cast<std::size_t>(2 * depth), ' ');
        m_out +=
            std::string(toString(u.echelon)) + " " + wordOrQuoted(u.id) + " " + quoteText(u.name);
        switch (u.echelon) {
        case Echelon::Army:
        case Echelon::Corps:
        case Echelon::Division:
        case Echelon::Brigade:
            keyed("cdr", u.commander);
            keyed("nat", u.nationality);
            break;
        case Echelon::Regiment: {
            m_out += u.arm == Arm::Cavalry ? " cav" : " inf";
            keyed("nat", u.nationality);
            keyed("class", u.unitClass);
            const bool any = u.increments || u.morale || u.fire || u.melee || u.movement ||
                             u.lanceBonus || u.arm == Arm::Cavalry;
            if (any)
                values(u);
            if (u.skirmish)
                m_out += " sk";
            break;
        }
        case Echelon::Battalion:
            keyed("nat", u.nationality);
            keyed("class", u.unitClass);
            values(u);
            if (u.skirmish)
                m_out += " sk";
            break;
        case Echelon::Battery:
            m_out += u.artillery == ArtilleryType::Horse ? " horse" : " foot";
            keyed("nat", u.nationality);
            values(u);
            break;
        case Echelon::Leader:
            keyed("nat", u.nationality);
            keyed("rank", u.rank);
            if (u.leaderBonus != 0)
                m_out += " +" + std::to_string(u.leaderBonus);
            break;
        }
        keyed("source", u.provenance.source);
        keyed("page", u.provenance.page);
        m_out += "\n";
        if (!u.id.empty())
            writeChildren(u.id, depth + 1);
    }

    const OrderOfBattle& m_oob;
    std::string m_out;
};

bool endsWithCsv(const std::filesystem::path& path) {
    std::string ext = lower(path.extension().string());
    return ext == ".csv";
}

} // namespace

Loaded<OrderOfBattle> parseOobText(std::string_view text, const std::string& name,
                                   const OobImportOptions& options) {
    return TextReader(text, name, options).read();
}

Loaded<OrderOfBattle> loadOobText(const std::filesystem::path& path,
                                  const OobImportOptions& options, OobInputFormat format) {
    auto text = readFile(path);
    if (!text) {
        Loaded<OrderOfBattle> out;
        out.diagnostics.push_back(
            Diagnostic{path.string(), 0, 0, Severity::Error, "cannot open: " + text.error()});
        return out;
    }
    const bool csv = format == OobInputFormat::Csv ||
                     (format == OobInputFormat::ByExtension && endsWithCsv(path));
    return csv ? parseOobCsv(*text, path.string(), options)
               : parseOobText(*text, path.string(), options);
}

std::string writeOobText(const OrderOfBattle& oob) {
    return TextWriter(oob).write();
}

} // namespace marengo::formats
