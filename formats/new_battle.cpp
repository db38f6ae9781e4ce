#include "formats/new_battle.hpp"

#include "formats/data_dir.hpp"

#include <algorithm>

namespace marengo::formats {

namespace fs = std::filesystem;

namespace {

constexpr int kMaxSheetSide = 999;

std::string joined(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& l : lines)
        text += (text.empty() ? "" : "\n") + l;
    return text;
}

/// Digits needed to print the numbers up to `n`.
int digitsFor(int n) {
    int digits = 1;
    for (; n >= 10; n /= 10)
        ++digits;
    return digits;
}

/// The template's map with its sheets replaced by `a` (sizes from the profile where `a` has
/// none), the numbering widened when a sheet needs more digits.
Result<Map> arrangedMap(const Map& templ, const SheetArrangement& a, const RulesProfile& rules,
                        const std::string& name) {
    const int cols = a.columns > 0 ? a.columns : rules.get(params::mapSheetColumns);
    const int rows = a.rows > 0 ? a.rows : rules.get(params::mapSheetRows);
    Numbering n = templ.numbering();
    n.colDigits = std::max(n.colDigits, digitsFor(n.firstCol + cols - 1));
    n.rowDigits = std::max(n.rowDigits, digitsFor(n.firstRow + rows - 1));
    return Map::create(name, n, sheetGrid(a.across, a.down, cols, rows), templ.terrainTypes());
}

} // namespace

std::vector<std::string> newBattleProblems(const NewBattle& spec) {
    std::vector<std::string> out;
    if (!spec.date.empty() && !isIsoDate(spec.date))
        out.push_back("the date is written YYYY-MM-DD (1807-06-14), not '" + spec.date + "'");
    std::optional<Clock> start, end;
    for (auto [text, clock, what] :
         {std::tuple{&spec.start, &start, "start"}, std::tuple{&spec.end, &end, "end"}}) {
        if (text->empty())
            continue;
        *clock = parseClock(*text);
        if (!*clock)
            out.push_back(std::string("the ") + what + " time is written HH:MM (09:00), not '" +
                          *text + "'");
    }
    if (start && end && *end < *start)
        out.push_back("the battle ends (" + spec.end + ") before it starts (" + spec.start + ")");
    if (const auto& a = spec.sheets) {
        if (a->across < 1 || a->down < 1)
            out.push_back("a battle needs at least one sheet across and one down");
        else if (a->across * a->down > kMaxSheets)
            out.push_back(std::to_string(a->across) + " x " + std::to_string(a->down) +
                          " sheets are more than the " + std::to_string(kMaxSheets) +
                          " letters A to Z can name");
        if (a->columns < 0 || a->columns > kMaxSheetSide || a->rows < 0 || a->rows > kMaxSheetSide)
            out.push_back("a sheet has 1 to " + std::to_string(kMaxSheetSide) +
                          " hex columns and rows");
    }
    return out;
}

Result<NewBattleResult> newBattle(const NewBattle& spec) {
    if (auto problems = newBattleProblems(spec); !problems.empty())
        return Error{joined(problems)};
    const fs::path templ = resolveData(spec.templ, "new", ".scenario.xml");
    auto loaded = loadScenario(templ, nullptr, spec.load);
    if (loaded.fatal() || loaded.hasErrors())
        return Error{"cannot use the template " + templ.string() + ":\n" +
                     diagnosticsText(loaded.diagnostics)};
    NewBattleResult out{std::move(*loaded.value), {}};
    Scenario& s = out.scenario;
    // The rules: a bundled profile by its id, or a file of the user's.
    if (s.rulesProfile.empty())
        out.rulesFile = fs::absolute(templ.parent_path() / s.rulesPath).lexically_normal();
    if (!spec.rules.empty()) {
        out.rulesFile = fs::absolute(resolveData(spec.rules, "rules", ".rules.xml"));
        auto rules = loadRules(out.rulesFile);
        if (rules.fatal() || rules.hasErrors())
            return Error{"cannot use the rules profile " + out.rulesFile.string() + ":\n" +
                         diagnosticsText(rules.diagnostics)};
        s.rules = std::move(*rules.value);
    }
    if (!out.rulesFile.empty()) {
        s.rulesProfile = bundledProfileId(out.rulesFile);
        s.rulesPath = s.rulesProfile.empty() ? out.rulesFile.filename().generic_string() : "";
        if (!s.rulesProfile.empty())
            out.rulesFile.clear();
    }
    if (!spec.title.empty()) {
        s.title = spec.title;
        s.map.setName(spec.title);
    }
    if (spec.sides.size() > s.oobs.size())
        return Error{std::to_string(spec.sides.size()) + " sides named; the template has " +
                     std::to_string(s.oobs.size()) + " orders of battle"};
    for (std::size_t i = 0; i < spec.sides.size(); ++i)
        if (!spec.sides[i].empty())
            s.oobs[i].side = s.oobs[i].nationality = spec.sides[i];
    if (!spec.date.empty())
        s.date = spec.date;
    if (!spec.start.empty())
        s.start = *parseClock(spec.start);
    if (!spec.end.empty())
        s.end = *parseClock(spec.end);
    if (s.end < s.start)
        return Error{"the battle ends (" + formatClock(s.end) + ") before it starts (" +
                     formatClock(s.start) + ")"};
    if (spec.sheets) {
        auto map = arrangedMap(s.map, *spec.sheets, s.rules, s.map.name());
        if (!map)
            return Error{"cannot lay out the sheets: " + map.error()};
        map->setPrintHexMm(s.map.printHexMm());
        s.map = std::move(*map);
    }
    s.sources = {};
    return out;
}

std::vector<std::pair<std::string, RulesProfile>> loadBundledProfiles() {
    std::vector<std::pair<std::string, RulesProfile>> out;
    for (const std::string& id : bundledProfiles()) {
        auto loaded = loadRules(bundledProfile(id));
        if (!loaded.fatal() && !loaded.hasErrors())
            out.emplace_back(id, std::move(*loaded.value));
    }
    return out;
}

} // namespace marengo::formats
