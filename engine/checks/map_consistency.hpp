#pragma once
// Map consistency checks (the special rules' hexside features; architecture "Map"): bridges and
// fords only on river or stream hexsides, roads without dead ends (except at the map edge or in a
// town), rivers that run on, streams that do not stop one hexside short of other water, slopes
// only between different elevations, terrain types the rules profile describes, and sheets joined
// into one battlefield. The hexside checks run at every hex of the map: a hexside is reported at
// the hex that stores it (its N, NE or SE side), or at the hex on the map when the other side is
// off it; they read a hex's sides and its neighbours' (radius 1; the stream check also the hexes
// round the far corners of a stream end's dry hexsides, radius 2) and allocate nothing unless
// they report. A full run walks the map once for all of them (CheckEntry::walk): each hex's six
// hexsides are read once, and a check runs only at the hexes that have the features it looks at.
#include "engine/checks/registry.hpp"

#include <vector>

namespace marengo::map_checks {

void bridgeWithoutWater(const CheckContext& ctx, const CheckInfo& c, HexId h,
                        std::vector<Problem>& out);
void roadDeadEnd(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);
void riverContinuity(const CheckContext& ctx, const CheckInfo& c, HexId h,
                     std::vector<Problem>& out);
void streamContinuity(const CheckContext& ctx, const CheckInfo& c, HexId h,
                      std::vector<Problem>& out);
void slopeWithoutElevation(const CheckContext& ctx, const CheckInfo& c, HexId h,
                           std::vector<Problem>& out);
void terrain(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void sheets(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);

/// Appends the map checks to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::map_checks
