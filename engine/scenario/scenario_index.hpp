#pragma once
// Who stands where in a scenario, resolved once: which units stand in which hex, which unit each
// placement names, and each unit's parent, so that no rule or check looks a unit up by its id.
// The rules (zones of influence), the checks, the CLI and the editor all read it.
#include "engine/scenario/scenario.hpp"

#include <cstdint>
#include <span>
#include <vector>

namespace marengo {

/// A unit standing in a hex: its placement, counter and order of battle, with the facts most
/// checks test kept beside them (reading the Unit itself is a cache miss on a large OOB).
struct Occupant {
    Occupant() = default;
    Occupant(const Placement* p, const Unit* u, const OrderOfBattle* o);

    const Placement* placement = nullptr;
    const Unit* unit = nullptr;         ///< nullptr when the id is in no OOB
    const OrderOfBattle* oob = nullptr; ///< the unit's side
    Arm arm = Arm::None;                ///< the unit's arm (None when the id is in no OOB)
    /// Infantry, cavalry or artillery counter in an OOB (not a leader or headquarters).
    bool combat = false;
};

/// A unit id used by two orders of battle (oob.unique-id reports it).
struct DuplicateId {
    const Unit* unit;           ///< the later one, in `again`
    const OrderOfBattle* first; ///< first OOB (in scenario order) that has the id
    const OrderOfBattle* again; ///< the OOB of `unit`
};

/// A scenario's units indexed. Cheap to build (one pass over the orders of battle and one over
/// the set-up). Units are numbered across all OOBs in scenario and document order.
class ScenarioIndex {
public:
    /// Index of no unit.
    static constexpr std::uint32_t kNoUnit = UINT32_MAX;

    explicit ScenarioIndex(const Scenario& s);

    const Scenario& scenario() const { return *m_s; }
    const Map& map() const { return m_s->map; }
    /// Units in a hex (both hexes of a two-hex line), in set-up order.
    std::span<const Occupant> at(HexId h) const {
        if (h >= m_first.size() - 1)
            return {};
        return {m_byHex.data() + m_first[h], m_byHex.data() + m_first[h + 1]};
    }
    /// Hexes that hold at least one unit, ascending.
    const std::vector<HexId>& occupiedHexes() const { return m_hexes; }
    /// Every set-up placement resolved, in set-up order.
    const std::vector<Occupant>& occupants() const { return m_all; }

    /// Number of units in all orders of battle.
    std::size_t unitCount() const { return m_units.size(); }
    const Unit& unit(std::uint32_t i) const { return *m_units[i]; }
    const OrderOfBattle& oobOf(std::uint32_t i) const { return *m_unitOob[i]; }
    /// Index of unit `k` of the order of battle `o` (an element of scenario().oobs).
    std::uint32_t indexOf(const OrderOfBattle& o, std::size_t k) const {
        return m_oobBase[static_cast<std::size_t>(&o - m_s->oobs.data())] +
               static_cast<std::uint32_t>(k);
    }
    /// The unit Scenario::findUnit gives for unit i's id: i itself unless an earlier OOB uses
    /// the same id.
    std::uint32_t canonical(std::uint32_t i) const { return m_canonical[i]; }
    /// Parent of unit i in its own OOB, or kNoUnit.
    std::uint32_t parentOf(std::uint32_t i) const { return m_parent[i]; }
    /// Unit each placement names, as Scenario::findUnit resolves it (kNoUnit when in no OOB):
    /// set-up placements first, then each reinforcement's in order.
    const std::vector<std::uint32_t>& placementUnits() const { return m_placementUnit; }
    /// How many placements (set-up and reinforcements) name unit i's id.
    int timesPlaced(std::uint32_t i) const { return m_timesPlaced[m_canonical[i]]; }
    /// Ids used by more than one OOB, in the order the OOBs list them.
    const std::vector<DuplicateId>& duplicateIds() const { return m_duplicates; }

private:
    /// The unit a placement names (kNoUnit when none); `previous`, the unit the previous
    /// placement named, is where the search starts, and becomes the unit found.
    std::uint32_t resolve(const std::string& id, std::uint32_t& previous) const;

    const Scenario* m_s;
    std::vector<Occupant> m_all;
    std::vector<Occupant> m_byHex;      ///< occupants grouped by hex, in hex order
    std::vector<std::uint32_t> m_first; ///< per grid hex: its first entry in m_byHex (+ end)
    std::vector<HexId> m_hexes;

    std::vector<const Unit*> m_units;
    std::vector<const OrderOfBattle*> m_unitOob;
    std::vector<std::uint32_t> m_oobBase;
    std::vector<std::uint32_t> m_canonical;
    std::vector<std::uint32_t> m_parent;
    std::vector<std::uint32_t> m_placementUnit;
    std::vector<int> m_timesPlaced;
    std::vector<DuplicateId> m_duplicates;
};

} // namespace marengo
