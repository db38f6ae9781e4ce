#pragma once
// File > Print / Export without the window: the choices the dialog offers, the print settings
// (render/print's, the ones `marengo print` builds from its options) they make, the summary
// line the dialog shows, and the file it suggests (GUI-free, tested without a display).
#include "editor/forms/checked.hpp"
#include "engine/scenario/scenario.hpp"
#include "render/print/print_job.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace marengo::editor {

/// The papers the dialog lists, in order, as `marengo print --paper` names them; the entry
/// after the last is "custom size".
const std::vector<std::string>& printPaperNames();
/// The orientations the dialog lists, in order: auto, portrait, landscape.
const std::vector<render::print::Orientation>& printOrientations();

/// What the dialog's controls hold.
struct PrintChoices {
    int paper = 0;              ///< index in printPaperNames(); == its size: custom
    double customWidthMm = 600; ///< custom paper, portrait or as given
    double customHeightMm = 900;
    int orientation = 0;  ///< index in printOrientations()
    double hexMm = 19.05; ///< flat to flat
    double overlapMm = render::print::kDefaultOverlapMm;
    double counterMm = render::print::kDefaultCounterMm;
    render::print::PrintParts parts;
};

/// The choices that give `marengo print`'s defaults for a map: A4, auto, the map's hex size,
/// 10 mm overlap, half-inch counters, every part.
PrintChoices defaultPrintChoices(const Map& map);

/// The settings the choices describe, or what is wrong with them (no part chosen).
Checked<render::print::PrintSettings> printSettings(const PrintChoices& c);

/// "29 pages; the map on 4 x 5 pages of A4 (landscape), hexes of 19.05 mm".
std::string printSummary(const render::print::PrintJob& job);
/// "A PNG of about 12345 x 6789 pixels, hexes of 19.05 mm at 300 dpi".
std::string pngSummary(const Map& map, double dpi);

/// The file offered to write: the scenario's file with `extension` (".pdf", ".png") instead of
/// ".scenario.xml", in its folder; "scenario.pdf" in `fallbackFolder` for an untitled one.
std::filesystem::path suggestedPrintPath(const std::filesystem::path& scenarioPath,
                                         const std::filesystem::path& fallbackFolder,
                                         const std::string& extension);

} // namespace marengo::editor
