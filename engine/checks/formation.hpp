#pragma once
// Formation checks (Tactical Organization, rules 15/16): the formation suits
// the arm (and artillery with a line takes its orientation), general-order terrain forces general
// order (or skirmish order) and infantry takes general order nowhere else, cavalry line only in
// clear with 4 increments a hex, a two-hex line with 5 increments and its second hex across a
// flank hexside, skirmishers only for able units and in two hexes from 4 increments, disordered
// units only in column or general order. The rule facts are rules/formations.hpp's, which the
// editor asks too; these checks apply them to every stack and word the problems.
// Each reports a unit at its first hex; those that read terrain look at both hexes of a two-hex
// unit, hence radius 1.
#include "engine/checks/registry.hpp"

#include <string>
#include <vector>

namespace marengo::formation {

/// Why a unit of arm `arm` is never in formation `f` ("only artillery limbers"), or empty when
/// the arm has that formation (rules::armHasFormation). Shared by formation.facing and the arrival
/// formation of reinforcements.
std::string armFormationBlock(Arm arm, Formation f);

void facing(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);
void generalOrderTerrain(const CheckContext& ctx, const CheckInfo& c, HexId h,
                         std::vector<Problem>& out);
void cavalryLine(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);
void twoHexLine(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);
void skirmish(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);
void disordered(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);

/// Appends the formation checks to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::formation
