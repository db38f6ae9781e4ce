#include "engine/edit/commands.hpp"

#include "engine/scenario/change.hpp"

#include <algorithm>
#include <unordered_set>

namespace marengo::edit {

void Change::merge(const Change& other) {
    hexes.insert(hexes.end(), other.hexes.begin(), other.hexes.end());
    what |= other.what;
    everything = everything || other.everything;
}

namespace {

class PaintTerrain final : public Command {
public:
    explicit PaintTerrain(std::vector<std::pair<HexId, TerrainId>> cells)
        : m_cells(std::move(cells)) {}
    std::string name() const override { return "Paint Terrain"; }
    CommandPtr apply(Scenario& s, Change& change) override {
        std::vector<std::pair<HexId, TerrainId>> old;
        for (const auto& [h, t] : m_cells) {
            if (!s.map.onMap(h) || t >= s.map.terrainTypes().size())
                return nullptr;
        }
        old.reserve(m_cells.size());
        for (auto it = m_cells.rbegin(); it != m_cells.rend(); ++it)
            old.emplace_back(it->first, s.map.terrain(it->first));
        for (const auto& [h, t] : m_cells) {
            s.map.setTerrain(h, t);
            change.hexes.push_back(h);
        }
        change.what |= kOnTerrain;
        return std::make_unique<PaintTerrain>(std::move(old));
    }

private:
    std::vector<std::pair<HexId, TerrainId>> m_cells;
};

class SetReferenceImages final : public Command {
public:
    SetReferenceImages(std::vector<ReferenceImage> images, std::string name)
        : m_images(std::move(images)), m_name(std::move(name)) {}
    std::string name() const override { return m_name; }
    CommandPtr apply(Scenario& s, Change&) override {
        std::vector<ReferenceImage> old = s.map.references();
        s.map.setReferences(std::move(m_images));
        return std::make_unique<SetReferenceImages>(std::move(old), m_name);
    }

private:
    std::vector<ReferenceImage> m_images;
    std::string m_name;
};

class SetElevation final : public Command {
public:
    explicit SetElevation(std::vector<std::pair<HexId, int>> cells) : m_cells(std::move(cells)) {}
    std::string name() const override { return "Set Elevation"; }
    CommandPtr apply(Scenario& s, Change& change) override {
        for (const auto& [h, level] : m_cells)
            if (!s.map.onMap(h) || level < Map::kMinElevation || level > Map::kMaxElevation)
                return nullptr;
        std::vector<std::pair<HexId, int>> old;
        old.reserve(m_cells.size());
        for (auto it = m_cells.rbegin(); it != m_cells.rend(); ++it)
            old.emplace_back(it->first, s.map.elevation(it->first));
        for (const auto& [h, level] : m_cells) {
            s.map.setElevation(h, level);
            change.hexes.push_back(h);
        }
        change.what |= kOnTerrain;
        return std::make_unique<SetElevation>(std::move(old));
    }

private:
    std::vector<std::pair<HexId, int>> m_cells;
};

class SetHexsides final : public Command {
public:
    using Side = std::tuple<HexId, HexSide, Features>;
    explicit SetHexsides(std::vector<Side> sides) : m_sides(std::move(sides)) {}
    std::string name() const override { return "Edit Hexsides"; }
    CommandPtr apply(Scenario& s, Change& change) override {
        for (const auto& [h, side, f] : m_sides)
            if (!s.map.onMap(h))
                return nullptr;
        std::vector<Side> old;
        old.reserve(m_sides.size());
        for (auto it = m_sides.rbegin(); it != m_sides.rend(); ++it)
            old.emplace_back(std::get<0>(*it), std::get<1>(*it),
                             s.map.features(std::get<0>(*it), std::get<1>(*it)));
        for (const auto& [h, side, f] : m_sides) {
            s.map.setFeatures(h, side, f);
            change.hexes.push_back(h);
            if (HexId n = s.map.neighbour(h, side); n != kNoHex)
                change.hexes.push_back(n);
        }
        change.what |= kOnTerrain;
        return std::make_unique<SetHexsides>(std::move(old));
    }

private:
    std::vector<Side> m_sides;
};

void touchPlacement(const Placement& p, Change& change) {
    change.hexes.push_back(p.hex);
    if (p.second != kNoHex)
        change.hexes.push_back(p.second);
    change.what |= kOnUnits;
}

/// Inserts, replaces or removes the placement of one unit; the inverse restores the previous
/// state at the same index so that saved files stay identical after undo.
class SetPlacement final : public Command {
public:
    SetPlacement(std::string name, std::string unit, std::optional<Placement> p,
                 std::optional<std::size_t> index)
        : m_name(std::move(name)), m_unit(std::move(unit)), m_p(std::move(p)), m_index(index) {}
    std::string name() const override { return m_name; }
    CommandPtr apply(Scenario& s, Change& change) override {
        auto it = std::find_if(s.setup.begin(), s.setup.end(),
                               [&](const Placement& q) { return q.unit == m_unit; });
        std::optional<Placement> old;
        std::optional<std::size_t> oldIndex;
        if (it != s.setup.end()) {
            old = *it;
            oldIndex = static_cast<std::size_t>(it - s.setup.begin());
            touchPlacement(*it, change);
        }
        if (!m_p && !old)
            return nullptr;
        if (m_p && old) {
            *it = *m_p;
        } else if (m_p) {
            std::size_t at =
                std::min(m_index.value_or(s.placementSlot(m_unit, s.setup)), s.setup.size());
            s.setup.insert(s.setup.begin() + static_cast<std::ptrdiff_t>(at), *m_p);
        } else {
            s.setup.erase(it);
        }
        if (m_p)
            touchPlacement(*m_p, change);
        return std::make_unique<SetPlacement>(m_name, m_unit, std::move(old), oldIndex);
    }

private:
    std::string m_name;
    std::string m_unit;
    std::optional<Placement> m_p;
    std::optional<std::size_t> m_index;
};

OrderOfBattle* oobOf(Scenario& s, std::string_view id) {
    for (OrderOfBattle& o : s.oobs)
        if (o.find(id))
            return &o;
    return nullptr;
}

class EditUnit final : public Command {
public:
    EditUnit(Unit u, std::string name) : m_unit(std::move(u)), m_name(std::move(name)) {}
    std::string name() const override { return m_name; }
    CommandPtr apply(Scenario& s, Change& change) override {
        OrderOfBattle* o = oobOf(s, m_unit.id);
        if (!o)
            return nullptr;
        Unit* u = o->find(m_unit.id);
        if (u->parent != m_unit.parent || !validateUnit(m_unit))
            return nullptr;
        Unit old = *u;
        *u = m_unit;
        change.what |= kOnStructure | kOnUnits;
        if (const Placement* p = s.findPlacement(m_unit.id))
            touchPlacement(*p, change);
        return std::make_unique<EditUnit>(std::move(old), m_name);
    }

private:
    Unit m_unit;
    std::string m_name;
};

/// Restores a deleted subtree of units (and their placements) at their old positions.
class RestoreUnits final : public Command {
public:
    RestoreUnits(std::size_t oob, std::vector<std::pair<std::size_t, Unit>> units,
                 std::vector<std::pair<std::size_t, Placement>> placements, std::string name)
        : m_oob(oob), m_units(std::move(units)), m_placements(std::move(placements)),
          m_name(std::move(name)) {}
    std::string name() const override { return m_name; }
    CommandPtr apply(Scenario& s, Change& change) override;

private:
    std::size_t m_oob;
    std::vector<std::pair<std::size_t, Unit>> m_units;           ///< index in OOB, unit
    std::vector<std::pair<std::size_t, Placement>> m_placements; ///< index in set-up
    std::string m_name;
};

class DeleteUnits final : public Command {
public:
    DeleteUnits(std::string id, std::string name) : m_id(std::move(id)), m_name(std::move(name)) {}
    std::string name() const override { return m_name; }
    CommandPtr apply(Scenario& s, Change& change) override {
        OrderOfBattle* o = oobOf(s, m_id);
        if (!o)
            return nullptr;
        std::size_t oobIndex = static_cast<std::size_t>(o - s.oobs.data());
        std::vector<std::pair<std::size_t, Unit>> removed;
        std::unordered_set<std::string> ids{m_id};
        const auto& units = o->units();
        for (std::size_t i = 0; i < units.size(); ++i) {
            if (units[i].id == m_id || ids.count(units[i].parent)) {
                removed.emplace_back(i, units[i]);
                ids.insert(units[i].id);
            }
        }
        std::vector<std::pair<std::size_t, Placement>> placements;
        for (std::size_t i = 0; i < s.setup.size(); ++i)
            if (ids.count(s.setup[i].unit))
                placements.emplace_back(i, s.setup[i]);
        for (auto it = placements.rbegin(); it != placements.rend(); ++it) {
            touchPlacement(it->second, change);
            s.setup.erase(s.setup.begin() + static_cast<std::ptrdiff_t>(it->first));
        }
        o->remove(m_id);
        change.what |= kOnStructure | kOnUnits;
        return std::make_unique<RestoreUnits>(oobIndex, std::move(removed), std::move(placements),
                                              m_name);
    }

private:
    std::string m_id;
    std::string m_name;
};

CommandPtr RestoreUnits::apply(Scenario& s, Change& change) {
    if (m_oob >= s.oobs.size() || m_units.empty())
        return nullptr;
    OrderOfBattle& o = s.oobs[m_oob];
    std::vector<Unit> all = o.units();
    for (const auto& [i, u] : m_units)
        all.insert(all.begin() + static_cast<std::ptrdiff_t>(std::min(i, all.size())), u);
    OrderOfBattle rebuilt;
    rebuilt.side = o.side;
    rebuilt.nationality = o.nationality;
    rebuilt.provenance = o.provenance;
    for (Unit& u : all)
        if (!rebuilt.add(std::move(u)))
            return nullptr;
    o = std::move(rebuilt);
    for (const auto& [i, p] : m_placements) {
        s.setup.insert(s.setup.begin() + static_cast<std::ptrdiff_t>(std::min(i, s.setup.size())),
                       p);
        touchPlacement(p, change);
    }
    change.what |= kOnStructure | kOnUnits;
    return std::make_unique<DeleteUnits>(m_units.front().second.id, m_name);
}

/// Puts back a whole order of battle (the inverse of a move, which reorders units).
class SetOob final : public Command {
public:
    SetOob(std::size_t index, OrderOfBattle oob, std::string name)
        : m_index(index), m_oob(std::move(oob)), m_name(std::move(name)) {}
    std::string name() const override { return m_name; }
    CommandPtr apply(Scenario& s, Change& change) override {
        if (m_index >= s.oobs.size())
            return nullptr;
        OrderOfBattle old = std::move(s.oobs[m_index]);
        s.oobs[m_index] = std::move(m_oob);
        change.what |= kOnStructure;
        return std::make_unique<SetOob>(m_index, std::move(old), m_name);
    }

private:
    std::size_t m_index;
    OrderOfBattle m_oob;
    std::string m_name;
};

class MoveUnit final : public Command {
public:
    MoveUnit(std::string id, std::string parent)
        : m_id(std::move(id)), m_parent(std::move(parent)) {}
    std::string name() const override { return "Move Unit in Order of Battle"; }
    CommandPtr apply(Scenario& s, Change& change) override {
        OrderOfBattle* o = oobOf(s, m_id);
        if (!o)
            return nullptr;
        OrderOfBattle before = *o;
        if (!o->reparent(m_id, m_parent))
            return nullptr; // reparent leaves the OOB untouched when it fails
        change.what |= kOnStructure;
        return std::make_unique<SetOob>(static_cast<std::size_t>(o - s.oobs.data()),
                                        std::move(before), name());
    }

private:
    std::string m_id;
    std::string m_parent;
};

class AddUnit final : public Command {
public:
    AddUnit(std::size_t oob, Unit u) : m_oob(oob), m_unit(std::move(u)) {}
    std::string name() const override { return "Add Unit"; }
    CommandPtr apply(Scenario& s, Change& change) override {
        if (m_oob >= s.oobs.size() || s.findUnit(m_unit.id) || !s.oobs[m_oob].add(m_unit))
            return nullptr;
        change.what |= kOnStructure;
        return std::make_unique<DeleteUnits>(m_unit.id, "Add Unit");
    }

private:
    std::size_t m_oob;
    Unit m_unit;
};

} // namespace

CommandPtr paintTerrain(std::vector<std::pair<HexId, TerrainId>> cells) {
    return std::make_unique<PaintTerrain>(std::move(cells));
}
CommandPtr setElevation(std::vector<std::pair<HexId, int>> cells) {
    return std::make_unique<SetElevation>(std::move(cells));
}
CommandPtr setHexside(HexId hex, HexSide side, Features features) {
    return std::make_unique<SetHexsides>(
        std::vector<std::tuple<HexId, HexSide, Features>>{{hex, side, features}});
}
CommandPtr setReferenceImages(std::vector<ReferenceImage> images, std::string name) {
    return std::make_unique<SetReferenceImages>(std::move(images), std::move(name));
}

CommandPtr setHexsides(std::vector<std::tuple<HexId, HexSide, Features>> sides) {
    return std::make_unique<SetHexsides>(std::move(sides));
}
namespace {
/// A placement as the set-up keeps it: a unit that no longer stands in two hexes (an edit took
/// its second hex away) has no split either.
Placement kept(Placement p) {
    if (p.second == kNoHex)
        p.split = kEvenSplit;
    return p;
}
} // namespace

CommandPtr placeUnit(Placement p) {
    p = kept(std::move(p));
    std::string unit = p.unit;
    return std::make_unique<SetPlacement>("Place Unit", std::move(unit), std::move(p),
                                          std::nullopt);
}
CommandPtr updatePlacement(Placement p, std::string name) {
    p = kept(std::move(p));
    std::string unit = p.unit;
    return std::make_unique<SetPlacement>(std::move(name), std::move(unit), std::move(p),
                                          std::nullopt);
}
CommandPtr removePlacement(std::string unit) {
    return std::make_unique<SetPlacement>("Remove Unit", std::move(unit), std::nullopt,
                                          std::nullopt);
}
CommandPtr setSetup(std::vector<Placement> setup, std::string name) {
    for (Placement& p : setup)
        p = kept(std::move(p));
    return setPart(std::move(name), &Scenario::setup, std::move(setup));
}
CommandPtr addUnit(std::size_t oob, Unit u) {
    return std::make_unique<AddUnit>(oob, std::move(u));
}
CommandPtr editUnit(Unit u, std::string name) {
    return std::make_unique<EditUnit>(std::move(u), std::move(name));
}
CommandPtr deleteUnit(std::string id) {
    return std::make_unique<DeleteUnits>(std::move(id), "Delete Unit");
}
CommandPtr moveUnit(std::string id, std::string newParent) {
    return std::make_unique<MoveUnit>(std::move(id), std::move(newParent));
}

} // namespace marengo::edit
