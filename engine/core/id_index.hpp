#pragma once
// An index of the elements of an array by a string each holds (an order of battle's units by
// id): open addressing over positions into the array, so the strings are not copied, adding an
// element allocates nothing once the table has room, and a lookup reads one small table instead
// of following a node per element (std::unordered_map). The caller keeps the strings and hands
// a `keyAt(position)` that gives one; the index keeps each element's hash, so it grows without
// asking for the strings again.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

namespace marengo {

class IdIndex {
public:
    /// "No element": what find() returns for a string no element holds.
    static constexpr std::uint32_t kNone = UINT32_MAX;

    /// The hash the index files `key` under (computed once, then given to find() and add()).
    /// Ids are short (a dozen bytes): read eight bytes at a time, the last word overlapping the
    /// one before, and mixed by multiplication (murmur3's finaliser at the end), inline rather
    /// than byte by byte in std::hash's call.
    static std::uint32_t hash(std::string_view key) {
        const char* const p = key.data();
        const std::size_t n = key.size();
        auto word = [p](std::size_t at, std::size_t size) {
            std::uint64_t w = 0;
            std::memcpy(&w, p + at, size);
            return w;
        };
        auto mix = [](std::uint64_t h, std::uint64_t w) {
            h = (h ^ w) * 0x9E3779B97F4A7C15ull;
            return h ^ (h >> 32);
        };
        std::uint64_t h = 0x2545F4914F6CDD1Dull ^ n;
        if (n >= 8) {
            for (std::size_t at = 0; at + 8 < n; at += 8)
                h = mix(h, word(at, 8));
            h = mix(h, word(n - 8, 8));
        } else if (n > 0) {
            h = mix(h, word(0, n));
        }
        h ^= h >> 33;
        h *= 0xFF51AFD7ED558CCDull;
        h ^= h >> 33;
        h *= 0xC4CEB9FE1A85EC53ull;
        h ^= h >> 33;
        return static_cast<std::uint32_t>(h);
    }

    /// Position of the element that holds `key` (whose hash is `h`), or kNone; `keyAt(pos)`
    /// gives the string of the element at `pos`.
    template <class KeyAt>
    std::uint32_t find(std::string_view key, std::uint32_t h, KeyAt&& keyAt) const {
        if (m_slots.empty())
            return kNone;
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = h & mask;; i = (i + 1) & mask) {
            const Slot& s = m_slots[i];
            if (s.pos == kNone)
                return kNone;
            if (s.hash == h && std::string_view(keyAt(s.pos)) == key)
                return s.pos;
        }
    }
    template <class KeyAt> std::uint32_t find(std::string_view key, KeyAt&& keyAt) const {
        return find(key, hash(key), keyAt);
    }

    /// Calls `f(pos, otherPos)` for each element of this index and each element of `other`
    /// filed under the same hash (the caller compares their strings). One pass over this table
    /// in slot order, which probes `other` in the order of the hashes' low bits (in one pass
    /// when both tables have the same size, in a few interleaved ones otherwise): the cost of
    /// reading both tables through, rather than of a cache miss per element looked up.
    template <class F> void forEachSameHash(const IdIndex& other, F&& f) const {
        if (other.m_slots.empty())
            return;
        const std::size_t mask = other.m_slots.size() - 1;
        for (const Slot& s : m_slots) {
            if (s.pos == kNone)
                continue;
            for (std::size_t i = s.hash & mask;; i = (i + 1) & mask) {
                const Slot& o = other.m_slots[i];
                if (o.pos == kNone)
                    break;
                if (o.hash == s.hash)
                    f(s.pos, o.pos);
            }
        }
    }

    /// Asks for the memory of the slot where a lookup of hash `h` starts (a hint: a caller
    /// that knows the next keys ahead overlaps their cache misses).
    void prefetch(std::uint32_t h) const {
        if (!m_slots.empty())
            __builtin_prefetch(&m_slots[h & (m_slots.size() - 1)]);
    }

    /// Indexes the element at `pos`, whose string (of hash `h`) no indexed element holds.
    void add(std::uint32_t h, std::uint32_t pos) {
        if (2 * (m_size + 1) > m_slots.size())
            rehash(std::max<std::size_t>(16, 2 * m_slots.size()));
        place(h, pos);
        ++m_size;
    }

    /// Room for `n` elements without growing.
    void reserve(std::size_t n) {
        std::size_t want = 16;
        while (want < 2 * n)
            want *= 2;
        if (want > m_slots.size())
            rehash(want);
    }
    void clear() {
        m_slots.clear();
        m_size = 0;
    }

private:
    struct Slot {
        std::uint32_t hash = 0;
        std::uint32_t pos = kNone; ///< kNone: empty
    };
    void place(std::uint32_t h, std::uint32_t pos) {
        const std::size_t mask = m_slots.size() - 1;
        std::size_t i = h & mask;
        while (m_slots[i].pos != kNone)
            i = (i + 1) & mask;
        m_slots[i] = {h, pos};
    }
    /// Moves every element into a table of `size` slots (a power of two).
    void rehash(std::size_t size) {
        std::vector<Slot> old(size);
        old.swap(m_slots);
        for (const Slot& s : old)
            if (s.pos != kNone)
                place(s.hash, s.pos);
    }

    std::vector<Slot> m_slots; ///< a power of two in size, at most half full
    std::size_t m_size = 0;
};

} // namespace marengo
