#include "engine/profile/profile.hpp"

#include <algorithm>
#include <charconv>
#include <climits>
#include <cmath>

namespace marengo {

namespace {

// The table, checked when it compiles: a malformed row of params.def is a build error.
struct NamedRow {
    std::string_view name; // the C++ key object's name
    std::string_view key;
};
constexpr NamedRow kNames[] = {
#define MARENGO_PARAM(name, key, type, def, min, max, meaning) {#name, key},
#include "engine/profile/params.def"
#undef MARENGO_PARAM
};

constexpr bool isWhole(double v) {
    return v == static_cast<double>(static_cast<long long>(v));
}

constexpr bool isLower(char c) {
    return c >= 'a' && c <= 'z';
}

// The key in lowerCamelCase: "time.turn-minutes" -> "timeTurnMinutes".
constexpr bool nameFollowsKey(std::string_view name, std::string_view key) {
    std::size_t n = 0;
    bool upper = false;
    for (char c : key) {
        if (c == '.' || c == '-') {
            upper = true;
            continue;
        }
        if (!isLower(c) && !(c >= '0' && c <= '9'))
            return false; // keys are lower-case letters, digits, '.' and '-'
        const char want = upper && isLower(c) ? static_cast<char>(c - 'a' + 'A') : c;
        if (n >= name.size() || name[n] != want)
            return false;
        ++n;
        upper = false;
    }
    return n == name.size();
}

constexpr bool wellFormed(const ParamSpec& p, std::size_t index) {
    if (static_cast<std::size_t>(p.id) != index || p.key.find('.') == std::string_view::npos ||
        p.meaning.empty() || !nameFollowsKey(kNames[index].name, p.key))
        return false;
    if (!(p.min <= p.defaultValue && p.defaultValue <= p.max))
        return false;
    switch (p.type) {
    case ParamType::Flag:
        return p.min == 0 && p.max == 1 && isWhole(p.defaultValue);
    case ParamType::Int:
        return p.min >= INT_MIN && p.max <= INT_MAX && isWhole(p.min) && isWhole(p.max) &&
               isWhole(p.defaultValue);
    case ParamType::Real:
        return true;
    }
    return false;
}

constexpr bool tableIsWellFormed() {
    for (std::size_t i = 0; i < kParamCount; ++i) {
        if (!wellFormed(kParams[i], i))
            return false;
        for (std::size_t j = 0; j < i; ++j)
            if (kParams[j].key == kParams[i].key)
                return false;
    }
    return true;
}

static_assert(tableIsWellFormed(),
              "engine/profile/params.def: a row breaks the rules written at the top of the file "
              "(name = key in lowerCamelCase, min <= default <= max, whole bounds for Int, 0 and "
              "1 for Flag, unique keys)");

std::string number(double v) {
    char buf[32];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return ec == std::errc{} ? std::string(buf, end) : std::string("?");
}

} // namespace

const ParamSpec* findParam(std::string_view key) {
    for (const ParamSpec& p : kParams)
        if (p.key == key)
            return &p;
    return nullptr;
}

std::string_view paramTypeName(ParamType type) {
    switch (type) {
    case ParamType::Int:
        return "int";
    case ParamType::Real:
        return "real";
    case ParamType::Flag:
        return "flag";
    }
    return "?";
}

std::string paramRangeText(const ParamSpec& spec) {
    if (spec.type == ParamType::Flag)
        return "0 or 1";
    return number(spec.min) + " to " + number(spec.max);
}

std::optional<std::string> paramValueProblem(const ParamSpec& spec, double value) {
    const std::string what = std::string(spec.key) + " " + number(value);
    const std::string expected = " (expected " + paramRangeText(spec) + ")";
    if (!std::isfinite(value) || value < spec.min || value > spec.max)
        return what + " is out of range" + expected;
    if (spec.type != ParamType::Real && std::trunc(value) != value)
        return what + " is not a whole number" + expected;
    return std::nullopt;
}

std::size_t RulesProfile::paramCount() const {
    return static_cast<std::size_t>(std::count_if(m_params.begin(), m_params.end(),
                                                  [](const auto& p) { return p.has_value(); }));
}

Status RulesProfile::set(ParamId key, double value, std::string source) {
    if (auto problem = paramValueProblem(paramSpec(key), value))
        return Error{std::move(*problem)};
    m_params[static_cast<std::size_t>(key)] = Param{value, std::move(source)};
    return okStatus();
}

const TerrainRules* RulesProfile::terrainRules(std::string_view terrainId) const {
    for (const TerrainRules& t : terrain)
        if (t.terrain == terrainId)
            return &t;
    return nullptr;
}

} // namespace marengo
