#pragma once
// Memory asked for ahead of the stores that fill it.
#include <cstddef>

namespace marengo {

/// Where prefetchAppend asks: the first byte of the element `ahead` places past the end of `v`,
/// or null when that element is not within `v`'s capacity.
template <class C> const char* appendAhead(const C& v, std::size_t ahead) {
    if (v.capacity() - v.size() <= ahead)
        return nullptr;
    return reinterpret_cast<const char*>(v.data() + v.size() + ahead);
}

/// Asks for the memory of the element `ahead` places past the end of `v` (a std::vector or a
/// std::string), when it is within `v`'s capacity. A reader that fills a reserved vector in
/// order writes to memory that is not in cache (a large file's: the last load freed it, or
/// nothing used it yet); each store there waits for its line to be read, and the stores after it
/// wait behind it. Asked for a few elements ahead, the lines are there when the stores come.
/// Called once per element appended (for a string, once per append of at most 64 characters),
/// every line is asked for: the addresses asked for are at most 64 bytes apart.
///
/// The hint says the memory is to be written. A build for every x86-64 processor (ours) has no
/// PREFETCHW and makes it a plain prefetch, which serves as well here: a line no other core holds
/// arrives ready to be written.
///
/// Always inline: without it GCC 12.2 left no prefetch of this template in the binary (it took
/// the function, which does nothing else, for one without effect and removed the calls).
template <class C>
[[gnu::always_inline]] inline void prefetchAppend(const C& v, std::size_t ahead) {
    using T = typename C::value_type;
    if (const char* const at = appendAhead(v, ahead))
        for (std::size_t b = 0; b < sizeof(T); b += 64) // (a constant count: unrolled)
            __builtin_prefetch(at + b, 1);
}

} // namespace marengo
