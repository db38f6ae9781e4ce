#pragma once
// The text of the rules calculators, the same for `marengo melee` and `marengo carre` and for the
// editor's right-click calculators: one wording, one place.
#include "engine/map/map.hpp"
#include "engine/rules/carre_values.hpp"
#include "engine/rules/melee.hpp"

#include <span>
#include <string>

namespace marengo::rules {

/// declaredMelee()'s verdict as lines of text: legal or not, the pre-melee odds, each attacker
/// and defender with the increments it counts and its morale check, then each reason.
std::string meleeText(const Map& map, std::span<const HexId> from, HexId target,
                      const DeclaredMelee& m);

/// carreValues()'s answer for the hex labelled `hex` as lines of text: the infantry, whether it
/// may form carré, its fire value (per unit of fire multiple unless `multipleGiven`), the melee
/// against it and its morale in carré, each with its source.
std::string carreText(const CarreValues& v, const std::string& hex, bool multipleGiven);

} // namespace marengo::rules
