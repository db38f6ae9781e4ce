#include "engine/checks/validator.hpp"

#include <algorithm>

namespace marengo {

namespace {
/// On-map hexes within `radius` of `centre` (centre included).
void hexesWithin(const Map& map, HexId centre, int radius, std::vector<HexId>& out) {
    Axial c = toAxial(map.offset(centre));
    for (int dq = -radius; dq <= radius; ++dq) {
        for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius); ++dr) {
            Offset o = toOffset(Axial{c.q + dq, c.r + dr});
            if (map.onMap(o))
                out.push_back(map.id(o));
        }
    }
}
} // namespace

Validator::Validator(const Scenario& s, CheckFilter filter) : m_s(&s), m_filter(std::move(filter)) {
    for (const CheckEntry& e : checkEntries())
        if (m_filter.accepts(e.info.id))
            m_states.push_back(State{&e, {}, {}});
}

Validator::~Validator() = default;

void Validator::runHexAt(State& st, HexId h) {
    std::vector<Problem> found;
    if (inDomain(*m_ctx, st.entry->domain, h)) {
        st.entry->runHex(*m_ctx, st.entry->info, h, found);
        m_ctx->countVisits(1);
        ++m_lastRuns;
    }
    if (found.empty())
        st.byHex.erase(h);
    else
        st.byHex[h] = std::move(found);
}

bool Validator::runDomain(State& st, Progress* progress) {
    st.byHex.clear();
    ProgressTicker ticker(progress, domainSize(*m_ctx, st.entry->domain));
    return forEachInDomain(*m_ctx, st.entry->domain, [&](HexId h) {
        if (!ticker.tick())
            return false;
        runHexAt(st, h);
        return true;
    });
}

bool Validator::runFull(Progress* progress) {
    // Build the new results aside, so a cancelled run leaves the previous ones in place.
    auto ctx = std::make_unique<CheckContext>(*m_s);
    std::vector<State> states;
    for (const State& st : m_states)
        states.push_back(State{st.entry, {}, {}});
    std::swap(m_ctx, ctx);
    std::swap(m_states, states);
    const std::size_t runsBefore = m_lastRuns;
    m_lastRuns = 0;
    // The checks that share a walk of the map run together when the first of them comes up.
    std::vector<bool> pending(m_states.size());
    for (std::size_t k = 0; k < m_states.size(); ++k)
        pending[k] = m_states[k].entry->walk != nullptr;
    bool done = true;
    for (std::size_t k = 0; k < m_states.size() && done; ++k) {
        State& st = m_states[k];
        const double n = static_cast<double>(m_states.size());
        if (progress)
            progress->stage(std::string(st.entry->info.title), static_cast<double>(k) / n,
                            static_cast<double>(k + 1) / n);
        const std::size_t visitsBefore = m_ctx->visits();
        if (st.entry->runAll) {
            st.entry->runAll(*m_ctx, st.entry->info, st.all);
            ++m_lastRuns;
        } else if (st.entry->walk) {
            if (pending[k])
                runWalk(k, pending);
            continue; // runWalk counted the visits of each check it ran
        } else {
            done = runDomain(st, progress);
        }
        st.visits = m_ctx->visits() - visitsBefore;
        done = done && (!progress || progress->keepGoing());
    }
    if (done && progress)
        progress->step(1, 1);
    if (!done) {
        std::swap(m_ctx, ctx);
        std::swap(m_states, states);
        m_lastRuns = runsBefore;
    }
    return done;
}

void Validator::update(std::span<const HexId> hexes, unsigned what) {
    if (!m_ctx) {
        runFull();
        return;
    }
    m_lastRuns = 0;
    if (what & (kOnUnits | kOnStructure))
        m_ctx = std::make_unique<CheckContext>(*m_s);
    else if (what & kOnTerrain)
        m_ctx->noteTerrainEdits(hexes); // checks that keep state on the context read them
    // A structure edit re-runs the per-hex checks that read structure over the whole map: those
    // that share a walk of it run together.
    std::vector<bool> inWalk(m_states.size());
    for (std::size_t k = 0; k < m_states.size(); ++k) {
        const CheckEntry& e = *m_states[k].entry;
        inWalk[k] = e.walk && (what & kOnStructure) && (e.depends & kOnStructure);
        m_states[k].visits = 0;
    }
    std::vector<bool> pending = inWalk; // runWalk clears the checks it ran
    for (std::size_t k = 0; k < m_states.size(); ++k) {
        State& st = m_states[k];
        if (inWalk[k]) {
            if (pending[k])
                runWalk(k, pending);
            continue;
        }
        if (!(st.entry->depends & what))
            continue;
        const std::size_t visitsBefore = m_ctx->visits();
        rerun(st, hexes, what);
        st.visits = m_ctx->visits() - visitsBefore;
    }
}

void Validator::runWalk(std::size_t k, std::vector<bool>& pick) {
    const SharedWalk walk = m_states[k].entry->walk;
    std::vector<State*> group;
    std::vector<const CheckEntry*> checks;
    for (std::size_t j = k; j < m_states.size(); ++j)
        if (pick[j] && m_states[j].entry->walk == walk) {
            pick[j] = false;
            group.push_back(&m_states[j]);
            checks.push_back(m_states[j].entry);
        }
    std::vector<std::vector<Problem>> found(group.size());
    std::vector<std::vector<Problem>*> out;
    for (std::vector<Problem>& f : found)
        out.push_back(&f);
    walk(*m_ctx, checks, out);
    // The walk skips only hexes where a check cannot report, so it counts as a run at each hex.
    const std::size_t hexes = domainSize(*m_ctx, HexDomain::AllHexes);
    for (std::size_t i = 0; i < group.size(); ++i) {
        State& st = *group[i];
        st.byHex.clear();
        for (Problem& p : found[i]) // a per-hex check's problems have its hex first
            st.byHex[p.hexes.front()].push_back(std::move(p));
        m_ctx->countVisits(hexes);
        st.visits = hexes;
        m_lastRuns += hexes;
    }
}

void Validator::rerun(State& st, std::span<const HexId> hexes, unsigned what) {
    if (st.entry->runAll) {
        st.all.clear();
        st.entry->runAll(*m_ctx, st.entry->info, st.all);
        ++m_lastRuns;
        return;
    }
    // A structure edit (OOB, profile, special rules) names no hexes, yet changes what a
    // per-hex check reads at every hex (a battalion moved to another regiment, a stacking
    // limit): re-run such checks over their whole domain.
    if ((what & kOnStructure) && (st.entry->depends & kOnStructure)) {
        runDomain(st);
        return;
    }
    std::vector<HexId> affected;
    for (HexId h : hexes)
        if (m_s->map.onMap(h))
            hexesWithin(m_s->map, h, st.entry->radius, affected);
    std::sort(affected.begin(), affected.end());
    affected.erase(std::unique(affected.begin(), affected.end()), affected.end());
    for (HexId h : affected)
        runHexAt(st, h);
}

std::size_t Validator::lastVisits() const {
    std::size_t n = 0;
    for (const State& st : m_states)
        n += st.visits;
    return n;
}

std::size_t Validator::lastVisits(std::string_view id) const {
    for (const State& st : m_states)
        if (st.entry->info.id == id)
            return st.visits;
    return 0;
}

std::vector<Problem> Validator::problems() const {
    std::vector<Problem> out;
    for (const State& st : m_states) {
        out.insert(out.end(), st.all.begin(), st.all.end());
        for (const auto& [h, v] : st.byHex)
            out.insert(out.end(), v.begin(), v.end());
    }
    return out;
}

} // namespace marengo
