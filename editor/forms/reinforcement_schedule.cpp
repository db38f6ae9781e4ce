#include "editor/forms/reinforcement_schedule.hpp"

#include "editor/forms/sides.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace marengo::editor {

std::vector<std::string> splitIds(const std::string& text) {
    std::vector<std::string> ids;
    auto keep = [&](std::string token) {
        const char* space = " \t\n\r\v\f";
        const auto first = token.find_first_not_of(space);
        if (first != std::string::npos)
            ids.push_back(token.substr(first, token.find_last_not_of(space) - first + 1));
    };
    std::string token;
    for (char c : text) {
        if (c == ',' || c == ';' || c == ' ' || c == '\t') {
            keep(std::move(token));
            token.clear();
        } else {
            token += c;
        }
    }
    keep(std::move(token));
    return ids;
}

Checked<std::vector<Reinforcement>> checkSchedule(const Scenario& s,
                                                  const std::vector<ArrivalRow>& rows) {
    const std::vector<std::string> sides = scenarioSides(s);
    Checked<std::vector<Reinforcement>> out;
    std::vector<Reinforcement> schedule;
    std::set<std::string> inSetup;
    for (const Placement& p : s.setup)
        inSetup.insert(p.unit);
    std::map<std::string, int> arriving; // unit -> first row (1-based)
    for (std::size_t row = 0; row < rows.size(); ++row) {
        const ArrivalRow& a = rows[row];
        const std::string n = "arrival " + std::to_string(row + 1) + ": ";
        Reinforcement r;
        const std::string& timeText = a.time;
        if (auto t = parseClock(timeText)) {
            r.time = *t;
            if (r.time < s.start || r.time > s.end)
                out.warnings.push_back(n + "at " + timeText + ", outside the scenario (" +
                                       formatClock(s.start) + "-" + formatClock(s.end) + ")");
            else if ((r.time.minutes - s.start.minutes) % s.turnMinutes() != 0)
                out.warnings.push_back(n + timeText + " is not the start of a " +
                                       std::to_string(s.turnMinutes()) + "-minute turn");
        } else {
            out.errors.push_back(n + "time '" + timeText + "' is not written HH:MM (17:40)");
        }
        r.side = a.side;
        if (std::find(sides.begin(), sides.end(), r.side) == sides.end()) {
            std::string list;
            for (const std::string& side : sides)
                list += (list.empty() ? "" : ", ") + side;
            out.errors.push_back(
                n + (r.side.empty() ? "choose a side" : "'" + r.side + "' is no side") + " (" +
                list + ")");
        }
        const std::string& entryText = a.entry;
        r.entry = s.map.find(entryText);
        if (r.entry == kNoHex)
            out.errors.push_back(n + (entryText.empty()
                                          ? std::string("no entry hex (type a label such as ") +
                                                s.map.label(s.map.id(Offset{0, 0})) + " or pick it)"
                                          : "entry hex '" + entryText + "' is not on the map"));
        else if (!s.map.onEdge(r.entry))
            out.warnings.push_back(n + "entry hex " + entryText + " is not on the map edge");
        const std::string& formationText = a.formation;
        auto formation = parseFormation(formationText);
        if (!formation)
            out.errors.push_back(n + "'" + formationText + "' is no formation");
        const std::string& facingText = a.facing;
        auto facing =
            facingText.empty() ? std::optional<Facing>(Facing{}) : parseFacing(facingText);
        if (!facing)
            out.errors.push_back(n + "'" + facingText + "' is no facing");
        const std::vector<std::string>& ids = a.units;
        if (ids.empty())
            out.errors.push_back(n + "no units arrive (use Units... to choose them)");
        const std::vector<Placement>& original = a.original;
        const bool keepOwn = !original.empty() && formation && facing &&
                             original.front().formation == *formation &&
                             original.front().facing == *facing;
        bool placementReported = false;
        for (const std::string& id : ids) {
            const OrderOfBattle* oob = nullptr;
            const Unit* u = s.findUnit(id, &oob);
            const std::string name = u ? u->name + " (" + id + ")" : id;
            if (!u) {
                out.errors.push_back(n + "no unit '" + id + "' in the orders of battle");
            } else if (!u->isPlaceable()) {
                out.errors.push_back(n + name + " is a headquarters, not a counter");
            } else if (!r.side.empty() && oob && oob->side != r.side) {
                out.errors.push_back(n + name + " is " + oob->side + ", not " + r.side);
            }
            if (inSetup.count(id))
                out.errors.push_back(n + name + " is already set up on the map");
            if (auto [it, fresh] = arriving.emplace(id, static_cast<int>(row + 1)); !fresh)
                out.errors.push_back(n + name + " already arrives in arrival " +
                                     std::to_string(it->second));
            Placement p;
            auto own = std::find_if(original.begin(), original.end(),
                                    [&](const Placement& q) { return q.unit == id; });
            if (own != original.end())
                p = *own;
            p.unit = id;
            p.hex = r.entry;
            p.second = kNoHex;
            if (!(keepOwn && own != original.end())) {
                p.formation = formation.value_or(Formation::Column);
                p.facing = facing.value_or(Facing{});
            }
            if (r.entry != kNoHex && formation && facing && !placementReported)
                if (auto st = validatePlacement(s.map, p); !st) {
                    out.errors.push_back(n + st.error());
                    placementReported = true;
                }
            r.units.push_back(std::move(p));
        }
        schedule.push_back(std::move(r));
    }
    if (out.errors.empty())
        out.value = std::move(schedule);
    return out;
}

} // namespace marengo::editor
