#pragma once
// Rules profile: the numbers that differ between titles and editions of the Premier Rules.
// Every value carries its source (rule section, excerpt file, or "assumed: why").
#include "engine/core/result.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marengo {

/// A known profile parameter: key, default and meaning. The catalogue drives loading (unknown
/// keys are errors), saving and docs.
struct ParamSpec {
    std::string_view key;
    double defaultValue;
    std::string_view meaning;
};
/// Every parameter the engine reads, in a stable order.
const std::vector<ParamSpec>& paramCatalogue();
const ParamSpec* findParamSpec(std::string_view key);

/// A parameter value with its source.
struct Param {
    double value = 0;
    std::string source;
    friend bool operator==(const Param&, const Param&) = default;
};

/// Per-terrain rules: movement cost per arm (negative: prohibited) and stacking limits
/// (0: no limit of that kind).
struct TerrainRules {
    std::string terrain; ///< terrain id from the map's table
    double infantryMp = 1;
    double cavalryMp = 1;
    double artilleryMp = 1;
    int maxIncrements = 0;          ///< infantry or cavalry increments per hex
    int maxInfantryBattalions = 0;  ///< e.g. villages: one battalion
    int maxCavalryRegiments = 0;    ///< e.g. clear: three regiments
    int maxArtilleryIncrements = 0; ///< e.g. clear: six
    int maxBatteries = 0;
    bool chargeAllowed = true; ///< cavalry may charge into it
    std::string source;
    /// MP per hex entered along a road in road march, instead of movement.road-mp (TECs:
    /// "road march through hamlet/village/town 2 per hex"); none: movement.road-mp.
    std::optional<double> roadMarchMp = std::nullopt;
    friend bool operator==(const TerrainRules&, const TerrainRules&) = default;
};

/// One line of a cavalry-charge morale modifier table (stand check of charged infantry).
/// Empty selectors match everything.
struct ChargeModifier {
    std::string condition; ///< "flank", "rear", "in-line", "carre", "lancers"...
    int value = 0;         ///< added to the infantry's d66 roll, in base-six steps
    std::string side;
    std::string nationality;
    std::string unitClass;
    std::string source;
    friend bool operator==(const ChargeModifier&, const ChargeModifier&) = default;
};

/// The rules profile of one title and edition.
class RulesProfile {
public:
    std::string id;      ///< "friedland-2014"
    std::string title;   ///< "La Bataille de Friedland et Danzig 1809"
    std::string edition; ///< "Premier Rules (2014)"
    std::map<std::string, Param> params;
    std::vector<TerrainRules> terrain;
    std::vector<ChargeModifier> chargeModifiers;

    /// Value of a catalogued parameter: the profile's, else the catalogue default.
    double get(std::string_view key) const;
    int getInt(std::string_view key) const { return static_cast<int>(get(key)); }
    const TerrainRules* terrainRules(std::string_view terrainId) const;
    /// Sets a catalogued parameter; fails for an unknown key.
    Status set(std::string_view key, double value, std::string source);

    friend bool operator==(const RulesProfile&, const RulesProfile&) = default;
};

} // namespace marengo
