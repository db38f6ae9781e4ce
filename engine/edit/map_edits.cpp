#include "engine/edit/map_edits.hpp"

#include "engine/edit/commands.hpp"
#include "engine/scenario/change.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <unordered_set>

namespace marengo::edit {

namespace {

constexpr std::array<HexSide, 3> kOwnedSides{HexSide::N, HexSide::NE, HexSide::SE};

/// The edit that makes one hexside's slope follow the levels of its two hexes, if any.
std::optional<HexsideEdit> slopeEdit(const Map& map, HexId h, HexSide side, HexId n) {
    Features f = map.features(h, side);
    bool want = map.elevation(h) != map.elevation(n);
    auto nf = static_cast<Features>(want ? (f | kSlope) : (f & ~kSlope));
    if (nf == f)
        return std::nullopt;
    return HexsideEdit{h, side, nf};
}

class Sequence final : public Command {
public:
    Sequence(std::string name, std::vector<CommandPtr> commands)
        : m_name(std::move(name)), m_commands(std::move(commands)) {}
    std::string name() const override { return m_name; }
    CommandPtr apply(Scenario& s, Change& change) override {
        Change local;
        std::vector<CommandPtr> inverses;
        inverses.reserve(m_commands.size());
        for (CommandPtr& c : m_commands) {
            if (!c)
                continue;
            CommandPtr inverse = c->apply(s, local);
            if (!inverse) {
                for (auto it = inverses.rbegin(); it != inverses.rend(); ++it) {
                    Change ignored;
                    (*it)->apply(s, ignored);
                }
                return nullptr;
            }
            inverses.push_back(std::move(inverse));
        }
        std::reverse(inverses.begin(), inverses.end());
        change.merge(local);
        return std::make_unique<Sequence>(m_name, std::move(inverses));
    }

private:
    std::string m_name;
    std::vector<CommandPtr> m_commands;
};

class ElevationWithSlopes final : public Command {
public:
    ElevationWithSlopes(std::vector<std::pair<HexId, int>> cells, bool autoSlopes, std::string name)
        : m_cells(std::move(cells)), m_autoSlopes(autoSlopes), m_name(std::move(name)) {}
    std::string name() const override { return m_name; }
    CommandPtr apply(Scenario& s, Change& change) override {
        Change local;
        CommandPtr levels = setElevation(m_cells)->apply(s, local);
        if (!levels)
            return nullptr;
        std::vector<CommandPtr> inverses;
        if (m_autoSlopes) {
            std::vector<HexId> hexes;
            hexes.reserve(m_cells.size());
            for (const auto& [h, level] : m_cells)
                hexes.push_back(h);
            if (auto edits = slopeChanges(s.map, hexes); !edits.empty())
                if (CommandPtr sides = setHexsides(std::move(edits))->apply(s, local))
                    inverses.push_back(std::move(sides));
        }
        inverses.push_back(std::move(levels));
        change.merge(local);
        return sequence(m_name, std::move(inverses));
    }

private:
    std::vector<std::pair<HexId, int>> m_cells;
    bool m_autoSlopes;
    std::string m_name;
};

} // namespace

std::vector<HexId> brushDisk(const Map& map, HexId centre, int radius) {
    std::vector<HexId> out;
    if (!map.onMap(centre) || radius < 0)
        return out;
    const Axial a = toAxial(map.offset(centre));
    for (int dq = -radius; dq <= radius; ++dq) {
        for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius); ++dr) {
            Offset o = toOffset(a + Axial{dq, dr});
            if (map.onMap(o))
                out.push_back(map.id(o));
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<HexId> floodRegion(const Map& map, HexId start) {
    std::vector<HexId> out;
    if (!map.onMap(start))
        return out;
    const TerrainId t = map.terrain(start);
    // Seen hexes: a set while the region is small, so a click in a small wood does not touch
    // a grid-sized bitmap; a bitmap once it grows.
    std::unordered_set<HexId> seenSmall;
    std::vector<bool> seenBig;
    constexpr std::size_t kSmall = 4096;
    auto seen = [&](HexId h) {
        if (!seenBig.empty())
            return static_cast<bool>(seenBig[h]);
        return seenSmall.count(h) > 0;
    };
    auto mark = [&](HexId h) {
        if (!seenBig.empty()) {
            seenBig[h] = true;
            return;
        }
        seenSmall.insert(h);
        if (seenSmall.size() > kSmall) {
            seenBig.assign(map.gridSize(), false);
            for (HexId s : seenSmall)
                seenBig[s] = true;
            seenSmall.clear();
        }
    };
    std::vector<HexId> stack{start};
    mark(start);
    while (!stack.empty()) {
        HexId h = stack.back();
        stack.pop_back();
        out.push_back(h);
        for (HexSide side : kAllSides) {
            HexId n = map.neighbour(h, side);
            if (n == kNoHex || map.terrain(n) != t || seen(n))
                continue;
            mark(n);
            stack.push_back(n);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<HexId> rectangleRegion(const Map& map, HexId a, HexId b) {
    std::vector<HexId> out;
    if (!map.onMap(a) || !map.onMap(b))
        return out;
    Offset oa = map.offset(a), ob = map.offset(b);
    for (int row = std::min(oa.row, ob.row); row <= std::max(oa.row, ob.row); ++row)
        for (int col = std::min(oa.col, ob.col); col <= std::max(oa.col, ob.col); ++col)
            if (map.onMap(Offset{col, row}))
                out.push_back(map.id({col, row}));
    return out;
}

std::vector<std::pair<HexId, TerrainId>> terrainChanges(const Map& map,
                                                        std::span<const HexId> hexes, TerrainId t) {
    std::vector<std::pair<HexId, TerrainId>> out;
    for (HexId h : hexes)
        if (map.onMap(h) && map.terrain(h) != t)
            out.emplace_back(h, t);
    return out;
}

std::vector<HexsideEdit> slopeChanges(const Map& map, std::span<const HexId> hexes) {
    std::vector<HexsideEdit> out;
    std::unordered_set<std::uint64_t> done;
    for (HexId h : hexes) {
        if (!map.onMap(h))
            continue;
        for (HexSide side : kAllSides) {
            HexId n = map.neighbour(h, side);
            if (n == kNoHex)
                continue;
            auto key = (static_cast<std::uint64_t>(std::min(h, n)) << 32) | std::max(h, n);
            if (!done.insert(key).second)
                continue;
            if (auto e = slopeEdit(map, h, side, n))
                out.push_back(*e);
        }
    }
    return out;
}

std::vector<HexsideEdit> slopeChanges(const Map& map) {
    std::vector<HexsideEdit> out;
    for (HexId h = 0; h < map.gridSize(); ++h) {
        if (!map.onMap(h))
            continue;
        for (HexSide side : kOwnedSides) {
            HexId n = map.neighbour(h, side);
            if (n == kNoHex)
                continue;
            if (auto e = slopeEdit(map, h, side, n))
                out.push_back(*e);
        }
    }
    return out;
}

CommandPtr sequence(std::string name, std::vector<CommandPtr> commands) {
    return std::make_unique<Sequence>(std::move(name), std::move(commands));
}

CommandPtr setElevationWithSlopes(std::vector<std::pair<HexId, int>> cells, bool autoSlopes,
                                  std::string name) {
    return std::make_unique<ElevationWithSlopes>(std::move(cells), autoSlopes, std::move(name));
}

Result<Map> resheet(const Map& map, std::vector<Sheet> sheets, Numbering numbering) {
    auto made = Map::create(map.name(), numbering, std::move(sheets), map.terrainTypes());
    if (!made)
        return made;
    Map& m = *made;
    m.setPrintHexMm(map.printHexMm());
    m.setReferences(map.references()); // placed in map units, which the grid positions keep
    for (const Sheet& sh : m.sheets()) {
        for (int row = sh.row; row < sh.row + sh.rows; ++row) {
            for (int col = sh.col; col < sh.col + sh.cols; ++col) {
                Offset o{col, row};
                if (!map.onMap(o))
                    continue;
                HexId from = map.id(o), to = m.id(o);
                m.setTerrain(to, map.terrain(from));
                m.setElevation(to, map.elevation(from));
                for (HexSide side : kAllSides)
                    if (Features f = map.features(from, side))
                        m.setFeatures(to, side, f);
            }
        }
    }
    return made;
}

Result<Map> addSheet(const Map& map, Sheet sheet) {
    std::vector<Sheet> sheets = map.sheets();
    sheets.push_back(sheet);
    return resheet(map, std::move(sheets), map.numbering());
}

Result<Map> removeSheet(const Map& map, char letter) {
    std::vector<Sheet> sheets = map.sheets();
    auto it = std::find_if(sheets.begin(), sheets.end(),
                           [&](const Sheet& s) { return s.letter == letter; });
    if (it == sheets.end())
        return Error{std::string("the map has no sheet ") + letter};
    if (sheets.size() == 1)
        return Error{"a map needs at least one sheet"};
    sheets.erase(it);
    return resheet(map, std::move(sheets), map.numbering());
}

HexId sameCell(const Map& from, const Map& to, HexId h) {
    if (!from.onMap(h))
        return kNoHex;
    Offset o = from.offset(h);
    return to.onMap(o) ? to.id(o) : kNoHex;
}

MapReplacement replaceMap(const Scenario& s, Map newMap, std::string name) {
    MapReplacement r;
    auto moved = [&](HexId h) { return h == kNoHex ? kNoHex : sameCell(s.map, newMap, h); };

    std::vector<Reinforcement> reinforcements = s.reinforcements;
    for (Reinforcement& rf : reinforcements) {
        HexId entry = moved(rf.entry);
        if (entry == kNoHex && s.map.onMap(rf.entry)) {
            r.blocked = "reinforcements (" + rf.side + ", " + formatClock(rf.time) + ") enter at " +
                        s.map.label(rf.entry) +
                        ", which would be off the map: move their entry hex first";
            return r;
        }
        rf.entry = entry;
        for (Placement& p : rf.units) {
            p.hex = moved(p.hex);
            p.second = moved(p.second);
        }
    }

    std::vector<Placement> setup;
    setup.reserve(s.setup.size());
    for (Placement p : s.setup) {
        HexId h = moved(p.hex);
        if (h == kNoHex) {
            r.unitsOffMap.push_back(p.unit);
            continue;
        }
        p.hex = h;
        p.second = moved(p.second);
        setup.push_back(std::move(p));
    }

    std::vector<Objective> objectives;
    for (Objective o : s.objectives) {
        HexId h = moved(o.hex);
        if (h == kNoHex) {
            r.objectivesLost.push_back(o.name.empty() ? s.map.label(o.hex) : o.name);
            continue;
        }
        o.hex = h;
        objectives.push_back(std::move(o));
    }

    std::vector<CommandPtr> parts;
    parts.push_back(setPart(name, &Scenario::map, std::move(newMap)));
    if (setup != s.setup)
        parts.push_back(setPart(name, &Scenario::setup, std::move(setup)));
    if (reinforcements != s.reinforcements)
        parts.push_back(setPart(name, &Scenario::reinforcements, std::move(reinforcements)));
    if (objectives != s.objectives)
        parts.push_back(setPart(name, &Scenario::objectives, std::move(objectives)));
    r.command = sequence(std::move(name), std::move(parts));
    return r;
}

} // namespace marengo::edit
