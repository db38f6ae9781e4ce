#include "engine/scenario/source_map.hpp"

#include "engine/core/prefetch.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <memory>

#ifdef __SSE2__
#include <emmintrin.h>
#endif
#ifdef MARENGO_AVX2_PASSES
#include <immintrin.h>
#endif

namespace marengo {

std::string SourceLocation::format() const {
    if (line <= 0)
        return file;
    return file + ":" + std::to_string(line) + ":" + std::to_string(col);
}

namespace {

/// The bytes the indexing pass reads at once.
constexpr std::size_t kBlock = 64;

/// The line starts found so far, in memory that is not zeroed first (a std::vector's is): room
/// for a line in every 32 bytes of the text, and more as needed.
class LineStarts {
public:
    explicit LineStarts(std::size_t textSize)
        : m_room(textSize / 32 + 2 * kBlock),
          m_starts(std::make_unique_for_overwrite<std::uint32_t[]>(m_room)) {
        m_starts[m_count++] = 0;
    }
    /// Adds the starts of the lines after the newlines of the block at offset `at` (the bits of
    /// `nl`): the first two with no branch (most of a writer's lines are longer than 32 bytes;
    /// a branch per newline costs the processor a misprediction each time it is taken), the
    /// others in a loop.
    void addBlock(std::uint64_t nl, std::size_t at) {
        if (m_count + kBlock > m_room)
            grow();
        std::uint32_t* const out = m_starts.get() + m_count;
        const auto next = static_cast<std::uint32_t>(at + 1); // a line starts after its newline
        // (No popcount: x86-64 without POPCNT calls a library function for it.)
        out[0] = next + static_cast<std::uint32_t>(std::countr_zero(nl)); // (64 past: unused)
        m_count += nl != 0;
        nl &= nl - 1;
        out[1] = next + static_cast<std::uint32_t>(std::countr_zero(nl));
        m_count += nl != 0;
        for (nl &= nl - 1; nl; nl &= nl - 1)
            m_starts[m_count++] = next + static_cast<std::uint32_t>(std::countr_zero(nl));
    }
    void add(std::size_t start) {
        if (m_count == m_room)
            grow();
        m_starts[m_count++] = static_cast<std::uint32_t>(start);
    }
    /// The starts found, in a vector of their size.
    std::vector<std::uint32_t> take() const {
        return std::vector<std::uint32_t>(m_starts.get(), m_starts.get() + m_count);
    }

private:
    void grow() {
        auto more = std::make_unique_for_overwrite<std::uint32_t[]>(2 * m_room);
        std::memcpy(more.get(), m_starts.get(), m_count * sizeof(std::uint32_t));
        m_starts = std::move(more);
        m_room *= 2;
    }
    std::size_t m_room;
    std::unique_ptr<std::uint32_t[]> m_starts;
    std::size_t m_count = 0;
};

/// What a pass over the whole blocks of a text found besides its lines.
struct Blocks {
    std::size_t end = 0; ///< where the bytes not in a whole block begin
    bool high = false;   ///< some byte has its high bit set
    bool nul = false;    ///< some byte is NUL
};

#ifdef __SSE2__
/// The pass over the whole blocks of `size` bytes at `text`, sixteen bytes at a time (SSE2,
/// which every x86-64 processor has), four of them at once: the newlines of a block as the bits
/// of a word, and NUL and high bytes gathered across blocks (a branch per block for a NUL would
/// cost a misprediction when taken).
Blocks scanSse2(const char* text, std::size_t size, LineStarts& starts) {
    __m128i any = _mm_setzero_si128();       // the bytes' bits, or'ed
    __m128i least = _mm_set1_epi8(char(-1)); // the smallest of each lane: 0 if there is a NUL
    const __m128i newline = _mm_set1_epi8('\n');
    std::size_t i = 0;
    for (; i + kBlock <= size; i += kBlock) {
        __m128i x[4];
        std::uint64_t nl = 0;
        for (int k = 0; k < 4; ++k) {
            x[k] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text + i + 16 * k));
            nl |= std::uint64_t{static_cast<std::uint16_t>(
                      _mm_movemask_epi8(_mm_cmpeq_epi8(x[k], newline)))}
                  << (16 * k);
        }
        any = _mm_or_si128(any, _mm_or_si128(_mm_or_si128(x[0], x[1]), _mm_or_si128(x[2], x[3])));
        least =
            _mm_min_epu8(least, _mm_min_epu8(_mm_min_epu8(x[0], x[1]), _mm_min_epu8(x[2], x[3])));
        starts.addBlock(nl, i);
    }
    return {i, _mm_movemask_epi8(any) != 0,
            _mm_movemask_epi8(_mm_cmpeq_epi8(least, _mm_setzero_si128())) != 0};
}
#endif

#ifdef MARENGO_AVX2_PASSES
/// The pass of scanSse2, 32 bytes at a time (with the line starts not zeroed first: 1.31 -> 0.56
/// ms for the 12.5 MB of the 1m stress map, docs/performance.md).
MARENGO_AVX2 Blocks scanAvx2(const char* text, std::size_t size, LineStarts& starts) {
    __m256i any = _mm256_setzero_si256();
    __m256i least = _mm256_set1_epi8(char(-1));
    const __m256i newline = _mm256_set1_epi8('\n');
    std::size_t i = 0;
    for (; i + kBlock <= size; i += kBlock) {
        const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(text + i));
        const __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(text + i + 32));
        const std::uint64_t nl =
            std::uint64_t{
                static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, newline)))} |
            std::uint64_t{
                static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(b, newline)))}
                << 32;
        any = _mm256_or_si256(any, _mm256_or_si256(a, b));
        least = _mm256_min_epu8(least, _mm256_min_epu8(a, b));
        starts.addBlock(nl, i);
    }
    return {i, _mm256_movemask_epi8(any) != 0,
            _mm256_movemask_epi8(_mm256_cmpeq_epi8(least, _mm256_setzero_si256())) != 0};
}
#endif

/// The pass over the whole blocks, as wide as `lanes` and the processor allow (none where there
/// is neither SSE2 nor AVX2: the bytes are then all read one by one after).
Blocks scanBlocks(const char* text, std::size_t size, LineStarts& starts,
                  [[maybe_unused]] Lanes lanes) {
#ifdef MARENGO_AVX2_PASSES
    if (useAvx2(lanes))
        return scanAvx2(text, size, starts);
#endif
#ifdef __SSE2__
    return scanSse2(text, size, starts);
#else
    return {};
#endif
}

} // namespace

SourceFile::SourceFile(std::string path, std::string_view text, Lanes lanes)
    : m_path(std::move(path)) {
    auto index = std::make_shared<Index>();
    index->size = text.size();
    index->bom = text.substr(0, 3) == "\xEF\xBB\xBF";
    const char* const begin = text.data();
    const std::size_t size = text.size();
    // The line starts, the first NUL and whether any byte has its high bit set (most files are
    // ASCII: then no walk for continuation bytes, and a reader need not check the UTF-8), in
    // the one pass over the text: its whole blocks many bytes at a time, the rest one by one.
    LineStarts starts(size);
    const Blocks blocks = scanBlocks(begin, size, starts, lanes);
    bool high = blocks.high, nul = blocks.nul;
    for (std::size_t i = blocks.end; i < size; ++i) {
        high = high || (static_cast<unsigned char>(begin[i]) & 0x80u) != 0;
        nul = nul || begin[i] == '\0';
        if (begin[i] == '\n')
            starts.add(i + 1);
    }
    index->lineStarts = starts.take();
    if (nul) // (the first: where a reader says the file stops being text)
        index->nul = static_cast<std::size_t>(
            static_cast<const char*>(std::memchr(begin, '\0', size)) - begin);
    index->high = high;
    if (index->high)
        for (std::size_t i = 0; i < size; ++i)
            if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80)
                index->continuations.push_back(static_cast<std::uint32_t>(i));
    m_index = std::move(index);
}

std::pair<int, int> SourceFile::lineCol(std::size_t offset) const {
    if (!m_index)
        return {0, 0};
    const Index& x = *m_index;
    const auto at = static_cast<std::uint32_t>(std::min(offset, x.size));
    const int line = this->line(at); // 1-based
    std::uint32_t start = x.lineStarts[static_cast<std::size_t>(line) - 1];
    if (line == 1 && x.bom && at >= 3)
        start = 3; // a byte order mark is not a column
    // Columns count code points: every byte of the line before the offset that is not a
    // continuation byte.
    auto from = std::lower_bound(x.continuations.begin(), x.continuations.end(), start);
    auto to = std::lower_bound(from, x.continuations.end(), at);
    const auto col = static_cast<long>(at - start) - (to - from) + 1;
    return {line, static_cast<int>(col)};
}

int SourceFile::line(std::size_t offset) const {
    if (!m_index)
        return 0;
    const Index& x = *m_index;
    const auto at = static_cast<std::uint32_t>(std::min(offset, x.size));
    return static_cast<int>(std::upper_bound(x.lineStarts.begin(), x.lineStarts.end(), at) -
                            x.lineStarts.begin());
}

std::size_t SourceFile::firstNul() const {
    return m_index ? m_index->nul : std::string_view::npos;
}

bool SourceFile::ascii() const {
    return !m_index || !m_index->high;
}

SourceLocation SourceFile::locate(std::uint32_t offset) const {
    const auto [line, col] = lineCol(offset);
    return {m_path, line, col, {}};
}

UnitRefs::UnitRefs(const UnitRefs& o) {
    std::lock_guard lock(o.m_indexing); // not while another thread indexes it
    m_ids = o.m_ids;
    m_idEnds = o.m_idEnds;
    m_refs = o.m_refs;
    m_index = o.m_index;
    m_indexed.store(o.m_indexed.load());
}

UnitRefs::UnitRefs(UnitRefs&& o) noexcept
    : m_ids(std::move(o.m_ids)), m_idEnds(std::move(o.m_idEnds)), m_refs(std::move(o.m_refs)),
      m_index(std::move(o.m_index)), m_indexed(o.m_indexed.load()) {
    o.m_ids.clear();
    o.m_idEnds.clear();
    o.m_refs.clear();
    o.m_index.clear();
    o.m_indexed.store(0);
}

UnitRefs& UnitRefs::operator=(const UnitRefs& o) {
    if (this != &o)
        *this = UnitRefs(o);
    return *this;
}

UnitRefs& UnitRefs::operator=(UnitRefs&& o) noexcept {
    if (this != &o) {
        m_ids = std::move(o.m_ids);
        m_idEnds = std::move(o.m_idEnds);
        m_refs = std::move(o.m_refs);
        m_index = std::move(o.m_index);
        m_indexed.store(o.m_indexed.load());
        o.m_ids.clear();
        o.m_idEnds.clear();
        o.m_refs.clear();
        o.m_index.clear();
        o.m_indexed.store(0);
    }
    return *this;
}

void UnitRefs::add(std::string_view id, SourceRef ref) {
    // A reader adds one entry per unit of a large file, to memory not in cache (reserved, or
    // left free by an array's last growth): asked for about 256 bytes ahead in each of the three.
    prefetchAppend(m_ids, 256);
    prefetchAppend(m_idEnds, 64);
    prefetchAppend(m_refs, 32);
    m_ids += id;
    m_idEnds.push_back(static_cast<std::uint32_t>(m_ids.size()));
    m_refs.push_back(ref);
}

void UnitRefs::index() const {
    std::lock_guard lock(m_indexing);
    const std::size_t from = m_indexed.load(std::memory_order_relaxed), to = m_refs.size();
    if (from == to)
        return;
    // The hashes first, so that the index's slots are asked for memory a few entries ahead:
    // the tens of thousands of lookups of a large file do not each wait for memory.
    std::vector<std::uint32_t> hashes(to - from);
    for (std::size_t i = from; i < to; ++i)
        hashes[i - from] = IdIndex::hash(id(i));
    m_index.reserve(to);
    constexpr std::size_t kAhead = 8;
    for (std::size_t i = from; i < to; ++i) {
        if (i + kAhead < to)
            m_index.prefetch(hashes[i + kAhead - from]);
        const std::uint32_t h = hashes[i - from];
        const std::string_view key = id(i);
        if (m_index.find(key, h, [this](std::uint32_t k) { return id(k); }) == IdIndex::kNone)
            m_index.add(h, static_cast<std::uint32_t>(i));
    }
    m_indexed.store(to, std::memory_order_release);
}

const SourceRef* UnitRefs::find(std::string_view id) const {
    if (m_indexed.load(std::memory_order_acquire) != m_refs.size())
        index();
    const std::uint32_t i = m_index.find(id, [this](std::uint32_t k) { return this->id(k); });
    return i == IdIndex::kNone ? nullptr : &m_refs[i];
}

void UnitRefs::reserve(std::size_t n, std::size_t bytes) {
    m_ids.reserve(bytes);
    m_idEnds.reserve(n);
    m_refs.reserve(n);
}

void UnitRefs::shiftFiles(std::int32_t shift) {
    for (SourceRef& r : m_refs)
        if (r.known())
            r.file += shift;
}

std::int32_t SourceMap::addFile(SourceFile f) {
    files.push_back(std::move(f));
    return static_cast<std::int32_t>(files.size() - 1);
}

void SourceMap::merge(SourceMap&& o) {
    const auto shift = static_cast<std::int32_t>(files.size());
    auto moved = [shift](SourceRef r) {
        if (r.known())
            r.file += shift;
        return r;
    };
    for (SourceFile& f : o.files)
        files.push_back(std::move(f));
    auto take = [&](SourceRef& mine, SourceRef theirs) {
        if (!mine.known() && theirs.known())
            mine = moved(theirs);
    };
    auto append = [&](std::vector<SourceRef>& mine, const std::vector<SourceRef>& theirs) {
        for (SourceRef r : theirs)
            mine.push_back(moved(r));
    };
    take(scenario, o.scenario);
    if (unit.size() == 0) {
        unit = std::move(o.unit);
        unit.shiftFiles(shift);
    } else {
        for (std::size_t i = 0; i < o.unit.size(); ++i)
            unit.add(o.unit.id(i), moved(o.unit.ref(i))); // the first one read stays
    }
    append(reinforcements, o.reinforcements);
    append(chargeModifiers, o.chargeModifiers);
    append(objectives, o.objectives);
    append(victoryLevels, o.victoryLevels);
    append(sightLines, o.sightLines);
    take(map, o.map);
    take(sheets, o.sheets);
    take(hexesAt, o.hexesAt);
    if (references.empty())
        for (auto& [href, r] : o.references)
            references.emplace_back(std::move(href), moved(r));
    if (mapFile < 0 && o.mapFile >= 0) {
        mapFile = o.mapFile + shift;
        hexes = std::move(o.hexes);
        hexsides = std::move(o.hexsides);
    }
    for (OobSource& oob : o.oobs) {
        oob.root = moved(oob.root);
        oob.units.shiftFiles(shift);
        oobs.push_back(std::move(oob));
    }
    take(rules, o.rules);
}

namespace {
using Entry = HexTable::Entry;

/// Puts a hex table in hex order, keeping the order of the entries of one hex. A table read
/// from a file written by Marengo is nearly in order (sheet by sheet, each in hex order; each
/// hexside under the hex it names and the one across): two passes of a radix sort on the
/// hex's 11-bit digits (three on a grid of 4M cells or more), instead of a comparison sort.
void sortByHex(std::vector<Entry>& v) {
    std::vector<Entry> buffer(v.size());
    constexpr HexId kDigit = (1u << 11) - 1;
    for (int shift : {0, 11, 22}) {
        std::array<std::size_t, kDigit + 2> start{};
        for (const auto& e : v)
            ++start[((e.first >> shift) & kDigit) + 1];
        if (start[1] == v.size())
            continue; // every hex has 0 there (a map of fewer than 4M grid cells, at 22)
        for (std::size_t d = 1; d < start.size(); ++d)
            start[d] += start[d - 1];
        for (const auto& e : v)
            buffer[start[(e.first >> shift) & kDigit]++] = e;
        v.swap(buffer);
    }
}
} // namespace

HexTable::HexTable(const HexTable& o) {
    std::lock_guard lock(o.m_sorting); // not while another thread sorts it
    m_entries = o.m_entries;
    m_sorted.store(o.m_sorted.load());
}

HexTable::HexTable(HexTable&& o) noexcept
    : m_entries(std::move(o.m_entries)), m_sorted(o.m_sorted.load()) {
    o.m_entries.clear();
    o.m_sorted.store(true);
}

HexTable& HexTable::operator=(const HexTable& o) {
    if (this != &o)
        *this = HexTable(o);
    return *this;
}

HexTable& HexTable::operator=(HexTable&& o) noexcept {
    if (this != &o) {
        m_entries = std::move(o.m_entries);
        m_sorted.store(o.m_sorted.load());
        o.m_entries.clear();
        o.m_sorted.store(true);
    }
    return *this;
}

const std::vector<Entry>& HexTable::sorted() const {
    if (!m_sorted.load(std::memory_order_acquire)) {
        std::lock_guard lock(m_sorting);
        if (!m_sorted.load(std::memory_order_relaxed)) {
            sortByHex(m_entries);
            m_sorted.store(true, std::memory_order_release);
        }
    }
    return m_entries;
}

const SourceRef* SourceMap::oobUnit(std::string_view id) const {
    for (const OobSource& oob : oobs)
        if (const SourceRef* r = oob.units.find(id))
            return r;
    return nullptr;
}

SourceLocation SourceMap::locate(SourceRef r, std::string what) const {
    if (!r.known() || static_cast<std::size_t>(r.file) >= files.size())
        return {};
    SourceLocation l = files[static_cast<std::size_t>(r.file)].locate(r.offset);
    l.what = std::move(what);
    return l;
}

namespace {
const Entry* find(const std::vector<Entry>& v, HexId h) {
    auto it =
        std::lower_bound(v.begin(), v.end(), h, [](const auto& e, HexId x) { return e.first < x; });
    return it != v.end() && it->first == h ? &*it : nullptr;
}
} // namespace

SourceLocation SourceMap::hex(HexId h, std::string what) const {
    if (const auto* e = find(hexes.sorted(), h))
        return locate({mapFile, e->second}, std::move(what));
    return locate(hexesAt.known() ? hexesAt : map, std::move(what));
}

SourceLocation SourceMap::hexside(HexId h, HexId n, std::string what) const {
    auto before = [](const auto& e, HexId x) { return e.first < x; };
    const std::vector<Entry>& sides = hexsides.sorted();
    auto first = std::lower_bound(sides.begin(), sides.end(), h, before);
    for (auto it = first; it != sides.end() && it->first == h; ++it) {
        if (n == kNoHex)
            return locate({mapFile, it->second}, std::move(what));
        // The element between the two hexes is listed under both.
        auto other = std::lower_bound(sides.begin(), sides.end(), n, before);
        for (; other != sides.end() && other->first == n; ++other)
            if (other->second == it->second)
                return locate({mapFile, it->second}, std::move(what));
    }
    if (n != kNoHex && first != sides.end() && first->first == h)
        return locate({mapFile, first->second}, std::move(what));
    return hex(h, std::move(what));
}

} // namespace marengo
