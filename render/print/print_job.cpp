#include "render/print/print_job.hpp"

#include "render/paint_context.hpp"
#include "render/print/print_detail.hpp"

#include <cairo-pdf.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <unistd.h>

namespace marengo::render::print {

using namespace detail;

namespace detail {

void textAt(cairo_t* cr, double x, double y, const std::string& text, double size, bool bold) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
    cairo_move_to(cr, x, y);
    cairo_show_text(cr, text.c_str());
    cairo_new_path(cr);
}

double fitSize(cairo_t* cr, const std::string& text, double size, double width, bool bold) {
    double w = render::detail::textWidth(cr, text, size, bold);
    return w > width && w > 0 ? size * width / w : size;
}

std::vector<std::string> wrap(cairo_t* cr, const std::string& text, double size, double width) {
    std::vector<std::string> lines;
    std::string line, word;
    auto flushWord = [&] {
        if (word.empty())
            return;
        std::string candidate = line.empty() ? word : line + " " + word;
        if (!line.empty() && render::detail::textWidth(cr, candidate, size, false) > width) {
            lines.push_back(line);
            line = word;
        } else {
            line = candidate;
        }
        word.clear();
    };
    for (char c : text) {
        if (c == ' ' || c == '\n' || c == '\t')
            flushWord();
        else
            word += c;
    }
    flushWord();
    if (!line.empty())
        lines.push_back(line);
    return lines;
}

} // namespace detail

namespace {

std::string lowerWord(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::filesystem::path tempPathFor(const std::filesystem::path& target) {
    static std::atomic<unsigned> counter{0};
    std::string name = "." + target.filename().string() + ".tmp-" + std::to_string(::getpid()) +
                       "-" + std::to_string(counter++);
    return target.parent_path() / name;
}

} // namespace

Result<PrintParts> parseParts(std::string_view text) {
    PrintParts parts{false, false, false};
    std::size_t start = 0;
    bool any = false;
    while (start <= text.size()) {
        std::size_t comma = text.find(',', start);
        std::string word = lowerWord(text.substr(
            start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
        if (word == "map")
            parts.map = true;
        else if (word == "counters")
            parts.counters = true;
        else if (word == "setup")
            parts.setup = true;
        else if (word == "all")
            parts = {true, true, true};
        else
            return Error{"unknown part '" + word + "' (expected map, counters, setup or all)"};
        any = true;
        if (comma == std::string_view::npos)
            break;
        start = comma + 1;
    }
    if (!any)
        return Error{"nothing to print"};
    return parts;
}

PrintJob::PrintJob() : m_data(std::make_unique<JobData>()) {}
PrintJob::PrintJob(PrintJob&&) noexcept = default;
PrintJob& PrintJob::operator=(PrintJob&&) noexcept = default;
PrintJob::~PrintJob() = default;

Result<PrintJob> PrintJob::create(const Scenario& scenario, const PrintSettings& settings) {
    PrintJob job;
    JobData& d = *job.m_data;
    d.scenario = &scenario;
    d.settings = settings;
    d.hexMm = settings.hexMm > 0 ? settings.hexMm : scenario.map.printHexMm();
    if (d.hexMm < 2 || d.hexMm > 100)
        return Error{"the hex size must be from 2 to 100 mm"};
    if (settings.overlapMm < 0)
        return Error{"the overlap cannot be negative"};
    if (settings.counterMm < 5 || settings.counterMm > 60)
        return Error{"the counter size must be from 5 to 60 mm"};
    Paper portrait = oriented(settings.paper, Orientation::Portrait);
    const PrintParts& parts = settings.parts;

    if (parts.map) {
        d.tiling = tile(mapExtent(scenario.map, d.hexMm), settings.paper, settings.orientation,
                        settings.overlapMm);
        if (!d.tiling)
            return Error{"an overlap of " + std::to_string(settings.overlapMm) +
                         " mm leaves no map on a page of " + settings.paper.name};
        const Tiling& t = *d.tiling;
        d.pages.push_back({PageKind::MapKey, t.paper, 0, 0, "Map key and assembly index"});
        for (int r = 0; r < t.rows; ++r)
            for (int c = 0; c < t.columns; ++c)
                d.pages.push_back({PageKind::MapTile, t.paper, r, c,
                                   "Map page " + std::to_string(r * t.columns + c + 1) + " of " +
                                       std::to_string(t.pages()) + " (row " +
                                       std::to_string(r + 1) + ", column " + std::to_string(c + 1) +
                                       ")"});
    }
    if (parts.counters) {
        d.grid = counterGrid(portrait, settings.counterMm);
        if (!d.grid)
            return Error{"counters of " + std::to_string(settings.counterMm) +
                         " mm do not fit on " + settings.paper.name};
        d.counters = collectCounters(scenario, d.grid->columns);
        int per = d.grid->perPage();
        int sheets = std::max(1, static_cast<int>((d.counters.size() + per - 1) / per));
        for (int k = 0; k < sheets; ++k) {
            std::string n = std::to_string(k + 1) + " of " + std::to_string(sheets);
            d.pages.push_back(
                {PageKind::CounterFront, portrait, k, 0, "Counter sheet " + n + ", front"});
            d.pages.push_back(
                {PageKind::CounterBack, portrait, k, 0, "Counter sheet " + n + ", back"});
        }
    }
    if (parts.setup) {
        d.cards = layoutCards(scenario, portrait);
        for (std::size_t k = 0; k < d.cards.size(); ++k) {
            const CardPage& card = d.cards[k];
            d.pages.push_back({PageKind::SetupCard, portrait, static_cast<int>(k), 0,
                               "Set-up card, " + card.side + " (" + std::to_string(card.number) +
                                   " of " + std::to_string(card.of) + ")"});
        }
    }
    return job;
}

const std::vector<Page>& PrintJob::pages() const {
    return m_data->pages;
}

double PrintJob::hexMm() const {
    return m_data->hexMm;
}

const Tiling* PrintJob::tiling() const {
    return m_data->tiling ? &*m_data->tiling : nullptr;
}

void PrintJob::drawPage(cairo_t* cr, std::size_t index) const {
    const JobData& d = *m_data;
    if (index >= d.pages.size())
        return;
    const Page& page = d.pages[index];
    cairo_save(cr);
    cairo_rectangle(cr, 0, 0, page.paper.widthMm, page.paper.heightMm);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill(cr);
    switch (page.kind) {
    case PageKind::MapKey:
        drawMapKey(cr, d, page);
        break;
    case PageKind::MapTile:
        drawMapTile(cr, d, page);
        break;
    case PageKind::CounterFront:
    case PageKind::CounterBack:
        drawCounterSheet(cr, d, page, page.kind == PageKind::CounterBack);
        break;
    case PageKind::SetupCard:
        drawSetupCard(cr, d, d.cards[static_cast<std::size_t>(page.row)], page);
        break;
    }
    cairo_restore(cr);
}

Status PrintJob::writePdf(const std::filesystem::path& path, Progress* progress) const {
    const auto& pages = m_data->pages;
    if (pages.empty())
        return Error{"nothing to print"};
    std::filesystem::path temp = tempPathFor(path);
    auto fail = [&](const std::string& why) -> Status {
        std::error_code ec;
        std::filesystem::remove(temp, ec);
        return Error{"cannot write " + path.string() + ": " + why};
    };
    const Paper& first = pages.front().paper;
    cairo_surface_t* surface = cairo_pdf_surface_create(temp.c_str(), first.widthMm * kPointsPerMm,
                                                        first.heightMm * kPointsPerMm);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        std::string why = cairo_status_to_string(cairo_surface_status(surface));
        cairo_surface_destroy(surface);
        return fail(why);
    }
    const Scenario& sc = *m_data->scenario;
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, sc.title.c_str());
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Marengo");
    cairo_t* cr = cairo_create(surface);
    if (progress)
        progress->stage("Drawing the pages", 0, 1);
    bool cancelled = false;
    for (std::size_t i = 0; i < pages.size(); ++i) {
        if (progress && !progress->step(i, pages.size())) {
            cancelled = true;
            break;
        }
        cairo_pdf_surface_set_size(surface, pages[i].paper.widthMm * kPointsPerMm,
                                   pages[i].paper.heightMm * kPointsPerMm);
        cairo_save(cr);
        cairo_scale(cr, kPointsPerMm, kPointsPerMm);
        drawPage(cr, i);
        cairo_restore(cr);
        cairo_show_page(cr);
    }
    cairo_status_t st = cairo_status(cr);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (cancelled) {
        std::error_code ec;
        std::filesystem::remove(temp, ec);
        return Error{"cancelled"};
    }
    if (st != CAIRO_STATUS_SUCCESS)
        return fail(cairo_status_to_string(st));
    if (progress)
        progress->step(pages.size(), pages.size());
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec)
        return fail(ec.message());
    return okStatus();
}

} // namespace marengo::render::print
