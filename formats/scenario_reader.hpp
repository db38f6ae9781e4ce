#pragma once
// Reading *.scenario.xml in two steps, so that loadScenario can load the files a scenario
// refers to before reading the set-up against them.
#include "formats/xml_reader.hpp"

#include <optional>
#include <string>
#include <vector>

namespace marengo::formats::detail {

/// The lists of a scenario that may hold thousands of plain children, read by XmlDocument's
/// scanner: the set-up's <unit>s (XmlDocument::parse).
inline constexpr FlatList kScenarioFlatLists[] = {{"setup", "unit"}};

/// A file the scenario refers to, with its element for positions.
struct FileRef {
    std::string href;    ///< relative to the scenario (empty for a bundled profile)
    std::string profile; ///< <rules profile="ID">: a bundled profile's id
    pugi::xml_node node;
};

/// The <map>, <rules> and <oob> references of a scenario, each valid and listed once.
struct ScenarioRefs {
    std::optional<FileRef> map;
    std::optional<FileRef> rules;
    std::vector<FileRef> oobs;
};

/// Reads a parsed scenario document.
class ScenarioReader {
public:
    explicit ScenarioReader(XmlDocument& doc) : m_doc(doc) {}
    /// Reads the file references, reporting bad, repeated or missing ones.
    ScenarioRefs readRefs();
    /// Reads everything else against the map and orders of battle, which become the
    /// scenario's (rules are left default).
    Scenario readBody(const ScenarioRefs& refs, Map map, std::vector<OrderOfBattle> oobs);

private:
    XmlDocument& m_doc;
};

} // namespace marengo::formats::detail
