#pragma once
// Terrain checks (terrain effects charts): units stand only in terrain their arm may
// enter (the profile's movement cost per arm, negative = prohibited: artillery in woods, cavalry
// in swamps), and a two-hex unit never straddles a hexside its arm may not cross (a river without
// bridge or ford; a stream, ford or slope the profile prohibits to the arm).
#include "engine/checks/registry.hpp"

#include <vector>

namespace marengo::terrain {

void prohibited(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);
void impassableHexside(const CheckContext& ctx, const CheckInfo& c, HexId h,
                       std::vector<Problem>& out);

/// Why an arm may not cross a hexside with these features, or empty when it may ("river without
/// bridge or ford"). Reads <arm>.stream-mp, <arm>.ford-mp and <arm>.slope-mp from the profile
/// (negative: prohibited; a key the catalogue lacks counts as passable).
std::string hexsideBlock(Features f, Arm arm, const RulesProfile& profile);

/// Appends the terrain checks to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::terrain
