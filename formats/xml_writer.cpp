#include "formats/xml_writer.hpp"

namespace marengo::formats::detail {

namespace {
void appendCharRef(std::string& out, unsigned char c) {
    out += "&#";
    out += std::to_string(static_cast<int>(c));
    out += ';';
}

void escapeAttribute(std::string& out, std::string_view s) {
    for (char ch : s) {
        auto c = static_cast<unsigned char>(ch);
        switch (ch) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            // White space in attribute values is normalised by readers: keep it as references.
            if (c < 0x20 || c == 0x7F)
                appendCharRef(out, c);
            else
                out += ch;
        }
    }
}

void escapeText(std::string& out, std::string_view s) {
    for (char ch : s) {
        auto c = static_cast<unsigned char>(ch);
        switch (ch) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        default:
            if ((c < 0x20 && ch != '\n' && ch != '\t') || c == 0x7F)
                appendCharRef(out, c); // includes '\r', which readers would turn into '\n'
            else
                out += ch;
        }
    }
}
} // namespace

XmlWriter::XmlWriter() {
    m_out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
}

void XmlWriter::indent() {
    m_out.append(2 * m_open.size(), ' ');
}

XmlWriter& XmlWriter::start(std::string_view name) {
    indent();
    m_out += '<';
    m_out += name;
    m_open.emplace_back(name);
    return *this;
}

XmlWriter& XmlWriter::attr(std::string_view name, std::string_view value) {
    m_out += ' ';
    m_out += name;
    m_out += "=\"";
    escapeAttribute(m_out, value);
    m_out += '"';
    return *this;
}

XmlWriter& XmlWriter::attr(std::string_view name, int value) {
    return attr(name, std::to_string(value));
}

XmlWriter& XmlWriter::optional(std::string_view name, std::string_view value) {
    if (!value.empty())
        attr(name, value);
    return *this;
}

void XmlWriter::leaf() {
    m_out += "/>\n";
    m_open.pop_back();
}

void XmlWriter::children() {
    m_out += ">\n";
}

void XmlWriter::text(std::string_view content) {
    m_out += '>';
    escapeText(m_out, content);
    m_out += "</";
    m_out += m_open.back();
    m_out += ">\n";
    m_open.pop_back();
}

void XmlWriter::end() {
    std::string name = std::move(m_open.back());
    m_open.pop_back();
    indent();
    m_out += "</" + name + ">\n";
}

std::string XmlWriter::finish() {
    return std::move(m_out);
}

} // namespace marengo::formats::detail
