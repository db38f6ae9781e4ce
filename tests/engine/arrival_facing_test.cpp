// edit::facingIntoMap: the facing the editor gives an arrival at its entry hex.
#include "engine/edit/arrival_facing.hpp"
#include "rules_fixtures.hpp"

using namespace marengo;
using rules_test::clearMap;

TEST_CASE("an arrival on a map edge faces away from that edge") {
    const Map m = clearMap(); // 12 x 12
    // Bottom edge: north; top edge: south (a hexside facing for a column).
    CHECK(edit::facingIntoMap(m, m.id({5, 11}), FacingKind::Hexside) == Facing::side(HexSide::N));
    CHECK(edit::facingIntoMap(m, m.id({5, 0}), FacingKind::Hexside) == Facing::side(HexSide::S));
    // Left and right edges, vertex facings (lines): east and west.
    CHECK(edit::facingIntoMap(m, m.id({0, 6}), FacingKind::Vertex) == Facing::vertex(Vertex::E));
    CHECK(edit::facingIntoMap(m, m.id({11, 6}), FacingKind::Vertex) == Facing::vertex(Vertex::W));
    // No hexside points straight east: the left edge gives one of the two east sides.
    const Facing east = edit::facingIntoMap(m, m.id({0, 6}), FacingKind::Hexside);
    CHECK((east == Facing::side(HexSide::NE) || east == Facing::side(HexSide::SE)));
}

TEST_CASE("an arrival in a corner never faces off the map") {
    const Map m = clearMap();
    for (Offset corner : {Offset{0, 0}, Offset{11, 0}, Offset{0, 11}, Offset{11, 11}}) {
        const HexId h = m.id(corner);
        const Facing f = edit::facingIntoMap(m, h, FacingKind::Hexside);
        CHECK(m.neighbour(h, static_cast<HexSide>(f.dir)) != kNoHex);
    }
}

TEST_CASE("an inner hex faces towards the middle, no facing for a carre or off the map") {
    const Map m = clearMap();
    // Left of the middle, away from every edge: towards the middle, an east side.
    const Facing f = edit::facingIntoMap(m, m.id({2, 6}), FacingKind::Hexside);
    CHECK((f == Facing::side(HexSide::NE) || f == Facing::side(HexSide::SE)));
    CHECK(edit::facingIntoMap(m, m.id({5, 5}), FacingKind::None) == Facing{});
    CHECK(edit::facingIntoMap(m, kNoHex, FacingKind::Hexside) == Facing{});
}
