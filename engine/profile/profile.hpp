#pragma once
// Rules profile: the numbers that differ between titles and editions of the Premier Rules.
// Every value carries its source (rule section, excerpt, or "assumed: why").
//
// The parameters are declared once, in engine/profile/params.def (name, type, default, range,
// meaning); that table drives the typed keys below, the loader's checks, `marengo rules-params`,
// the schema test and docs/rules.md. Code reads a parameter by key object:
//     const int minimum = profile.get(params::carreMinIncrements);
// which returns int, double or bool as the table says, in O(1) without allocating; a key that
// the table lacks does not compile.
#include "engine/core/result.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace marengo {

/// What a parameter holds: a whole number, any number, or a flag (0 or 1).
enum class ParamType { Int, Real, Flag };

/// A parameter's row in the table, in params.def order.
enum class ParamId : std::size_t {
#define MARENGO_PARAM(name, key, type, def, min, max, meaning) name,
#include "engine/profile/params.def"
#undef MARENGO_PARAM
};

/// One row of the parameter table. A profile may set a value in [min, max]; for Int and Flag
/// parameters a whole number.
struct ParamSpec {
    ParamId id;
    std::string_view key; ///< "time.turn-minutes"
    ParamType type;
    double defaultValue;
    double min;
    double max;
    std::string_view meaning;
};

/// Every parameter the engine reads, in a stable order (params.def).
inline constexpr ParamSpec kParams[] = {
#define MARENGO_PARAM(name, key, type, def, min, max, meaning)                                     \
    {ParamId::name, key, ParamType::type, def, min, max, meaning},
#include "engine/profile/params.def"
#undef MARENGO_PARAM
};
inline constexpr std::size_t kParamCount = std::size(kParams);

constexpr const ParamSpec& paramSpec(ParamId id) {
    return kParams[static_cast<std::size_t>(id)];
}
/// The parameter a profile file names by `key`; nullptr for an unknown key. Only loaders look
/// keys up by name: code uses the key objects of `params`.
const ParamSpec* findParam(std::string_view key);
/// "int", "real" or "flag".
std::string_view paramTypeName(ParamType type);
/// The values a parameter accepts: "1 to 1440", "0 or 1".
std::string paramRangeText(const ParamSpec& spec);
/// Why `value` is not a value of the parameter (out of range, or not whole for an Int or a
/// Flag); nothing when it is one.
std::optional<std::string> paramValueProblem(const ParamSpec& spec, double value);

/// The C++ type of a parameter's value.
template <ParamType T>
using ParamValue = std::conditional_t<T == ParamType::Int, int,
                                      std::conditional_t<T == ParamType::Real, double, bool>>;

/// A typed key into the parameter table: RulesProfile::get returns a T.
template <class T> struct ParamKey {
    ParamId id;
    constexpr const ParamSpec& spec() const { return paramSpec(id); }
    constexpr std::string_view key() const { return spec().key; }
};

/// One key object per row of params.def: params::timeTurnMinutes is "time.turn-minutes".
namespace params {
#define MARENGO_PARAM(name, key, type, def, min, max, meaning)                                     \
    inline constexpr ParamKey<ParamValue<ParamType::type>> name{ParamId::name};
#include "engine/profile/params.def"
#undef MARENGO_PARAM

/// The extra-MP keys of one arm's hexside crossings.
struct HexsideCostKeys {
    ParamKey<double> slope, stream, ford, wall, hedge;
};
inline constexpr HexsideCostKeys kInfantryHexsides{infantrySlopeMp, infantryStreamMp,
                                                   infantryFordMp, infantryWallMp, infantryHedgeMp};
inline constexpr HexsideCostKeys kCavalryHexsides{cavalrySlopeMp, cavalryStreamMp, cavalryFordMp,
                                                  cavalryWallMp, cavalryHedgeMp};
inline constexpr HexsideCostKeys kArtilleryHexsides{
    artillerySlopeMp, artilleryStreamMp, artilleryFordMp, artilleryWallMp, artilleryHedgeMp};
} // namespace params

/// A parameter value a profile sets, with its source.
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
    std::vector<TerrainRules> terrain;
    std::vector<ChargeModifier> chargeModifiers;

    /// Value of a parameter: the profile's, else the table default.
    template <class T> T get(ParamKey<T> key) const {
        const double v = value(key.id);
        if constexpr (std::is_same_v<T, bool>)
            return v != 0;
        else
            return static_cast<T>(v);
    }
    /// The value and source this profile sets; nullptr where it leaves the table default.
    const Param* param(ParamId key) const {
        const auto& p = m_params[static_cast<std::size_t>(key)];
        return p ? &*p : nullptr;
    }
    /// How many parameters the profile sets.
    std::size_t paramCount() const;

    /// Sets a parameter; fails, changing nothing, for a value outside the key's range (or not
    /// whole for an int or a flag).
    template <class T>
    Status set(ParamKey<T> key, std::type_identity_t<T> value, std::string source) {
        return set(key.id, static_cast<double>(value), std::move(source));
    }
    /// The same for a key a loader found by name (findParam).
    Status set(ParamId key, double value, std::string source);

    const TerrainRules* terrainRules(std::string_view terrainId) const;

    friend bool operator==(const RulesProfile&, const RulesProfile&) = default;

private:
    double value(ParamId key) const {
        const auto& p = m_params[static_cast<std::size_t>(key)];
        return p ? p->value : paramSpec(key).defaultValue;
    }

    std::array<std::optional<Param>, kParamCount> m_params;
};

} // namespace marengo
