#pragma once
// Which formations a unit may take where (Tactical Organization, rules 15/16; terrain
// effects charts; Berlin 1813, Premier Rules (July 2021), p.17, Forming Carré): one predicate per
// rule fact, asked by the set-up checks (carré, formation, terrain, arrival formation) and by the
// editor's unit tools (edit/deploy.hpp), so that what the editor offers is exactly what the checks
// accept. The checks judge a whole stack (a carré's increments are the hex's); formationsAllowed()
// composes the same facts for one unit standing alone.
#include "engine/map/map.hpp"
#include "engine/oob/oob.hpp"
#include "engine/profile/profile.hpp"
#include "engine/scenario/scenario.hpp"

#include <string>
#include <vector>

namespace marengo::rules {

/// True when a hexside of `h` carries a road.
bool hasRoad(const Map& map, HexId h);

/// Clear ground, where a carré (Berlin 1813, Premier Rules July 2021, p.17, Forming Carré) and a
/// cavalry line (Berlin 1813, Premier Rules (July 2021), p.134) may stand. Assumption: the map does
/// not mark "clear", so a hex is clear when its terrain forces no general order and, when the
/// profile has a row for it, costs every arm exactly 1 MP (the Bautzen, Heilsberg, Prusse and
/// Leipzig terrain effects charts price clear at 1/1/1; orchards, marsh, ponds, frozen ponds that
/// bear no guns, woods and built-up ground all differ).
bool isClear(const Map& map, const RulesProfile& profile, HexId h);

/// True when units of arm `arm` may enter hex `h`: on the map, and the profile's movement cost
/// for the arm there is not "prohibited" (terrain effects charts). Leaders and headquarters go
/// anywhere.
bool mayEnter(const Map& map, const RulesProfile& profile, Arm arm, HexId h);

/// True when a unit of arm `arm` in formation `f` may stand in hex `h`: it may enter the hex, or
/// it is in road march on a road there (assumed from the Prusse 1806 chart: artillery prohibited
/// in woods, "use road").
bool mayStand(const Map& map, const RulesProfile& profile, Arm arm, Formation f, HexId h);

/// True when the arm has formation `f` at all (Tactical Organization and Orientation, Leipzig 1813
/// p.154): only artillery limbers, and artillery is limbered, unlimbered or in road march, never in
/// column, line, skirmish or general order (it keeps its limber state in general-order terrain).
/// Carré is judged by carreArm().
bool armHasFormation(Arm arm, Formation f);

/// True when the arm may form carré: only infantry (Berlin 1813, Premier Rules (July 2021), p.17;
/// artillery stacks inside in its own formation).
bool carreArm(Arm arm);

/// True when hex `x` is general-order terrain that holds unit `u`, in formation `f` and morale
/// state `state`, to general order (Prusse 1806, Premier Rules (Aug 2017), p.126 and p.130; terrain
/// effects charts): infantry and cavalry in good order, unless in general order, skirmish order,
/// carré or (cavalry) line, which their own facts judge, or in road march on a road when the
/// profile allows it (general-order.road-march-on-road).
bool generalOrderRequired(const Map& map, const RulesProfile& profile, const Unit& u, Formation f,
                          UnitState state, HexId x);

/// True when infantry in general order stands where the terrain does not call for it: infantry is
/// in column unless the terrain forces general order (Tactical Organization, Column, Prusse 1806,
/// Premier Rules (Aug 2017), p.126: "assumed in column unless terrain forces general order").
/// Cavalry may take general order anywhere.
bool generalOrderOutOfPlace(const Map& map, Arm arm, Formation f, HexId x);

/// Size of a carré's hex against carre.min-increments and carre.max-increments (Berlin 1813
/// p.17: at least three increments, at most 18 or a regiment). `oneRegiment`: the infantry in
/// carré in the hex is one regiment (carre.regiment-exception lets it exceed the maximum).
enum class CarreSize { Ok, TooFew, TooMany };
CarreSize carreSize(const RulesProfile& profile, int increments, bool oneRegiment);

/// True when a hex of a cavalry line holds enough increments
/// (cavalry-line.min-increments-per-hex, Berlin 1813, Premier Rules (July 2021), p.134).
bool cavalryLineHexOk(const RulesProfile& profile, int incrementsInHex);

/// True when an infantry line of `increments` may take two hexes (line.two-hex-min-increments;
/// Prusse 1806, Premier Rules (Aug 2017), p.126).
bool twoHexLineOk(const RulesProfile& profile, int increments);

/// Whether a unit may skirmish at all (Infantry Tirailleurs, rule 19, Berlin 1813
/// p.136): artillery never, other units only with the ability, and among horse only light
/// cavalry.
enum class SkirmishAbility { Able, Artillery, NoAbility, HeavyCavalry };
SkirmishAbility skirmishAbility(const Unit& u, const RulesProfile& profile);

/// Hexes a skirmish line of `increments` takes: two from skirmish.two-hex-min-increments, else
/// one (Berlin 1813, Premier Rules (July 2021), p.136).
int skirmishHexes(const RulesProfile& profile, int increments);

/// Increments a unit of `total` counts in one of its hexes when nothing says how they stand: a
/// two-hex unit's increments are split as evenly as possible, the larger half in its first hex.
int incrementsIn(int total, bool twoHexes, bool firstHex);
/// Increments placed unit `p` of `total` counts in hex `h` (0 outside its hexes): the set-up's
/// split when it gives one (which setup.increments checks adds up to `total`), else the even
/// split above.
int incrementsIn(const Placement& p, int total, HexId h);

/// One formation and why the unit may not take it (empty when it may).
struct FormationOption {
    Formation formation;
    std::string why;
};

/// Every formation for unit `u` standing alone, in good order, with `increments` (-1: printed)
/// in `hex`, or in `hex` and `second` (adjacent) for a two-hex line or skirmish line: the arm's
/// formations first in the order the editor cycles through them, then the rest; each with the
/// reason it is refused, from the facts above. Empty for headquarters. Leaders have no formation
/// of their own: column (general order in general-order terrain), in hexes infantry may enter.
/// Which hexside a two-hex unit straddles is a movement fact (terrain.impassable-hexside), not
/// judged here.
std::vector<FormationOption> formationOptions(const Scenario& s, const Unit& u, HexId hex,
                                              HexId second = kNoHex, int increments = -1);

/// The formations of formationOptions() that the unit may take, in cycling order.
std::vector<Formation> formationsAllowed(const Scenario& s, const Unit& u, HexId hex,
                                         HexId second = kNoHex, int increments = -1);

} // namespace marengo::rules
