#pragma once
// The hex grid as a Boost.Graph: an implicit, directed graph (entry costs depend on direction:
// slopes, fords and road march are priced per hexside crossed, and the terrain cost is the
// entered hex's) whose out-edges are computed on demand from the map and a CostTable. Nothing
// is stored per edge. It models IncidenceGraph and VertexListGraph, so Boost's searches run on
// it directly (breadth_first_visit, dijkstra_shortest_paths_no_init, astar_search_no_init).
//
// Vertices are the cells of a Window (a rectangle of the grid), numbered row by row inside it:
// Boost's searches size their per-vertex arrays by num_vertices() (the d-ary heap's index map
// is allocated and filled by dijkstra_shortest_paths_no_init whatever maps are passed), so a
// search over a 1M-hex map stays cheap by running on a window just large enough for its
// bound. grid_graph is no help here: it has four neighbours per vertex, hexes have six.
#include "engine/movement/costs.hpp"
#include "engine/movement/movement.hpp"

#include <boost/graph/graph_traits.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <boost/iterator/iterator_facade.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstddef>
#include <cstdint>
#include <utility>

namespace marengo::movement {

/// A rectangle of the map's grid, in offset columns and rows.
struct Window {
    int col0 = 0;
    int row0 = 0;
    int cols = 0;
    int rows = 0;

    std::size_t size() const { return static_cast<std::size_t>(cols) * rows; }
    bool contains(Offset o) const {
        return o.col >= col0 && o.row >= row0 && o.col < col0 + cols && o.row < row0 + rows;
    }
    bool coversGrid(const Map& map) const {
        return col0 <= 0 && row0 <= 0 && col0 + cols >= map.width() && row0 + rows >= map.height();
    }
    /// The whole grid.
    static Window whole(const Map& map) { return {0, 0, map.width(), map.height()}; }
    /// Cells within `radius` columns and rows of a hex, clipped to the grid: it holds every hex
    /// within `radius` steps (a step changes the column and the row by one at most).
    static Window around(const Map& map, HexId h, int radius);
    /// The bounding rectangle of two hexes grown by `margin` on every side, clipped.
    static Window spanning(const Map& map, HexId a, HexId b, int margin);
};

/// A directed edge: one passable step and its cost in movement points.
struct MoveEdge {
    std::uint32_t source = 0;
    std::uint32_t target = 0;
    double mp = 0;
    friend bool operator==(const MoveEdge& a, const MoveEdge& b) {
        return a.source == b.source && a.target == b.target;
    }
};

/// The movement graph of one arm and mode inside a window. Refers to the cost table (and its
/// map), which must outlive it.
class MovementGraph {
public:
    class OutEdgeIterator;

    // Boost.Graph traits.
    using vertex_descriptor = std::uint32_t;
    using edge_descriptor = MoveEdge;
    using directed_category = boost::directed_tag;
    using edge_parallel_category = boost::disallow_parallel_edge_tag;
    struct traversal_category : boost::incidence_graph_tag, boost::vertex_list_graph_tag {};
    using vertices_size_type = std::size_t;
    using edges_size_type = std::size_t;
    using degree_size_type = std::size_t;
    using vertex_iterator = boost::counting_iterator<vertex_descriptor>;
    using out_edge_iterator = OutEdgeIterator;
    static vertex_descriptor null_vertex() { return 0xFFFFFFFFu; }

    MovementGraph(const CostTable& costs, Window window) : m_costs(&costs), m_window(window) {}

    const CostTable& costs() const { return *m_costs; }
    const Map& map() const { return m_costs->map(); }
    const Window& window() const { return m_window; }
    std::size_t vertexCount() const { return m_window.size(); }

    /// Vertex of an on-map hex inside the window, else null_vertex().
    vertex_descriptor vertexOf(HexId h) const {
        if (!map().onMap(h))
            return null_vertex();
        return vertexOf(map().offset(h));
    }
    vertex_descriptor vertexOf(Offset o) const {
        if (!m_window.contains(o))
            return null_vertex();
        return static_cast<vertex_descriptor>((o.row - m_window.row0) * m_window.cols +
                                              (o.col - m_window.col0));
    }
    Offset offsetOf(vertex_descriptor v) const {
        const int i = static_cast<int>(v);
        return {m_window.col0 + i % m_window.cols, m_window.row0 + i / m_window.cols};
    }
    HexId hexOf(vertex_descriptor v) const { return map().id(offsetOf(v)); }

    /// True once a passable step out of the window has been seen (and skipped) since
    /// construction or resetClipped(): a search that saw one may have missed hexes.
    bool clipped() const { return m_clipped; }
    void resetClipped() { m_clipped = false; }
    /// Leaves out the steps into these hexes (nullptr: none). They must outlive the graph.
    void setDeadEnds(const DeadEnds* d) { m_dead = d; }
    /// Leaves out the steps out of stop hexes other than `start` (and, when the stops say so,
    /// the steps from `start` into another stop hex). They must outlive the graph.
    void setStops(const StopHexes* stops, HexId start) {
        m_stops = stops;
        m_start = start;
    }
    /// Leaves out the steps the barriers refuse (nullptr: none), and appends the hex each such
    /// passable step would have entered to `refused` (when given). Both must outlive the graph.
    void setBarriers(const RouteBarriers* barriers, std::vector<HexId>* refused) {
        m_barriers = barriers;
        m_refused = refused;
    }

private:
    friend class OutEdgeIterator;
    const CostTable* m_costs;
    Window m_window;
    const DeadEnds* m_dead = nullptr;
    const StopHexes* m_stops = nullptr;
    HexId m_start = kNoHex;
    const RouteBarriers* m_barriers = nullptr;
    std::vector<HexId>* m_refused = nullptr;
    mutable bool m_clipped = false;
};

/// Iterates the passable steps out of one vertex, computing each cost once.
class MovementGraph::OutEdgeIterator
    : public boost::iterator_facade<OutEdgeIterator, MoveEdge, boost::forward_traversal_tag,
                                    const MoveEdge&> {
public:
    OutEdgeIterator() = default;
    /// Begin (`side` 0) or end (`side` 6) of the out-edges of u.
    OutEdgeIterator(const MovementGraph* g, vertex_descriptor u, int side)
        : m_g(g), m_side(side - 1) {
        m_edge.source = u;
        if (side < 6) {
            m_at = g->offsetOf(u);
            m_hex = g->map().id(m_at);
            if (g->m_stops && g->m_stops->contains(m_hex)) {
                if (m_hex != g->m_start) {
                    m_side = 6; // movement ends here
                    return;
                }
                m_avoidStops = !g->m_stops->zoneToZone();
            }
            advance();
        } else {
            m_side = 6;
        }
    }

private:
    friend class boost::iterator_core_access;
    const MoveEdge& dereference() const { return m_edge; }
    bool equal(const OutEdgeIterator& o) const {
        return m_side == o.m_side && m_edge.source == o.m_edge.source;
    }
    void increment() { advance(); }

    void advance() {
        // Offset steps per side for even and odd columns (odd columns are shifted down): the
        // same as marengo::neighbour(), without the round trip through axial coordinates.
        static constexpr int kStep[2][6][2] = {
            {{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 0}, {-1, -1}},
            {{0, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}}};
        const Map& map = m_g->map();
        const auto& step = kStep[m_at.col & 1];
        while (++m_side < 6) {
            const auto s = static_cast<HexSide>(m_side);
            const Offset n{m_at.col + step[m_side][0], m_at.row + step[m_side][1]};
            if (!map.inGrid(n))
                continue;
            const HexId nh = map.id(n);
            if (!map.onMap(nh) || (m_g->m_dead && m_g->m_dead->contains(nh)) ||
                (m_avoidStops && m_g->m_stops->contains(nh)))
                continue;
            const StepCost c = m_g->m_costs->step(m_hex, s, nh);
            if (!c.passable())
                continue;
            if (m_g->m_barriers && m_g->m_barriers->refuses(m_hex, nh)) {
                if (m_g->m_refused)
                    m_g->m_refused->push_back(nh);
                continue;
            }
            if (!m_g->m_window.contains(n)) {
                m_g->m_clipped = true;
                continue;
            }
            m_edge.target = m_g->vertexOf(n);
            m_edge.mp = c.mp;
            return;
        }
    }

    const MovementGraph* m_g = nullptr;
    Offset m_at;
    HexId m_hex = kNoHex;
    int m_side = 6;
    bool m_avoidStops = false; ///< from a start in a stop hex, when zone-to-zone is refused
    MoveEdge m_edge;
};

// Boost.Graph free functions, found by argument-dependent lookup.
inline std::pair<MovementGraph::OutEdgeIterator, MovementGraph::OutEdgeIterator>
out_edges(MovementGraph::vertex_descriptor u, const MovementGraph& g) {
    return {MovementGraph::OutEdgeIterator(&g, u, 0), MovementGraph::OutEdgeIterator(&g, u, 6)};
}
inline std::size_t out_degree(MovementGraph::vertex_descriptor u, const MovementGraph& g) {
    auto [b, e] = out_edges(u, g);
    std::size_t n = 0;
    for (; b != e; ++b)
        ++n;
    return n;
}
inline MovementGraph::vertex_descriptor source(const MoveEdge& e, const MovementGraph&) {
    return e.source;
}
inline MovementGraph::vertex_descriptor target(const MoveEdge& e, const MovementGraph&) {
    return e.target;
}
inline std::pair<MovementGraph::vertex_iterator, MovementGraph::vertex_iterator>
vertices(const MovementGraph& g) {
    return {MovementGraph::vertex_iterator(0),
            MovementGraph::vertex_iterator(
                static_cast<MovementGraph::vertex_descriptor>(g.vertexCount()))};
}
inline std::size_t num_vertices(const MovementGraph& g) {
    return g.vertexCount();
}

/// The edge weight map: the step's movement points.
struct EdgeMpMap {
    using key_type = MoveEdge;
    using value_type = double;
    using reference = double;
    using category = boost::readable_property_map_tag;
};
inline double get(EdgeMpMap, const MoveEdge& e) {
    return e.mp;
}

/// Vertex index map: vertices are their own indices.
using VertexIndexMap = boost::typed_identity_property_map<MovementGraph::vertex_descriptor>;

} // namespace marengo::movement
