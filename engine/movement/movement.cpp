#include "engine/movement/movement.hpp"

#include "engine/movement/movement_graph.hpp"

#include <boost/graph/astar_search.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/two_bit_color_map.hpp>
#include <boost/pending/queue.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

// Why Boost's searches run on a window rather than the whole map: dijkstra_shortest_paths_no_init
// allocates and fills an index-in-heap array of num_vertices(g) entries on every call (and the
// colour map we must pass is sized the same way), so on a 1M-hex map a 12 MP query would
// spend its time filling 8 MB it never reads. A MovementGraph over a Window keeps those arrays
// to the area the query can reach; the graph reports when a passable step leaves the window
// (clipped()), and each search then retries on a larger window, so answers never depend on the
// window. Searches stop early by throwing from a visitor, the way Boost's documentation shows.
//
//   reachable:     window radius floor(mp / minStepCost) + 1: every step costs at least
//                  minStepCost, so a hex beyond that radius costs more than mp and is never
//                  examined; the search stops at the first hex popped beyond mp.
//   findPath:      A* with the admissible, consistent heuristic hexDistance x minStepCost; stops
//                  when the goal is popped. If no popped hex had a step leaving the window,
//                  no path through outside hexes can be cheaper (every hex of such a path
//                  before the exit would have been popped first), so the path is optimal.
//   pathToNearest: breadth-first from radius 32, stopping at the first target discovered;
//                  known dead ends (DeadEnds) are not entered, nor are steps the enemy's
//                  set-up refuses (RouteBarriers), which the graph notes for the answer.

namespace marengo::movement {

namespace {

using Vertex = MovementGraph::vertex_descriptor;
constexpr double kInf = std::numeric_limits<double>::infinity();

/// Thrown by visitors to end a search.
struct StopSearch {
    Vertex at = MovementGraph::null_vertex();
};

Window clip(const Map& map, int c0, int r0, int c1, int r1) {
    c0 = std::max(c0, 0);
    r0 = std::max(r0, 0);
    c1 = std::min(c1, map.width() - 1);
    r1 = std::min(r1, map.height() - 1);
    return {c0, r0, std::max(0, c1 - c0 + 1), std::max(0, r1 - r0 + 1)};
}

/// Radius that grows geometrically, capped so it never overflows.
int grow(int radius) {
    return radius > (1 << 26) ? radius : radius * 4;
}

/// Stops Dijkstra at the first vertex popped beyond the limit: every vertex within it has been
/// popped by then, with its final distance.
class ReachVisitor : public boost::default_dijkstra_visitor {
public:
    ReachVisitor(const double* dist, double limit) : m_dist(dist), m_limit(limit) {}
    void examine_vertex(Vertex u, const MovementGraph&) {
        if (m_dist[u] > m_limit)
            throw StopSearch{u};
    }

private:
    const double* m_dist;
    double m_limit;
};

class GoalVisitor : public boost::default_astar_visitor {
public:
    explicit GoalVisitor(Vertex goal) : m_goal(goal) {}
    void examine_vertex(Vertex u, const MovementGraph&) {
        if (u == m_goal)
            throw StopSearch{u};
    }

private:
    Vertex m_goal;
};

class NearestVisitor : public boost::default_bfs_visitor {
public:
    NearestVisitor(Vertex* pred, const std::function<bool(HexId)>& isTarget,
                   std::vector<Vertex>* explored)
        : m_pred(pred), m_isTarget(&isTarget), m_explored(explored) {}
    void tree_edge(const MoveEdge& e, const MovementGraph&) { m_pred[e.target] = e.source; }
    void discover_vertex(Vertex v, const MovementGraph& g) {
        if ((*m_isTarget)(g.hexOf(v)))
            throw StopSearch{v};
        if (m_explored)
            m_explored->push_back(v);
    }

private:
    Vertex* m_pred;
    const std::function<bool(HexId)>* m_isTarget;
    std::vector<Vertex>* m_explored;
};

std::vector<HexId> unwind(const MovementGraph& g, const std::vector<Vertex>& pred, Vertex s,
                          Vertex t) {
    std::vector<HexId> out;
    for (Vertex v = t;; v = pred[v]) {
        out.push_back(g.hexOf(v));
        if (v == s)
            break;
    }
    std::reverse(out.begin(), out.end());
    return out;
}

} // namespace

Window Window::around(const Map& map, HexId h, int radius) {
    const Offset o = map.offset(h);
    return clip(map, o.col - radius, o.row - radius, o.col + radius, o.row + radius);
}

Window Window::spanning(const Map& map, HexId a, HexId b, int margin) {
    const Offset oa = map.offset(a), ob = map.offset(b);
    return clip(map, std::min(oa.col, ob.col) - margin, std::min(oa.row, ob.row) - margin,
                std::max(oa.col, ob.col) + margin, std::max(oa.row, ob.row) + margin);
}

std::vector<Reached> reachable(const CostTable& costs, HexId from, double mp,
                               const StopHexes* stops) {
    const Map& map = costs.map();
    std::vector<Reached> out;
    if (!map.onMap(from) || !(mp >= 0))
        return out;
    const double minStep = costs.minStepCost();
    int radius = minStep > 0 ? static_cast<int>(std::min(mp / minStep, double{1 << 24})) + 1 : 16;
    std::vector<double> dist;
    for (;;) {
        MovementGraph g(costs, Window::around(map, from, radius));
        g.setStops(stops, from);
        const std::size_t n = g.vertexCount();
        dist.assign(n, kInf);
        const Vertex s = g.vertexOf(from);
        dist[s] = 0;
        boost::two_bit_color_map<VertexIndexMap> color(n, VertexIndexMap());
        ReachVisitor vis(dist.data(), mp);
        try {
            boost::dijkstra_shortest_paths_no_init(
                g, s, boost::dummy_property_map(), dist.data(), EdgeMpMap(), VertexIndexMap(),
                std::less<double>(), std::plus<double>(), 0.0, vis, color);
        } catch (const StopSearch&) {
        }
        if (!g.clipped() || g.window().coversGrid(map)) {
            // Window vertices run row by row, as HexIds do: the scan comes out sorted.
            for (Vertex v = 0; v < n; ++v)
                if (dist[v] <= mp)
                    out.push_back({g.hexOf(v), dist[v]});
            return out;
        }
        radius = grow(radius);
    }
}

std::optional<Path> findPath(const CostTable& costs, HexId from, HexId to, const StopHexes* stops) {
    const Map& map = costs.map();
    if (!map.onMap(from) || !map.onMap(to))
        return std::nullopt;
    if (from == to)
        return Path{{from}, 0};
    const double minStep = costs.minStepCost();
    const Axial goal = toAxial(map.offset(to));
    int margin = 8 + distance(map.offset(from), map.offset(to)) / 4;
    std::vector<double> dist, cost;
    std::vector<Vertex> pred;
    for (;;) {
        MovementGraph g(costs, Window::spanning(map, from, to, margin));
        g.setStops(stops, from);
        const std::size_t n = g.vertexCount();
        dist.assign(n, kInf);
        cost.assign(n, kInf);
        pred.assign(n, MovementGraph::null_vertex());
        const Vertex s = g.vertexOf(from), t = g.vertexOf(to);
        auto h = [&g, goal, minStep](Vertex v) {
            return distance(toAxial(g.offsetOf(v)), goal) * minStep;
        };
        dist[s] = 0;
        cost[s] = h(s);
        pred[s] = s;
        boost::two_bit_color_map<VertexIndexMap> color(n, VertexIndexMap());
        bool found = false;
        try {
            boost::astar_search_no_init(g, s, h, GoalVisitor(t), pred.data(), cost.data(),
                                        dist.data(), EdgeMpMap(), color, VertexIndexMap(),
                                        std::less<double>(), std::plus<double>(), kInf, 0.0);
        } catch (const StopSearch&) {
            found = true;
        }
        if (!g.clipped() || g.window().coversGrid(map)) {
            if (!found)
                return std::nullopt;
            return Path{unwind(g, pred, s, t), dist[t]};
        }
        margin = grow(margin);
    }
}

bool RouteBarriers::allows(std::span<const HexId> path) const {
    for (std::size_t i = 1; i < path.size(); ++i)
        if (refuses(path[i - 1], path[i]))
            return false;
    return true;
}

std::optional<std::vector<HexId>> pathToNearest(const CostTable& costs, HexId from,
                                                const std::function<bool(HexId)>& isTarget,
                                                DeadEnds* deadEnds, const RouteBarriers* barriers,
                                                std::vector<HexId>* cut) {
    const Map& map = costs.map();
    if (cut)
        cut->clear();
    if (!map.onMap(from) || (deadEnds && deadEnds->contains(from)))
        return std::nullopt;
    int radius = 32;
    std::vector<Vertex> pred, explored;
    std::vector<HexId> refused;
    for (;;) {
        MovementGraph g(costs, Window::around(map, from, radius));
        g.setDeadEnds(deadEnds);
        refused.clear();
        g.setBarriers(barriers, cut ? &refused : nullptr);
        const std::size_t n = g.vertexCount();
        pred.resize(n);
        explored.clear();
        const Vertex s = g.vertexOf(from);
        pred[s] = s;
        boost::two_bit_color_map<VertexIndexMap> color(n, VertexIndexMap());
        boost::queue<Vertex> queue;
        try {
            boost::breadth_first_visit(
                g, s, queue, NearestVisitor(pred.data(), isTarget, deadEnds ? &explored : nullptr),
                color);
        } catch (const StopSearch& stop) {
            return unwind(g, pred, s, stop.at);
        }
        if (!g.clipped() || g.window().coversGrid(map)) {
            if (deadEnds)
                for (Vertex v : explored)
                    deadEnds->add(g.hexOf(v), map.gridSize());
            if (cut) {
                std::sort(refused.begin(), refused.end());
                refused.erase(std::unique(refused.begin(), refused.end()), refused.end());
                *cut = std::move(refused);
            }
            return std::nullopt;
        }
        radius = grow(radius);
    }
}

std::optional<double> pathCost(const CostTable& costs, std::span<const HexId> path) {
    const Map& map = costs.map();
    double total = 0;
    for (std::size_t i = 1; i < path.size(); ++i) {
        if (!map.onMap(path[i - 1]) || !map.onMap(path[i]))
            return std::nullopt;
        auto side = sideTowards(map.offset(path[i - 1]), map.offset(path[i]));
        if (!side)
            return std::nullopt;
        const StepCost c = costs.step(path[i - 1], *side, path[i]);
        if (!c.passable())
            return std::nullopt;
        total += c.mp;
    }
    if (path.size() == 1 && !map.onMap(path[0]))
        return std::nullopt;
    return total;
}

} // namespace marengo::movement
