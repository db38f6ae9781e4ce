#include "engine/checks/locate.hpp"

#include <algorithm>

namespace marengo {

namespace {

SourceLocation at(const std::vector<SourceRef>& refs, int index, const SourceMap& src,
                  std::string what) {
    if (index < 0 || static_cast<std::size_t>(index) >= refs.size())
        return {};
    return src.locate(refs[static_cast<std::size_t>(index)], std::move(what));
}

SourceLocation at(const SourceRef* ref, const SourceMap& src, std::string what) {
    return ref ? src.locate(*ref, std::move(what)) : SourceLocation{};
}

/// A unit's placement (set-up or arrival), else its entry in its order of battle.
SourceLocation unitAt(const std::string& id, const SourceMap& src, bool oobFirst) {
    SourceLocation placed = at(src.unit.find(id), src, "placement of " + id);
    SourceLocation listed = at(src.oobUnit(id), src, id + " in its order of battle");
    if (oobFirst)
        return listed.file.empty() ? placed : listed;
    return placed.file.empty() ? listed : placed;
}

} // namespace

void locate(Problem& p, const Scenario& s) {
    const SourceMap& src = s.sources;
    p.locations.clear();
    if (src.files.empty())
        return;
    auto add = [&p](SourceLocation l) {
        if (l.file.empty())
            return;
        for (const SourceLocation& k : p.locations)
            if (k.file == l.file && k.line == l.line && k.col == l.col)
                return;
        p.locations.push_back(std::move(l));
    };
    auto hexName = [&s](HexId h) { return s.map.onMap(h) ? "hex " + s.map.label(h) : "hex"; };
    switch (p.about) {
    case About::Reinforcement:
        add(at(src.reinforcements, p.index, src, "reinforcement"));
        break;
    case About::SightLine:
        add(at(src.sightLines, p.index, src, "stated sight line"));
        break;
    case About::ChargeModifier:
        add(at(src.chargeModifiers, p.index, src, "charge modifier"));
        break;
    case About::RulesProfile:
        add(src.locate(src.rules, "rules profile"));
        break;
    case About::Sheets:
        add(src.locate(src.sheets, "<sheets>"));
        break;
    case About::Scenario:
        add(src.locate(src.scenario, "<scenario>"));
        break;
    case About::Hexes:
        for (HexId h : p.hexes)
            if (s.map.onMap(h))
                add(src.hex(h, hexName(h)));
        break;
    case About::Hexsides:
        // Hexside checks name the hexes on either side of one hexside: its element first.
        if (!p.hexes.empty() && s.map.onMap(p.hexes[0]))
            add(src.hexside(p.hexes[0], p.hexes.size() > 1 ? p.hexes[1] : kNoHex,
                            hexName(p.hexes[0]) + " hexside"));
        for (HexId h : p.hexes)
            if (s.map.onMap(h))
                add(src.hex(h, hexName(h)));
        break;
    case About::Auto:
    case About::OobUnits:
        break;
    }
    for (const std::string& u : p.units)
        add(unitAt(u, src, p.about == About::OobUnits));
    if (p.units.empty())
        for (HexId h : p.hexes)
            if (s.map.onMap(h))
                add(src.hex(h, hexName(h)));
    if (p.locations.empty())
        add(src.locate(src.scenario, "<scenario>"));
}

} // namespace marengo
