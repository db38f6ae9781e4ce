// Benchmark (not a test: ctest never runs it). For each tier of a generated stress scenario
// (cli/stress.hpp) it prints: full validation time (and the slowest checks), incremental
// revalidation after one-hex terrain edits (Validator::update, median over many edits, and the
// units and hexes each update visited: Validator::lastVisits), line
// of sight queries per second at ranges 10 and 30, viewshed of radius 20, and the reachable
// set of 12 MP. Single-threaded. Figures are recorded in docs/performance.md.
//
// usage: bench [--tiers 15k,200k,1m[,4m]] [--edits N] [--seed S] [--repeat N] [--wall]
//              [--check ID|full|cut-off] [--load DIR] [--frames]
// --load DIR: writes each tier's files into DIR/<tier>/ and compares loading them
// (formats::loadScenario, and each reader alone) with a bare pugixml parse of the same files,
// then the peak memory of loading the scenario, and the map alone, against the files' size plus
// the model's (each load in a process of its own: bench --peak-load FILE).
// --frames: the editor canvas's frames drawn off-screen (a 1600 x 1000 view, the canvas's render
// options) along a scripted path: mouse-wheel zoom steps from the whole map to 200 %, then pans
// of a quarter view at several zooms, then the wheel spun without a pause; each frame drawn
// directly and from the canvas's tiles, with the median, 95th percentile and maximum of each
// stage, and the idle work until the view is sharp.
// Times are this thread's CPU time (the machine is shared) unless --wall is given.
#include "cli/stress.hpp"
#include "engine/checks/checks.hpp"
#include "engine/checks/registry.hpp"
#include "engine/checks/validator.hpp"
#include "engine/movement/movement.hpp"
#include "engine/rules/los.hpp"
#include "formats/formats.hpp"
#include "render/map_renderer.hpp"
#include "render/tile_cache.hpp"

#include <malloc.h>
#include <pugixml.hpp>
#include <sys/resource.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <random>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

using namespace marengo;

namespace {

struct Tier {
    const char* name;
    std::size_t hexes;
    std::size_t units;
};
constexpr Tier kTiers[] = {
    {"15k", 15000, 1000}, {"200k", 200000, 10000}, {"1m", 1000000, 50000}, {"4m", 4000000, 200000}};

/// CPU time of this thread, in seconds. The machine is shared: wall time counts the other
/// processes' turns on the two cores, CPU time only ours.
double cpuNow() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}
double wallNow() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}
bool gWall = false; ///< --wall: measure wall-clock time instead of thread CPU time

template <class F> double timeIt(F&& f) {
    const double t0 = gWall ? wallNow() : cpuNow();
    f();
    return (gWall ? wallNow() : cpuNow()) - t0;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}
double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0
                     : v[std::min(v.size() - 1,
                                  static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

/// Runs one catalogue entry the way runChecks does, on a prepared context (a check that shares
/// a walk of the map: that walk, for it alone).
std::size_t runEntry(const CheckEntry& e, const CheckContext& ctx, std::vector<Problem>& out) {
    if (e.walk) {
        const CheckEntry* const checks[] = {&e};
        std::vector<Problem>* const outs[] = {&out};
        e.walk(ctx, std::span(checks), std::span(outs));
    } else if (e.runAll) {
        e.runAll(ctx, e.info, out);
    } else {
        forEachInDomain(ctx, e.domain, [&](HexId h) {
            e.runHex(ctx, e.info, h, out);
            return true;
        });
    }
    return out.size();
}

/// Random on-map hex.
HexId randomHex(const Map& map, std::mt19937& rng) {
    for (;;) {
        const HexId h = static_cast<HexId>(rng() % map.gridSize());
        if (map.onMap(h))
            return h;
    }
}

/// Pairs of on-map hexes exactly `range` apart.
std::vector<std::pair<HexId, HexId>> pairsAt(const Map& map, int range, std::size_t n,
                                             std::mt19937& rng) {
    std::vector<std::pair<HexId, HexId>> out;
    while (out.size() < n) {
        const HexId a = randomHex(map, rng);
        const Axial c = toAxial(map.offset(a));
        // A random hex of the ring at `range`: walk `range` steps one way, then some another.
        const auto s = static_cast<HexSide>(rng() % 6);
        const int k = static_cast<int>(rng() % static_cast<unsigned>(range));
        Axial t = c;
        for (int i = 0; i < range; ++i)
            t = neighbour(t, s);
        for (int i = 0; i < k; ++i)
            t = neighbour(t, rotate(s, 2));
        const Offset o = toOffset(t);
        if (map.onMap(o))
            out.emplace_back(a, map.id(o));
    }
    return out;
}

void benchTier(const Tier& tier, const RulesProfile& rules, int edits, std::uint32_t seed,
               int repeat) {
    std::printf("\n== tier %s: %zu hexes requested, %zu counters ==\n", tier.name, tier.hexes,
                tier.units);
    Scenario s;
    const double gen = timeIt([&] {
        s = cli::generateStress({tier.hexes, tier.units, seed}, rules);
    });
    std::size_t arriving = 0;
    for (const Reinforcement& r : s.reinforcements)
        arriving += r.units.size();
    std::printf("generated in %.2f s: %zu hexes on %zu sheets (%d x %d grid), %zu set up, %zu "
                "arriving in %zu groups\n",
                gen, s.map.hexCount(), s.map.sheets().size(), s.map.width(), s.map.height(),
                s.setup.size(), arriving, s.reinforcements.size());

    // Full validation: runChecks() end to end, best and median of `repeat` runs.
    std::vector<double> full;
    std::size_t problems = 0, errors = 0;
    for (int i = 0; i < repeat; ++i)
        full.push_back(timeIt([&] {
            auto ps = runChecks(s);
            problems = ps.size();
            errors =
                static_cast<std::size_t>(std::count_if(ps.begin(), ps.end(), [](const Problem& p) {
                    return p.severity == Severity::Error;
                }));
        }));
    std::printf("full validation (runChecks): median %.1f ms, best %.1f ms over %d runs; %zu "
                "problems, %zu errors\n",
                median(full) * 1e3, *std::min_element(full.begin(), full.end()) * 1e3, repeat,
                problems, errors);
    // The editor's full run: the same checks, each problem kept by check and hex for updates.
    std::vector<double> kept;
    for (int i = 0; i < repeat; ++i) {
        Validator v(s);
        kept.push_back(timeIt([&] { v.runFull(); }));
    }
    std::printf("the editor's full validation (Validator::runFull): median %.1f ms, best %.1f ms\n",
                median(kept) * 1e3, *std::min_element(kept.begin(), kept.end()) * 1e3);

    // Where the full run goes: the context build, then each check on a shared context.
    const double ctxTime = timeIt([&] { CheckContext c(s); });
    {
        const CheckContext ctx(s);
        struct Cost {
            std::string_view id;
            double t;
        };
        std::vector<Cost> costs;
        for (const CheckEntry& e : checkEntries()) {
            std::vector<Problem> out;
            costs.push_back({e.info.id, timeIt([&] { runEntry(e, ctx, out); })});
        }
        std::sort(costs.begin(), costs.end(),
                  [](const Cost& a, const Cost& b) { return a.t > b.t; });
        std::printf("  CheckContext build %.2f ms; checks, slowest first (ms):", ctxTime * 1e3);
        for (std::size_t i = 0; i < costs.size(); ++i)
            std::printf("%s %.*s %.2f", i == 0 ? "" : ",", static_cast<int>(costs[i].id.size()),
                        costs[i].id.data(), costs[i].t * 1e3);
        std::printf("\n");
        // The checks that share a walk of the map, together, as runChecks runs them.
        std::vector<SharedWalk> walks;
        for (const CheckEntry& e : checkEntries())
            if (e.walk && std::find(walks.begin(), walks.end(), e.walk) == walks.end())
                walks.push_back(e.walk);
        for (SharedWalk w : walks) {
            std::vector<const CheckEntry*> group;
            for (const CheckEntry& e : checkEntries())
                if (e.walk == w)
                    group.push_back(&e);
            std::vector<std::vector<Problem>> outs(group.size());
            std::vector<std::vector<Problem>*> ptrs;
            for (std::vector<Problem>& o : outs)
                ptrs.push_back(&o);
            const double t = timeIt([&] { w(ctx, group, ptrs); });
            std::printf("  %zu checks sharing one walk of the map (%.*s...), together: %.2f ms\n",
                        group.size(), static_cast<int>(group.front()->info.id.size()),
                        group.front()->info.id.data(), t * 1e3);
        }
    }

    // Incremental: one-hex terrain edits, each followed by Validator::update. The same edits
    // are then replayed for each terrain-dependent check alone, to show where the time goes;
    // the map is restored after each replay.
    std::mt19937 rng(seed);
    std::vector<std::pair<HexId, TerrainId>> editList;
    const auto types = static_cast<unsigned>(s.map.terrainTypes().size());
    for (int i = 0; i < edits; ++i)
        editList.emplace_back(randomHex(s.map, rng), static_cast<TerrainId>(rng() % types));
    std::vector<double> visits; // units and hexes each update visited (Validator::lastVisits)
    auto replay = [&](Validator& v) {
        std::vector<double> times;
        std::vector<TerrainId> old;
        visits.clear();
        for (const auto& [h, t] : editList) {
            old.push_back(s.map.terrain(h));
            s.map.setTerrain(h, t);
            const HexId touched[] = {h};
            times.push_back(timeIt([&] { v.update(touched, kOnTerrain); }));
            visits.push_back(static_cast<double>(v.lastVisits()));
        }
        for (std::size_t i = editList.size(); i-- > 0;)
            s.map.setTerrain(editList[i].first, old[i]);
        return times;
    };
    {
        Validator v(s);
        v.runFull();
        const std::vector<double> times = replay(v);
        std::printf("incremental revalidation after a one-hex terrain edit: median %.3f ms, p90 "
                    "%.3f ms, max %.3f ms over %d edits (full run / median = %.0f); units and "
                    "hexes visited, median %.0f, max %.0f\n",
                    median(times) * 1e3, percentile(times, 0.9) * 1e3,
                    *std::max_element(times.begin(), times.end()) * 1e3, edits,
                    median(full) / std::max(median(times), 1e-12), median(visits),
                    *std::max_element(visits.begin(), visits.end()));
    }
    {
        struct Inc {
            std::string_view id;
            double med, p90, max;
        };
        std::vector<Inc> incs;
        for (const CheckEntry& e : checkEntries()) {
            if (!(e.depends & kOnTerrain))
                continue;
            Validator v(s, CheckFilter{{std::string(e.info.id)}});
            v.runFull();
            const std::vector<double> times = replay(v);
            incs.push_back({e.info.id, median(times), percentile(times, 0.9),
                            *std::max_element(times.begin(), times.end())});
        }
        std::sort(incs.begin(), incs.end(),
                  [](const Inc& a, const Inc& b) { return a.p90 + a.med > b.p90 + b.med; });
        std::printf("  terrain-dependent checks alone, same edits, median/p90/max ms:");
        for (std::size_t i = 0; i < incs.size(); ++i)
            std::printf("%s %.*s %.3f/%.3f/%.3f", i == 0 ? "" : ",",
                        static_cast<int>(incs[i].id.size()), incs[i].id.data(), incs[i].med * 1e3,
                        incs[i].p90 * 1e3, incs[i].max * 1e3);
        std::printf("\n");
    }

    // Line of sight: pre-generated pairs at exact ranges, the allocation-free query, through a
    // LosChecker (parameters resolved once) and through checkLineOfSight (read on each call).
    const LosChecker los(s.map, s.rules);
    double rate10 = 0;
    for (int range : {10, 30}) {
        const auto pairs = pairsAt(s.map, range, 200000, rng);
        std::size_t clear = 0;
        std::vector<double> rates, oneShot;
        for (int i = 0; i < repeat; ++i) {
            clear = 0;
            const double t = timeIt([&] {
                for (const auto& [a, b] : pairs)
                    clear += los.check(a, b).clear();
            });
            rates.push_back(static_cast<double>(pairs.size()) / t);
            std::size_t clear1 = 0;
            const double t1 = timeIt([&] {
                for (const auto& [a, b] : pairs)
                    clear1 += checkLineOfSight(s.map, s.rules, a, b).clear();
            });
            oneShot.push_back(static_cast<double>(pairs.size()) / t1);
        }
        if (range == 10)
            rate10 = median(rates);
        std::printf(
            "LOS at range %d: median %.2f M queries/s, best %.2f M/s (%zu pairs, %.0f%% "
            "clear)%s; checkLineOfSight one call each: median %.2f M/s\n",
            range, median(rates) / 1e6, *std::max_element(rates.begin(), rates.end()) / 1e6,
            pairs.size(), 100.0 * static_cast<double>(clear) / static_cast<double>(pairs.size()),
            range == 30
                ? (" = " + std::to_string(median(rates) / rate10).substr(0, 4) + " x range 10")
                      .c_str()
                : "",
            median(oneShot) / 1e6);
    }
    {
        std::vector<HexId> from;
        for (int i = 0; i < 200; ++i)
            from.push_back(randomHex(s.map, rng));
        std::size_t seen = 0;
        const double t = timeIt([&] {
            for (HexId h : from)
                seen += los.viewshed(h, 20).size();
        });
        std::printf("viewshed radius 20: %.3f ms per call (%zu calls, %.0f hexes seen on "
                    "average)\n",
                    t / static_cast<double>(from.size()) * 1e3, from.size(),
                    static_cast<double>(seen) / static_cast<double>(from.size()));
    }
    for (auto [arm, mode, what] :
         {std::tuple{movement::MoveArm::Infantry, movement::MoveMode::Normal, "infantry"},
          std::tuple{movement::MoveArm::Cavalry, movement::MoveMode::RoadMarch,
                     "cavalry in road march"}}) {
        const movement::CostTable table(s.map, s.rules, arm, mode);
        std::vector<HexId> from;
        for (int i = 0; i < 2000; ++i)
            from.push_back(randomHex(s.map, rng));
        std::size_t reached = 0;
        const double t = timeIt([&] {
            for (HexId h : from)
                reached += movement::reachable(table, h, 12).size();
        });
        std::printf("reachable set of 12 MP (%s): %.1f us per query (%zu queries, %.0f hexes "
                    "reached on average)\n",
                    what, t / static_cast<double>(from.size()) * 1e6, from.size(),
                    static_cast<double>(reached) / static_cast<double>(from.size()));
    }
}

/// --check ID: only the incremental revalidation of one check; --check full: only the full
/// validation; --check cut-off: reinforcement.connected when every French entry is cut off.
/// For profiling.
void benchCheck(const Tier& tier, const RulesProfile& rules, int edits, std::uint32_t seed,
                const std::string& id) {
    Scenario s = cli::generateStress({tier.hexes, tier.units, seed}, rules);
    if (id == "full") { // the full run only, `edits` times
        std::vector<double> times;
        for (int i = 0; i < edits; ++i)
            times.push_back(timeIt([&] { (void)runChecks(s); }));
        std::printf("tier %s, full validation: median %.1f ms over %d runs\n", tier.name,
                    median(times) * 1e3, edits);
        return;
    }
    if (id == "cut-off") {
        // reinforcement.connected when it fails: every French set-up hex becomes a pond and the
        // objectives go, so no French entry reaches its battlefield.
        const CheckFilter only{{"reinforcement.connected"}};
        s.objectives.clear();
        const auto pond = s.map.findTerrain("pond");
        for (const Placement& p : s.setup)
            if (pond && p.unit.starts_with("f"))
                s.map.setTerrain(p.hex, *pond);
        std::vector<Problem> ps;
        const double full = timeIt([&] { ps = runChecks(s, only); });
        Validator v(s, only);
        v.runFull();
        std::mt19937 rng(seed);
        std::vector<double> times;
        for (int i = 0; i < edits; ++i) {
            HexId h = randomHex(s.map, rng);
            while (s.map.terrain(h) == pond)
                h = randomHex(s.map, rng);
            s.map.setTerrain(h, static_cast<TerrainId>(rng() % 2)); // clear or woods
            const HexId touched[] = {h};
            times.push_back(timeIt([&] { v.update(touched, kOnTerrain); }));
        }
        std::printf("tier %s, reinforcement.connected with every French entry cut off: %zu "
                    "problems; runChecks %.1f ms (CheckContext build included); after a terrain "
                    "edit: median %.3f ms, p90 %.3f ms, max %.3f ms over %d edits\n",
                    tier.name, ps.size(), full * 1e3, median(times) * 1e3,
                    percentile(times, 0.9) * 1e3,
                    *std::max_element(times.begin(), times.end()) * 1e3, edits);
        return;
    }
    std::mt19937 rng(seed);
    const auto types = static_cast<unsigned>(s.map.terrainTypes().size());
    Validator v(s, CheckFilter{{id}});
    v.runFull();
    std::vector<double> times;
    for (int i = 0; i < edits; ++i) {
        const HexId h = randomHex(s.map, rng);
        s.map.setTerrain(h, static_cast<TerrainId>(rng() % types));
        const HexId touched[] = {h};
        times.push_back(timeIt([&] { v.update(touched, kOnTerrain); }));
    }
    std::printf("tier %s, %s alone: median %.4f ms, p90 %.4f ms, max %.4f ms over %d edits\n",
                tier.name, id.c_str(), median(times) * 1e3, percentile(times, 0.9) * 1e3,
                *std::max_element(times.begin(), times.end()) * 1e3, edits);
}

std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

/// A line of /proc/self/status ("VmRSS", "VmHWM"), in bytes.
std::size_t procStatusBytes(const char* field) {
    std::ifstream in("/proc/self/status");
    std::string line;
    const std::string key = std::string(field) + ":";
    while (std::getline(in, line))
        if (line.compare(0, key.size(), key) == 0)
            return std::strtoull(line.c_str() + key.size(), nullptr, 10) * 1024; // in kB
    return 0;
}

/// --peak-load FILE (run by benchLoad in a process of its own): loads FILE (a scenario, or a
/// map when it ends in .map.xml) once and prints two byte counts: the peak memory of the load
/// (the highest resident size during it less the resident size before it, the kernel's
/// high-water mark reset just before) and the model's size (the bytes malloc hands out that
/// the loaded result still holds: in use after the load, the result kept, less before it).
int peakLoad(const std::filesystem::path& file) {
    auto heap = [] { // in small chunks and in chunks of their own mapping
        const struct mallinfo2 m = mallinfo2();
        return m.uordblks + m.hblkhd;
    };
    const std::size_t heapBefore = heap();
    const std::size_t before = procStatusBytes("VmRSS");
    std::ofstream("/proc/self/clear_refs") << "5"; // resets VmHWM to the resident size
    const bool isMap = file.string().ends_with(".map.xml");
    std::optional<formats::Loaded<Map>> map;
    std::optional<formats::Loaded<Scenario>> scenario;
    bool ok = false;
    if (isMap) {
        map = formats::loadMap(file);
        ok = map->value && !map->hasErrors();
    } else {
        scenario = formats::loadScenario(file);
        ok = scenario->value && !scenario->hasErrors();
    }
    const std::size_t peak = procStatusBytes("VmHWM");
    const std::size_t heapAfter = heap();
    if (!ok || peak < before) {
        std::fprintf(stderr, "bench: %s does not load cleanly\n", file.c_str());
        return 1;
    }
    std::printf("%zu %zu\n", peak - before, heapAfter - heapBefore);
    return 0;
}

/// Runs `bench --peak-load file` and reads its two figures (peakLoad), or {0, 0}.
std::pair<double, double> peakOf(const std::filesystem::path& file) {
    const std::string command = "'" + std::filesystem::read_symlink("/proc/self/exe").string() +
                                "' --peak-load '" + file.string() + "'";
    FILE* p = popen(command.c_str(), "r");
    if (!p)
        return {0, 0};
    unsigned long long peak = 0, model = 0;
    const int n = std::fscanf(p, "%llu %llu", &peak, &model);
    pclose(p);
    return n == 2 ? std::pair(static_cast<double>(peak), static_cast<double>(model))
                  : std::pair(0.0, 0.0);
}

/// --fresh-load FILE / --fresh-pugixml FILE... (run by benchLoad in a process of their own):
/// the first load in a new process, as a user's `marengo validate` or the editor's Open does it,
/// with none of the memory an earlier load freed to reuse: loadScenario on FILE, or
/// pugi::xml_document::load_file on each FILE (each document freed before the next file is
/// parsed, while loadScenario keeps what it read of every file). Prints the load's CPU time in ms
/// (this thread's, the reading without the freeing of what was read) and the page faults it took.
int freshLoad(bool pugixml, std::span<char* const> files) {
    auto faults = [] {
        struct rusage u {};
        getrusage(RUSAGE_SELF, &u);
        return u.ru_minflt + u.ru_majflt;
    };
    const long before = faults();
    bool ok = true;
    // Each file's reading is timed alone: what was read is freed after the clock stops, before
    // the next file is read (so pugixml reuses the memory of the document before, as it would
    // when a program parses one file after another).
    double t = 0;
    for (const char* f : files) {
        if (pugixml) {
            std::optional<pugi::xml_document> doc(std::in_place);
            t += timeIt([&] { ok = doc->load_file(f) && ok; });
        } else {
            std::optional<formats::Loaded<Scenario>> l;
            t += timeIt([&] { l = formats::loadScenario(f); });
            ok = ok && l->value && !l->hasErrors();
        }
    }
    if (!ok) {
        std::fprintf(stderr, "bench: the files do not load cleanly\n");
        return 1;
    }
    std::printf("%.3f %ld\n", t * 1e3, faults() - before);
    return 0;
}

/// Runs `bench --fresh-load|--fresh-pugixml files` and reads its figures: {ms, page faults}.
std::pair<double, double> freshOf(const char* mode, std::span<const std::filesystem::path> files) {
    std::string command =
        "'" + std::filesystem::read_symlink("/proc/self/exe").string() + "' " + mode;
    for (const auto& f : files)
        command += " '" + f.string() + "'";
    FILE* p = popen(command.c_str(), "r");
    if (!p)
        return {0, 0};
    double ms = 0, faults = 0;
    const int n = std::fscanf(p, "%lf %lf", &ms, &faults);
    pclose(p);
    return n == 2 ? std::pair(ms, faults) : std::pair(0.0, 0.0);
}

/// --load DIR: loading a tier's files against a bare pugixml parse of the same files (read from
/// disk and parsed with pugixml's defaults, nothing else), the whole scenario and each reader;
/// then the peak memory of one load in a fresh process against the files and the model.
void benchLoad(const Tier& tier, const RulesProfile& rules, std::uint32_t seed, int repeat,
               const std::filesystem::path& dir) {
    namespace fs = std::filesystem;
    // The loads repeated in this process, ours and pugixml's, on a heap that keeps what is
    // freed: glibc otherwise gives the top of the heap back to the kernel when a free leaves
    // more than its trim threshold there, a threshold it moves with the sizes of earlier
    // allocations. Whether the pages of one load are given back and zeroed again for the next
    // then depends on the heap's layout, not on the code measured (2026-12-05: 62 or 4,576
    // page faults per load of the 1m files, and ten milliseconds, for the same readers). The
    // first loads in new processes, below, run with glibc's defaults.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    const Scenario s = cli::generateStress({tier.hexes, tier.units, seed}, rules);
    auto written = cli::writeStress(s, dir / tier.name);
    if (!written) {
        std::fprintf(stderr, "bench: %s\n", written.error().c_str());
        return;
    }
    const fs::path folder = dir / tier.name;
    const fs::path files[] = {folder / s.mapPath, folder / s.oobPaths.at(0),
                              folder / s.oobPaths.at(1), *written};
    std::uintmax_t bytes = 0;
    for (const fs::path& f : files)
        bytes += fs::file_size(f);
    std::printf("\n== tier %s: %zu hexes, %zu counters, %.1f MB of map, OOB and scenario files "
                "in %s ==\n",
                tier.name, s.map.hexCount(), tier.units, static_cast<double>(bytes) / 1e6,
                folder.c_str());
    // Each time is the reading alone: what was read is freed after the clock stops, and the
    // freeing is timed apart (the model's many objects cost more to free than pugixml's pages).
    std::vector<double> pugiFree, loadFree;
    auto bare = [&](const fs::path& f) {
        std::optional<pugi::xml_document> doc(std::in_place);
        const double t = timeIt([&] {
            if (!doc->load_file(f.c_str()))
                std::fprintf(stderr, "bench: pugixml cannot parse %s\n", f.c_str());
        });
        pugiFree.back() += timeIt([&] { doc.reset(); });
        return t;
    };
    std::vector<double> pugiAll, loadAll, pugiMap, readMap, pugiOob, readOob, pugiScn, readScn;
    for (int r = 0; r < repeat; ++r) {
        pugiFree.push_back(0);
        const double pm = bare(files[0]), po = bare(files[1]) + bare(files[2]), ps = bare(files[3]);
        pugiMap.push_back(pm);
        pugiOob.push_back(po);
        pugiScn.push_back(ps);
        pugiAll.push_back(pm + po + ps);
        std::optional<formats::Loaded<Scenario>> l;
        loadAll.push_back(timeIt([&] { l = formats::loadScenario(*written); }));
        if (!l->value || l->hasErrors())
            std::fprintf(stderr, "bench: the stress scenario does not load cleanly\n");
        loadFree.push_back(timeIt([&] { l.reset(); }));
        std::optional<formats::Loaded<Map>> loadedMap;
        readMap.push_back(timeIt([&] { loadedMap = formats::loadMap(files[0]); }));
        Map map = std::move(*loadedMap->value);
        loadedMap.reset();
        std::optional<formats::Loaded<OrderOfBattle>> first, second;
        readOob.push_back(timeIt([&] {
            first = formats::loadOob(files[1]);
            second = formats::loadOob(files[2]);
        }));
        std::vector<OrderOfBattle> oobs;
        oobs.push_back(std::move(*first->value));
        oobs.push_back(std::move(*second->value));
        first.reset();
        second.reset();
        const std::string text = slurp(files[3]);
        std::optional<formats::Loaded<Scenario>> scenario;
        readScn.push_back(timeIt([&] {
            scenario =
                formats::parseScenario(text, written->string(), std::move(map), std::move(oobs));
        }));
    }
    auto row = [&](const char* what, const std::vector<double>& ours,
                   const std::vector<double>& theirs) {
        std::printf("  %-34s %9.1f ms   pugixml %8.1f ms   ratio %5.2fx\n", what,
                    median(ours) * 1e3, median(theirs) * 1e3, median(ours) / median(theirs));
    };
    row("loadScenario (all files)", loadAll, pugiAll);
    row("map reader (loadMap)", readMap, pugiMap);
    row("two OOB readers (loadOob)", readOob, pugiOob);
    row("scenario reader (parseScenario)", readScn, pugiScn);
    std::printf("  (reading only: freeing what was read, after, took %.1f ms for loadScenario's "
                "scenario, %.1f ms for pugixml's four documents)\n",
                median(loadFree) * 1e3, median(pugiFree) * 1e3);
    std::printf("  (medians of %d runs; the scenario reader's pugixml time includes reading "
                "the file, its own does not)\n",
                repeat);
    // The first load in a new process: what a user waits for. The two kinds alternate, so that
    // a change of the machine's speed falls on both.
    std::vector<double> freshOurs, freshPugi, faultsOurs, faultsPugi;
    for (int r = 0; r < repeat; ++r) {
        const auto [pm, pf] = freshOf("--fresh-pugixml", files);
        const auto [om, of] = freshOf("--fresh-load", std::span(files).last(1));
        freshPugi.push_back(pm / 1e3);
        faultsPugi.push_back(pf);
        freshOurs.push_back(om / 1e3);
        faultsOurs.push_back(of);
    }
    row("loadScenario in a new process", freshOurs, freshPugi);
    std::printf("  (the first load in a process of its own, medians of %d: page faults %.0f, "
                "pugixml's %.0f)\n",
                repeat, median(faultsOurs), median(faultsPugi));
    // Memory: the goal is a peak of at most twice the files' size plus the model's.
    auto memory = [&](const char* what, const fs::path& file, double fileBytes) {
        const auto [peak, model] = peakOf(file);
        std::printf("  %-34s peak %6.1f MB   files %6.1f + model %6.1f MB   ratio %5.2fx\n", what,
                    peak / 1e6, fileBytes / 1e6, model / 1e6, peak / (fileBytes + model));
    };
    memory("loadScenario: peak memory", *written, static_cast<double>(bytes));
    memory("loadMap: peak memory", files[0], static_cast<double>(fs::file_size(files[0])));
    std::printf("  (one load in a fresh process: peak = highest resident size during it less "
                "the size before; model = bytes malloc'd and still held by the result: the "
                "model and its SourceMap)\n");
}

/// --frames: what one repaint of the editor's canvas costs along a zoom and pan path, drawn
/// directly (every hex in view, as the canvas did before its tiles) and from a TileCache (as
/// MapCanvas::onPaint does), with the idle work that makes the view sharp after each frame.
void benchFrames(const Tier& tier, const RulesProfile& rules, std::uint32_t seed) {
    const Scenario s = cli::generateStress({tier.hexes, tier.units, seed}, rules);
    constexpr int kW = 1600, kH = 1000;
    constexpr double kWheel = 1.2; // MapCanvas::onWheel's factor per step
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, kW, kH);
    render::RenderOptions options;
    options.sheetLetters = render::SheetLetters::Margin; // as MapCanvas sets them
    const render::MapRenderer renderer(options);
    const render::Rgba paper = options.paper;
    render::TileCache tiles({paper.r * 0.9, paper.g * 0.9, paper.b * 0.9, 1});
    const Point size = renderer.geometry(s.map).mapPixelSize();
    std::printf("\n== frames, tier %s: %zu hexes, %zu counters, map %.0f x %.0f px at hex %.0f, "
                "view %d x %d ==\n",
                tier.name, s.map.hexCount(), s.setup.size(), size.x, size.y, options.hexSize, kW,
                kH);
    struct Frame {
        double direct = 0, tiled = 0; // ms for one repaint
        double sharp = 0, ahead = 0;  // ms of idle work: the view's tiles, then the rest
        render::TileFrame what;
    };
    // One frame at a view: drawn directly, then from the tiles, then the idle work after it.
    auto frame = [&](double zoom, Point at, bool idle) {
        const Point origin{std::round((at.x - kW / 2 / zoom) * zoom) / zoom,
                           std::round((at.y - kH / 2 / zoom) * zoom) / zoom};
        const render::Rect visible{origin.x, origin.y, kW / zoom, kH / zoom};
        Frame f;
        f.direct = 1000 * timeIt([&] {
                       cairo_t* cr = cairo_create(surface);
                       cairo_set_source_rgb(cr, 0.9, 0.9, 0.9);
                       cairo_paint(cr);
                       cairo_scale(cr, zoom, zoom);
                       cairo_translate(cr, -origin.x, -origin.y);
                       renderer.draw(cr, s, visible);
                       cairo_destroy(cr);
                   });
        const render::TileView view{kW, kH, zoom, origin};
        f.tiled = 1000 * timeIt([&] {
                      cairo_t* cr = cairo_create(surface);
                      f.what = tiles.paint(cr, renderer, s, view);
                      cairo_scale(cr, zoom, zoom);
                      cairo_translate(cr, -origin.x, -origin.y);
                      renderer.drawOverlays(cr, s.map, visible);
                      cairo_destroy(cr);
                  });
        // The canvas's idle events, a tile each here, until nothing is left to draw.
        bool more = idle;
        while (more) {
            const bool sharp = tiles.complete(view);
            const double ms =
                1000 * timeIt([&] {
                    more = tiles.refine(renderer, s, view, std::chrono::steady_clock::now()).more;
                });
            (sharp ? f.ahead : f.sharp) += ms;
        }
        return f;
    };
    auto report = [](const char* stage, const std::vector<Frame>& frames) {
        auto stats = [&](auto field) {
            std::vector<double> v;
            for (const Frame& f : frames)
                v.push_back(f.*field);
            return std::array<double, 3>{median(v), percentile(v, 0.95),
                                         *std::max_element(v.begin(), v.end())};
        };
        const auto d = stats(&Frame::direct), t = stats(&Frame::tiled), sh = stats(&Frame::sharp);
        std::size_t previewed = 0;
        for (const Frame& f : frames)
            previewed += f.what.previewed > 0 ? 1 : 0;
        std::printf("  %-26s %3zu frames | direct %6.1f %6.1f %6.1f | tiled %5.1f %5.1f %5.1f | "
                    "%3zu previewed, sharp after %6.1f %6.1f %6.1f\n",
                    stage, frames.size(), d[0], d[1], d[2], t[0], t[1], t[2], previewed, sh[0],
                    sh[1], sh[2]);
    };
    std::printf("  ms a frame: median, p95, max; \"sharp after\": the idle work until the view's "
                "own tiles are all drawn\n");
    const double fit = std::min(kW / size.x, kH / size.y);
    const Point centre{size.x / 2, size.y / 2};
    std::vector<Frame> all, zooms;
    std::printf("  wheel zoom about the map's centre, a pause after each step (hex px: direct / "
                "tiled ms):\n   ");
    for (double z = fit; z <= 2.0; z *= kWheel) {
        zooms.push_back(frame(z, centre, true));
        std::printf(" %.1f:%.0f/%.1f", options.hexSize * z, zooms.back().direct,
                    zooms.back().tiled);
    }
    std::printf("\n");
    report("zoom steps", zooms);
    all.insert(all.end(), zooms.begin(), zooms.end());
    for (double z : {fit, 0.1, 0.25, 0.5, 1.0}) {
        std::vector<Frame> pans;
        Point at = centre;
        for (int k = 0; k < 8; ++k) {
            at.x += (k % 2 ? -1 : 1) * kW / 4 / z;
            at.y += kH / 8 / z;
            pans.push_back(frame(z, at, true));
        }
        char stage[64];
        std::snprintf(stage, sizeof stage, "pans at hex %.1f px", options.hexSize * z);
        report(stage, pans);
        all.insert(all.end(), pans.begin(), pans.end());
    }
    report("every frame", all);
    // A fast spin of the wheel: no pause between steps, so every frame is a preview.
    tiles.clear();
    frame(fit, centre, true);
    std::vector<Frame> spin;
    for (double z = fit * kWheel; z <= 2.0; z *= kWheel)
        spin.push_back(frame(z, centre, false));
    report("wheel spun, no pause", spin);
    std::printf("  tiles kept: %zu (%.0f MB)\n", tiles.tileCount(),
                static_cast<double>(tiles.bytes()) / 1e6);
    cairo_surface_destroy(surface);
}

int usage() {
    std::fputs(
        "usage: bench [--tiers 15k,200k,1m[,4m]] [--edits N] [--seed S] [--repeat N] [--wall]\n"
        "       [--check ID|full|cut-off]  (profiling: incremental revalidation of one\n"
        "           check; the full validation only, --edits times; reinforcement.connected\n"
        "           with every French entry cut off)\n"
        "       [--load DIR]  (loading, against a bare pugixml parse, of files written to DIR)\n"
        "       [--frames]  (the editor canvas's repaints along a zoom and pan path)\n",
        stderr);
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 3 && std::string_view(argv[1]) == "--peak-load")
        return peakLoad(argv[2]);
    if (argc >= 3 && (std::string_view(argv[1]) == "--fresh-load" ||
                      std::string_view(argv[1]) == "--fresh-pugixml"))
        return freshLoad(std::string_view(argv[1]) == "--fresh-pugixml",
                         std::span(argv + 2, static_cast<std::size_t>(argc - 2)));
    std::vector<std::string> tiers{"15k", "200k", "1m"};
    int edits = 301, repeat = 5;
    std::uint32_t seed = 1;
    std::string check, loadDir;
    bool frames = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        const bool flag = a == "--wall" || a == "--frames";
        if (!flag && i + 1 >= argc)
            return usage();
        const char* v = flag ? "" : argv[++i];
        if (a == "--tiers") {
            tiers.clear();
            std::string list = v;
            for (std::size_t p = 0; p <= list.size();) {
                const std::size_t q = std::min(list.find(',', p), list.size());
                if (q > p)
                    tiers.push_back(list.substr(p, q - p));
                p = q + 1;
            }
        } else if (a == "--edits") {
            edits = std::max(1, std::atoi(v));
        } else if (a == "--seed") {
            seed = static_cast<std::uint32_t>(std::strtoul(v, nullptr, 10));
        } else if (a == "--wall") {
            gWall = true;
        } else if (a == "--frames") {
            frames = true;
        } else if (a == "--check") {
            check = v;
        } else if (a == "--load") {
            loadDir = v;
        } else if (a == "--repeat") {
            repeat = std::max(1, std::atoi(v));
        } else {
            return usage();
        }
    }
    auto rules = cli::stressRules();
    if (!rules) {
        std::fprintf(stderr, "bench: %s\n", rules.error().c_str());
        return 2;
    }
    std::printf("marengo bench (seed %u, %d edits, %d repeats; single thread, %s time)\n", seed,
                edits, repeat, gWall ? "wall-clock" : "thread CPU");
    for (const std::string& name : tiers) {
        const Tier* t = std::find_if(std::begin(kTiers), std::end(kTiers),
                                     [&](const Tier& x) { return name == x.name; });
        if (t == std::end(kTiers))
            return usage();
        if (frames)
            benchFrames(*t, *rules, seed);
        else if (!loadDir.empty())
            benchLoad(*t, *rules, seed, repeat, loadDir);
        else if (check.empty())
            benchTier(*t, *rules, edits, seed, repeat);
        else
            benchCheck(*t, *rules, edits, seed, check);
    }
    return 0;
}
