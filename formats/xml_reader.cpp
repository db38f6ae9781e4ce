#include "formats/xml_reader.hpp"

#include "formats/text_util.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>
#include <tuple>
#include <unordered_set>

#ifdef __SSE2__
#include <emmintrin.h>
#endif
#ifdef MARENGO_AVX2_PASSES
#include <immintrin.h>
#endif

namespace marengo::formats::detail {

// ---- XmlDocument -----------------------------------------------------------------------------

namespace {
std::string parseErrorMessage(pugi::xml_parse_status s) {
    switch (s) {
    case pugi::status_out_of_memory:
        return "out of memory while reading the file";
    case pugi::status_unrecognized_tag:
        return "not well-formed XML: unrecognised tag";
    case pugi::status_bad_pi:
        return "not well-formed XML: bad processing instruction";
    case pugi::status_bad_comment:
        return "not well-formed XML: bad comment";
    case pugi::status_bad_cdata:
        return "not well-formed XML: bad CDATA section";
    case pugi::status_bad_doctype:
        return "not well-formed XML: bad document type declaration";
    case pugi::status_bad_pcdata:
        return "not well-formed XML: bad text";
    case pugi::status_bad_start_element:
        return "not well-formed XML: bad start tag";
    case pugi::status_bad_attribute:
        return "not well-formed XML: bad attribute (values need quotes, names need '=')";
    case pugi::status_bad_end_element:
        return "not well-formed XML: bad end tag";
    case pugi::status_end_element_mismatch:
        return "not well-formed XML: end tag does not match the open element";
    case pugi::status_append_invalid_root:
        return "not well-formed XML: invalid root";
    case pugi::status_no_document_element:
        return "the file has no XML element";
    default:
        return "not well-formed XML";
    }
}

/// Offset of the first byte that is not part of a well-formed UTF-8 sequence, or npos.
std::size_t invalidUtf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        // ASCII, the bulk of every Marengo file, sixteen bytes at a time where SSE2 is there
        // (every x86-64 processor), then eight.
#ifdef __SSE2__
        while (i + 16 <= s.size() && _mm_movemask_epi8(_mm_loadu_si128(
                                         reinterpret_cast<const __m128i*>(s.data() + i))) == 0)
            i += 16;
#endif
        while (i + 8 <= s.size()) {
            std::uint64_t word;
            std::memcpy(&word, s.data() + i, 8);
            if (word & 0x8080808080808080ULL)
                break;
            i += 8;
        }
        if (i == s.size())
            break;
        auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        std::size_t n = 0;
        unsigned lo = 0x80, hi = 0xBF; // allowed range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            n = 1;
        } else if (c >= 0xE0 && c <= 0xEF) {
            n = 2;
            lo = c == 0xE0 ? 0xA0 : 0x80; // no overlong forms
            hi = c == 0xED ? 0x9F : 0xBF; // no surrogates
        } else if (c >= 0xF0 && c <= 0xF4) {
            n = 3;
            lo = c == 0xF0 ? 0x90 : 0x80;
            hi = c == 0xF4 ? 0x8F : 0xBF; // up to U+10FFFF
        } else {
            return i;
        }
        for (std::size_t k = 1; k <= n; ++k) {
            if (i + k >= s.size())
                return i;
            auto b = static_cast<unsigned char>(s[i + k]);
            if (k == 1 ? (b < lo || b > hi) : (b < 0x80 || b > 0xBF))
                return i;
        }
        i += n + 1;
    }
    return std::string_view::npos;
}

/// A DOCTYPE or an entity reference that pugixml, which reads no DTD, leaves unprocessed; or a
/// character reference to a number that is no character, which pugixml would turn into bytes
/// that are not UTF-8 (a save would write them and the next reading refuse the file).
struct Ignored {
    std::size_t offset;
    std::string what; ///< "<!DOCTYPE>" or "&name;"
    bool notACharacter = false;
};

/// True for `#digits` or `#xhexdigits` (a character reference's name) whose number is no
/// Unicode character that UTF-8 can hold: 0, a surrogate (#xD800-#xDFFF) or past #x10FFFF.
/// False for any other number (the writer gives control characters as references, which
/// pugixml reads back) and for any other name.
bool notACharacter(std::string_view name) {
    if (name.empty() || name[0] != '#')
        return false;
    const bool hex = name.size() > 1 && name[1] == 'x';
    const std::string_view digits = name.substr(hex ? 2 : 1);
    if (digits.empty())
        return false;
    std::uint32_t c = 0;
    for (char d : digits) {
        const int v = d >= '0' && d <= '9'          ? d - '0'
                      : hex && d >= 'a' && d <= 'f' ? d - 'a' + 10
                      : hex && d >= 'A' && d <= 'F' ? d - 'A' + 10
                                                    : -1;
        if (v < 0)
            return false; // not a number: pugixml leaves it as written
        c = std::min<std::uint32_t>(c * (hex ? 16 : 10) + static_cast<std::uint32_t>(v),
                                    0x110000); // past the last code point, and no overflow
    }
    return c == 0 || (c >= 0xD800 && c <= 0xDFFF) || c > 0x10FFFF;
}

/// The DOCTYPE and the references to entities other than XML's five (&amp; &lt; &gt; &quot;
/// &apos;) and character references, outside comments, CDATA sections and processing
/// instructions, in a well-formed document; and the character references to no character.
std::vector<Ignored> ignoredMarkup(std::string_view t) {
    std::vector<Ignored> out;
    auto skipTo = [&](std::size_t from, std::string_view end) {
        std::size_t e = t.find(end, from);
        return e == std::string_view::npos ? t.size() : e + end.size();
    };
    // The reference whose '&' is t[i], noted if it is one to report; returns where the scan
    // goes on.
    auto reference = [&](std::size_t i) {
        const std::size_t semi = t.find(';', i);
        const std::string_view name =
            semi == std::string_view::npos ? std::string_view() : t.substr(i + 1, semi - i - 1);
        // A '&' that starts no reference (text pugixml keeps as written) ends nothing: the
        // scan goes on after it, not after the next ';', which may close a reference to look at.
        if (semi == std::string_view::npos ||
            name.find_first_of(" \t\r\n<>&\"'") != std::string_view::npos)
            return i + 1;
        if (notACharacter(name))
            out.push_back({i, "&" + std::string(name) + ";", true});
        static const std::string_view kPredefined[] = {"amp", "lt", "gt", "quot", "apos"};
        const bool known = name.empty() || name[0] == '#' ||
                           std::find(std::begin(kPredefined), std::end(kPredefined), name) !=
                               std::end(kPredefined);
        if (!known)
            out.push_back({i, "&" + std::string(name) + ";"});
        return semi + 1;
    };
    std::size_t i = 0;
    while (i < t.size()) {
        while (i < t.size() && t[i] != '<' && t[i] != '&') // nothing else starts markup
            ++i;
        if (i == t.size())
            break;
        if (t.compare(i, 4, "<!--") == 0) {
            i = skipTo(i + 4, "-->");
        } else if (t.compare(i, 9, "<![CDATA[") == 0) {
            i = skipTo(i + 9, "]]>");
        } else if (t.compare(i, 2, "<?") == 0) {
            i = skipTo(i + 2, "?>");
        } else if (t.compare(i, 9, "<!DOCTYPE") == 0) {
            out.push_back({i, "<!DOCTYPE>"});
            // Its internal subset [...] may hold '>' in declarations and quoted strings, and
            // comments and processing instructions, whose quotes quote nothing (pugixml skips
            // them there too).
            std::size_t j = i + 9;
            int depth = 0;
            char quoteChar = 0;
            for (; j < t.size(); ++j) {
                const char c = t[j];
                if (quoteChar) {
                    if (c == quoteChar)
                        quoteChar = 0;
                } else if (t.compare(j, 4, "<!--") == 0) {
                    j = skipTo(j + 4, "-->") - 1;
                } else if (t.compare(j, 2, "<?") == 0) {
                    j = skipTo(j + 2, "?>") - 1;
                } else if (c == '"' || c == '\'') {
                    quoteChar = c;
                } else if (c == '[') {
                    ++depth;
                } else if (c == ']') {
                    --depth;
                } else if (c == '>' && depth <= 0) {
                    break;
                }
            }
            i = j + 1;
        } else if (t[i] == '&') {
            i = reference(i);
        } else if (i + 1 < t.size() && t[i + 1] != '!') {
            // A tag: pugixml reads a '<' in an attribute value as text, so up to the '>'
            // outside quotes nothing starts markup, but a value's references are looked at
            // (a value's "<?" or "<!--" hid the rest of the file).
            std::size_t j = i + 1;
            for (char quote = 0; j < t.size() && (quote || t[j] != '>');) {
                if (quote && t[j] == '&') {
                    j = reference(j);
                    continue;
                }
                if (quote ? t[j] == quote : t[j] == '"' || t[j] == '\'')
                    quote = quote ? 0 : t[j];
                ++j;
            }
            i = j + 1;
        } else {
            ++i;
        }
    }
    return out;
}

/// Every element of a document, without recursion (nesting depth is not bounded).
template <class F> void forEachElement(pugi::xml_node root, F&& f) {
    pugi::xml_node n = root;
    while (n) {
        if (n.type() == pugi::node_element)
            f(n);
        if (n.first_child()) {
            n = n.first_child();
            continue;
        }
        while (n && n != root && !n.next_sibling())
            n = n.parent();
        if (!n || n == root)
            break;
        n = n.next_sibling();
    }
}

using detail::sameName; // (string_view's, from the header, beside the overloads below)

/// a == b for NUL-terminated strings, without a call to strcmp.
bool sameName(const char* a, const char* b) {
    while (*a && *a == *b)
        ++a, ++b;
    return *a == *b;
}

/// a == b for a NUL-terminated b, without measuring b first.
bool sameName(std::string_view a, const char* b) {
    for (std::size_t i = 0; i < a.size(); ++i)
        if (b[i] != a[i]) // also where b ends first
            return false;
    return b[a.size()] == '\0';
}

/// Character classes of the plain form a FlatList child is read in.
enum : std::uint8_t { kSpace = 1, kNameStart = 2, kNameChar = 4, kValueChar = 8, kIdChar = 16 };
constexpr std::array<std::uint8_t, 256> kClasses = [] {
    std::array<std::uint8_t, 256> c{};
    for (int i = 0; i < 256; ++i) {
        const bool letter =
            (i >= 'a' && i <= 'z') || (i >= 'A' && i <= 'Z') || i == '_' || i == ':';
        const bool name = letter || (i >= '0' && i <= '9') || i == '-' || i == '.';
        c[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(
            (i == ' ' || i == '\t' || i == '\n' || i == '\r' ? kSpace : 0) |
            (letter ? kNameStart : 0) | (name ? kNameChar : 0) |
            (i >= 0x20 && i != '"' && i != '<' && i != '&' ? kValueChar : 0) |
            (name && i != ':' ? kIdChar : 0));
    }
    return c;
}();
bool is(char c, std::uint8_t cls) {
    return (kClasses[static_cast<unsigned char>(c)] & cls) != 0;
}
bool isSpace(char c) {
    return is(c, kSpace);
}

/// The text a scanner reads: up to its last '<' (included), which no run of spaces, name or
/// value characters goes past, so that the loops over them need no check of the end. What
/// follows that '<' (the root's end tag) is pugixml's to read.
std::string_view scannable(std::string_view t) {
    const auto* last = static_cast<const char*>(memrchr(t.data(), '<', t.size()));
    return last ? t.substr(0, static_cast<std::size_t>(last - t.data()) + 1) : std::string_view();
}

/// Eight bytes of the text from `p`, the first in the lowest bits.
inline std::uint64_t word8(const char* p) {
    std::uint64_t w;
    std::memcpy(&w, p, 8);
    if constexpr (std::endian::native == std::endian::big)
        w = __builtin_bswap64(w);
    return w;
}

#ifdef __SSE2__
/// The bytes of the sixteen at `p` that are white space, as the bits of a mask.
inline unsigned spaceBits(const char* p) {
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const __m128i space = _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(' ')), _mm_cmpeq_epi8(x, _mm_set1_epi8('\n'))),
        _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('\t')),
                     _mm_cmpeq_epi8(x, _mm_set1_epi8('\r'))));
    return static_cast<unsigned>(_mm_movemask_epi8(space));
}

/// The bytes of the sixteen at `p` that cannot be in a plain value ('"', '<', '&' or a control
/// character: not kValueChar), as the bits of a mask.
inline unsigned valueStopBits(const char* p) {
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const __m128i control = _mm_cmpeq_epi8(_mm_min_epu8(x, _mm_set1_epi8(0x1F)), x);
    const __m128i stop = _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('"')), _mm_cmpeq_epi8(x, _mm_set1_epi8('<'))),
        _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('&')), control));
    return static_cast<unsigned>(_mm_movemask_epi8(stop));
}
#endif

/// Past the white space at `p`, which a non-space byte before `bound` ends. Sixteen bytes at a
/// time where SSE2 is there (every x86-64 processor) and they are there to read; the loop over
/// bytes does the rest.
inline const char* skipSpaces(const char* p, [[maybe_unused]] const char* bound) {
#ifdef __SSE2__
    for (; bound - p >= 16; p += 16)
        if (const unsigned other = ~spaceBits(p) & 0xFFFFu)
            return p + std::countr_zero(other);
#endif
    while (is(*p, kSpace))
        ++p;
    return p;
}

/// Past the bytes at `p` that can be in a plain value, which a byte that cannot before `bound`
/// ends; as skipSpaces.
inline const char* skipValue(const char* p, [[maybe_unused]] const char* bound) {
#ifdef __SSE2__
    for (; bound - p >= 16; p += 16)
        if (const unsigned stop = valueStopBits(p))
            return p + std::countr_zero(stop);
#endif
    while (is(*p, kValueChar))
        ++p;
    return p;
}

/// True if the `n` bytes at `p` and at `q` are the same; `n` is at most 16, and sixteen bytes at
/// each are there to read. Two words compared under masks, so that no branch depends on `n`,
/// which changes from one name to the next.
inline bool sameBytes16(const char* p, const char* q, std::size_t n) {
    // The masks of the first n bytes in the two words, by n (a table: computed, they take a
    // branch the processor mispredicts).
    static constexpr auto kMasks = [] {
        std::array<std::array<std::uint64_t, 2>, 17> m{};
        for (std::size_t k = 0; k <= 16; ++k)
            m[k] = {k >= 8 ? ~0ULL : (std::uint64_t{1} << (8 * k)) - 1,
                    k <= 8 ? 0 : ~0ULL >> (128 - 8 * k)};
        return m;
    }();
    const std::array<std::uint64_t, 2>& mask = kMasks[n];
    return (((word8(p) ^ word8(q)) & mask[0]) | ((word8(p + 8) ^ word8(q + 8)) & mask[1])) == 0;
}

/// True if the `n` bytes at `p` are those at `q`, an earlier place of the same text (the same
/// name in an element read before: its own bytes, and what follows them there). Reads no
/// further than `bound` (the text's end), nor past a '<' where that comes first: the bytes at
/// `q` hold none where this is asked, so the byte-by-byte comparison stops there at the latest.
inline bool sameText(const char* p, const char* q, std::size_t n, const char* bound) {
    if (n <= 16 && bound - p >= 16) // (q is before p, so q + 16 is before bound too)
        return sameBytes16(p, q, n);
    for (std::size_t i = 0; i < n; ++i)
        if (p[i] != q[i])
            return false;
    return true;
}

/// Reads the attributes of a start tag from `p` (just past its name) written in the plain form
/// (XML that pugixml reads the same way: ASCII names, one or more spaces before each attribute,
/// none around '=', double quotes, no '<', '&' or control character in a value, no repeated
/// attribute, at most FlatElement::kMaxAttributes) into `e`; returns where the tag's "/>" or
/// ">" is, or null if it is written otherwise. `p` is in a scannable() text (whose last '<' stops
/// every loop), `bound` where the whole text ends (reads of many bytes at a time stay before it).
/// `e` holds the element read before (none if its count is 0): the elements of a list are most
/// often written with the same attributes in the same order, so each name is first compared
/// with the one at its place there, which was checked, and was distinct from those before it.
/// More than the name: the bytes from the end of the value before it (or of the element's name,
/// `previousNameEnd` in the element before) to its `="` are compared at once, spaces and all,
/// which checks in one comparison what the loop over spaces and the name's checks would.
inline const char* lexAttributes(const char* p, const char* bound, const char* text, FlatElement& e,
                                 const char* previousNameEnd) {
    const std::size_t before = e.count;
    e.count = 0;      // (a partly read element predicts nothing)
    bool same = true; // every name so far at its place in the element before
    std::size_t count = 0;
    // Where the bytes before the next attribute's name begin in the element before.
    const char* gapBefore = previousNameEnd;
    // Every loop below stops at the scannable text's last '<' at the latest: `p` stays at or
    // before it, and a byte that is not that '<' has one after it.
    while (true) {
        const char* nameAt = nullptr;
        std::size_t nameSize = 0;
        if (same && count < before) {
            // The gap of the element before, [gapBefore, its name's `="`]: spaces (one at
            // least), then the name, checked there. (It is before `p`, so that 16 bytes from it
            // are there to read when they are from `p`.)
            const std::string_view previous = e.attributes[count].name;
            const auto gap =
                static_cast<std::size_t>(previous.data() + previous.size() + 2 - gapBefore);
            if (gap <= 16 && gapBefore < p && bound - p >= 16 && sameBytes16(p, gapBefore, gap)) {
                nameAt = p + (previous.data() - gapBefore);
                nameSize = previous.size();
                p += gap - 2;
            }
        }
        if (!nameAt) {
            const char* const spaces = p;
            p += *p == ' '; // the one space a writer puts, without a branch; then any others
            while (is(*p, kSpace))
                ++p;
            if (*p == '>' || *p == '/') {
                if (*p == '/' && p[1] != '>')
                    return nullptr;
                e.count = count;
                return p;
            }
            if (p == spaces || count == FlatElement::kMaxAttributes)
                return nullptr;
            nameAt = p;
            const std::string_view previous = e.attributes[count].name;
            // (With `="`, which follows the name there too.)
            if (same && count < before &&
                sameText(p, previous.data(), previous.size() + 2, bound)) {
                p += previous.size();
            } else {
                same = false;
                if (!is(*p, kNameStart))
                    return nullptr;
                ++p;
                while (is(*p, kNameChar))
                    ++p;
                if (p[0] != '=' || p[1] != '"')
                    return nullptr;
                const std::string_view attribute(nameAt, static_cast<std::size_t>(p - nameAt));
                for (std::size_t k = 0; k < count; ++k)
                    if (sameName(e.attributes[k].name, attribute))
                        return nullptr;
            }
            nameSize = static_cast<std::size_t>(p - nameAt);
        }
        p += 2; // ="
        const char* const valueAt = p;
        p = skipValue(p, bound);
        if (*p != '"')
            return nullptr;
        // Member by member: a whole Attribute built on the stack and copied stalls on its loads.
        FlatElement::Attribute& a = e.attributes[count++];
        if (count <= before) // (the element before's value, past its closing quote)
            gapBefore = a.value.data() + a.value.size() + 1;
        a.name = std::string_view(nameAt, nameSize);
        a.value = std::string_view(valueAt, static_cast<std::size_t>(p - valueAt));
        a.offset = static_cast<std::uint32_t>(nameAt - text);
        ++p; // the closing quote
    }
}

/// Reads the element `<name a="v" .../>` whose '<' is t[i], written in the plain form of a
/// FlatList child (lexAttributes); returns the offset past its "/>", or 0 if it is written
/// otherwise.
std::size_t lexFlat(std::string_view t, const char* bound, std::size_t i, std::string_view name,
                    FlatElement& e) {
    const char* const text = t.data();
    const char* const end = text + t.size();
    const char* p = text + i + 1;
    if (static_cast<std::size_t>(end - p) < name.size())
        return 0; // (its '<' is the text's last: no name, and no byte after it, to read)
    // Compared with the element before's name where there is one (in the text, before `p`).
    const bool named = e.name.size() == name.size()
                           ? sameText(p, e.name.data(), name.size(), bound)
                           : sameName(std::string_view(p, name.size()), name);
    if (!named)
        return 0;
    const char* const previousNameEnd = e.name.data() + e.name.size();
    e.name = std::string_view(p, name.size());
    e.offset = static_cast<std::uint32_t>(i);
    p = lexAttributes(p + name.size(), bound, text, e, previousNameEnd);
    if (!p || *p != '/')
        return 0;
    return static_cast<std::size_t>(p + 2 - text);
}

/// Reads the start tag whose '<' is t[i], of any ASCII name, written in the plain form
/// (lexAttributes); returns the offset past it, or 0 if it is written otherwise. `closed` tells
/// whether it is written `<name .../>`.
std::size_t lexStartTag(std::string_view t, const char* bound, std::size_t i, FlatElement& e,
                        bool& closed) {
    const char* const text = t.data();
    const char* const end = text + t.size();
    const char* p = text + i + 1;
    if (p == end || !is(*p, kNameStart))
        return 0;
    const char* const name = p++;
    while (is(*p, kNameChar))
        ++p;
    const char* const previousNameEnd = e.name.data() + e.name.size();
    e.name = std::string_view(name, static_cast<std::size_t>(p - name));
    e.offset = static_cast<std::uint32_t>(i);
    p = lexAttributes(p, bound, text, e, previousNameEnd);
    if (!p)
        return 0;
    closed = *p == '/';
    return static_cast<std::size_t>(p + (closed ? 2 : 1) - text);
}

#ifdef MARENGO_AVX2_PASSES
/// firstMarkup's search, 32 bytes at a time: where the first markup is, or where the blocks it
/// read end (no markup begins before).
MARENGO_AVX2 std::size_t firstMarkupAvx2(std::string_view t, std::size_t i) {
    for (; t.size() - i >= 33; i += 32) {
        const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(t.data() + i));
        const __m256i y = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(t.data() + i + 1));
        const __m256i after =
            _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi8(y, _mm256_set1_epi8('/')),
                                            _mm256_cmpeq_epi8(y, _mm256_set1_epi8('!'))),
                            _mm256_cmpeq_epi8(y, _mm256_set1_epi8('?')));
        if (const auto m = static_cast<std::uint32_t>(_mm256_movemask_epi8(
                _mm256_and_si256(_mm256_cmpeq_epi8(x, _mm256_set1_epi8('<')), after))))
            return i + static_cast<std::size_t>(std::countr_zero(m));
    }
    return i;
}
#endif

} // namespace

std::size_t firstMarkup(std::string_view t, std::size_t i, [[maybe_unused]] Lanes lanes) {
#ifdef MARENGO_AVX2_PASSES
    if (useAvx2(lanes))
        i = firstMarkupAvx2(t, i); // (then found at once below, if it is there)
#endif
#ifdef __SSE2__
    for (; t.size() - i >= 17; i += 16) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(t.data() + i));
        const __m128i y = _mm_loadu_si128(reinterpret_cast<const __m128i*>(t.data() + i + 1));
        const __m128i after = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(y, _mm_set1_epi8('/')),
                                                        _mm_cmpeq_epi8(y, _mm_set1_epi8('!'))),
                                           _mm_cmpeq_epi8(y, _mm_set1_epi8('?')));
        if (const auto m = static_cast<unsigned>(
                _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('<')), after))))
            return i + static_cast<std::size_t>(std::countr_zero(m));
    }
#endif
    for (; i < t.size(); ++i)
        if (t[i] == '<' && i + 1 < t.size() &&
            (t[i + 1] == '/' || t[i + 1] == '!' || t[i + 1] == '?'))
            return i;
    return std::string_view::npos;
}

namespace {

/// The largest FlatList child kept as code: offsets within it fit in a byte.
constexpr std::size_t kMaxFlatSize = 255;

/// The most bytes encode() writes for one element.
constexpr std::size_t kMaxCode = 5 + 3 * FlatElement::kMaxAttributes;

/// Writes `e` at `p`, returns the byte after it: the offset of its '<' (4 bytes), its attribute
/// count, and for each attribute the offset of its name within the element, the name's and the
/// value's sizes.
std::uint8_t* encode(const FlatElement& e, std::uint8_t* p) {
    std::memcpy(p, &e.offset, 4);
    p[4] = static_cast<std::uint8_t>(e.count);
    p += 5;
    for (std::size_t k = 0; k < e.count; ++k, p += 3) {
        const FlatElement::Attribute& a = e.attributes[k];
        p[0] = static_cast<std::uint8_t>(a.offset - e.offset);
        p[1] = static_cast<std::uint8_t>(a.name.size());
        p[2] = static_cast<std::uint8_t>(a.value.size());
    }
    return p;
}
} // namespace

namespace {

/// Reads the run of complete element subtrees at text[begin...] written in the plain form
/// (start tags as lexStartTag reads them, end tags `</name>`, white space between): calls
/// `on.start(e, closed)` for each start tag (false ends the run there), `on.end()` for each end
/// tag and `on.complete()` after each subtree of the run. Returns the offset past the last
/// complete subtree's end tag (`begin` if there is none). ScannedTree::scan and visitRun.
template <class On> std::size_t walkRun(std::string_view text, std::size_t begin, On& on) {
    const std::string_view t = scannable(text);
    if (begin >= t.size())
        return begin;
    // The elements whose end tag is to come: where each one's name is, and its size.
    std::vector<std::pair<std::uint32_t, std::uint32_t>> open;
    std::size_t i = begin, done = begin;
    const char* const bound = text.data() + text.size();
    FlatElement e;
    while (true) {
        i = static_cast<std::size_t>(skipSpaces(t.data() + i, bound) - t.data());
        if (t.size() - i < 2 || t[i] != '<')
            break;
        if (t[i + 1] == '/') {
            if (open.empty())
                break; // the end tag of the element the run is in
            const auto [nameAt, nameSize] = open.back();
            const char* const at = t.data() + i + 2; // (its start tag's name is before it)
            if (t.size() - i < nameSize + 3 || !sameText(at, t.data() + nameAt, nameSize, bound) ||
                t[i + 2 + nameSize] != '>')
                break;
            open.pop_back();
            on.end();
            i += nameSize + 3;
        } else {
            bool closed = false;
            const std::size_t next = lexStartTag(t, bound, i, e, closed);
            if (next == 0 || next - i > ScannedTree::kMaxTagSize || !on.start(e, closed))
                break;
            if (!closed)
                open.push_back(
                    {static_cast<std::uint32_t>(i + 1), static_cast<std::uint32_t>(e.name.size())});
            i = next;
        }
        if (open.empty()) {
            done = i;
            on.complete();
        }
    }
    return done;
}

/// Reads the run of plain element subtrees at text[begin...] as ScannedTree::scan does, giving
/// each element to `visitor` instead of keeping it; returns the offset past the last complete
/// subtree. `taken` tells whether the visitor has taken every element of the run and nothing
/// past it (false: it refused one, or the run ended inside a subtree).
std::size_t visitRun(std::string_view text, std::size_t begin, ScanVisitor& visitor, bool& taken) {
    struct Caller {
        ScanVisitor& visitor;
        bool partial = false; // elements taken since the last complete subtree
        bool declined = false;
        bool start(const FlatElement& e, bool closed) {
            if (!visitor.start(e, closed))
                return !(declined = true);
            partial = true;
            return true;
        }
        void end() { visitor.end(); }
        void complete() { partial = false; }
    } caller{visitor};
    const std::size_t done = walkRun(text, begin, caller);
    taken = !caller.declined && !caller.partial;
    return done;
}

} // namespace

std::size_t ScannedTree::scan(std::string_view text, std::size_t begin) {
    clear();
    m_text = text.data();
    // Room for what a writer's file of this size holds (an OOB's unit element is about 110
    // bytes, with 6 to 10 attributes), so that the tables are not copied, each time onto new
    // pages, as they grow; a file of larger elements only reserves more than it needs.
    if (begin < text.size()) {
        m_records.reserve((text.size() - begin) / 96);
        m_attributes.reserve((text.size() - begin) / 12);
    }
    struct Recorder {
        ScannedTree& tree;
        std::vector<std::uint32_t> open; // the records of the elements whose end tag is to come
        std::size_t doneRecords = 0, doneAttributes = 0;
        bool start(const FlatElement& e, bool closed) {
            const auto index = static_cast<std::uint32_t>(tree.m_records.size());
            tree.m_records.push_back(
                {e.offset, index + 1, static_cast<std::uint32_t>(tree.m_attributes.size()),
                 static_cast<std::uint16_t>(e.name.size()), static_cast<std::uint16_t>(e.count)});
            for (std::size_t k = 0; k < e.count; ++k) {
                const FlatElement::Attribute& a = e.attributes[k];
                tree.m_attributes.push_back({static_cast<std::uint16_t>(a.offset - e.offset),
                                             static_cast<std::uint16_t>(a.name.size()),
                                             static_cast<std::uint16_t>(a.value.size())});
            }
            if (!closed)
                open.push_back(index);
            return true;
        }
        void end() {
            tree.m_records[open.back()].next = static_cast<std::uint32_t>(tree.m_records.size());
            open.pop_back();
        }
        void complete() {
            doneRecords = tree.m_records.size();
            doneAttributes = tree.m_attributes.size();
        }
    } recorder{*this, {}};
    const std::size_t done = walkRun(text, begin, recorder);
    // A subtree the run ends in is left to pugixml.
    m_records.resize(recorder.doneRecords);
    m_attributes.resize(recorder.doneAttributes);
    return done;
}

#ifdef MARENGO_AVX2_PASSES
namespace {
/// startTagBound's count, 32 bytes at a time: adds to `n` the start tags of the blocks it reads,
/// returns where they end.
MARENGO_AVX2 std::size_t countStartTagsAvx2(std::string_view t, std::size_t& n) {
    std::size_t i = 0;
    while (t.size() - i >= 33) {
        __m256i counts = _mm256_setzero_si256();
        for (int k = 0; k < 255 && t.size() - i >= 33; ++k, i += 32) {
            const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(t.data() + i));
            const __m256i y =
                _mm256_loadu_si256(reinterpret_cast<const __m256i*>(t.data() + i + 1));
            const __m256i open = _mm256_andnot_si256(_mm256_cmpeq_epi8(y, _mm256_set1_epi8('/')),
                                                     _mm256_cmpeq_epi8(x, _mm256_set1_epi8('<')));
            counts = _mm256_sub_epi8(counts, open); // (a match is -1)
        }
        // (Each quarter's sum is at most 8 x 255.)
        const __m256i sums = _mm256_sad_epu8(counts, _mm256_setzero_si256());
        n += static_cast<std::size_t>(_mm256_extract_epi64(sums, 0)) +
             static_cast<std::size_t>(_mm256_extract_epi64(sums, 1)) +
             static_cast<std::size_t>(_mm256_extract_epi64(sums, 2)) +
             static_cast<std::size_t>(_mm256_extract_epi64(sums, 3));
    }
    return i;
}
} // namespace
#endif

std::size_t startTagBound(std::string_view t, [[maybe_unused]] Lanes lanes) {
    std::size_t n = 0, i = 0;
#ifdef MARENGO_AVX2_PASSES
    if (useAvx2(lanes))
        i = countStartTagsAvx2(t, n);
#endif
#ifdef __SSE2__
    // Sixteen bytes at a time, each '<' not followed by '/' adding one to a byte's counter;
    // the counters are summed before any can pass 255.
    while (t.size() - i >= 17) {
        __m128i counts = _mm_setzero_si128();
        for (int k = 0; k < 255 && t.size() - i >= 17; ++k, i += 16) {
            const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(t.data() + i));
            const __m128i y = _mm_loadu_si128(reinterpret_cast<const __m128i*>(t.data() + i + 1));
            const __m128i open = _mm_andnot_si128(_mm_cmpeq_epi8(y, _mm_set1_epi8('/')),
                                                  _mm_cmpeq_epi8(x, _mm_set1_epi8('<')));
            counts = _mm_sub_epi8(counts, open); // (a match is -1)
        }
        // (Each half's sum is at most 8 x 255: in the low 16 bits of its 64.)
        const __m128i sums = _mm_sad_epu8(counts, _mm_setzero_si128());
        n += static_cast<std::size_t>(_mm_extract_epi16(sums, 0)) +
             static_cast<std::size_t>(_mm_extract_epi16(sums, 4));
    }
#endif
    for (; i < t.size(); ++i)
        n += t[i] == '<' && (i + 1 == t.size() || t[i + 1] != '/');
    return n;
}

void ScannedTree::clear() {
    m_records.clear();
    m_attributes.clear();
}

void ScannedNode::read(FlatElement& e) const {
    e.offset = offset();
    e.name = name();
    e.count = attributeCount();
    for (std::size_t k = 0; k < e.count; ++k) {
        FlatElement::Attribute& out = e.attributes[k];
        out.name = attributeName(k);
        out.value = attributeValue(k);
        out.offset = static_cast<std::uint32_t>(out.name.data() - m_tree->m_text);
    }
}

bool FlatElements::next(FlatElement& e) {
    if (m_done)
        return lexNext(e);
    if (m_code >= m_end)
        return false;
    std::memcpy(&e.offset, m_code, 4);
    e.name = std::string_view(m_text.data() + e.offset + 1, m_child.size());
    e.count = m_code[4];
    m_code += 5;
    for (std::size_t k = 0; k < e.count; ++k, m_code += 3) {
        FlatElement::Attribute& a = e.attributes[k];
        a.offset = e.offset + m_code[0];
        a.name = std::string_view(m_text.data() + a.offset, m_code[1]);
        a.value = std::string_view(m_text.data() + a.offset + m_code[1] + 2, m_code[2]);
    }
    return true;
}

bool FlatElements::lexNext(FlatElement& e) {
    const char* const bound = m_text.data() + m_text.size();
    m_at = static_cast<std::size_t>(skipSpaces(m_text.data() + m_at, bound) - m_text.data());
    if (m_at >= m_stop) {
        *m_done = true;
        return false;
    }
    // (The list's end tag follows, so lexFlat stops before the text's last '<' at the latest.)
    const std::size_t next =
        m_text[m_at] == '<' ? lexFlat(m_text, bound, m_at, m_child, e) : std::size_t{0};
    if (next == 0 || next - m_at > kMaxFlatSize || next > m_stop)
        return false; // (and will again: it does not move)
    m_at = next;
    return true;
}

bool XmlDocument::parse(std::string_view text, std::string file, std::string_view rootName,
                        std::vector<Diagnostic>& out, std::span<const FlatList> flat, bool scanRoot,
                        ScanVisitor* visitor) {
    m_file = std::move(file);
    m_out = &out;
    m_visitor = visitor;
    const bool ok = parseText(text, rootName, flat, scanRoot);
    if (!ok)
        finish();
    return ok;
}

void XmlDocument::cutRootRun(std::string_view rootName) {
    const std::string_view t = m_original;
    if (t.size() > 0xFFFFFFFFu)
        return; // offsets are 32 bits
    // The first `<root` followed by the end of a name: if it is not the root's start tag after
    // all (in a comment, say), findCutLists finds no root at its place.
    const std::string start = "<" + std::string(rootName);
    std::size_t at = 0;
    while (true) {
        const void* p = memmem(t.data() + at, t.size() - at, start.data(), start.size());
        if (!p)
            return;
        at = static_cast<std::size_t>(static_cast<const char*>(p) - t.data());
        const std::size_t after = at + start.size();
        if (after < t.size() && (isSpace(t[after]) || t[after] == '>' || t[after] == '/'))
            break;
        at = after;
    }
    // The end of its start tag: the first '>' outside quotes.
    std::size_t i = at + start.size();
    for (char quote = 0; i < t.size() && (quote || t[i] != '>'); ++i)
        if (quote ? t[i] == quote : t[i] == '"' || t[i] == '\'')
            quote = quote ? 0 : t[i];
    if (i == t.size() || t[i - 1] == '/')
        return; // no content
    const std::size_t begin = i + 1;
    // The visitor's, or else kept as records.
    bool taken = false;
    std::size_t end = m_visitor ? visitRun(t, begin, *m_visitor, taken) : begin;
    if (m_visitor && !taken) {
        m_visitor->discard();
        m_visitor = nullptr;
    }
    if (!taken)
        end = m_scanned.scan(t, begin);
    if (end != begin) {
        m_cuts.push_back({begin, end, at + 1, 0, rootName, {}, 0, 0, {}, true});
    }
}

void XmlDocument::cutFlatRuns(std::span<const FlatList> flat) {
    const std::string_view t = m_original;
    const std::string_view scan = scannable(t);
    const char* const bound = t.data() + t.size();
    // Code takes fewer bytes than the text it stands for when the child's name has two letters
    // or more (the map's and the set-up's): made at that size, it is not copied, and only the
    // pages it fills are touched; a list of `<h/>` outgrows it, and it grows. (Not a vector:
    // growing one element by element zero-fills each element's bytes before they are written.)
    if (!flat.empty()) {
        m_flatCodeSize = 0;
        m_flatCodeCapacity = t.size() + kMaxCode;
        m_flatCode = std::make_unique_for_overwrite<std::uint8_t[]>(m_flatCodeCapacity);
    }
    for (const FlatList& f : flat) {
        // The first start tag written `<list>` outside the runs already cut (which are not
        // searched again: they may be most of the file).
        const std::string start = "<" + std::string(f.list) + ">";
        std::sort(m_cuts.begin(), m_cuts.end(),
                  [](const Cut& a, const Cut& b) { return a.begin < b.begin; });
        std::size_t from = 0, at = std::string_view::npos;
        for (std::size_t k = 0; k <= m_cuts.size() && at == std::string_view::npos; ++k) {
            const std::size_t to = k < m_cuts.size() ? m_cuts[k].begin : t.size();
            if (const void* p = memmem(t.data() + from, to - from, start.data(), start.size()))
                at = static_cast<std::size_t>(static_cast<const char*>(p) - t.data());
            else if (k < m_cuts.size())
                from = m_cuts[k].end;
        }
        if (at == std::string_view::npos)
            continue;
        const std::size_t begin = at + start.size();
        if (begin >= scan.size())
            continue;
        if (m_listsAsRead) {
            // Cut whole up to its end tag, if no other markup comes first and no run already cut
            // lies before it (another list's start tag, not markup, may be in a list's content).
            const std::string end = "</" + std::string(f.list) + ">";
            const std::size_t markup = firstMarkup(t, begin);
            auto overlaps = [&](const Cut& c) { return c.begin < markup && c.end > begin; };
            if (markup != std::string_view::npos && t.compare(markup, end.size(), end) == 0 &&
                std::none_of(m_cuts.begin(), m_cuts.end(), overlaps)) {
                Cut cut{begin, markup, at + 1, 0, f.list, f.child, 0, 0, {}, false};
                cut.count = static_cast<std::size_t>(m_source.line(markup) - m_source.line(begin));
                cut.asRead = true;
                m_cuts.push_back(cut);
                continue;
            }
        }
        const std::size_t code = m_flatCodeSize;
        std::size_t end = begin, i = begin, count = 0;
        FlatElement e;
        while (true) {
            i = static_cast<std::size_t>(skipSpaces(scan.data() + i, bound) - scan.data());
            if (scan[i] != '<')
                break;
            const std::size_t next = lexFlat(scan, bound, i, f.child, e);
            if (next == 0 || next - i > kMaxFlatSize)
                break;
            if (m_flatCodeSize + kMaxCode > m_flatCodeCapacity) {
                auto larger =
                    std::make_unique_for_overwrite<std::uint8_t[]>(2 * m_flatCodeCapacity);
                std::memcpy(larger.get(), m_flatCode.get(), m_flatCodeSize);
                m_flatCode = std::move(larger);
                m_flatCodeCapacity *= 2;
            }
            m_flatCodeSize = static_cast<std::size_t>(encode(e, m_flatCode.get() + m_flatCodeSize) -
                                                      m_flatCode.get());
            ++count;
            end = i = next;
        }
        // What follows is markup (no text whose position would move into the cut).
        if (end != begin && i < scan.size() && scan[i] == '<') {
            Cut cut{begin, end, at + 1, 0, f.list, f.child, code, m_flatCodeSize, {}, false};
            cut.count = count;
            m_cuts.push_back(cut);
        } else {
            m_flatCodeSize = code;
        }
    }
}

void XmlDocument::copyUncut() {
    const std::string_view t = m_original;
    std::sort(m_cuts.begin(), m_cuts.end(),
              [](const Cut& a, const Cut& b) { return a.begin < b.begin; });
    m_buffer.clear();
    std::size_t cut = 0, copied = 0;
    for (Cut& c : m_cuts)
        cut += c.end - c.begin;
    m_buffer.reserve(t.size() - cut);
    for (Cut& c : m_cuts) {
        m_buffer.insert(m_buffer.end(), t.begin() + static_cast<std::ptrdiff_t>(copied),
                        t.begin() + static_cast<std::ptrdiff_t>(c.begin));
        c.at = m_buffer.size();
        copied = c.end;
    }
    m_buffer.insert(m_buffer.end(), t.begin() + static_cast<std::ptrdiff_t>(copied), t.end());
}

bool XmlDocument::findCutLists() {
    std::size_t found = 0;
    forEachElement(m_doc, [&](pugi::xml_node e) {
        for (Cut& c : m_cuts)
            if (e.name() == m_buffer.data() + c.at - (c.begin - c.name) &&
                (!c.root || e.parent().type() == pugi::node_document)) {
                c.node = e;
                ++found;
            }
    });
    return found == m_cuts.size();
}

bool XmlDocument::parseText(std::string_view text, std::string_view rootName,
                            std::span<const FlatList> flat, bool scanRoot) {
    std::vector<Diagnostic>& out = *m_out;
    m_original = text;
    // Offsets are kept in 32 bits (SourceRefs, the line index): a text of 4 GiB or more is
    // refused (no file read from disk is: reading stops at kMaxFileBytes).
    if (m_original.size() > std::numeric_limits<std::uint32_t>::max()) {
        report({1, 1}, "the text is 4 GiB or more: too large to read");
        return false;
    }
    m_source = SourceFile(m_file, m_original);
    if (m_original.size() >= 2 && ((m_original[0] == '\xFF' && m_original[1] == '\xFE') ||
                                   (m_original[0] == '\xFE' && m_original[1] == '\xFF'))) {
        report({1, 1}, "the file is UTF-16; Marengo files are UTF-8");
        return false;
    }
    if (auto nul = m_source.firstNul(); nul != std::string_view::npos) {
        report(positionAt(nul), "the file contains a NUL byte (is it a binary file?)");
        return false;
    }
    if (std::size_t bad = m_source.ascii() ? std::string_view::npos : invalidUtf8(m_original);
        bad != std::string_view::npos) {
        char byte[8];
        std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(m_original[bad]));
        report(positionAt(bad), std::string("the file is not valid UTF-8 (byte ") + byte +
                                    "); save it with the UTF-8 encoding");
        return false;
    }
    m_cuts.clear();
    m_flatCodeSize = 0;
    m_scanned.clear();
    if (scanRoot)
        cutRootRun(rootName);
    cutFlatRuns(flat);
    copyUncut();
    pugi::xml_parse_result result = m_doc.load_buffer_inplace(
        m_buffer.data(), m_buffer.size(), pugi::parse_default, pugi::encoding_utf8);
    if (!m_cuts.empty() && (!result || !findCutLists())) {
        // A cut that is not a list's content after all (in a comment, a CDATA section...), or
        // a file that is not XML: read the whole text, so that nothing but speed depends on it.
        m_cuts.clear();
        m_doc.reset(); // the first tree goes before the second copy of the text comes
        m_flatCode.reset();
        m_flatCodeSize = m_flatCodeCapacity = 0;
        m_scanned = {};
        if (m_visitor) {
            m_visitor->discard();
            m_visitor = nullptr;
        }
        m_buffer.assign(m_original.begin(), m_original.end());
        result = m_doc.load_buffer_inplace(m_buffer.data(), m_buffer.size(), pugi::parse_default,
                                           pugi::encoding_utf8);
    }
    if (!result) {
        auto offset = result.offset < 0 ? 0 : static_cast<std::size_t>(result.offset);
        report(positionAt(offset), parseErrorMessage(result.status));
        return false;
    }
    const std::size_t before = out.size();
    for (pugi::xml_node n : m_doc.children()) {
        if (n.type() == pugi::node_pcdata || n.type() == pugi::node_cdata) {
            report(position(n), "not well-formed XML: text outside the root element");
        } else if (n.type() == pugi::node_element) {
            if (!m_root)
                m_root = n;
            else
                report(position(n), "not well-formed XML: a second root element " + tag(n) +
                                        " after " + tag(m_root));
        }
    }
    if (out.size() != before)
        return false;
    if (!m_root) {
        report({1, 1}, "the file has no XML element");
        return false;
    }
    // Repeated attributes are not well-formed XML, but pugixml accepts them.
    // Few attributes are compared pairwise; many go through a set, so the check stays linear.
    forEachElement(m_root, [&](pugi::xml_node e) {
        auto twice = [&](pugi::xml_attribute a) {
            error(a, e,
                  "not well-formed XML: attribute '" + std::string(a.name()) +
                      "' is given twice on " + tag(e));
        };
        constexpr int kFew = 8;
        int count = 0;
        for (pugi::xml_attribute a = e.first_attribute(); a && count <= kFew;
             a = a.next_attribute())
            ++count;
        if (count <= kFew) {
            for (pugi::xml_attribute a = e.first_attribute(); a; a = a.next_attribute())
                for (pugi::xml_attribute b = e.first_attribute(); b != a; b = b.next_attribute())
                    if (sameName(a.name(), b.name())) {
                        twice(a);
                        break;
                    }
            return;
        }
        std::unordered_set<std::string_view> names;
        for (pugi::xml_attribute a : e.attributes())
            if (!names.insert(a.name()).second)
                twice(a);
    });
    if (out.size() != before)
        return false;
    if (m_root.name() != rootName) {
        report(position(m_root), "the root element is " + tag(m_root) + ", expected <" +
                                     std::string(rootName) + "> (is this the right kind of file?)");
        return false;
    }
    pugi::xml_attribute version = m_root.attribute("version");
    if (!version) {
        report(position(m_root), tag(m_root) + " has no 'version' attribute (expected version=\"" +
                                     std::string(kFormatVersion) + "\")");
        return false;
    }
    if (version.value() != kFormatVersion) {
        error(version, m_root,
              "unsupported version " + quote(version.value()) + " (this Marengo reads version " +
                  std::string(kFormatVersion) + ")");
        return false;
    }
    // pugixml reads no DTD: say so rather than silently drop what the DTD would have meant.
    // Most files have neither a DOCTYPE nor an entity reference: two fast searches, outside
    // the cut runs (whose elements hold neither; a list read as it goes that turns out to is
    // read again, scanned first: see readListsAsRead()), save the walk over every '<'.
    bool markup = false;
    for (std::size_t k = 0, from = 0; k <= m_cuts.size() && !markup; ++k) {
        const std::size_t to = k < m_cuts.size() ? m_cuts[k].begin : m_original.size();
        markup = std::memchr(m_original.data() + from, '&', to - from) ||
                 memmem(m_original.data() + from, to - from, "<!DOCTYPE", 9);
        if (k < m_cuts.size())
            from = m_cuts[k].end;
    }
    for (const Ignored& m : markup ? ignoredMarkup(m_original) : std::vector<Ignored>()) {
        if (m.notACharacter) {
            // (A reference of a thousand digits is not quoted whole.)
            const std::string written =
                m.what.size() <= 24 ? m.what : m.what.substr(0, 20) + "...;";
            report(positionAt(m.offset),
                   "not well-formed XML: character reference '" + written +
                       "' is no character (0, a surrogate #xD800-#xDFFF, or past #x10FFFF)");
            return false;
        }
        m_cap.add(*m_out, m_file, Severity::Warning,
                  m.what == "<!DOCTYPE>"
                      ? "the DOCTYPE is ignored: Marengo reads no DTD (its entities and defaults "
                        "do not apply)"
                      : "entity reference '" + m.what +
                            "' is ignored: Marengo reads no DTD, so it stays as written (only "
                            "&amp; &lt; &gt; &quot; &apos; and &#...; are replaced)",
                  [&] { return m_source.lineCol(m.offset); });
    }
    return true;
}

bool XmlDocument::listsPlain() const {
    for (const Cut& c : m_cuts) {
        if (!c.asRead || c.done)
            continue;
        // Not read to its end by its reader: lexed from its start (sets c.done if it is plain).
        FlatElements children(m_original, c.begin, c.end, c.child, c.count, c.done);
        for (FlatElement e; children.next(e);) {
        }
        if (!c.done)
            return false;
    }
    return true;
}

FlatElements XmlDocument::flatChildren(pugi::xml_node list) const {
    for (const Cut& c : m_cuts)
        if (c.node == list && c.asRead)
            return FlatElements(m_original, c.begin, c.end, c.child, c.count, c.done);
        else if (c.node == list)
            return FlatElements(m_original, m_flatCode.get() + c.code, m_flatCode.get() + c.codeEnd,
                                c.child.size(), c.count);
    return {};
}

std::size_t XmlDocument::offsetOf(const char* p) const {
    const char* begin = m_buffer.data();
    if (!p || m_buffer.empty() || p < begin || p >= begin + m_buffer.size())
        return std::string_view::npos;
    auto offset = static_cast<std::size_t>(p - begin);
    std::size_t cut = 0;
    for (const Cut& c : m_cuts)
        if (offset >= c.at)
            cut += c.end - c.begin;
    return offset + cut;
}

Position XmlDocument::positionOf(const char* p, Position fallback) const {
    const std::size_t offset = offsetOf(p);
    return offset == std::string_view::npos ? fallback : positionAt(offset);
}

std::uint32_t XmlDocument::offset(pugi::xml_node element) const {
    const char* name = element.name();
    const std::size_t at = offsetOf(name);
    if (at == std::string_view::npos || name == m_buffer.data())
        return 0;
    return static_cast<std::uint32_t>(at - 1); // the '<' just before the name
}

Position XmlDocument::position(pugi::xml_node n) const {
    if (!n || m_buffer.empty())
        return {};
    switch (n.type()) {
    case pugi::node_element: {
        Position p = positionOf(n.name(), {});
        if (p.col > 1)
            --p.col; // point at '<', just before the name
        return p;
    }
    case pugi::node_pcdata:
    case pugi::node_cdata: {
        if (std::size_t off = offsetOf(n.value()); off != std::string_view::npos) {
            // Skip leading white space so that the position is the text's first character.
            while (off < m_original.size() && (m_original[off] == ' ' || m_original[off] == '\n' ||
                                               m_original[off] == '\r' || m_original[off] == '\t'))
                ++off;
            return positionAt(off);
        }
        return position(n.parent());
    }
    default:
        return position(n.parent());
    }
}

Position XmlDocument::position(pugi::xml_attribute a, pugi::xml_node owner) const {
    return positionOf(a.name(), position(owner));
}

void XmlDocument::report(Position p, std::string message) {
    m_cap.add(*m_out, m_file, Severity::Error, std::move(message), [&] { return lineCol(p); });
}

void XmlDocument::errorAt(std::uint32_t offset, std::string message) {
    m_cap.add(*m_out, m_file, Severity::Error, std::move(message),
              [&] { return m_source.lineCol(offset); });
}

// The position is worked out only for the problems that are listed.
void XmlDocument::error(pugi::xml_node n, std::string message) {
    m_cap.add(*m_out, m_file, Severity::Error, std::move(message),
              [&] { return lineCol(position(n)); });
}

void XmlDocument::error(pugi::xml_attribute a, pugi::xml_node owner, std::string message) {
    m_cap.add(*m_out, m_file, Severity::Error, std::move(message),
              [&] { return lineCol(position(a, owner)); });
}

void XmlDocument::rejectText(pugi::xml_node n) {
    for (pugi::xml_node c : n.children())
        if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata)
            error(c, "unexpected text " + quote(trim(c.value())) + " in " + tag(n));
}

void XmlDocument::rejectContent(pugi::xml_node n) {
    if (!n.first_child())
        return; // written as <name .../>, as it should be
    rejectText(n);
    for (pugi::xml_node c : childElements(n))
        error(c, "unexpected element " + tag(c) + " in " + tag(n) + " (it has no children)");
}

namespace {
std::string unknownElementMessage(std::string_view name, const std::string& parentTag,
                                  const std::vector<std::string_view>& expected) {
    std::string msg = "unknown element <" + std::string(name) + "> in " + parentTag;
    if (expected.empty()) {
        msg += " (it holds text only)";
    } else {
        std::vector<std::string> tags;
        for (std::string_view e : expected)
            tags.push_back("<" + std::string(e) + ">");
        msg += " (expected " + joinList(tags);
        if (auto s = expected.size() > 1 ? suggest(name, expected) : std::nullopt)
            msg += "; did you mean <" + *s + ">?";
        msg += ")";
    }
    return msg;
}
} // namespace

void XmlDocument::unknownElement(pugi::xml_node n, pugi::xml_node parent,
                                 const std::vector<std::string_view>& expected) {
    error(n, unknownElementMessage(n.name(), tag(parent), expected));
}

void XmlDocument::unknownElement(ScannedNode n, pugi::xml_node parent,
                                 const std::vector<std::string_view>& expected) {
    error(n, unknownElementMessage(n.name(), tag(parent), expected));
}

void XmlDocument::unknownElement(ScannedNode n, ScannedNode parent,
                                 const std::vector<std::string_view>& expected) {
    error(n, unknownElementMessage(n.name(), tag(parent), expected));
}

std::string XmlDocument::textOf(pugi::xml_node n) {
    std::string out;
    for (pugi::xml_node c : n.children()) {
        if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata)
            out += c.value();
        else if (c.type() == pugi::node_element)
            unknownElement(c, n, {});
    }
    return out;
}

std::string tag(pugi::xml_node n) {
    return "<" + std::string(n.name()) + ">";
}

std::string tag(ScannedNode n) {
    return "<" + std::string(n.name()) + ">";
}

// ---- Element ---------------------------------------------------------------------------------

namespace {
/// The bit of Element::m_initials for a name that starts with `c`.
std::uint64_t initial(char c) {
    return std::uint64_t{1} << (static_cast<unsigned char>(c) % 64);
}
} // namespace

Element::Element(XmlDocument& doc, pugi::xml_node node,
                 std::initializer_list<std::string_view> known)
    : m_doc(&doc), m_node(node) {
    checkAttributes(std::span<const std::string_view>(known.begin(), known.size()));
}

Element::Element(XmlDocument& doc, pugi::xml_node node, const std::vector<std::string_view>& known)
    : m_doc(&doc), m_node(node) {
    checkAttributes(known);
}

namespace {
thread_local std::size_t tScannedReadByElementLayer = 0;
} // namespace

std::size_t scannedReadByElementLayer() {
    return tScannedReadByElementLayer;
}

Element::Element(XmlDocument& doc, const FlatElement& flat,
                 std::initializer_list<std::string_view> known)
    : m_doc(&doc), m_flat(&flat) {
    ++tScannedReadByElementLayer;
    checkAttributes(std::span<const std::string_view>(known.begin(), known.size()));
}

Element::Element(XmlDocument& doc, const FlatElement& flat,
                 const std::vector<std::string_view>& known)
    : m_doc(&doc), m_flat(&flat) {
    ++tScannedReadByElementLayer;
    checkAttributes(known);
}

std::optional<std::string_view> Element::value(const char* name) const {
    if (!(m_initials & initial(*name)))
        return std::nullopt;
    if (!m_flat) {
        if (m_bound > kBound) {
            pugi::xml_attribute a = m_node.attribute(name);
            return a ? std::optional<std::string_view>(a.value()) : std::nullopt;
        }
        for (std::size_t i = 0; i < m_bound; ++i)
            if (sameName(m_attributes[i].name, name))
                return std::string_view(m_attributes[i].value);
        return std::nullopt;
    }
    for (std::size_t i = 0; i < m_flat->count; ++i)
        if (sameName(m_flat->attributes[i].name, name))
            return m_flat->attributes[i].value;
    return std::nullopt;
}

std::uint32_t Element::flatOffset(const char* attribute) const {
    if (attribute) {
        for (std::size_t i = 0; i < m_flat->count; ++i)
            if (sameName(m_flat->attributes[i].name, attribute))
                return m_flat->attributes[i].offset;
    }
    return m_flat->offset;
}

std::string Element::tagName() const {
    return m_flat ? "<" + std::string(m_flat->name) + ">" : tag(m_node);
}

void Element::checkAttributes(std::span<const std::string_view> names) {
    std::string kind;
    auto check = [&](std::string_view name, auto report) {
        for (std::string_view known : names)
            if (sameName(known, name))
                return;
        if (kind.empty())
            kind = "unknown attribute on " + tagName();
        report(kind, [&] {
            const std::vector<std::string_view> known(names.begin(), names.end());
            std::string msg = "unknown attribute " + quote(name) + " on " + tagName();
            if (known.empty()) {
                msg += " (it takes none)";
            } else {
                msg += " (expected " + joinList(known);
                if (auto s = known.size() > 1 ? suggest(name, known) : std::nullopt)
                    msg += "; did you mean '" + *s + "'?";
                msg += ")";
            }
            return msg;
        });
        m_ok = false;
    };
    if (m_flat) {
        for (std::size_t i = 0; i < m_flat->count; ++i) {
            const FlatElement::Attribute& a = m_flat->attributes[i];
            check(a.name,
                  [&](std::string_view k, auto make) { m_doc->errorAt(a.offset, k, make); });
            m_initials |= initial(a.name[0]);
        }
        return;
    }
    for (pugi::xml_attribute a : m_node.attributes()) {
        check(a.name(), [&](std::string_view k, auto make) { m_doc->error(a, m_node, k, make); });
        m_initials |= initial(*a.name());
        if (m_bound < kBound)
            m_attributes[m_bound] = {a.name(), a.value()};
        ++m_bound;
    }
}

void Element::fail(std::string message) {
    if (m_flat)
        m_doc->errorAt(m_flat->offset, std::move(message));
    else
        m_doc->error(m_node, std::move(message));
    m_ok = false;
}

void Element::fail(const char* attribute, std::string message) {
    if (m_flat)
        m_doc->errorAt(flatOffset(attribute), std::move(message));
    else if (pugi::xml_attribute a = m_node.attribute(attribute))
        m_doc->error(a, m_node, std::move(message));
    else
        m_doc->error(m_node, std::move(message));
    m_ok = false;
}

std::optional<std::string_view> Element::required(const char* name) {
    auto v = value(name);
    if (!v)
        fail(tagName() + " has no '" + name + "' attribute");
    return v;
}

std::string_view Element::text(const char* name) const {
    return value(name).value_or(std::string_view());
}

namespace {
std::string rangeText(long long min, long long max) {
    if (min >= 0)
        return std::to_string(min) + "-" + std::to_string(max);
    return std::to_string(min) + " to " + std::to_string(max);
}
} // namespace

std::optional<int> Element::integer(const char* name, int min, int max, bool isRequired) {
    auto v = value(name);
    if (!v) {
        if (isRequired)
            required(name);
        return std::nullopt;
    }
    auto n = parseInteger(*v);
    if (!n) {
        fail(name, std::string(name) + " " + quote(*v) + " is not a whole number (expected " +
                       rangeText(min, max) + ")");
        return std::nullopt;
    }
    if (*n < min || *n > max) {
        std::string what = *n < 0 && min == 0 ? " is negative" : " is out of range";
        fail(name, std::string(name) + " " + std::to_string(*n) + what + " (expected " +
                       rangeText(min, max) + ")");
        return std::nullopt;
    }
    return static_cast<int>(*n);
}

int Element::integer(const char* name, int min, int max, int fallback) {
    return integer(name, min, max, false).value_or(fallback);
}

std::optional<double> Element::number(const char* name, bool isRequired) {
    auto v = value(name);
    if (!v) {
        if (isRequired)
            required(name);
        return std::nullopt;
    }
    auto n = parseNumber(*v);
    if (!n)
        fail(name, std::string(name) + " " + quote(*v) + " is not a number");
    return n;
}

bool Element::boolean(const char* name, bool fallback) {
    auto v = value(name);
    if (!v)
        return fallback;
    if (*v == "true")
        return true;
    if (*v == "false")
        return false;
    fail(name, std::string(name) + " " + quote(*v) + " is not a boolean (expected true or false)");
    return fallback;
}

std::optional<std::size_t>
Element::choice(const char* name, const std::vector<std::string_view>& allowed, bool isRequired) {
    auto v = value(name);
    if (!v) {
        if (isRequired)
            required(name);
        return std::nullopt;
    }
    for (std::size_t i = 0; i < allowed.size(); ++i)
        if (allowed[i] == *v)
            return i;
    fail(name, "unknown " + std::string(name) + " " + quote(*v) + knownHint(*v, allowed));
    return std::nullopt;
}

// ---- SectionGuard ----------------------------------------------------------------------------

bool SectionGuard::first(pugi::xml_node n) {
    for (const auto& [name, offset] : m_seen) {
        if (name == n.name()) {
            m_doc->error(n, "a second " + tag(n) + " in " + tag(n.parent()) +
                                " (the first is at line " + std::to_string(m_doc->lineAt(offset)) +
                                "); it is ignored");
            return false;
        }
    }
    // An offset, not a line: the lines of a file are counted only as far as a message needs.
    m_seen.emplace_back(n.name(), m_doc->offset(n));
    return true;
}

void sortByPosition(std::vector<Diagnostic>& diagnostics, std::size_t from) {
    if (from >= diagnostics.size())
        return;
    std::stable_sort(diagnostics.begin() + static_cast<std::ptrdiff_t>(from), diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) {
                         return std::tie(a.line, a.col) < std::tie(b.line, b.col);
                     });
}

bool isUnitId(std::string_view id) {
    // Letters, digits, '.', '_' and '-'.
    return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) { return is(c, kIdChar); });
}

bool isTerrainId(std::string_view id) {
    if (id.empty())
        return false;
    return std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
}

} // namespace marengo::formats::detail
