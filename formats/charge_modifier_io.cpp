#include "formats/charge_modifier_io.hpp"

#include "formats/text_util.hpp"

#include <algorithm>

namespace marengo::formats::detail {

void checkSide(Element& e, const char* attribute, const std::vector<std::string>& sides) {
    std::string_view side = e.text(attribute);
    if (side.empty() || sides.empty())
        return;
    if (std::find(sides.begin(), sides.end(), side) == sides.end())
        e.fail(attribute, "side " + quote(side) + " is not the side of any order of battle" +
                              knownHint(side, sides));
}

std::string readSource(Element& e) {
    auto source = e.required("source");
    if (source && source->empty())
        e.fail("source", "source is empty (name the rule, chart or excerpt the value comes from)");
    return std::string(source.value_or(""));
}

std::optional<ChargeModifier> readChargeModifier(XmlDocument& doc, pugi::xml_node n,
                                                 const std::vector<std::string>& sides) {
    Element e(doc, n, {"condition", "value", "side", "nationality", "class", "source"});
    doc.rejectContent(n);
    ChargeModifier m;
    if (auto c = e.required("condition")) {
        m.condition = *c;
        if (m.condition.empty())
            e.fail("condition", "condition is empty (expected a name such as flank, rear or "
                                "in-line)");
    }
    if (auto v = e.integer("value", -99, 99, true))
        m.value = *v;
    m.side = e.text("side");
    checkSide(e, "side", sides);
    m.nationality = e.text("nationality");
    m.unitClass = e.text("class");
    m.source = readSource(e);
    if (!e.ok())
        return std::nullopt;
    return m;
}

void writeChargeModifier(XmlWriter& w, const ChargeModifier& m) {
    w.start("charge-modifier")
        .attr("condition", m.condition)
        .attr("value", m.value)
        .optional("side", m.side)
        .optional("nationality", m.nationality)
        .optional("class", m.unitClass)
        .attr("source", m.source)
        .leaf();
}

} // namespace marengo::formats::detail
