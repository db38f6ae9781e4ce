#pragma once
// What the reinforcement check tests share: a counter with the values the checks read.
#include "engine/oob/oob.hpp"

#include <string>
#include <utility>

namespace reinforcements_test {

/// A unit named "The <id>"; a combat unit (increments > 0) gets morale 43 and 6 MP (14 for
/// cavalry); a battery is foot artillery unless `artillery` says otherwise.
inline marengo::Unit makeUnit(std::string id, marengo::Echelon e, marengo::Arm arm,
                              std::string parent, int increments = 0,
                              marengo::ArtilleryType artillery = marengo::ArtilleryType::Foot) {
    marengo::Unit u;
    u.id = id;
    u.name = "The " + id;
    u.echelon = e;
    u.arm = arm;
    u.parent = std::move(parent);
    u.increments = increments;
    if (increments > 0) {
        u.morale = 43;
        u.movement = arm == marengo::Arm::Cavalry ? 14 : 6;
    }
    if (arm == marengo::Arm::Artillery)
        u.artillery = artillery;
    return u;
}

} // namespace reinforcements_test
