#include "render/tile_cache.hpp"

#include <algorithm>
#include <cmath>

namespace marengo::render {

namespace {

constexpr double kT = TileCache::kTilePx;

bool sameZoom(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(a, b);
}

/// The map rectangle (map pixels) under tile (i, j) at `zoom`.
Rect tileRect(double zoom, int i, int j) {
    return {i * kT / zoom, j * kT / zoom, kT / zoom, kT / zoom};
}

/// The view's top left corner in device pixels of its zoom, on whole pixels.
long snapped(double mapCoord, double zoom) {
    return std::lround(mapCoord * zoom);
}

/// Where tile column (or row) `i` starts on a view whose corner is device pixel `corner`.
double onView(int i, long corner) {
    return static_cast<double>(i * static_cast<long>(TileCache::kTilePx) - corner);
}

/// The overview's zoom: the whole map in at most kOverviewPx, and never closer than a quarter.
double overviewZoom(const MapRenderer& renderer, const Scenario& s) {
    const Point size = renderer.geometry(s.map).mapPixelSize();
    const double longest = std::max(size.x, size.y);
    return longest > 0 ? std::min(0.25, TileCache::kOverviewPx / longest) : 0.25;
}

} // namespace

TileCache::TileCache(Rgba background, std::size_t maxBytes)
    : m_background(background), m_maxBytes(maxBytes) {}

TileCache::~TileCache() = default;

std::uint64_t TileCache::key(int i, int j) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(i)) << 32) |
           static_cast<std::uint32_t>(j);
}

TileCache::TileRange TileCache::tilesOver(double zoom, const Rect& r) {
    auto index = [&](double v) {
        return static_cast<int>(std::clamp(std::floor(v * zoom / kT), -1e9, 1e9));
    };
    return {index(r.x), index(r.y), index(r.right()), index(r.bottom())};
}

TileCache::TileRange TileCache::tilesOf(const TileView& v, int ring) {
    const long ox = snapped(v.origin.x, v.zoom), oy = snapped(v.origin.y, v.zoom);
    auto index = [](long px) { return static_cast<int>(std::floor(static_cast<double>(px) / kT)); };
    return {index(ox) - ring, index(oy) - ring, index(ox + v.width - 1) + ring,
            index(oy + v.height - 1) + ring};
}

void TileCache::clear() {
    m_levels.clear();
    m_units.clear();
}

void TileCache::invalidate(const Rect& mapRect) {
    m_units.clear();
    for (auto& lv : m_levels) {
        const TileRange r = tilesOver(lv->zoom, mapRect);
        for (auto& [k, tile] : lv->tiles)
            if (r.contains(k))
                tile.stale = true;
    }
}

void TileCache::invalidateAll() {
    m_units.clear();
    for (auto& lv : m_levels)
        for (auto& entry : lv->tiles)
            entry.second.stale = true;
}

std::size_t TileCache::tileCount() const {
    std::size_t n = 0;
    for (const auto& lv : m_levels)
        n += lv->tiles.size();
    return n;
}

TileCache::Level* TileCache::begin(const TileView& view) {
    if (view.width <= 0 || view.height <= 0 || view.zoom <= 0)
        return nullptr;
    ++m_clock;
    Level& lv = level(view.zoom);
    lv.used = m_clock;
    return &lv;
}

TileCache::Level* TileCache::find(double zoom) {
    for (auto& lv : m_levels)
        if (!lv->overview && sameZoom(lv->zoom, zoom))
            return lv.get();
    return nullptr;
}

const TileCache::Level* TileCache::find(double zoom) const {
    return const_cast<TileCache*>(this)->find(zoom);
}

TileCache::Level& TileCache::level(double zoom) {
    if (Level* lv = find(zoom))
        return *lv;
    m_levels.push_back(std::make_unique<Level>());
    m_levels.back()->zoom = zoom;
    return *m_levels.back();
}

TileCache::Level* TileCache::overview(const MapRenderer& renderer, const Scenario& s, bool create) {
    const double zoom = overviewZoom(renderer, s);
    for (auto it = m_levels.begin(); it != m_levels.end(); ++it) {
        if (!(*it)->overview)
            continue;
        if (sameZoom((*it)->zoom, zoom))
            return it->get();
        m_levels.erase(it); // the map changed size
        break;
    }
    if (!create)
        return nullptr;
    m_levels.push_back(std::make_unique<Level>());
    Level& ov = *m_levels.back();
    ov.zoom = zoom;
    ov.overview = true;
    const Point size = renderer.geometry(s.map).mapPixelSize();
    ov.extent = tilesOver(zoom, {0, 0, size.x, size.y});
    return &ov;
}

bool TileCache::overviewCovers(const Level* ov, const Rect& mapRect) const {
    if (!ov)
        return false;
    const TileRange r = tilesOver(ov->zoom, mapRect);
    const TileRange& e = ov->extent;
    for (int j = std::max(r.j0, e.j0); j <= std::min(r.j1, e.j1); ++j) {
        for (int i = std::max(r.i0, e.i0); i <= std::min(r.i1, e.i1); ++i) {
            auto it = ov->tiles.find(key(i, j));
            if (it == ov->tiles.end() || it->second.stale)
                return false;
        }
    }
    return true;
}

TileCache::Tile& TileCache::draw(Level& lv, int i, int j, const MapRenderer& renderer,
                                 const Scenario& s, std::size_t& placementsVisited) {
    Tile& tile = lv.tiles[key(i, j)];
    if (!tile.surface)
        tile.surface.reset(cairo_image_surface_create(CAIRO_FORMAT_RGB24, kTilePx, kTilePx));
    cairo_t* cr = cairo_create(tile.surface.get());
    cairo_set_source_rgb(cr, m_background.r, m_background.g, m_background.b);
    cairo_paint(cr);
    const Rect r = tileRect(lv.zoom, i, j);
    cairo_scale(cr, lv.zoom, lv.zoom);
    cairo_translate(cr, -r.x, -r.y);
    // Sheet letters stand in the margin beside the map, a fixed size on screen: a tile that
    // holds only part of one, or lies just off the map, still asks for the hexes beside it.
    const double pad = 2 * renderer.options().marginLetterPx / lv.zoom;
    placementsVisited +=
        renderer.draw(cr, s, {r.x - pad, r.y - pad, r.w + 2 * pad, r.h + 2 * pad}, &m_units)
            .placementsVisited;
    cairo_destroy(cr);
    cairo_surface_flush(tile.surface.get());
    tile.stale = false;
    tile.used = m_clock;
    return tile;
}

void TileCache::paintPreview(cairo_t* cr, const TileView& view, const Level* ov,
                             const Level* current) {
    const Rect visible{view.origin.x, view.origin.y, view.width / view.zoom,
                       view.height / view.zoom};
    const long ox = snapped(view.origin.x, view.zoom), oy = snapped(view.origin.y, view.zoom);
    auto paintLevel = [&](const Level& lv) {
        const double scale = view.zoom / lv.zoom;
        const TileRange r = tilesOver(lv.zoom, visible);
        for (int j = r.j0; j <= r.j1; ++j) {
            for (int i = r.i0; i <= r.i1; ++i) {
                auto it = lv.tiles.find(key(i, j));
                if (it == lv.tiles.end() || it->second.stale)
                    continue; // never show what an edit has changed
                cairo_save(cr);
                cairo_translate(cr, i * kT * scale - static_cast<double>(ox),
                                j * kT * scale - static_cast<double>(oy));
                cairo_scale(cr, scale, scale);
                cairo_set_source_surface(cr, it->second.surface.get(), 0, 0);
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR);
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
                cairo_rectangle(cr, 0, 0, kT, kT);
                cairo_fill(cr);
                cairo_restore(cr);
            }
        }
    };
    if (ov)
        paintLevel(*ov);
    // Over the overview, the zoom used last that is near enough to be sharper than it.
    const Level* best = nullptr;
    for (const auto& lv : m_levels) {
        const double ratio = lv->zoom / view.zoom;
        if (lv.get() == current || lv->overview || lv->tiles.empty() || ratio < 0.25 || ratio > 4)
            continue;
        if (!best || lv->used > best->used)
            best = lv.get();
    }
    if (best)
        paintLevel(*best);
}

TileFrame TileCache::paint(cairo_t* cr, const MapRenderer& renderer, const Scenario& s,
                           const TileView& view) {
    TileFrame frame;
    Level* shown = begin(view);
    if (!shown)
        return frame;
    Level& cur = *shown;
    Level* ov = overview(renderer, s, false);
    if (ov)
        ov->used = m_clock;
    const long ox = snapped(view.origin.x, view.zoom), oy = snapped(view.origin.y, view.zoom);
    const TileRange r = tilesOf(view, 0);
    std::vector<std::pair<int, int>> previews;
    for (int j = r.j0; j <= r.j1; ++j) {
        for (int i = r.i0; i <= r.i1; ++i) {
            auto it = cur.tiles.find(key(i, j));
            Tile* tile = nullptr;
            if (it != cur.tiles.end() && !it->second.stale) {
                tile = &it->second;
                ++frame.copied;
            } else if (it == cur.tiles.end() && overviewCovers(ov, tileRect(view.zoom, i, j))) {
                previews.emplace_back(i, j);
                continue;
            } else {
                tile = &draw(cur, i, j, renderer, s, frame.placementsVisited);
                ++frame.drawn;
            }
            tile->used = m_clock;
            const double x = onView(i, ox), y = onView(j, oy);
            cairo_set_source_surface(cr, tile->surface.get(), x, y);
            cairo_rectangle(cr, x, y, kT, kT);
            cairo_fill(cr);
        }
    }
    if (!previews.empty()) {
        cairo_save(cr);
        for (const auto& [i, j] : previews)
            cairo_rectangle(cr, onView(i, ox), onView(j, oy), kT, kT);
        cairo_clip(cr);
        cairo_set_source_rgb(cr, m_background.r, m_background.g, m_background.b);
        cairo_paint(cr);
        paintPreview(cr, view, ov, &cur);
        cairo_restore(cr);
        frame.previewed = previews.size();
    }
    evict(&cur, r);
    return frame;
}

TileCache::Refinement TileCache::refine(const MapRenderer& renderer, const Scenario& s,
                                        const TileView& view,
                                        std::chrono::steady_clock::time_point deadline) {
    Refinement done;
    Level* shown = begin(view);
    if (!shown)
        return done;
    Level& cur = *shown;
    bool first = true;
    // Draws tile (i, j) of `lv` when it is missing or out of date; false once time is up.
    auto step = [&](Level& lv, int i, int j, std::size_t& count) {
        auto it = lv.tiles.find(key(i, j));
        if (it != lv.tiles.end() && !it->second.stale)
            return true;
        if (!first && std::chrono::steady_clock::now() >= deadline) {
            done.more = true;
            return false;
        }
        first = false;
        draw(lv, i, j, renderer, s, done.placementsVisited);
        ++count;
        return true;
    };
    // The view's own tiles, nearest its middle first.
    const TileRange r = tilesOf(view, 0);
    std::vector<std::pair<int, int>> order;
    for (int j = r.j0; j <= r.j1; ++j)
        for (int i = r.i0; i <= r.i1; ++i)
            order.emplace_back(i, j);
    const double ci = (r.i0 + r.i1) / 2.0, cj = (r.j0 + r.j1) / 2.0;
    std::stable_sort(order.begin(), order.end(), [&](const auto& a, const auto& b) {
        return std::hypot(a.first - ci, a.second - cj) < std::hypot(b.first - ci, b.second - cj);
    });
    for (const auto& [i, j] : order)
        if (!step(cur, i, j, done.viewTiles))
            return done;
    // The overview, which previews any zoom or pan.
    Level& ov = *overview(renderer, s, true);
    ov.used = m_clock;
    for (int j = ov.extent.j0; j <= ov.extent.j1; ++j)
        for (int i = ov.extent.i0; i <= ov.extent.i1; ++i)
            if (!step(ov, i, j, done.otherTiles))
                return done;
    // The ring around the view, for the next pan.
    const TileRange ring = tilesOf(view, kPrefetchRing);
    for (int j = ring.j0; j <= ring.j1; ++j)
        for (int i = ring.i0; i <= ring.i1; ++i)
            if ((i < r.i0 || i > r.i1 || j < r.j0 || j > r.j1) && !step(cur, i, j, done.otherTiles))
                return done;
    evict(&cur, r);
    return done;
}

bool TileCache::complete(const TileView& view) const {
    if (view.width <= 0 || view.height <= 0 || view.zoom <= 0)
        return true; // nothing to show
    const Level* cur = find(view.zoom);
    if (!cur)
        return false;
    const TileRange r = tilesOf(view, 0);
    for (int j = r.j0; j <= r.j1; ++j) {
        for (int i = r.i0; i <= r.i1; ++i) {
            auto it = cur->tiles.find(key(i, j));
            if (it == cur->tiles.end() || it->second.stale)
                return false;
        }
    }
    return true;
}

void TileCache::evict(const Level* current, const TileRange& shown) {
    if (bytes() > m_maxBytes) {
        struct Candidate {
            std::uint64_t used;
            Level* level;
            std::uint64_t key;
        };
        std::vector<Candidate> candidates;
        for (auto& lv : m_levels) {
            if (lv->overview)
                continue;
            for (const auto& [k, tile] : lv->tiles)
                if (!(lv.get() == current && shown.contains(k))) // the view being shown stays
                    candidates.push_back({tile.used, lv.get(), k});
        }
        std::sort(candidates.begin(), candidates.end(),
                  [](const Candidate& a, const Candidate& b) { return a.used < b.used; });
        std::size_t total = bytes();
        const std::size_t target = m_maxBytes / 10 * 9; // room for a few frames before the next
        for (const Candidate& c : candidates) {
            if (total <= target)
                break;
            c.level->tiles.erase(c.key);
            total -= kTileBytes;
        }
    }
    // Zooms passed through without a tile drawn (a fast spin of the wheel) leave empty levels.
    std::erase_if(m_levels, [&](const std::unique_ptr<Level>& lv) {
        return lv->tiles.empty() && !lv->overview && lv.get() != current;
    });
}

} // namespace marengo::render
