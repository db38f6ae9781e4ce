#pragma once
// Orders of battle: the command hierarchy and the printed counter values of each unit.
#include "engine/core/id_index.hpp"
#include "engine/core/result.hpp"
#include "engine/core/sparse_text.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marengo {

/// Level of a unit in the hierarchy, from army down to battalion; batteries and leaders may
/// sit under any formation.
enum class Echelon : std::uint8_t {
    Army,
    Corps,
    Division,
    Brigade,
    Regiment,
    Battalion,
    Battery,
    Leader
};
/// Fighting arm; headquarters formations (army..brigade) have Arm::None.
enum class Arm : std::uint8_t { None, Infantry, Cavalry, Artillery, Leader };
/// Foot or horse artillery (batteries only).
enum class ArtilleryType : std::uint8_t { None, Foot, Horse };

std::string_view toString(Echelon e);
/// The echelon's name with its indefinite article, for messages: "an army", "a corps".
std::string withArticle(Echelon e);
std::optional<Echelon> parseEchelon(std::string_view s);
std::string_view toString(Arm a);
std::optional<Arm> parseArm(std::string_view s);
std::string_view toString(ArtilleryType a);
std::optional<ArtilleryType> parseArtilleryType(std::string_view s);

/// Where a transcribed value came from (book, chart, page).
struct Provenance {
    SparseText source;
    SparseText page;
    bool empty() const { return source.empty() && page.empty(); }
    friend bool operator==(const Provenance&, const Provenance&) = default;
};

/// A d66 value: two digits, each 1..6 (11..66).
bool isD66(int value);

/// One unit of an order of battle with its printed counter values. The members are grouped so
/// that none needs padding: the strings, then the four one-byte members and the seven numbers
/// (32 bytes together), then the pointer-sized texts. A member added to the middle group brings
/// padding back unless it keeps that group a multiple of 8 bytes. (Each unit of a large order of
/// battle is written to memory as it is read: 176 bytes, not 192, for 4m's 313k units.)
struct Unit {
    std::string id;     ///< unique across the scenario
    std::string name;   ///< printed name, UTF-8 ("2/69e Ligne")
    std::string parent; ///< id of the parent unit; empty for an army
    Echelon echelon = Echelon::Battalion;
    Arm arm = Arm::None;
    ArtilleryType artillery = ArtilleryType::None;
    bool skirmish = false; ///< may deploy as skirmishers (tirailleurs)
    int increments = 0;    ///< printed increments (0 for headquarters)
    int morale = 0;        ///< d66, 0 when not printed
    int fire = 0;
    int melee = 0;
    int movement = 0; ///< printed movement allowance
    int lanceBonus = 0;
    int leaderBonus = 0; ///< leaders: morale bonus printed on the counter
    SparseText nationality;
    SparseText unitClass; ///< Ligne, Légère, Guard, Jäger, Landwehr, Cossack...
    SparseText commander; ///< for formations: the commanding general's name
    SparseText rank;      ///< leaders: rank ("GdD", "Maréchal")
    Provenance provenance;

    /// Counters that can stand on the map (regiment, battalion, battery, leader).
    bool isPlaceable() const;
    friend bool operator==(const Unit&, const Unit&) = default;
};

/// Checks one unit's own values (ranges, d66, arm fits echelon). Message names the unit.
Status validateUnit(const Unit& u);

/// The order of battle of one side, in document order (parents before children).
class OrderOfBattle {
public:
    std::string side;        ///< "French", "Russian", "Allied"...
    std::string nationality; ///< default for units that name none
    Provenance provenance;

    const std::vector<Unit>& units() const { return m_units; }
    /// Adds a unit; fails on a duplicate id, an unknown parent or invalid values (and then
    /// leaves `u` as it was).
    Status add(Unit&& u);
    Status add(const Unit& u) { return add(Unit(u)); }
    /// Room for `n` units, so that adding that many moves no unit and grows no index (a reader
    /// that knows how many elements its file has).
    void reserve(std::size_t n);
    /// Asks for the memory where add() and find() look `id` up (a hint: a reader that has a
    /// unit's id while it still reads the unit's other values overlaps the wait for it).
    void prefetch(std::string_view id) const { m_index.prefetch(IdIndex::hash(id)); }
    const Unit* find(std::string_view id) const;
    /// A unit to edit in place: its id and parent must stay as they are (the indexes of ids and
    /// children rely on them; reparent() moves a unit).
    Unit* find(std::string_view id);
    /// Units whose parent is `id` ("" for the armies at the top), in document order. Kept in an
    /// index, so the cost is that of the children, not of the whole OOB.
    std::vector<const Unit*> children(std::string_view id) const;
    /// For each unit (by position in units()), whether `other` holds a unit of the same id. The
    /// two indexes are compared in one pass over each rather than by a lookup per unit (a
    /// scenario asks it of two large orders of battle, where each lookup was a cache miss).
    std::vector<bool> idsAlsoIn(const OrderOfBattle& other) const;
    /// True when some unit has `id` as its parent.
    bool hasChildren(std::string_view id) const;
    /// Nationality of a unit, inherited from its parents or the OOB default.
    std::string nationalityOf(const Unit& u) const;
    /// Class of a unit: its own, else (a battalion without one) its regiment's. Formations
    /// above the regiment carry no class (docs/formats.md), so inheritance stops there.
    std::string_view classOf(const Unit& u) const;
    /// Removes a unit and its descendants; returns how many were removed.
    std::size_t remove(std::string_view id);
    /// Moves a unit and its descendants under another parent (placed after the parent's
    /// existing children). Fails when the nesting is not allowed or would form a cycle.
    Status reparent(std::string_view id, std::string_view newParent);

    friend bool operator==(const OrderOfBattle& a, const OrderOfBattle& b) {
        return a.side == b.side && a.nationality == b.nationality && a.provenance == b.provenance &&
               a.m_units == b.m_units;
    }

private:
    static constexpr std::uint32_t kNone = IdIndex::kNone;
    /// Where a unit stands in the hierarchy, as positions in m_units (kNone: none): its parent,
    /// and its children as a list in document order (first, last, and each one's next).
    struct Links {
        std::uint32_t parent = kNone;
        std::uint32_t first = kNone;
        std::uint32_t last = kNone;
        std::uint32_t next = kNone;
    };
    /// Position of the unit with id `id`, or kNone.
    std::uint32_t position(std::string_view id) const;
    /// Position of the unit with id `id`, a new unit's parent: the last unit added and its
    /// ancestors first (up to kParentHintDepth of them), then the index.
    std::uint32_t parentPosition(std::string_view id) const;
    static constexpr int kParentHintDepth = 8;
    /// Indexes the next unit of m_units that has no links yet (its id hashed to `h`) and links
    /// it under its parent (at `parent`, kNone for an army).
    void link(std::uint32_t h, std::uint32_t parent);
    void reindex();
    std::vector<Unit> m_units;
    std::vector<Links> m_links; ///< parallel to m_units
    Links m_armies;             ///< first and last: the units without a parent
    IdIndex m_index;            ///< id -> position in m_units
};

} // namespace marengo
