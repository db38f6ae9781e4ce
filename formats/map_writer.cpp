// Writing *.map.xml.
#include "formats/formats.hpp"
#include "formats/text_util.hpp"
#include "formats/xml_reader.hpp"
#include "formats/xml_writer.hpp"

#include <cstdio>

namespace marengo::formats {

using namespace detail;

namespace {
std::string formatColour(std::uint32_t c) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "#%06x", static_cast<unsigned>(c & 0xFFFFFF));
    return buf;
}

/// A hexside line: the side of hex `h` it is written from.
struct SideLine {
    HexId hex;
    HexSide side;
};

/// Hexsides with features, each once, in grid order: from the owning hex's N/NE/SE, or from the
/// on-map hex's S/SW/NW when the owner lies off the map.
std::vector<SideLine> hexsideLines(const Map& map) {
    std::vector<SideLine> out;
    for (HexId h = 0; h < map.gridSize(); ++h) {
        if (!map.onMap(h))
            continue;
        for (HexSide s : kAllSides) {
            bool owned = static_cast<int>(s) < 3;
            if (!owned && map.neighbour(h, s) != kNoHex)
                continue; // written by its on-map owner
            if (map.features(h, s) != 0)
                out.push_back({h, s});
        }
    }
    return out;
}
} // namespace

std::string writeMap(const Map& map) {
    XmlWriter w;
    w.start("map").attr("version", kFormatVersion).optional("name", map.name());
    if (map.printHexMm() != kDefaultPrintHexMm)
        w.attr("print-hex-mm", formatNumber(map.printHexMm()));
    w.children();
    const Numbering& n = map.numbering();
    w.start("numbering")
        .attr("col-digits", n.colDigits)
        .attr("row-digits", n.rowDigits)
        .attr("first-col", n.firstCol)
        .attr("first-row", n.firstRow)
        .leaf();

    w.start("terrain-types").children();
    for (const TerrainType& t : map.terrainTypes()) {
        w.start("terrain")
            .attr("id", t.id)
            .attr("name", t.name)
            .attr("colour", formatColour(t.colour));
        if (!t.pattern.empty() && t.pattern != "none")
            w.attr("pattern", t.pattern);
        if (t.blocksLos)
            w.attr("blocks-los", "true");
        if (t.generalOrder)
            w.attr("general-order", "true");
        w.leaf();
    }
    w.end();

    w.start("sheets").children();
    for (const Sheet& s : map.sheets())
        w.start("sheet")
            .attr("letter", std::string(1, s.letter))
            .attr("col", s.col)
            .attr("row", s.row)
            .attr("cols", s.cols)
            .attr("rows", s.rows)
            .leaf();
    w.end();

    if (!map.references().empty()) {
        w.start("reference-images").children();
        for (const ReferenceImage& r : map.references()) {
            const Affine& t = r.toMap;
            w.start("reference-image")
                .attr("href", r.href)
                .attr("transform", formatNumber(t.a) + " " + formatNumber(t.b) + " " +
                                       formatNumber(t.c) + " " + formatNumber(t.d) + " " +
                                       formatNumber(t.e) + " " + formatNumber(t.f));
            if (r.opacity != ReferenceImage{}.opacity)
                w.attr("opacity", formatNumber(r.opacity));
            if (!r.visible)
                w.attr("visible", "false");
            if (r.locked)
                w.attr("locked", "true");
            w.leaf();
        }
        w.end();
    }

    // <hexes> and <hexsides> are always written, empty (<hexes/>) on a blank map.
    bool anyHex = false;
    for (HexId h = 0; h < map.gridSize() && !anyHex; ++h)
        anyHex = map.onMap(h) && (map.terrain(h) != 0 || map.elevation(h) != 0);
    w.start("hexes");
    if (anyHex) {
        w.children();
        for (HexId h = 0; h < map.gridSize(); ++h) {
            if (!map.onMap(h) || (map.terrain(h) == 0 && map.elevation(h) == 0))
                continue;
            w.start("hex").attr("at", map.label(h));
            if (map.terrain(h) != 0)
                w.attr("terrain", map.terrainType(h).id);
            if (map.elevation(h) != 0)
                w.attr("elevation", map.elevation(h));
            w.leaf();
        }
        w.end();
    } else {
        w.leaf();
    }

    std::vector<SideLine> sides = hexsideLines(map);
    w.start("hexsides");
    if (sides.empty()) {
        w.leaf();
    } else {
        w.children();
        for (const SideLine& l : sides)
            w.start("hexside")
                .attr("at", map.label(l.hex))
                .attr("side", toString(l.side))
                .attr("features", formatFeatures(map.features(l.hex, l.side)))
                .leaf();
        w.end();
    }
    w.end();
    return w.finish();
}

} // namespace marengo::formats
