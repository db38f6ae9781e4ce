#pragma once
// Lossless writing: a file's new canonical text (what the writers produce from the model) laid
// over the text it was read from, so that comments, blank lines and the bytes of untouched
// elements survive, and an edited element changes in place.
#include <string>
#include <string_view>

namespace marengo::formats {

enum class MergeMode {
    /// Saving: elements whose name, attributes and text are unchanged keep their original bytes
    /// (spacing, attribute order, comments and blank lines before them); changed ones are
    /// written in canonical form where they were; new ones where the canonical order puts them.
    Keep,
    /// `marengo format`: every element in canonical form, comments kept before the element they
    /// preceded (re-indented), runs of blank lines kept as one, none at the start or end of a
    /// block. An original element the model lacks (one its reader refused) is kept as written.
    Canonical,
};

/// Merges `canonical` (a document exactly as the writers produce it) with `original` (the text
/// the model was read from). Elements are paired by identity: name and `id`, `ref`, `letter`,
/// `href` or `profile` (`at` and `side` for hexes, hexsides and objectives), then by equal
/// content, then in order among elements of the same name. The result reads back to the same
/// model as `canonical`. When `original` is empty or not a document this merge understands (a
/// DOCTYPE, CDATA, processing instructions, mixed content), the result is `canonical`.
std::string mergeSource(std::string_view original, std::string_view canonical, MergeMode mode);

} // namespace marengo::formats
