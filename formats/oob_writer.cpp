// Writing *.oob.xml.
#include "formats/formats.hpp"
#include "formats/xml_reader.hpp"
#include "formats/xml_writer.hpp"

#include <unordered_map>

namespace marengo::formats {

using namespace detail;

namespace {

void writeNumber(XmlWriter& w, const char* name, int value) {
    if (value != 0)
        w.attr(name, value);
}

class OobWriter {
public:
    explicit OobWriter(const OrderOfBattle& oob) : m_oob(oob) {
        const auto& units = oob.units();
        for (std::size_t i = 0; i < units.size(); ++i)
            m_children[units[i].parent].push_back(i);
    }

    std::string write() {
        m_w.start("oob")
            .attr("version", kFormatVersion)
            .attr("side", m_oob.side)
            .optional("nationality", m_oob.nationality)
            .optional("source", m_oob.provenance.source)
            .optional("page", m_oob.provenance.page)
            .children();
        writeChildren("", 0);
        m_w.end();
        return m_w.finish();
    }

private:
    void writeChildren(const std::string& parent, int depth) {
        auto it = m_children.find(parent);
        if (it == m_children.end() || depth > 16)
            return;
        for (std::size_t i : it->second)
            writeUnit(m_oob.units()[i], depth);
    }

    void writeUnit(const Unit& u, int depth) {
        m_w.start(toString(u.echelon)).attr("id", u.id).attr("name", u.name);
        switch (u.echelon) {
        case Echelon::Army:
        case Echelon::Corps:
        case Echelon::Division:
        case Echelon::Brigade:
            m_w.optional("commander", u.commander).optional("nationality", u.nationality);
            break;
        case Echelon::Regiment:
            m_w.attr("arm", toString(u.arm))
                .optional("nationality", u.nationality)
                .optional("class", u.unitClass);
            writeValues(u, true);
            break;
        case Echelon::Battalion:
            m_w.optional("nationality", u.nationality).optional("class", u.unitClass);
            writeValues(u, false);
            break;
        case Echelon::Battery:
            m_w.attr("type", toString(u.artillery)).optional("nationality", u.nationality);
            writeValues(u, false);
            break;
        case Echelon::Leader:
            m_w.optional("nationality", u.nationality).optional("rank", u.rank);
            writeNumber(m_w, "bonus", u.leaderBonus);
            writeValues(u, false);
            break;
        }
        m_w.optional("source", u.provenance.source).optional("page", u.provenance.page);
        if (m_children.count(u.id) && !u.id.empty()) {
            m_w.children();
            writeChildren(u.id, depth + 1);
            m_w.end();
        } else {
            m_w.leaf();
        }
    }

    void writeValues(const Unit& u, bool lance) {
        writeNumber(m_w, "increments", u.increments);
        writeNumber(m_w, "morale", u.morale);
        writeNumber(m_w, "fire", u.fire);
        writeNumber(m_w, "melee", u.melee);
        writeNumber(m_w, "movement", u.movement);
        if (lance)
            writeNumber(m_w, "lance", u.lanceBonus);
        if (u.skirmish && (u.echelon == Echelon::Regiment || u.echelon == Echelon::Battalion))
            m_w.attr("skirmish", "true");
    }

    const OrderOfBattle& m_oob;
    std::unordered_map<std::string, std::vector<std::size_t>> m_children;
    XmlWriter m_w;
};

} // namespace

std::string writeOob(const OrderOfBattle& oob) {
    return OobWriter(oob).write();
}

} // namespace marengo::formats
