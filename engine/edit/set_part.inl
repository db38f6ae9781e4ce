#pragma once
// Implementation of edit::setPart (a template, so it lives in the header).
#include "engine/scenario/change.hpp"

#include <type_traits>

namespace marengo::edit {

namespace detail {
/// Hexes where a set-up placement stands in `a` or in `b` (both hexes of a two-hex line).
inline void placementHexes(const std::vector<Placement>& a, const std::vector<Placement>& b,
                           std::vector<HexId>& out) {
    for (const auto* list : {&a, &b})
        for (const Placement& p : *list)
            for (HexId h : {p.hex, p.second})
                if (h != kNoHex)
                    out.push_back(h);
}

template <class T> class SetPart final : public Command {
public:
    SetPart(std::string name, T Scenario::*part, T value)
        : m_name(std::move(name)), m_part(part), m_value(std::move(value)) {}
    std::string name() const override { return m_name; }
    CommandPtr apply(Scenario& s, Change& change) override {
        T old = std::move(s.*m_part);
        s.*m_part = std::move(m_value);
        describe(s, old, change);
        return std::make_unique<SetPart>(m_name, m_part, std::move(old));
    }

private:
    /// What replacing the part changed: the map or the rules profile, replaced whole, change
    /// everything; the set-up names the hexes of its old and new placements; the other parts
    /// (settings, reinforcements, special rules, victory conditions) are structure.
    void describe(const Scenario& s, const T& old, Change& change) const {
        if constexpr (std::is_same_v<T, Map> || std::is_same_v<T, RulesProfile>) {
            change.what |= kOnEverything;
            change.everything = true;
        } else if constexpr (std::is_same_v<T, std::vector<Placement>>) {
            change.what |= kOnUnits;
            placementHexes(old, s.*m_part, change.hexes);
        } else if constexpr (std::is_same_v<T, std::vector<Reinforcement>>) {
            change.what |= kOnUnits | kOnStructure;
        } else {
            change.what |= kOnStructure;
        }
    }

    std::string m_name;
    T Scenario::*m_part;
    T m_value;
};
} // namespace detail

template <class T> CommandPtr setPart(std::string name, T Scenario::*part, T value) {
    return std::make_unique<detail::SetPart<T>>(std::move(name), part, std::move(value));
}

} // namespace marengo::edit
