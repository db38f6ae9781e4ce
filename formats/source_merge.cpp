#include "formats/source_merge.hpp"

#include <algorithm>
#include <deque>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace marengo::formats {

namespace {

/// An element of a document with the byte spans needed to write it back.
struct Node {
    std::string name;
    std::vector<std::pair<std::string, std::string>> attrs; ///< decoded, in document order
    std::string text;          ///< decoded text content (elements without children)
    std::size_t begin = 0;     ///< start of the comments and white space before the element
    std::size_t tagBegin = 0;  ///< its '<'
    std::size_t headEnd = 0;   ///< after the start tag's '>' (after '/>' for an empty element)
    std::size_t tailBegin = 0; ///< after the last child (comments before the end tag)
    std::size_t endBegin = 0;  ///< its "</"
    std::size_t end = 0;       ///< after the end tag
    bool empty = false;        ///< written <name/>
    std::vector<Node> children;
    /// A container: written with a start tag, children and an end tag on their own lines.
    bool container() const { return !empty && (!children.empty() || text.empty()); }
};

struct Document {
    std::size_t declEnd = 0; ///< after the XML declaration (0 without one)
    Node root;
};

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

void appendUtf8(std::string& out, unsigned long cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

/// Replaces entity and character references; nullopt for one this merge does not know.
std::optional<std::string> decode(std::string_view s, bool attribute) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (c != '&') {
            out += attribute && isSpace(c) ? ' ' : c;
            continue;
        }
        std::size_t semi = s.find(';', i);
        if (semi == std::string_view::npos)
            return std::nullopt;
        std::string_view ref = s.substr(i + 1, semi - i - 1);
        if (ref == "amp")
            out += '&';
        else if (ref == "lt")
            out += '<';
        else if (ref == "gt")
            out += '>';
        else if (ref == "quot")
            out += '"';
        else if (ref == "apos")
            out += '\'';
        else if (ref.size() > 1 && ref[0] == '#') {
            bool hex = ref[1] == 'x';
            std::string digits(ref.substr(hex ? 2 : 1));
            if (digits.empty())
                return std::nullopt;
            char* endp = nullptr;
            unsigned long cp = std::strtoul(digits.c_str(), &endp, hex ? 16 : 10);
            if (*endp != '\0' || cp > 0x10FFFF)
                return std::nullopt;
            appendUtf8(out, cp);
        } else {
            return std::nullopt;
        }
        i = semi;
    }
    return out;
}

/// A small reader for the documents Marengo writes: elements, attributes, text, comments and
/// an XML declaration. Anything else makes it give up (the caller then writes canonically).
class Reader {
public:
    explicit Reader(std::string_view s) : m_s(s) {}

    std::optional<Document> document() {
        Document d;
        if (m_s.starts_with("\xEF\xBB\xBF"))
            m_p = 3;
        if (m_s.substr(m_p).starts_with("<?xml")) {
            std::size_t e = m_s.find("?>", m_p);
            if (e == std::string_view::npos)
                return std::nullopt;
            m_p = e + 2;
        }
        d.declEnd = m_p;
        if (!skipTrivia() || !at("<") || at("</"))
            return std::nullopt;
        auto root = element(d.declEnd, 0);
        if (!root || !skipTrivia() || m_p != m_s.size())
            return std::nullopt;
        d.root = std::move(*root);
        return d;
    }

private:
    bool at(std::string_view t) const { return m_s.substr(m_p).starts_with(t); }

    /// Skips white space and comments; false on anything unsupported (DOCTYPE, PI, CDATA).
    bool skipTrivia() {
        for (;;) {
            while (m_p < m_s.size() && isSpace(m_s[m_p]))
                ++m_p;
            if (at("<!--")) {
                std::size_t e = m_s.find("-->", m_p + 4);
                if (e == std::string_view::npos)
                    return false;
                m_p = e + 3;
                continue;
            }
            return !at("<!") && !at("<?");
        }
    }

    std::optional<Node> element(std::size_t begin, int depth) {
        if (depth > 64)
            return std::nullopt;
        Node n;
        n.begin = begin;
        n.tagBegin = m_p++;
        std::size_t nameStart = m_p;
        while (m_p < m_s.size() && !isSpace(m_s[m_p]) && m_s[m_p] != '>' && m_s[m_p] != '/')
            ++m_p;
        n.name = std::string(m_s.substr(nameStart, m_p - nameStart));
        if (n.name.empty())
            return std::nullopt;
        for (;;) {
            while (m_p < m_s.size() && isSpace(m_s[m_p]))
                ++m_p;
            if (m_p >= m_s.size())
                return std::nullopt;
            if (at("/>")) {
                m_p += 2;
                n.empty = true;
                n.headEnd = n.tailBegin = n.endBegin = n.end = m_p;
                return n;
            }
            if (m_s[m_p] == '>') {
                ++m_p;
                break;
            }
            std::size_t a = m_p;
            while (m_p < m_s.size() && !isSpace(m_s[m_p]) && m_s[m_p] != '=')
                ++m_p;
            std::string attr(m_s.substr(a, m_p - a));
            while (m_p < m_s.size() && isSpace(m_s[m_p]))
                ++m_p;
            if (attr.empty() || !at("="))
                return std::nullopt;
            ++m_p;
            while (m_p < m_s.size() && isSpace(m_s[m_p]))
                ++m_p;
            if (m_p >= m_s.size() || (m_s[m_p] != '"' && m_s[m_p] != '\''))
                return std::nullopt;
            char quote = m_s[m_p++];
            std::size_t close = m_s.find(quote, m_p);
            if (close == std::string_view::npos)
                return std::nullopt;
            auto value = decode(m_s.substr(m_p, close - m_p), true);
            if (!value)
                return std::nullopt;
            n.attrs.emplace_back(std::move(attr), std::move(*value));
            m_p = close + 1;
        }
        n.headEnd = m_p;
        std::string rawText;
        std::size_t trivia = m_p;
        for (;;) {
            std::size_t before = m_p;
            if (!skipTrivia()) // comments and white space inside the element
                return std::nullopt;
            if (m_p >= m_s.size())
                return std::nullopt;
            if (at("</")) {
                rawText.append(m_s.substr(before, m_p - before));
                break;
            }
            if (m_s[m_p] == '<') {
                auto child = element(trivia, depth + 1);
                if (!child)
                    return std::nullopt;
                n.children.push_back(std::move(*child));
                trivia = m_p;
                continue;
            }
            std::size_t lt = m_s.find('<', m_p);
            if (lt == std::string_view::npos)
                return std::nullopt;
            rawText.append(m_s.substr(before, lt - before));
            m_p = lt;
            if (!n.children.empty())
                return std::nullopt; // mixed content
            n.text = "text";         // marks content until decoded below
        }
        if (!n.text.empty()) {
            if (!n.children.empty() || rawText.find("<!--") != std::string::npos)
                return std::nullopt; // mixed content, or a comment inside text
            auto text = decode(rawText, false);
            if (!text)
                return std::nullopt;
            n.text = std::move(*text);
        }
        n.tailBegin = trivia;
        n.endBegin = m_p;
        std::size_t gt = m_s.find('>', m_p);
        if (gt == std::string_view::npos)
            return std::nullopt;
        std::string_view endName = m_s.substr(m_p + 2, gt - m_p - 2);
        while (!endName.empty() && isSpace(endName.back()))
            endName.remove_suffix(1);
        if (endName != n.name)
            return std::nullopt;
        m_p = gt + 1;
        n.end = m_p;
        return n;
    }

    std::string_view m_s;
    std::size_t m_p = 0;
};

std::string trimmed(std::string_view s) {
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return std::string(s);
}

/// Name, attributes (in any order) and text: two elements with the same signature say the same.
std::string signature(const Node& n) {
    auto attrs = n.attrs;
    std::sort(attrs.begin(), attrs.end());
    std::string s = n.name;
    for (const auto& [k, v] : attrs) {
        s += '\x1f';
        s += k;
        s += '=';
        s += v;
    }
    s += '\x1e';
    s += trimmed(n.text);
    return s;
}

const std::string* attribute(const Node& n, std::string_view name) {
    for (const auto& [k, v] : n.attrs)
        if (k == name)
            return &v;
    return nullptr;
}

/// The identity of an element among its siblings, empty when it has none.
std::string identity(const Node& n) {
    std::string key;
    if (n.name == "hex" || n.name == "hexside" || n.name == "objective") {
        for (const char* a : {"at", "side"})
            if (const std::string* v = attribute(n, a))
                key += std::string(a) + '=' + *v + '\x1f';
    } else {
        for (const char* a : {"id", "ref", "letter", "href", "profile"})
            if (const std::string* v = attribute(n, a)) {
                key = std::string(a) + '=' + *v;
                break;
            }
    }
    return key.empty() ? key : n.name + '\x1e' + key;
}

/// For each canonical child, the original child it continues (-1: a new element).
std::vector<int> pair(const std::vector<Node>& orig, const std::vector<Node>& canon) {
    std::vector<int> match(canon.size(), -1);
    std::vector<bool> used(orig.size(), false);
    auto claim = [&](std::unordered_map<std::string, std::deque<int>>& index, std::size_t c,
                     const std::string& key) {
        auto it = index.find(key);
        if (it == index.end())
            return;
        while (!it->second.empty() && used[static_cast<std::size_t>(it->second.front())])
            it->second.pop_front();
        if (it->second.empty())
            return;
        match[c] = it->second.front();
        used[static_cast<std::size_t>(match[c])] = true;
        it->second.pop_front();
    };
    std::unordered_map<std::string, std::deque<int>> byIdentity, bySignature, byName;
    for (std::size_t i = 0; i < orig.size(); ++i) {
        std::string id = identity(orig[i]);
        if (!id.empty())
            byIdentity[id].push_back(static_cast<int>(i));
        bySignature[signature(orig[i])].push_back(static_cast<int>(i));
        if (id.empty())
            byName[orig[i].name].push_back(static_cast<int>(i));
    }
    for (std::size_t c = 0; c < canon.size(); ++c)
        if (std::string id = identity(canon[c]); !id.empty())
            claim(byIdentity, c, id);
    for (std::size_t c = 0; c < canon.size(); ++c)
        if (match[c] < 0)
            claim(bySignature, c, signature(canon[c]));
    for (std::size_t c = 0; c < canon.size(); ++c)
        if (match[c] < 0 && identity(canon[c]).empty())
            claim(byName, c, canon[c].name);
    return match;
}

class Merger {
public:
    Merger(std::string_view orig, std::string_view canon, MergeMode mode)
        : m_o(orig), m_c(canon), m_mode(mode) {}

    std::string run(const Document& o, const Document& c) {
        if (m_mode == MergeMode::Keep) {
            m_out.append(m_o.substr(0, o.root.begin));
            element(&o.root, c.root, 0);
            m_out.append(m_o.substr(o.root.end));
        } else {
            m_out.append(m_c.substr(0, c.declEnd));
            trivia(m_o.substr(o.root.begin, o.root.tagBegin - o.root.begin), 0, true);
            element(&o.root, c.root, 0);
            trivia(m_o.substr(o.root.end), 0, false);
            m_out += '\n';
        }
        return std::move(m_out);
    }

private:
    std::string_view span(std::string_view s, std::size_t from, std::size_t to) const {
        return s.substr(from, to - from);
    }

    /// Writes the comments of `raw` (white space and comments) each on its own line at `depth`,
    /// with one blank line where `raw` had one or more (none at the start of a block); a blank
    /// line before what follows is left pending.
    void trivia(std::string_view raw, int depth, bool atBlockStart) {
        bool blank = false;
        bool first = atBlockStart;
        std::size_t p = 0;
        while (p < raw.size()) {
            if (raw.substr(p).starts_with("<!--")) {
                std::size_t e = raw.find("-->", p);
                std::size_t stop = e == std::string_view::npos ? raw.size() : e + 3;
                if (blank && !first)
                    m_out += '\n';
                newLine(depth);
                m_out.append(raw.substr(p, stop - p));
                blank = false;
                first = false;
                p = stop;
                continue;
            }
            int lines = 0;
            while (p < raw.size() && isSpace(raw[p]))
                lines += raw[p++] == '\n';
            if (lines >= 2)
                blank = true;
            if (p < raw.size() && !raw.substr(p).starts_with("<!--"))
                break; // not trivia (cannot happen for spans the reader made)
        }
        m_pendingBlank = blank && !first;
    }

    void newLine(int depth) {
        if (!m_out.empty())
            m_out += '\n';
        m_out.append(static_cast<std::size_t>(2 * depth), ' ');
    }

    /// Writes canonical element `c`, continuing original `o` (null for a new element), at
    /// `depth`. In Canonical mode the caller has written the comments before it.
    void element(const Node* o, const Node& c, int depth) {
        const bool keep = m_mode == MergeMode::Keep;
        if (keep) // the original's comments and white space, or the writer's for a new element
            m_out.append(o ? span(m_o, o->begin, o->tagBegin) : span(m_c, c.begin, c.tagBegin));
        else {
            blankIfPending();
            newLine(depth);
        }
        const bool same =
            keep && o && signature(*o) == signature(c) && o->container() == c.container();
        if (!c.container()) {
            m_out.append(same ? span(m_o, o->tagBegin, o->end) : span(m_c, c.tagBegin, c.end));
            return;
        }
        m_out.append(same ? span(m_o, o->tagBegin, o->headEnd) : span(m_c, c.tagBegin, c.headEnd));
        const bool children = o && o->container();
        const std::vector<int> match =
            children ? pair(o->children, c.children) : std::vector<int>(c.children.size(), -1);
        // Formatting never deletes: an original element the model does not have (one the reader
        // refused) stays as written, after the element it followed.
        std::vector<bool> matched(children ? o->children.size() : 0, false);
        for (int m : match)
            if (m >= 0)
                matched[static_cast<std::size_t>(m)] = true;
        std::size_t nextOrig = 0;
        bool first = true;
        auto keepUnmatched = [&](std::size_t upTo) {
            for (; !keep && nextOrig < upTo; ++nextOrig)
                if (!matched[nextOrig]) {
                    const Node& u = o->children[nextOrig];
                    trivia(span(m_o, u.begin, u.tagBegin), depth + 1, first);
                    blankIfPending();
                    newLine(depth + 1);
                    m_out.append(span(m_o, u.tagBegin, u.end));
                    first = false;
                }
        };
        for (std::size_t i = 0; i < c.children.size(); ++i) {
            const Node* oc =
                match[i] < 0 ? nullptr : &o->children[static_cast<std::size_t>(match[i])];
            if (oc && static_cast<std::size_t>(match[i]) >= nextOrig) {
                keepUnmatched(static_cast<std::size_t>(match[i]));
                nextOrig = static_cast<std::size_t>(match[i]) + 1;
            }
            if (!keep && oc)
                trivia(span(m_o, oc->begin, oc->tagBegin), depth + 1, first);
            element(oc, c.children[i], depth + 1);
            first = false;
        }
        keepUnmatched(matched.size());
        if (keep) {
            m_out.append(children ? span(m_o, o->tailBegin, o->end)
                                  : span(m_c, c.tailBegin, c.end));
            return;
        }
        if (children)
            trivia(span(m_o, o->tailBegin, o->endBegin), depth + 1, c.children.empty());
        m_pendingBlank = false; // no blank line before an end tag
        newLine(depth);
        m_out += "</" + c.name + ">";
    }

    void blankIfPending() {
        if (m_pendingBlank)
            m_out += '\n';
        m_pendingBlank = false;
    }

    std::string_view m_o;
    std::string_view m_c;
    MergeMode m_mode;
    std::string m_out;
    bool m_pendingBlank = false;
};

} // namespace

std::string mergeSource(std::string_view original, std::string_view canonical, MergeMode mode) {
    auto c = Reader(canonical).document();
    auto o = original.empty() ? std::nullopt : Reader(original).document();
    if (!c || !o || o->root.name != c->root.name)
        return std::string(canonical);
    return Merger(original, canonical, mode).run(*o, *c);
}

} // namespace marengo::formats
