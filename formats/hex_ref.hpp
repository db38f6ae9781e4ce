#pragma once
// Hex labels in attributes ("A1203"), resolved against a map with clear messages.
#include "formats/xml_reader.hpp"

#include "engine/map/map.hpp"

namespace marengo::formats::detail {

/// Resolves the hex label in `attribute`; reports a malformed or off-map label (and a missing
/// one when `isRequired`) and returns kNoHex then.
HexId readHex(Element& e, const char* attribute, const Map& map, bool isRequired = true);

} // namespace marengo::formats::detail
