#include "editor/forms/add_unit.hpp"

#include <cctype>

namespace marengo::editor {

bool mayHold(const Unit& parent, const Unit& u) {
    if (parent.echelon == Echelon::Battalion || parent.echelon == Echelon::Battery ||
        parent.echelon == Echelon::Leader)
        return false;
    return parent.echelon < u.echelon || u.echelon == Echelon::Leader ||
           u.echelon == Echelon::Battery;
}

std::vector<Echelon> echelonsUnder(const Unit* parent) {
    std::vector<Echelon> out;
    for (int e = 0; e <= static_cast<int>(Echelon::Leader); ++e) {
        Unit probe;
        probe.echelon = static_cast<Echelon>(e);
        if (parent ? mayHold(*parent, probe) : probe.echelon == Echelon::Army)
            out.push_back(probe.echelon);
    }
    return out;
}

std::vector<std::string> armChoices(Echelon e) {
    switch (e) {
    case Echelon::Regiment:
        return {"infantry", "cavalry"};
    case Echelon::Battalion:
        return {"infantry"};
    case Echelon::Battery:
        return {"foot", "horse"};
    case Echelon::Leader:
        return {"leader"};
    default:
        return {"headquarters"};
    }
}

Checked<Unit> newUnit(const Scenario& s, const UnitDraft& d) {
    Unit u;
    u.echelon = d.echelon;
    u.parent = d.parent;
    u.name = d.name;
    u.arm = u.echelon == Echelon::Leader      ? Arm::Leader
            : u.echelon == Echelon::Battalion ? Arm::Infantry
            : u.echelon == Echelon::Battery   ? Arm::Artillery
            : u.echelon == Echelon::Regiment  ? (d.arm == "cavalry" ? Arm::Cavalry : Arm::Infantry)
                                              : Arm::None;
    if (u.echelon == Echelon::Battery)
        u.artillery = d.arm == "horse" ? ArtilleryType::Horse : ArtilleryType::Foot;
    std::string id = d.id;
    if (id.empty()) {
        for (char c : u.name)
            if (std::isalnum(static_cast<unsigned char>(c)))
                id += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            else if (!id.empty() && id.back() != '-')
                id += '-';
        if (id.empty())
            id = "unit";
        std::string base = id;
        for (int k = 2; s.findUnit(id); ++k)
            id = base + "-" + std::to_string(k);
    }
    u.id = id;
    if (u.isPlaceable() && u.echelon != Echelon::Leader && u.echelon != Echelon::Regiment)
        u.increments = u.echelon == Echelon::Battery ? 2 : 6;

    Checked<Unit> out;
    if (u.name.empty())
        out.errors.push_back("A unit needs a name.");
    else if (s.findUnit(u.id))
        out.errors.push_back("The id '" + u.id + "' is taken.");
    else if (Status st = validateUnit(u); !st)
        out.errors.push_back(st.error());
    else
        out.value = std::move(u);
    return out;
}

} // namespace marengo::editor
