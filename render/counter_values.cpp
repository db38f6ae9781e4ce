#include "render/counter_values.hpp"

namespace marengo::render {

CounterValues counterValues(const Unit& u, int increments) {
    CounterValues v;
    const int inc = increments >= 0 ? increments : u.increments;
    if (inc > 0)
        v.increments = std::to_string(inc);
    if (u.movement > 0)
        v.movement = std::to_string(u.movement);
    const std::string fire = u.skirmish && u.arm == Arm::Cavalry
                                 ? "(" + std::to_string(u.fire) + ")"
                                 : std::to_string(u.fire);
    v.fireMelee = fire + "-" + std::to_string(u.melee) +
                  (u.lanceBonus ? "+" + std::to_string(u.lanceBonus) : "");
    if (u.morale)
        v.morale = std::to_string(u.morale);
    return v;
}

} // namespace marengo::render
