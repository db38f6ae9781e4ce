#pragma once
// A minimal deterministic XML writer: declaration, 2-space indentation, one element per line,
// attributes in the order they are added.
#include <string>
#include <string_view>
#include <vector>

namespace marengo::formats::detail {

/// Builds an XML document line by line.
class XmlWriter {
public:
    /// Starts the document with `<?xml version="1.0" encoding="UTF-8"?>`.
    XmlWriter();
    /// Opens a start tag `<name` on a new line.
    XmlWriter& start(std::string_view name);
    /// Adds an attribute to the open start tag.
    XmlWriter& attr(std::string_view name, std::string_view value);
    XmlWriter& attr(std::string_view name, int value);
    /// Adds the attribute only when `value` is not empty.
    XmlWriter& optional(std::string_view name, std::string_view value);
    /// Closes the start tag as an empty element `/>`.
    void leaf();
    /// Closes the start tag with `>`; children follow until end().
    void children();
    /// Writes text content and the end tag on the same line.
    void text(std::string_view content);
    /// Writes the end tag of the innermost element opened with children().
    void end();
    /// The document, ending with a newline.
    std::string finish();

private:
    void indent();

    std::string m_out;
    std::vector<std::string> m_open;
};

} // namespace marengo::formats::detail
