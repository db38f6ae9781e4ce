#include "formats/hex_ref.hpp"

#include "formats/text_util.hpp"

namespace marengo::formats::detail {

namespace {
std::string range(int first, int count, int digits) {
    HexLabel l;
    Numbering n{digits, digits, 0, 0};
    l.col = first;
    std::string a = formatLabel(l, n).substr(1, static_cast<std::size_t>(digits));
    l.col = first + count - 1;
    std::string b = formatLabel(l, n).substr(1, static_cast<std::size_t>(digits));
    return a + "-" + b;
}
} // namespace

HexId readHex(Element& e, const char* attribute, const Map& map, bool isRequired) {
    const std::string_view text = e.text(attribute);
    if (text.empty() && !e.has(attribute)) {
        if (isRequired)
            e.required(attribute);
        return kNoHex;
    }
    // Map::find reads a label as parseLabel does: the label is parsed again only for a message.
    if (HexId h = map.find(text); h != kNoHex && map.onMap(h))
        return h;
    const Numbering& n = map.numbering();
    auto label = parseLabel(text, n);
    if (!label) {
        char letter = map.sheets().empty() ? 'A' : map.sheets().front().letter;
        e.fail(attribute, "hex " + quote(text) + " is not a hex label (expected a sheet letter, " +
                              std::to_string(n.colDigits) + " column and " +
                              std::to_string(n.rowDigits) + " row digits, e.g. " +
                              formatLabel({letter, n.firstCol, n.firstRow}, n) + ")");
        return kNoHex;
    }
    std::string why;
    const Sheet* sheet = nullptr;
    for (const Sheet& s : map.sheets())
        if (s.letter == label->sheet)
            sheet = &s;
    if (!sheet)
        why = map.sheets().empty() ? " (the map has no sheets)"
                                   : std::string(" (the map has no sheet ") + label->sheet + ")";
    else
        why = std::string(" (sheet ") + sheet->letter + " has columns " +
              range(n.firstCol, sheet->cols, n.colDigits) + " and rows " +
              range(n.firstRow, sheet->rows, n.rowDigits) + ")";
    e.fail(attribute, "hex " + std::string(text) + " is off the map" + why);
    return kNoHex;
}

} // namespace marengo::formats::detail
