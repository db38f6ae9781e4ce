#include "engine/checks/checks.hpp"

#include "engine/checks/arrival_formation.hpp"
#include "engine/checks/carre.hpp"
#include "engine/checks/formation.hpp"
#include "engine/checks/map_consistency.hpp"
#include "engine/checks/oob_integrity.hpp"
#include "engine/checks/regiments.hpp"
#include "engine/checks/registry.hpp"
#include "engine/checks/reinforcements.hpp"
#include "engine/checks/sight_lines.hpp"
#include "engine/checks/special_rules.hpp"
#include "engine/checks/stacking.hpp"
#include "engine/checks/structural.hpp"
#include "engine/checks/terrain.hpp"
#include "engine/checks/zoi_start.hpp"

#include <algorithm>
#include <iterator>

namespace marengo {

std::string_view toString(Reach r) {
    switch (r) {
    case Reach::Hex:
        return "hex";
    case Reach::Neighbours:
        return "neighbours";
    case Reach::Radius:
        return "radius";
    case Reach::Scenario:
        return "scenario";
    }
    return "scenario";
}

bool inDomain(const CheckContext& ctx, HexDomain domain, HexId h) {
    switch (domain) {
    case HexDomain::Occupied:
        return !ctx.at(h).empty();
    case HexDomain::AllHexes:
        return ctx.scenario().map.onMap(h);
    case HexDomain::Entries:
        return !ctx.arrivalsAt(h).empty();
    }
    return false;
}

std::size_t domainSize(const CheckContext& ctx, HexDomain domain) {
    switch (domain) {
    case HexDomain::Occupied:
        return ctx.occupiedHexes().size();
    case HexDomain::AllHexes:
        return ctx.scenario().map.hexCount();
    case HexDomain::Entries:
        return ctx.entryHexes().size();
    }
    return 0;
}

Problem makeProblem(const CheckInfo& c, std::string message, std::vector<HexId> hexes,
                    std::vector<std::string> units) {
    Problem p;
    p.check = c.id;
    p.severity = c.severity;
    p.message = std::move(message);
    p.hexes = std::move(hexes);
    p.units = std::move(units);
    return p;
}

// The explicit list of check families (no static self-registration: it is dropped from static
// libraries).
const std::vector<CheckEntry>& checkEntries() {
    static const std::vector<CheckEntry> kEntries = [] {
        std::vector<CheckEntry> v;
        structural::addChecks(v);
        reinforcements::addChecks(v);
        arrival::addChecks(v);
        stacking::addChecks(v);
        carre::addChecks(v);
        formation::addChecks(v);
        terrain::addChecks(v);
        map_checks::addChecks(v);
        oob_checks::addChecks(v);
        regiment_checks::addChecks(v);
        zoi_checks::addChecks(v);
        special_rules::addChecks(v);
        sight_lines::addChecks(v);
        return v;
    }();
    return kEntries;
}

const std::vector<CheckInfo>& checkCatalogue() {
    static const std::vector<CheckInfo> kInfos = [] {
        std::vector<CheckInfo> v;
        for (const CheckEntry& e : checkEntries())
            v.push_back(e.info);
        return v;
    }();
    return kInfos;
}

const CheckInfo* findCheck(std::string_view id) {
    for (const CheckInfo& c : checkCatalogue())
        if (c.id == id)
            return &c;
    return nullptr;
}

std::string shortCitation(std::string_view citation) {
    std::string s(citation.substr(0, citation.find(';')));
    for (std::string_view prefix : {"La Bataille pour la ", "La Bataille de ", "La Bataille d'"})
        for (std::size_t at; (at = s.find(prefix)) != std::string::npos;)
            s.erase(at, prefix.size());
    // ", Premier Rules of July 2021" up to the next comma.
    for (std::size_t at; (at = s.find(", Premier Rules")) != std::string::npos;) {
        std::size_t end = s.find(',', at + 2);
        s.erase(at, end == std::string::npos ? std::string::npos : end - at);
    }
    return s;
}

bool CheckFilter::accepts(std::string_view id) const {
    return only.empty() || std::find(only.begin(), only.end(), id) != only.end();
}

std::vector<Problem> runChecks(const Scenario& s, const CheckFilter& filter) {
    CheckContext ctx(s);
    const std::vector<CheckEntry>& entries = checkEntries();
    // The checks that share a walk of the map run first, together, each into its own list.
    std::vector<std::vector<Problem>> walked(entries.size());
    std::vector<bool> done(entries.size());
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (!entries[i].walk || done[i] || !filter.accepts(entries[i].info.id))
            continue;
        std::vector<const CheckEntry*> group;
        std::vector<std::vector<Problem>*> outs;
        for (std::size_t j = i; j < entries.size(); ++j)
            if (entries[j].walk == entries[i].walk && filter.accepts(entries[j].info.id)) {
                group.push_back(&entries[j]);
                outs.push_back(&walked[j]);
                done[j] = true;
            }
        entries[i].walk(ctx, group, outs);
    }
    std::vector<Problem> out;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const CheckEntry& e = entries[i];
        if (!filter.accepts(e.info.id))
            continue;
        if (e.walk) {
            std::move(walked[i].begin(), walked[i].end(), std::back_inserter(out));
        } else if (e.runAll) {
            e.runAll(ctx, e.info, out);
        } else {
            forEachInDomain(ctx, e.domain, [&](HexId h) {
                e.runHex(ctx, e.info, h, out);
                return true;
            });
        }
    }
    return out;
}

std::vector<Problem> problemsAt(const Scenario& s, std::span<const HexId> hexes,
                                const CheckFilter& filter) {
    CheckContext ctx(s);
    std::vector<Problem> out;
    for (const CheckEntry& e : checkEntries())
        if (e.runHex && filter.accepts(e.info.id))
            for (HexId h : hexes)
                if (inDomain(ctx, e.domain, h))
                    e.runHex(ctx, e.info, h, out);
    return out;
}

std::vector<HexId> hexesWithErrorsAbout(const Scenario& s, std::span<const HexId> hexes,
                                        const std::vector<std::string>& units) {
    std::vector<HexId> out;
    for (const Problem& p : problemsAt(s, hexes)) {
        if (p.severity != Severity::Error ||
            std::none_of(p.units.begin(), p.units.end(), [&](const std::string& u) {
                return std::find(units.begin(), units.end(), u) != units.end();
            }))
            continue;
        for (HexId h : p.hexes)
            if (std::find(hexes.begin(), hexes.end(), h) != hexes.end() &&
                std::find(out.begin(), out.end(), h) == out.end())
                out.push_back(h);
    }
    return out;
}

} // namespace marengo
