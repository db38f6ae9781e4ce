#include "cli/validate_pack.hpp"

#include "formats/findings.hpp"
#include "formats/formats.hpp"

#include <algorithm>
#include <atomic>
#include <system_error>
#include <thread>

namespace marengo::cli {

namespace fs = std::filesystem;

std::vector<std::string> scenarioFiles(const std::vector<std::string>& args, std::string& error) {
    std::vector<std::string> out;
    for (const std::string& a : args) {
        std::error_code ec;
        if (!fs::is_directory(a, ec)) {
            out.push_back(a); // a file, or a missing one: its load reports it
            continue;
        }
        std::vector<std::string> found;
        for (fs::recursive_directory_iterator it(a, ec), end; !ec && it != end; it.increment(ec))
            if (it->is_regular_file(ec) &&
                it->path().filename().string().ends_with(".scenario.xml"))
                found.push_back(it->path().generic_string());
        if (ec) {
            error = "cannot read folder '" + a + "': " + ec.message();
            return {};
        }
        if (found.empty()) {
            error = "folder '" + a + "' holds no *.scenario.xml";
            return {};
        }
        std::sort(found.begin(), found.end());
        out.insert(out.end(), found.begin(), found.end());
    }
    return out;
}

ScenarioReport validateScenario(const std::string& path, const CheckFilter& filter,
                                Severity minSeverity, const formats::LoadOptions& load) {
    ScenarioReport r;
    r.scenario = path;
    auto loaded = formats::loadScenario(path, nullptr, load);
    const Scenario* s = loaded.fatal() ? nullptr : &*loaded.value;
    std::vector<Problem> problems = s ? runChecks(*s, filter) : std::vector<Problem>{};
    r.findings = labelled(formats::findings(loaded.diagnostics, std::move(problems), s),
                          s ? &s->map : nullptr);
    std::erase_if(r.findings, [&](const Finding& f) { return f.problem.severity > minSeverity; });
    const bool errors = std::any_of(r.findings.begin(), r.findings.end(), [](const Finding& f) {
        return f.problem.severity == Severity::Error;
    });
    r.exitCode = !s ? 2 : errors ? 1 : 0;
    return r;
}

std::vector<ScenarioReport> validateAll(const std::vector<std::string>& files,
                                        const CheckFilter& filter, Severity minSeverity,
                                        const formats::LoadOptions& load, unsigned threads) {
    std::vector<ScenarioReport> out(files.size());
    if (threads == 0)
        threads = std::max(1u, std::thread::hardware_concurrency());
    threads = std::min<unsigned>(threads, static_cast<unsigned>(files.size()));
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t i = next++; i < files.size(); i = next++)
            out[i] = validateScenario(files[i], filter, minSeverity, load);
    };
    std::vector<std::jthread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    return out;
}

} // namespace marengo::cli
