// Writing *.scenario.xml.
#include "formats/charge_modifier_io.hpp"
#include "formats/formats.hpp"
#include "formats/xml_reader.hpp"
#include "formats/xml_writer.hpp"

namespace marengo::formats {

using namespace detail;

namespace {
/// A <unit> line; `at` and `second` only in the set-up.
void writePlacement(XmlWriter& w, const Map& map, const Placement& p, bool setup) {
    w.start("unit").attr("ref", p.unit);
    if (setup) {
        w.attr("at", map.label(p.hex));
        if (p.second != kNoHex)
            w.attr("second", map.label(p.second)).optional("split", formatSplit(p.split));
    }
    w.attr("formation", toString(p.formation)).optional("facing", formatFacing(p.facing));
    if (p.increments != -1)
        w.attr("increments", p.increments);
    if (p.state != UnitState::Good)
        w.attr("state", toString(p.state));
    w.leaf();
}
/// The attributes of one end of a sight line: a hex label or a unit id.
void writeSightEnd(XmlWriter& w, const Map& map, const SightEnd& e, const char* hexAttr,
                   const char* unitAttr) {
    if (e.unit.empty())
        w.attr(hexAttr, map.label(e.hex));
    else
        w.attr(unitAttr, e.unit);
}
} // namespace

std::string writeScenario(const Scenario& s) {
    XmlWriter w;
    w.start("scenario")
        .attr("version", kFormatVersion)
        .attr("title", s.title)
        .optional("date", s.date)
        .attr("start", formatClock(s.start))
        .attr("end", formatClock(s.end))
        .children();
    if (!s.description.empty())
        w.start("description").text(s.description);
    w.start("map").attr("href", s.mapPath).leaf();
    if (!s.rulesProfile.empty())
        w.start("rules").attr("profile", s.rulesProfile).leaf();
    else
        w.start("rules").attr("href", s.rulesPath).leaf();
    for (const std::string& oob : s.oobPaths)
        w.start("oob").attr("href", oob).leaf();

    if (!s.setup.empty()) {
        w.start("setup").children();
        for (const Placement& p : s.setup)
            writePlacement(w, s.map, p, true);
        w.end();
    }
    if (!s.reinforcements.empty()) {
        w.start("reinforcements").children();
        for (const Reinforcement& r : s.reinforcements) {
            w.start("arrival")
                .attr("time", formatClock(r.time))
                .attr("at", s.map.label(r.entry))
                .attr("side", r.side);
            if (r.units.empty()) {
                w.leaf();
                continue;
            }
            w.children();
            for (const Placement& p : r.units)
                writePlacement(w, s.map, p, false);
            w.end();
        }
        w.end();
    }
    if (!s.chargeModifiers.empty() || !s.notes.empty()) {
        w.start("special-rules").children();
        for (const ChargeModifier& m : s.chargeModifiers)
            writeChargeModifier(w, m);
        for (const std::string& note : s.notes)
            w.start("note").text(note);
        w.end();
    }
    if (!s.objectives.empty() || !s.victoryLevels.empty()) {
        w.start("victory").children();
        for (const Objective& o : s.objectives) {
            w.start("objective").attr("at", s.map.label(o.hex)).optional("name", o.name);
            w.attr("points", o.points).optional("side", o.side).leaf();
        }
        for (const VictoryLevel& l : s.victoryLevels)
            w.start("level")
                .attr("name", l.name)
                .optional("side", l.side)
                .attr("points", l.points)
                .leaf();
        w.end();
    }
    if (!s.sightLines.empty()) {
        w.start("sight-lines").children();
        for (const ExpectedSight& l : s.sightLines) {
            w.start("sight");
            writeSightEnd(w, s.map, l.from, "from", "from-unit");
            writeSightEnd(w, s.map, l.to, "to", "to-unit");
            if (!l.visible)
                w.attr("visible", "false");
            w.optional("note", l.note).leaf();
        }
        w.end();
    }
    w.end();
    return w.finish();
}

} // namespace marengo::formats
