#pragma once
// Orders of battle as a person types them from a printed chart: the indented OOB text format
// (docs/oob-text.md) and CSV from a spreadsheet. Both read into an OrderOfBattle with every
// problem of the file reported at once (file:line:col); the text writer gives the canonical form,
// so text -> XML -> text is stable.
#include "formats/formats.hpp"
#include "formats/repeat_cap.hpp"

#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marengo::formats {

/// Side and nationality given on the command line (`--side`, `--nationality`). Used when the
/// file names none; a file that names a different one is an error.
struct OobImportOptions {
    std::string side;
    std::string nationality;
};

/// Parses OOB text. `value` always holds the units that were valid; `diagnostics` every problem.
Loaded<OrderOfBattle> parseOobText(std::string_view text, const std::string& name,
                                   const OobImportOptions& options = {});
/// Parses CSV (one row a unit, a header row naming the columns in any order).
Loaded<OrderOfBattle> parseOobCsv(std::string_view text, const std::string& name,
                                  const OobImportOptions& options = {});
/// How loadOobText reads a file.
enum class OobInputFormat { ByExtension, Text, Csv };
/// Reads a file and parses it as CSV or text (by default CSV when the name ends in ".csv", in
/// any case). `value` is empty when the file cannot be read.
Loaded<OrderOfBattle> loadOobText(const std::filesystem::path& path,
                                  const OobImportOptions& options = {},
                                  OobInputFormat format = OobInputFormat::ByExtension);

/// The canonical OOB text of an order of battle: parsing it gives the same model back.
std::string writeOobText(const OrderOfBattle& oob);

namespace detail {

// Shared by the text and CSV readers: a unit as read, with where each value came from, and the
// checks that turn a list of them into an OrderOfBattle.

/// Values a unit line or row may give.
enum class OobField {
    Arm,
    Type,
    Nationality,
    Class,
    Commander,
    Increments,
    Morale,
    Fire,
    Melee,
    Movement,
    Lance,
    Skirmish,
    Rank,
    Bonus,
    Source,
    Page,
    Count
};
/// The name of each OobField, as the text and CSV formats and the XML attributes write it.
inline constexpr std::array<std::string_view, static_cast<std::size_t>(OobField::Count)>
    kFieldNames{"arm",    "type",  "nationality", "class",    "commander", "increments",
                "morale", "fire",  "melee",       "movement", "lance",     "skirmish",
                "rank",   "bonus", "source",      "page"};
constexpr std::string_view fieldName(OobField f) {
    const auto i = static_cast<std::size_t>(f);
    return i < kFieldNames.size() ? kFieldNames[i] : "value";
}

static_assert(
    [] {
        for (std::string_view name : kFieldNames)
            if (name.size() > 16)
                return false;
        return true;
    }(),
    "fieldNamed compares a name as two words at most: no field name may be longer than 16 bytes");

/// fieldNamed's table slot for a non-empty name: its first letter and its length.
constexpr std::size_t fieldSlot(std::string_view n) {
    return (static_cast<std::size_t>(n[0]) & 31) * 16 + (n.size() & 15);
}
/// The OobField in each fieldSlot, or kNoField: made from kFieldNames at compile time.
inline constexpr std::uint8_t kNoField = 0xFF;
inline constexpr std::array<std::uint8_t, 32 * 16> kFieldSlots = [] {
    std::array<std::uint8_t, 32 * 16> slots{};
    for (std::uint8_t& s : slots)
        s = kNoField;
    for (std::size_t f = 0; f < kFieldNames.size(); ++f)
        slots[fieldSlot(kFieldNames[f])] = static_cast<std::uint8_t>(f);
    return slots;
}();
static_assert(
    [] {
        for (std::size_t f = 0; f < kFieldNames.size(); ++f)
            if (kFieldSlots[fieldSlot(kFieldNames[f])] != f)
                return false;
        return true;
    }(),
    "two OobField names share a first letter and a length: fieldSlot must tell them apart");

/// The OobField whose name (fieldName) is `name`, if any. Inline, for the XML reader asks it of
/// each attribute of each unit: the one name to compare is found by its first letter and length.
inline std::optional<OobField> fieldNamed(std::string_view name) {
    if (name.empty())
        return std::nullopt;
    const std::uint8_t f = kFieldSlots[fieldSlot(name)];
    if (f == kNoField)
        return std::nullopt;
    const std::string_view field = kFieldNames[f];
    if (field.size() != name.size())
        return std::nullopt;
    // Compared without a call to memcmp, and a word at a time (its first and its last bytes,
    // which overlap) rather than in a loop over bytes whose end the processor mispredicts.
    const std::size_t n = name.size();
    auto same = [&](auto word, std::size_t at) {
        decltype(word) a, b;
        std::memcpy(&a, name.data() + at, sizeof a);
        std::memcpy(&b, field.data() + at, sizeof b);
        return a == b;
    };
    bool equal = true;
    if (n >= 8) // (at most 16: the static_assert above kFieldSlots)
        equal = same(std::uint64_t{}, 0) && same(std::uint64_t{}, n - 8);
    else if (n >= 4)
        equal = same(std::uint32_t{}, 0) && same(std::uint32_t{}, n - 4);
    else
        for (std::size_t i = 0; i < n; ++i)
            equal = equal && field[i] == name[i];
    return equal ? std::optional(static_cast<OobField>(f)) : std::nullopt;
}
/// The unit's member holding a printed number (increments, morale, fire, melee, movement, lance
/// bonus, leader bonus); nullptr for the fields that are not numbers.
int* numberField(Unit& u, OobField f);

/// A unit as read from one line or row.
struct UnitDraft {
    Unit unit;
    int line = 0;
    int col = 0;   ///< of the echelon keyword (text) or the row (CSV)
    int idCol = 0; ///< of the id
    bool echelonKnown = false;
    /// Unusable (unknown kind, bad id, bad value): checked, reported, not added.
    bool failed = false;
    /// Its position in the hierarchy was already reported (missing parent, cycle): no further
    /// nesting messages.
    bool placementReported = false;
    int parent = -1;  ///< index of the parent draft (earlier in the list), -1 for none
    std::string hint; ///< added to "has no values" messages (e.g. why the values were not read)
    /// Column of each value given (0 = not given).
    std::array<int, static_cast<std::size_t>(OobField::Count)> given{};

    bool has(OobField f) const { return given[static_cast<std::size_t>(f)] != 0; }
    int colOf(OobField f) const { return given[static_cast<std::size_t>(f)]; }
};

/// Collects diagnostics for one file.
struct OobReport {
    std::string file;
    std::vector<Diagnostic> diagnostics;
    RepeatCap cap;
    void error(int line, int col, std::string message) {
        cap.add(diagnostics, file, Severity::Error, std::move(message), [&] {
            return std::pair{line, col};
        });
    }
    /// The diagnostics, with the count of each kind's unlisted problems (RepeatCap::finish).
    std::vector<Diagnostic> take() {
        cap.finish(diagnostics);
        return std::move(diagnostics);
    }
};

/// Echelon of a keyword ("bn", "battalion", "Brigade"...), case-insensitive.
std::optional<Echelon> parseEchelonWord(std::string_view word);
/// The echelon keywords, for messages.
std::vector<std::string_view> echelonWords();
/// Offset of the first byte of `s` that is not valid UTF-8, or npos.
std::size_t invalidUtf8(std::string_view s);
/// True for ids of the form [A-Za-z0-9._-]+.
bool isOobId(std::string_view id);
/// Checks a number for a value (range, d66 for morale); reports and returns false when bad.
bool checkValue(OobReport& report, int line, int col, OobField f, std::string_view text, int& out);

/// Checks the drafts (document order, parents first) for what each echelon needs and allows,
/// duplicate ids and nesting, then adds the good ones to `oob`.
void buildOob(std::vector<UnitDraft>& drafts, OobReport& report, OrderOfBattle& oob);
/// Applies the side and nationality of the file and of the options; reports conflicts.
void applySide(OobReport& report, OrderOfBattle& oob, const OobImportOptions& options, int sideLine,
               int sideCol, int natLine, int natCol);

} // namespace detail

} // namespace marengo::formats
