#pragma once
// What the processor can do beyond the baseline the build targets (every x86-64 processor: SSE2).

namespace marengo {

/// How many bytes a pass over a whole text reads at once: as many as the processor can (32 with
/// AVX2), or sixteen (SSE2, which every x86-64 processor has; tests compare the two).
enum class Lanes { Widest, Sixteen };

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
/// The passes over a whole text (the line index, the search for a list's end tag, the count of
/// start tags) have a version built for AVX2 (MARENGO_AVX2), which most processors since 2013
/// have, called when hasAvx2(): half the instructions of SSE2's.
#define MARENGO_AVX2_PASSES 1
#define MARENGO_AVX2 __attribute__((target("avx2")))
#endif

/// Whether the processor has AVX2 (asked once), and the AVX2 passes are built.
inline bool hasAvx2() {
#ifdef MARENGO_AVX2_PASSES
    static const bool yes = __builtin_cpu_supports("avx2");
    return yes;
#else
    return false;
#endif
}

/// Whether a pass asked to read `lanes` at once runs its AVX2 version.
inline bool useAvx2(Lanes lanes) {
    return lanes == Lanes::Widest && hasAvx2();
}

} // namespace marengo
