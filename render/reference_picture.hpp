#pragma once
// The pixels of a reference image (engine/map/reference_image.hpp): a PNG or JPEG scan decoded
// once into cairo surfaces, halved level by level, so that drawing it at any zoom samples a
// level near the screen's resolution instead of filtering a 10,000 px scan on every repaint.
// Read with libpng and libjpeg-turbo (Debian libpng-dev, libjpeg62-turbo-dev); no GUI.
#include "engine/map/reference_image.hpp"

#include <cairo.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace marengo::render {

class ReferencePicture {
public:
    /// The longest side kept: a larger scan is decoded at a half, a quarter... (JPEG decodes
    /// smaller directly). 8,192 px lays about 90 px on each hex of a six-sheet map, plenty to
    /// trace from, and bounds a kept picture at 256 MiB plus a third for its levels. While
    /// reading, libpng's limit of a million pixels a side and a 512 MiB cap on libjpeg's memory
    /// bound what a file's header can make the decoders allocate.
    static constexpr int kMaxSide = 8192;

    ~ReferencePicture();
    ReferencePicture(const ReferencePicture&) = delete;
    ReferencePicture& operator=(const ReferencePicture&) = delete;

    /// Reads a PNG or JPEG file (by its first bytes, not its name). On failure returns nullptr
    /// and says why in `error`, worded to follow the file's name ("is not a PNG or JPEG file",
    /// "cannot be opened: No such file or directory", the decoder's message...).
    static std::shared_ptr<const ReferencePicture> load(const std::filesystem::path& path,
                                                        std::string& error);

    /// The size in pixels a PNG or JPEG file declares, from its header alone (no decoding): for
    /// placing a scan before it is read. False, with the reason in `error`, for anything else.
    static bool probe(const std::filesystem::path& path, int& width, int& height,
                      std::string& error);

    /// Size of the image as the file has it, in pixels (the placement's pixel units).
    int width() const { return m_width; }
    int height() const { return m_height; }
    /// Levels: 0 the largest kept, each next one half the size, down to 512 px or less.
    std::size_t levels() const { return m_levels.size(); }
    cairo_surface_t* level(std::size_t i) const { return m_levels[i]; }
    /// How many file pixels one pixel of level `i` spans.
    double levelScale(std::size_t i) const;

    /// Draws the picture into `cr`, whose user space is map pixels of hexes of circumradius
    /// `hexSize`, placed by `toMap` (image pixels to map units) with `opacity`. Picks the level
    /// nearest above the device resolution.
    void paint(cairo_t* cr, double hexSize, const Affine& toMap, double opacity) const;

private:
    ReferencePicture() = default;
    void buildLevels();

    int m_width = 0;
    int m_height = 0;
    std::vector<cairo_surface_t*> m_levels;
};

} // namespace marengo::render
