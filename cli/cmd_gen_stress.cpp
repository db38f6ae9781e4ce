// marengo gen-stress: writes a large, valid scenario for benchmarks (see stress.hpp).
#include "cli/commands.hpp"
#include "cli/stress.hpp"
#include "formats/data_dir.hpp"
#include "formats/formats.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

namespace marengo::cli {

namespace fs = std::filesystem;

namespace {

enum Terrain : TerrainId { kClear, kWoods, kOrchard, kVillage, kTown, kMarsh, kPond };

std::vector<TerrainType> terrainTable() {
    return {
        {"clear", "Clear", 0xeef0d8, "none", false, false},
        {"woods", "Woods", 0x9cc28a, "trees", true, true},
        {"orchard", "Orchards and gardens", 0xcfe0a4, "orchard", false, true},
        {"village", "Village", 0xe6d5b8, "buildings", true, true},
        {"town", "Town", 0xdcc3a0, "buildings", true, true},
        {"marsh", "Marsh", 0xd3e2d6, "marsh", false, true},
        {"pond", "Pond", 0xa8c8e4, "none", false, false},
    };
}

int digitsOf(int n) {
    int d = 1;
    while (n >= 10) {
        n /= 10;
        ++d;
    }
    return d;
}

/// Deterministic random numbers (std::mt19937 is specified exactly; distributions are not).
class Rng {
public:
    explicit Rng(std::uint32_t seed) : m_g(seed) {}
    int below(int n) { return n <= 1 ? 0 : static_cast<int>(m_g() % static_cast<unsigned>(n)); }
    int between(int lo, int hi) { return lo + below(hi - lo + 1); }
    bool chance(int percent) { return below(100) < percent; }

private:
    std::mt19937 m_g;
};

/// Calls f(hex) for every on-map hex within `radius` of `centre`.
template <class F> void forDisc(const Map& map, Offset centre, int radius, F&& f) {
    const Axial c = toAxial(centre);
    for (int dq = -radius; dq <= radius; ++dq)
        for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius); ++dr) {
            const Offset o = toOffset(Axial{c.q + dq, c.r + dr});
            if (map.onMap(o))
                f(map.id(o));
        }
}

void addFeature(Map& map, HexId h, HexSide s, Features f) {
    map.setFeatures(h, s, static_cast<Features>(map.features(h, s) | f));
}

class Generator {
public:
    Generator(const StressOptions& o, RulesProfile rules) : m_o(o), m_rng(o.seed) {
        m_s.rules = std::move(rules);
    }

    Scenario run() {
        buildMap();
        paintTerrain();
        paintHills();
        drawWater();
        drawRoads();
        buildArmies();
        return std::move(m_s);
    }

private:
    Map& map() { return m_s.map; }

    void buildMap() {
        const double n = static_cast<double>(std::max<std::size_t>(m_o.hexes, 64));
        const int g = std::clamp(static_cast<int>(std::lround(std::sqrt(n / 40000.0))), 2, 5);
        const int side = static_cast<int>(std::ceil(std::sqrt(n / (g * g))));
        std::vector<Sheet> sheets;
        for (int y = 0; y < g; ++y)
            for (int x = 0; x < g; ++x)
                sheets.push_back(
                    Sheet{static_cast<char>('A' + y * g + x), x * side, y * side, side, side});
        const int digits = std::max(2, digitsOf(side));
        auto m = Map::create("Stress map, " + std::to_string(g * g) + " sheets",
                             Numbering{digits, digits, 1, 1}, std::move(sheets), terrainTable());
        m_s.map = std::move(m).value();
        m_w = m_s.map.width();
        m_h = m_s.map.height();
    }

    Offset randomHex() { return {m_rng.below(m_w), m_rng.below(m_h)}; }

    void patches(TerrainId t, std::size_t count, int rmin, int rmax, int density) {
        for (std::size_t i = 0; i < count; ++i) {
            const Offset c = randomHex();
            const int r = m_rng.between(rmin, rmax);
            forDisc(map(), c, r, [&](HexId h) {
                if (m_rng.chance(density))
                    map().setTerrain(h, t);
            });
            if (t == kTown)
                m_towns.push_back(map().id(c));
        }
    }

    void paintTerrain() {
        const std::size_t n = map().hexCount();
        patches(kWoods, n / 250, 1, 4, 80);
        patches(kOrchard, n / 1500, 0, 1, 100);
        patches(kMarsh, n / 1500, 1, 2, 90);
        patches(kVillage, n / 800, 0, 1, 100);
        patches(kTown, std::max<std::size_t>(2, n / 20000), 1, 1, 100);
        patches(kPond, n / 5000, 0, 0, 100);
    }

    /// Level-1 hills; a slope hexside wherever two hexes differ in elevation.
    void paintHills() {
        const std::size_t count = map().hexCount() / 600;
        for (std::size_t i = 0; i < count; ++i)
            forDisc(map(), randomHex(), m_rng.between(1, 3),
                    [&](HexId h) { map().setElevation(h, 1); });
        for (HexId h = 0; h < map().gridSize(); ++h) {
            if (!map().onMap(h))
                continue;
            for (HexSide s : {HexSide::N, HexSide::NE, HexSide::SE}) {
                const HexId n = map().neighbour(h, s);
                if (n != kNoHex && map().elevation(n) != map().elevation(h))
                    addFeature(map(), h, s, kSlope);
            }
        }
    }

    /// Rivers and streams run from the north edge to the south edge along the hexsides east
    /// of a column (the NE and SE sides of each of its hexes); rivers get a bridge every 25
    /// rows, streams a ford.
    void drawWater() {
        const int rivers = std::max(1, m_w / 120);
        const int streams = std::max(1, m_w / 90);
        for (int i = 0; i < rivers; ++i)
            waterColumn(waterCol(i, rivers, 0.5), kRiver, kBridge, 25);
        for (int i = 0; i < streams; ++i)
            waterColumn(waterCol(i, streams, 0.25), kStream, kFord, 20);
    }

    int waterCol(int i, int count, double shift) {
        int c = static_cast<int>((i + shift) * m_w / count);
        c = std::clamp(c, 2, m_w - 3);
        // Never two watercourses on neighbouring columns.
        while (std::find(m_waterCols.begin(), m_waterCols.end(), c) != m_waterCols.end() ||
               std::find(m_waterCols.begin(), m_waterCols.end(), c - 1) != m_waterCols.end() ||
               std::find(m_waterCols.begin(), m_waterCols.end(), c + 1) != m_waterCols.end())
            c = c + 2 < m_w - 2 ? c + 2 : 2;
        m_waterCols.push_back(c);
        return c;
    }

    void waterColumn(int col, Features water, Features crossing, int every) {
        const int offset = m_rng.below(every);
        for (int row = 0; row < m_h; ++row) {
            const HexId h = map().id({col, row});
            if (!map().onMap(h))
                continue;
            for (HexSide s : {HexSide::NE, HexSide::SE})
                if (map().neighbour(h, s) != kNoHex)
                    addFeature(map(), h, s, water);
            if (row % every == offset && map().neighbour(h, HexSide::SE) != kNoHex)
                addFeature(map(), h, HexSide::SE, crossing);
        }
    }

    /// Roads from edge to edge: along rows (west-east) and along columns (north-south). Where
    /// a road crosses a river it gets a bridge; where it crosses a stream, a bridge or a ford.
    void drawRoads() {
        const int across = std::max(1, m_h / 40);
        for (int i = 0; i < across; ++i) {
            const int row = (2 * i + 1) * m_h / (2 * across);
            for (int col = 0; col + 1 < m_w; ++col)
                roadStep({col, row}, {col + 1, row});
        }
        const int down = std::max(1, m_w / 50);
        for (int i = 0; i < down; ++i) {
            int col = (2 * i + 1) * m_w / (2 * down);
            for (int row = 0; row + 1 < m_h; ++row)
                roadStep({col, row}, {col, row + 1});
        }
    }

    void roadStep(Offset a, Offset b) {
        const HexId h = map().id(a);
        const auto side = sideTowards(a, b);
        if (!side || !map().onMap(h) || !map().onMap(b))
            return;
        const Features f = map().features(h, *side);
        Features add = kRoad;
        if (f & kRiver)
            add |= kBridge;
        else if ((f & kStream) && !(f & (kBridge | kFord)))
            add |= m_rng.chance(50) ? kBridge : kFord;
        addFeature(map(), h, *side, add);
    }

    // ---- armies -----------------------------------------------------------------------------

    struct SideSpec {
        const char* side;
        const char* prefix;
        const char* infantryWord;
        bool west;
    };

    void buildArmies() {
        m_s.title = "Stress test: " + std::to_string(map().hexCount()) + " hexes, " +
                    std::to_string(m_o.units) + " counters";
        m_s.date = "1807-06-14";
        m_s.start = Clock{9 * 60};
        m_s.end = Clock{13 * 60};
        m_s.description = "Generated by marengo gen-stress (seed " + std::to_string(m_o.seed) +
                          ") to measure the checks on a large scenario; not a historical battle.";
        m_s.mapPath = "stress.map.xml";
        m_s.oobPaths = {"french.oob.xml", "russian.oob.xml"};
        m_s.rulesPath = "stress.rules.xml";
        const std::size_t french = (m_o.units + 1) / 2;
        buildSide({"French", "f", "Ligne", true}, french);
        buildSide({"Russian", "r", "Musketeers", false}, m_o.units - french);
        for (std::size_t i = 0; i < m_towns.size() && i < 12; ++i) {
            const HexId t = m_towns[i];
            if (!map().onMap(t) || map().terrain(t) != kTown)
                continue;
            m_s.objectives.push_back(
                Objective{t, "Town " + map().label(t), 5, i % 2 == 0 ? "French" : "Russian"});
        }
    }

    Unit hq(std::string id, std::string name, Echelon e, std::string parent) {
        Unit u;
        u.id = std::move(id);
        u.name = std::move(name);
        u.echelon = e;
        u.parent = std::move(parent);
        return u;
    }

    static int d66(Rng& rng) {
        static constexpr int kMorale[] = {33, 34, 35, 36, 41, 42, 43, 44, 45, 46, 51, 52};
        return kMorale[rng.below(12)];
    }

    /// Adds formations down to the counters until `quota` counters exist.
    void buildSide(const SideSpec& spec, std::size_t quota) {
        OrderOfBattle oob;
        oob.side = spec.side;
        oob.nationality = spec.side;
        const std::string p = spec.prefix;
        auto add = [&](Unit u) { (void)oob.add(std::move(u)); };
        add(hq(p + "a", std::string(spec.side) + " army", Echelon::Army, ""));
        std::vector<std::string> counters; // ids, in creation order
        int corps = 0;
        while (counters.size() < quota) {
            const std::string c = p + "c" + std::to_string(++corps);
            add(hq(c, "Corps " + std::to_string(corps), Echelon::Corps, p + "a"));
            for (int d = 1; d <= 4 && counters.size() < quota; ++d) {
                const bool cavalry = d == 4;
                const std::string div = c + "d" + std::to_string(d);
                add(hq(div, "Division " + std::to_string(corps) + "-" + std::to_string(d),
                       Echelon::Division, c));
                for (int b = 1; b <= 2 && counters.size() < quota; ++b) {
                    const std::string bde = div + "b" + std::to_string(b);
                    add(hq(bde, "Brigade " + bde, Echelon::Brigade, div));
                    for (int r = 1; r <= 2 && counters.size() < quota; ++r) {
                        const std::string reg = bde + "r" + std::to_string(r);
                        const int number = ++m_regiments;
                        if (cavalry) {
                            Unit u;
                            u.id = reg;
                            u.name = std::to_string(number) + "e Cavalerie";
                            u.echelon = Echelon::Regiment;
                            u.arm = Arm::Cavalry;
                            u.parent = bde;
                            u.increments = m_rng.between(4, 8);
                            u.morale = d66(m_rng);
                            u.melee = m_rng.between(8, 12);
                            u.movement = m_rng.chance(50) ? 12 : 14;
                            add(u);
                            counters.push_back(reg);
                            continue;
                        }
                        Unit regiment = hq(reg, std::to_string(number) + "e " + spec.infantryWord,
                                           Echelon::Regiment, bde);
                        regiment.arm = Arm::Infantry;
                        add(regiment);
                        for (int n = 1; n <= 3 && counters.size() < quota; ++n) {
                            Unit u;
                            u.id = reg + "-" + std::to_string(n);
                            u.name = std::to_string(n) + "/" + regiment.name;
                            u.echelon = Echelon::Battalion;
                            u.arm = Arm::Infantry;
                            u.parent = reg;
                            u.increments = m_rng.between(4, 8);
                            u.morale = d66(m_rng);
                            u.fire = m_rng.between(4, 8);
                            u.melee = m_rng.between(5, 9);
                            u.movement = 6;
                            u.skirmish = m_rng.chance(25);
                            add(u);
                            counters.push_back(u.id);
                        }
                    }
                }
                if (counters.size() < quota) {
                    Unit u;
                    u.id = div + "-bty";
                    u.name = "Battery " + std::to_string(corps) + "-" + std::to_string(d);
                    u.echelon = Echelon::Battery;
                    u.arm = Arm::Artillery;
                    u.parent = div;
                    u.artillery = cavalry ? ArtilleryType::Horse : ArtilleryType::Foot;
                    u.increments = m_rng.between(2, 4);
                    u.fire = m_rng.between(6, 12);
                    u.movement = cavalry ? 10 : 6;
                    add(u);
                    counters.push_back(u.id);
                }
            }
        }
        place(spec, oob, counters);
        m_s.oobs.push_back(std::move(oob));
    }

    /// Sets up most counters in clear hexes of the side's half (leaving a gap of six columns
    /// in the middle), the last ~1% as reinforcement groups of five on its own map edge.
    void place(const SideSpec& spec, const OrderOfBattle& oob,
               const std::vector<std::string>& ids) {
        const std::size_t arriving = std::min<std::size_t>(ids.size() / 100, 5 * 64);
        const std::size_t setup = ids.size() - arriving;
        const int mid = m_w / 2;
        const int c0 = spec.west ? 1 : mid + 3;
        const int c1 = spec.west ? mid - 3 : m_w - 2;
        std::vector<HexId> free;
        for (int row = 1; row + 1 < m_h; ++row)
            for (int col = c0; col <= c1; ++col) {
                const HexId h = map().id({col, row});
                if (map().onMap(h) && map().terrain(h) == kClear)
                    free.push_back(h);
            }
        // Fisher-Yates with our deterministic generator.
        for (std::size_t i = free.size(); i > 1; --i)
            std::swap(free[i - 1],
                      free[static_cast<std::size_t>(m_rng.below(static_cast<int>(i)))]);
        const Facing ahead = Facing::side(spec.west ? HexSide::NE : HexSide::SW);
        for (std::size_t i = 0; i < setup && i < free.size(); ++i) {
            const Unit* u = oob.find(ids[i]);
            Placement pl;
            pl.unit = ids[i];
            pl.hex = free[i];
            pl.formation = u->arm == Arm::Artillery ? Formation::Unlimbered : Formation::Column;
            pl.facing = ahead;
            m_s.setup.push_back(pl);
        }
        // Reinforcements: groups of five at entry hexes spread down the side's own edge, each
        // entry cleared (with the hexes round it) so every arm may enter.
        const int edgeCol = spec.west ? 0 : m_w - 1;
        const std::size_t groups = (arriving + 4) / 5;
        const int turns = (m_s.end.minutes - m_s.start.minutes) / m_s.turnMinutes();
        for (std::size_t g = 0; g < groups; ++g) {
            const int row =
                static_cast<int>((2 * g + 1) * static_cast<std::size_t>(m_h) / (2 * groups));
            const HexId entry = map().id({edgeCol, row});
            forDisc(map(), {edgeCol, row}, 2, [&](HexId h) {
                if (map().terrain(h) != kClear)
                    map().setTerrain(h, kClear);
            });
            Reinforcement r;
            r.time = Clock{m_s.start.minutes +
                           m_s.turnMinutes() * (1 + static_cast<int>(g) % std::max(1, turns))};
            r.entry = entry;
            r.side = spec.side;
            for (std::size_t i = setup + 5 * g; i < ids.size() && i < setup + 5 * (g + 1); ++i) {
                const Unit* u = oob.find(ids[i]);
                Placement pl;
                pl.unit = ids[i];
                pl.hex = entry;
                pl.formation = u->arm == Arm::Artillery ? Formation::Limbered : Formation::Column;
                pl.facing = ahead;
                r.units.push_back(pl);
            }
            m_s.reinforcements.push_back(std::move(r));
        }
    }

    StressOptions m_o;
    Rng m_rng;
    Scenario m_s;
    int m_w = 0;
    int m_h = 0;
    int m_regiments = 0;
    std::vector<HexId> m_towns;
    std::vector<int> m_waterCols;
};

int fail(const std::string& message) {
    return usageError("gen-stress", message);
}

bool parseCount(const std::string& text, std::size_t& out) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

} // namespace

Result<RulesProfile> stressRules() {
    const fs::path file = formats::dataDir() / "templates" / "rules" / "friedland-2014.rules.xml";
    auto loaded = formats::loadRules(file);
    if (loaded.fatal() || loaded.hasErrors())
        return Error{"cannot read the rules profile " + file.string()};
    return std::move(*loaded.value);
}

Scenario generateStress(const StressOptions& options, RulesProfile rules) {
    return Generator(options, std::move(rules)).run();
}

Result<fs::path> writeStress(const Scenario& s, const fs::path& dir) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec)
        return Error{"cannot create " + dir.string() + ": " + ec.message()};
    const std::pair<fs::path, std::string> files[] = {
        {dir / s.mapPath, formats::writeMap(s.map)},
        {dir / s.oobPaths.at(0), formats::writeOob(s.oobs.at(0))},
        {dir / s.oobPaths.at(1), formats::writeOob(s.oobs.at(1))},
        {dir / s.rulesPath, formats::writeRules(s.rules)},
        {dir / "stress.scenario.xml", formats::writeScenario(s)},
    };
    for (const auto& [path, text] : files)
        if (auto st = formats::saveAtomic(path, text); !st)
            return Error{st.error()};
    return dir / "stress.scenario.xml";
}

namespace {

struct GenStressArgs {
    std::string hexes;
    std::string units;
    std::string seed;
    std::string output;
};

int runGenStress(const GenStressArgs& o) {
    StressOptions so;
    if (!o.hexes.empty() &&
        (!parseCount(o.hexes, so.hexes) || so.hexes < 64 || so.hexes > 16'000'000))
        return fail("--hexes must be a whole number from 64 to 16000000");
    if (!o.units.empty() && (!parseCount(o.units, so.units) || so.units < 2))
        return fail("--units must be a whole number, at least 2");
    if (!o.seed.empty()) {
        std::size_t seed = 0;
        if (!parseCount(o.seed, seed))
            return fail("--seed must be a whole number");
        so.seed = static_cast<std::uint32_t>(seed);
    }
    if (o.output.empty())
        return fail("needs an output folder: -o DIR");
    if (so.units > so.hexes / 4)
        return fail("--units must be at most a quarter of --hexes (one counter a clear hex)");
    auto rules = stressRules();
    if (!rules)
        return fail(rules.error());
    const Scenario s = generateStress(so, std::move(*rules));
    std::size_t placed = s.setup.size(), arriving = 0;
    for (const Reinforcement& r : s.reinforcements)
        arriving += r.units.size();
    if (placed + arriving != so.units)
        return fail("the map has too few clear hexes for " + std::to_string(so.units) +
                    " counters; give more --hexes");
    auto file = writeStress(s, o.output);
    if (!file)
        return fail(file.error());
    std::printf("wrote %s (%zu hexes on %zu sheets, %zu counters set up, %zu in %zu "
                "reinforcement groups)\n",
                file->string().c_str(), s.map.hexCount(), s.map.sheets().size(), placed, arriving,
                s.reinforcements.size());
    return kExitOk;
}

} // namespace

void addGenStress(CLI::App& app) {
    Command& cmd =
        addCommand(app, "gen-stress", "gen-stress --hexes N --units M -o DIR [--seed S]",
                   "write a large valid scenario (several sheets, terrain, rivers, roads, two\n"
                   "armies of M counters) for benchmarks");
    auto o = std::make_shared<GenStressArgs>();
    cmd.add_option("--hexes", o->hexes, "at least this many hexes, 64 to 16000000 (default 15000)")
        ->type_name("N");
    cmd.add_option("--units", o->units,
                   "counters in both armies together, at most a quarter of the hexes\n"
                   "(default 1000)")
        ->type_name("M");
    cmd.add_option("-o,--output", o->output, "the folder to write the scenario into")
        ->type_name("DIR");
    cmd.add_option("--seed", o->seed,
                   "random seed: the same seed gives the same scenario (default 1)")
        ->type_name("S");
    cmd.runs([o] { return runGenStress(*o); });
}

} // namespace marengo::cli
