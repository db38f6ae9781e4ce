#pragma once
// A print-and-play document of a scenario: map pages tiled at the printed hex size with a key
// page (title block, assembly index, legend, scale bar, turn track), counter sheets front and
// back for duplex printing, and a set-up card per side. Every page is drawn with cairo in
// millimetres, so the same code writes the PDF and the editor's page preview.
#include "engine/core/progress.hpp"
#include "engine/core/result.hpp"
#include "engine/scenario/scenario.hpp"
#include "render/print/layout.hpp"

#include <cairo.h>

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace marengo::render::print {

/// Which parts to print.
struct PrintParts {
    bool map = true;
    bool counters = true;
    bool setup = true;
    friend bool operator==(const PrintParts&, const PrintParts&) = default;
};
/// "map", "counters", "setup", "all" or a comma-separated list of them; the error names the
/// first unknown word.
Result<PrintParts> parseParts(std::string_view text);

/// Half an inch: the counters' size in the series (and the default).
inline constexpr double kDefaultCounterMm = 12.7;
inline constexpr double kDefaultOverlapMm = 10;

struct PrintSettings {
    Paper paper{"A4", 210, 297};
    Orientation orientation = Orientation::Auto; ///< of the map pages; the others are portrait
    double hexMm = 0;                            ///< flat to flat; 0: the map's print hex size
    double overlapMm = kDefaultOverlapMm;
    double counterMm = kDefaultCounterMm;
    PrintParts parts;
};

enum class PageKind { MapKey, MapTile, CounterFront, CounterBack, SetupCard };

/// One page of the document.
struct Page {
    PageKind kind = PageKind::MapKey;
    Paper paper;         ///< oriented as printed
    int row = 0;         ///< map tile: row of the tiling; counter sheet: sheet number
    int column = 0;      ///< map tile: column of the tiling
    std::string caption; ///< "Map page 2 of 6 (row 1, column 2)", shown in lists and previews
};

namespace detail {
struct JobData;
}

/// The pages of a scenario for a set of settings. Keeps a pointer to the scenario, which must
/// outlive the job.
class PrintJob {
public:
    /// Fails when the settings leave no room (overlap wider than the page, counters larger
    /// than the paper, a hex size out of 2..100 mm).
    static Result<PrintJob> create(const Scenario& scenario, const PrintSettings& settings);
    PrintJob(PrintJob&&) noexcept;
    PrintJob& operator=(PrintJob&&) noexcept;
    ~PrintJob();

    const std::vector<Page>& pages() const;
    /// The hex size used, flat to flat in mm.
    double hexMm() const;
    /// The map pages' tiling (columns x rows), when map pages are printed.
    const Tiling* tiling() const;

    /// Draws page `index` onto `cr`, whose user space must be millimetres with the page's
    /// top-left corner at (0, 0) (scale a PDF surface by kPointsPerMm).
    void drawPage(cairo_t* cr, std::size_t index) const;

    /// Writes every page to a PDF file, atomically (temporary file, then renamed). A cancel
    /// from `progress` stops between pages and leaves the target untouched ("cancelled").
    Status writePdf(const std::filesystem::path& path, Progress* progress = nullptr) const;

private:
    PrintJob();
    std::unique_ptr<detail::JobData> m_data;
};

} // namespace marengo::render::print
