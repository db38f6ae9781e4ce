#pragma once
// Internal to render/print: the data a PrintJob lays out once and its page painters.
#include "render/colour.hpp"
#include "render/print/print_job.hpp"

#include <optional>
#include <string>
#include <vector>

namespace marengo::render::print::detail {

/// One counter of a counter sheet: a unit of an OOB, or an informational marker.
struct CounterSpec {
    const Unit* unit = nullptr; ///< nullptr: a marker
    const OrderOfBattle* oob = nullptr;
    CounterColours colours;
    std::string front; ///< marker text of the front
    std::string back;  ///< marker text of the back
};

/// One line of a set-up card; cells are drawn in the card's columns.
struct CardLine {
    enum class Style { Title, Heading, Subheading, Text, Row, TableHead };
    Style style = Style::Text;
    std::vector<std::string> cells;
    double indentMm = 0;
    std::vector<double> columnsMm; ///< left edges of the cells after the first (Row, TableHead)
};

struct CardPage {
    std::string side;
    int number = 1; ///< page of this side's card
    int of = 1;
    std::vector<CardLine> lines;
};

struct JobData {
    const Scenario* scenario = nullptr;
    PrintSettings settings;
    double hexMm = 0;
    std::optional<Tiling> tiling;
    std::optional<CounterGrid> grid;
    std::vector<CounterSpec> counters;
    std::vector<CardPage> cards;
    std::vector<Page> pages;
};

/// Height of a card line of a style, in mm.
double lineHeight(CardLine::Style style);
/// Font size of a card line of a style, in mm.
double fontSize(CardLine::Style style);

void drawMapKey(cairo_t* cr, const JobData& job, const Page& page);
void drawMapTile(cairo_t* cr, const JobData& job, const Page& page);
void drawCounterSheet(cairo_t* cr, const JobData& job, const Page& page, bool back);
void drawSetupCard(cairo_t* cr, const JobData& job, const CardPage& card, const Page& page);

/// Counters of every OOB of the scenario (placeable units in OOB order), then from the next
/// row of a sheet `columns` counters wide a row of each informational marker. A spec with no
/// unit and no text is a blank place.
std::vector<CounterSpec> collectCounters(const Scenario& scenario, int columns);
/// The set-up cards of every side, split into pages of `paper`.
std::vector<CardPage> layoutCards(const Scenario& scenario, const Paper& paper);

/// Draws `text` with its left end at x and its baseline at y (mm), in DejaVu Sans.
void textAt(cairo_t* cr, double x, double y, const std::string& text, double size, bool bold);
/// Font size at which `text` fits `width` mm, at most `size`.
double fitSize(cairo_t* cr, const std::string& text, double size, double width, bool bold);
/// Splits a paragraph into lines no wider than `width` mm at a font size.
std::vector<std::string> wrap(cairo_t* cr, const std::string& text, double size, double width);

} // namespace marengo::render::print::detail
