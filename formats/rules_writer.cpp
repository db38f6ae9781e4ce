// Writing *.rules.xml.
#include "formats/charge_modifier_io.hpp"
#include "formats/formats.hpp"
#include "formats/text_util.hpp"
#include "formats/xml_reader.hpp"
#include "formats/xml_writer.hpp"

namespace marengo::formats {

using namespace detail;

namespace {
std::string formatCost(double mp) {
    return mp < 0 ? "prohibited" : formatNumber(mp);
}

void writeLimit(XmlWriter& w, const char* name, int value) {
    if (value != 0)
        w.attr(name, value);
}

void writeParam(XmlWriter& w, std::string_view key, const Param& p) {
    w.start("param")
        .attr("key", key)
        .attr("value", formatNumber(p.value))
        .attr("source", p.source)
        .leaf();
}
} // namespace

std::string writeRules(const RulesProfile& rules) {
    XmlWriter w;
    w.start("rules")
        .attr("version", kFormatVersion)
        .attr("id", rules.id)
        .optional("title", rules.title)
        .optional("edition", rules.edition)
        .children();
    // The parameters the profile sets, in table order.
    for (const ParamSpec& spec : kParams)
        if (const Param* p = rules.param(spec.id))
            writeParam(w, spec.key, *p);
    for (const TerrainRules& t : rules.terrain) {
        w.start("terrain")
            .attr("id", t.terrain)
            .attr("infantry-mp", formatCost(t.infantryMp))
            .attr("cavalry-mp", formatCost(t.cavalryMp))
            .attr("artillery-mp", formatCost(t.artilleryMp));
        writeLimit(w, "max-increments", t.maxIncrements);
        writeLimit(w, "max-battalions", t.maxInfantryBattalions);
        writeLimit(w, "max-cavalry-regiments", t.maxCavalryRegiments);
        writeLimit(w, "max-artillery-increments", t.maxArtilleryIncrements);
        writeLimit(w, "max-batteries", t.maxBatteries);
        if (!t.chargeAllowed)
            w.attr("charge", "false");
        if (t.roadMarchMp)
            w.attr("road-march-mp", formatNumber(*t.roadMarchMp));
        w.attr("source", t.source).leaf();
    }
    for (const ChargeModifier& m : rules.chargeModifiers)
        writeChargeModifier(w, m);
    w.end();
    return w.finish();
}

} // namespace marengo::formats
