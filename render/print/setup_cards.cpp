// Set-up cards: per side, every unit with its set-up hex, formation and facing grouped by
// command, the reinforcement schedule, the special rules in words (with the cavalry-charge
// morale modifier table) and the victory conditions. Laid out as lines, then cut into pages.
#include "engine/rules/charge.hpp"
#include "render/paint_context.hpp"
#include "render/print/print_detail.hpp"

#include <algorithm>
#include <functional>

namespace marengo::render::print::detail {

namespace {

constexpr double kCardMargin = 15;
constexpr double kCardHeader = 10;
using Style = CardLine::Style;

std::string nameOf(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

/// Lays out one side's card as lines.
class CardBuilder {
public:
    CardBuilder(cairo_t* cr, const Scenario& sc, double width) : m_cr(cr), m_sc(sc), m_w(width) {}

    std::vector<CardLine> build(const std::string& side) {
        add(Style::Title, {"Set-up card: " + side});
        add(Style::Text, {m_sc.title + (m_sc.date.empty() ? "" : ", " + m_sc.date) +
                          ". Set-up at " + formatClock(m_sc.start) + "."});
        setup(side);
        reinforcements(side);
        specialRules();
        victory();
        return std::move(m_lines);
    }

private:
    void add(Style s, std::vector<std::string> cells, double indent = 0,
             std::vector<double> columns = {}) {
        m_lines.push_back({s, std::move(cells), indent, std::move(columns)});
    }

    void paragraph(const std::string& text, double indent = 0) {
        for (const std::string& l : wrap(m_cr, text, fontSize(Style::Text), m_w - indent))
            add(Style::Text, {l}, indent);
    }

    /// A table row whose last cell wraps onto further rows.
    void row(std::vector<std::string> cells, const std::vector<double>& columns,
             double indent = 0) {
        double lastLeft = columns.empty() ? indent : columns.back();
        std::vector<std::string> last =
            wrap(m_cr, cells.back(), fontSize(Style::Row), m_w - lastLeft - 1);
        if (last.empty())
            last.push_back("");
        cells.back() = last.front();
        add(Style::Row, cells, indent, columns);
        for (std::size_t i = 1; i < last.size(); ++i) {
            std::vector<std::string> more(cells.size());
            more.back() = last[i];
            add(Style::Row, more, indent, columns);
        }
    }

    std::string where(const Unit& u, std::string& formation, std::string& facing) const {
        if (const Placement* p = m_sc.findPlacement(u.id)) {
            formation = std::string(toString(p->formation));
            facing = formatFacing(p->facing);
            std::string hex = m_sc.map.onMap(p->hex) ? m_sc.map.label(p->hex) : "?";
            if (p->second != kNoHex && m_sc.map.onMap(p->second)) {
                hex += "-" + m_sc.map.label(p->second);
                if (p->split != kEvenSplit)
                    formation += " " + formatSplit(p->split);
            }
            return hex;
        }
        for (const Reinforcement& r : m_sc.reinforcements)
            for (const Placement& p : r.units)
                if (p.unit == u.id) {
                    formation = "arrives " + formatClock(r.time);
                    facing = m_sc.map.onMap(r.entry) ? "at " + m_sc.map.label(r.entry) : "";
                    return "reinforcement";
                }
        formation = "not in play";
        facing.clear();
        return "-";
    }

    void setup(const std::string& side) {
        add(Style::Heading, {"Set-up, by command"});
        std::vector<double> cols{m_w * 0.52, m_w * 0.7, m_w * 0.88};
        add(Style::TableHead, {"Unit", "Hex", "Formation", "Facing"}, 0, cols);
        for (const OrderOfBattle& oob : m_sc.oobs) {
            if (oob.side != side)
                continue;
            std::function<void(const Unit&, int)> walk = [&](const Unit& u, int depth) {
                double indent = 4.0 * depth;
                if (u.isPlaceable()) {
                    std::string formation, facing;
                    std::string hex = where(u, formation, facing);
                    add(Style::Row, {nameOf(u), hex, formation, facing}, indent, cols);
                } else {
                    std::string head = nameOf(u);
                    if (!u.commander.empty())
                        head += " (" + u.commander.str() + ")";
                    add(Style::Subheading, {head}, indent);
                }
                for (const Unit* c : oob.children(u.id))
                    walk(*c, depth + 1);
            };
            for (const Unit& u : oob.units())
                if (u.parent.empty())
                    walk(u, 0);
        }
    }

    void reinforcements(const std::string& side) {
        add(Style::Heading, {"Reinforcements"});
        std::vector<double> cols{m_w * 0.14, m_w * 0.3};
        bool any = false;
        for (const Reinforcement& r : m_sc.reinforcements) {
            if (r.side != side)
                continue;
            if (!any)
                add(Style::TableHead, {"Time", "Entry hex", "Units"}, 0, cols);
            any = true;
            std::string units;
            for (const Placement& p : r.units) {
                const Unit* u = m_sc.findUnit(p.unit);
                std::string item =
                    (u ? nameOf(*u) : p.unit) + " (" + std::string(toString(p.formation));
                if (p.facing.kind != FacingKind::None)
                    item += ", facing " + formatFacing(p.facing);
                item += ")";
                units += (units.empty() ? "" : "; ") + item;
            }
            row({formatClock(r.time), m_sc.map.onMap(r.entry) ? m_sc.map.label(r.entry) : "?",
                 units},
                cols);
        }
        if (!any)
            paragraph("None.");
    }

    void chargeTable() {
        add(Style::Subheading, {"Cavalry-charge morale modifiers"});
        paragraph("Added to the stand check (d66) of infantry charged by cavalry when the "
                  "condition holds; the rules profile's rows, then the scenario's.");
        std::vector<double> cols{m_w * 0.45, m_w * 0.56, m_w * 0.74};
        add(Style::TableHead, {"Condition", "Modifier", "Applies to", "Source"}, 0, cols);
        auto emit = [&](const ChargeModifier& m) {
            std::string who;
            for (const std::string* s : {&m.side, &m.nationality, &m.unitClass})
                if (!s->empty())
                    who += (who.empty() ? "" : ", ") + *s;
            row({std::string(rules::chargeConditionWords(m.condition)),
                 (m.value > 0 ? "+" : "") + std::to_string(m.value), who.empty() ? "all" : who,
                 m.source.empty() ? "-" : m.source},
                cols);
        };
        for (const ChargeModifier& m : m_sc.rules.chargeModifiers)
            emit(m);
        for (const ChargeModifier& m : m_sc.chargeModifiers)
            emit(m);
        if (m_sc.rules.chargeModifiers.empty() && m_sc.chargeModifiers.empty())
            paragraph("No modifier is stated.");
    }

    void specialRules() {
        add(Style::Heading, {"Special rules"});
        if (m_sc.notes.empty())
            paragraph("None stated.");
        for (const std::string& n : m_sc.notes)
            paragraph(n);
        chargeTable();
    }

    void victory() {
        add(Style::Heading, {"Victory conditions"});
        std::vector<double> cols{m_w * 0.14, m_w * 0.6, m_w * 0.74};
        if (!m_sc.objectives.empty()) {
            add(Style::TableHead, {"Hex", "Objective", "Points", "Scored by"}, 0, cols);
            for (const Objective& o : m_sc.objectives)
                row({m_sc.map.onMap(o.hex) ? m_sc.map.label(o.hex) : "?", o.name,
                     std::to_string(o.points), o.side.empty() ? "whoever holds it" : o.side},
                    cols);
        }
        if (!m_sc.victoryLevels.empty()) {
            std::vector<double> lc{m_w * 0.4, m_w * 0.6};
            add(Style::TableHead, {"Level", "Side", "Points"}, 0, lc);
            for (const VictoryLevel& v : m_sc.victoryLevels)
                row({v.name, v.side.empty() ? "either" : v.side, std::to_string(v.points)}, lc);
        }
        if (m_sc.objectives.empty() && m_sc.victoryLevels.empty())
            paragraph("None stated.");
        if (!m_sc.description.empty()) {
            add(Style::Subheading, {"Situation"});
            paragraph(m_sc.description);
        }
    }

    cairo_t* m_cr;
    const Scenario& m_sc;
    double m_w;
    std::vector<CardLine> m_lines;
};

} // namespace

double lineHeight(Style style) {
    switch (style) {
    case Style::Title:
        return 10;
    case Style::Heading:
        return 8;
    case Style::Subheading:
        return 5.6;
    case Style::TableHead:
        return 5.2;
    case Style::Text:
    case Style::Row:
        break;
    }
    return 4.4;
}

double fontSize(Style style) {
    switch (style) {
    case Style::Title:
        return 6;
    case Style::Heading:
        return 4.4;
    case Style::Subheading:
        return 3.5;
    case Style::TableHead:
    case Style::Row:
        return 3;
    case Style::Text:
        break;
    }
    return 3.1;
}

std::vector<CardPage> layoutCards(const Scenario& sc, const Paper& paper) {
    cairo_surface_t* scratch = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1);
    cairo_t* cr = cairo_create(scratch);
    double width = paper.widthMm - 2 * kCardMargin;
    double height = paper.heightMm - 2 * kCardMargin - kCardHeader;
    std::vector<std::string> sides;
    for (const OrderOfBattle& oob : sc.oobs)
        if (std::find(sides.begin(), sides.end(), oob.side) == sides.end())
            sides.push_back(oob.side);
    std::vector<CardPage> pages;
    for (const std::string& side : sides) {
        std::vector<CardLine> lines = CardBuilder(cr, sc, width).build(side);
        std::size_t firstPage = pages.size();
        pages.push_back({side, 1, 1, {}});
        double used = 0;
        for (CardLine& l : lines) {
            double h = lineHeight(l.style);
            // A heading never ends a page: it moves with the line after it.
            bool heading = l.style == Style::Heading || l.style == Style::Subheading;
            if (used + h + (heading ? lineHeight(Style::Row) : 0) > height &&
                !pages.back().lines.empty()) {
                pages.push_back({side, 1, 1, {}});
                used = 0;
            }
            used += h;
            pages.back().lines.push_back(std::move(l));
        }
        int count = static_cast<int>(pages.size() - firstPage);
        for (int k = 0; k < count; ++k) {
            pages[firstPage + static_cast<std::size_t>(k)].number = k + 1;
            pages[firstPage + static_cast<std::size_t>(k)].of = count;
        }
    }
    cairo_destroy(cr);
    cairo_surface_destroy(scratch);
    return pages;
}

void drawSetupCard(cairo_t* cr, const JobData& job, const CardPage& card, const Page& page) {
    double left = kCardMargin, width = page.paper.widthMm - 2 * kCardMargin;
    setSource(cr, Rgba::rgb(0x6b6359));
    std::string header = job.scenario->title + " - set-up card, " + card.side + ", page " +
                         std::to_string(card.number) + " of " + std::to_string(card.of);
    textAt(cr, left, kCardMargin + 3, header, fitSize(cr, header, 2.8, width, false), false);
    cairo_set_line_width(cr, 0.2);
    cairo_move_to(cr, left, kCardMargin + 5);
    cairo_line_to(cr, left + width, kCardMargin + 5);
    cairo_stroke(cr);
    double y = kCardMargin + kCardHeader;
    for (const CardLine& l : card.lines) {
        double h = lineHeight(l.style), size = fontSize(l.style);
        bool bold = l.style != Style::Text && l.style != Style::Row;
        double baseline = y + h - (l.style == Style::Row || l.style == Style::Text ? 1.2 : 1.6);
        if (l.style == Style::TableHead) {
            setSource(cr, Rgba::rgb(0xece6d8));
            cairo_rectangle(cr, left, y + 0.4, width, h - 0.6);
            cairo_fill(cr);
        }
        setSource(cr, l.style == Style::Heading ? Rgba::rgb(0x7a1c20) : Rgba::rgb(0x1f1b16));
        for (std::size_t i = 0; i < l.cells.size(); ++i) {
            double x = left + (i == 0 ? l.indentMm + (l.style == Style::TableHead ? 1 : 0)
                                      : l.columnsMm[i - 1]);
            double right = i < l.columnsMm.size() ? left + l.columnsMm[i] : left + width;
            const std::string& text = l.cells[i];
            if (!text.empty())
                textAt(cr, x, baseline, text, fitSize(cr, text, size, right - x - 1.5, bold), bold);
        }
        if (l.style == Style::Heading) {
            cairo_set_line_width(cr, 0.3);
            cairo_move_to(cr, left, y + h - 0.4);
            cairo_line_to(cr, left + width, y + h - 0.4);
            cairo_stroke(cr);
        }
        y += h;
    }
}

} // namespace marengo::render::print::detail
