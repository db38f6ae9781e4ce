#pragma once
// Progress and cancellation of long work (opening a big scenario, a full validation, an export),
// GUI-free: the worker says how far it is and polls keepGoing(); another thread (the editor's
// progress dialog) reads fraction() and stage() and may cancel(). Every member is thread-safe.
// Work that is cancelled stops soon and leaves its target as it was: it builds its result aside
// and only commits it when it was not cancelled.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <mutex>
#include <string>

namespace marengo {

class Progress {
public:
    /// Starts a stage of the job, named for the user ("Checking stacking"), that covers the
    /// fractions [from, to] of the whole job.
    void stage(std::string name, double from, double to) {
        std::lock_guard lock(m_mutex);
        m_stage = std::move(name);
        m_from = from;
        m_to = to;
        m_fraction.store(from, std::memory_order_relaxed);
    }
    /// Marks `done` of `total` steps of the current stage. Returns keepGoing().
    bool step(std::size_t done, std::size_t total) {
        if (total > 0) {
            double f = std::min(1.0, static_cast<double>(done) / static_cast<double>(total));
            std::lock_guard lock(m_mutex);
            m_fraction.store(m_from + (m_to - m_from) * f, std::memory_order_relaxed);
        }
        return keepGoing();
    }
    /// False once cancel() was called: the worker stops as soon as it can.
    bool keepGoing() const { return !m_cancelled.load(std::memory_order_relaxed); }
    /// Asks the worker to stop.
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }

    /// How much of the whole job is done, in [0, 1].
    double fraction() const { return m_fraction.load(std::memory_order_relaxed); }
    /// Name of the current stage.
    std::string stageName() const {
        std::lock_guard lock(m_mutex);
        return m_stage;
    }

private:
    mutable std::mutex m_mutex;
    std::string m_stage;
    double m_from = 0, m_to = 1;
    std::atomic<double> m_fraction{0};
    std::atomic<bool> m_cancelled{false};
};

/// Polls `progress` (which may be null) every `every` steps of a loop, so a tight loop pays for
/// one counter increment per step. Returns false when the work was cancelled.
class ProgressTicker {
public:
    ProgressTicker(Progress* progress, std::size_t total, std::size_t every = 4096)
        : m_progress(progress), m_total(total), m_every(every) {}
    bool tick() {
        if (!m_progress || ++m_done % m_every != 0)
            return true;
        return m_progress->step(m_done, m_total);
    }

private:
    Progress* m_progress;
    std::size_t m_total;
    std::size_t m_every;
    std::size_t m_done = 0;
};

} // namespace marengo
