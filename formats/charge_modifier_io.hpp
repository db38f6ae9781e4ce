#pragma once
// <charge-modifier> rows, shared by rules profiles and scenario special rules.
#include "formats/xml_reader.hpp"
#include "formats/xml_writer.hpp"

#include "engine/profile/profile.hpp"

#include <optional>
#include <string>
#include <vector>

namespace marengo::formats::detail {

/// Reads a <charge-modifier>; nullopt (with problems reported) when it must be dropped.
/// `sides` lists the sides it may name (empty: any).
std::optional<ChargeModifier> readChargeModifier(XmlDocument& doc, pugi::xml_node n,
                                                 const std::vector<std::string>& sides);
/// Writes one <charge-modifier/> line.
void writeChargeModifier(XmlWriter& w, const ChargeModifier& m);

/// Reads the required, non-empty `source` attribute (reported when missing or empty).
std::string readSource(Element& e);

/// Checks a side name against the orders of battle's sides (skipped when `sides` is empty).
void checkSide(Element& e, const char* attribute, const std::vector<std::string>& sides);

} // namespace marengo::formats::detail
