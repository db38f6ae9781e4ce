#pragma once
// Streams an RGB PNG to a file row by row with libpng, so a picture of any height is encoded in
// the memory of one row: the image export draws a map in bands and hands each band's rows here.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>

struct png_struct_def;
struct png_info_def;

namespace marengo::render {

/// Writes one PNG, opened by open(), fed by writeRow() top to bottom, closed by finish(). After
/// any failure error() says why and the other calls do nothing; the file is left for the caller
/// to remove.
class PngWriter {
public:
    PngWriter() = default;
    PngWriter(const PngWriter&) = delete;
    PngWriter& operator=(const PngWriter&) = delete;
    ~PngWriter();

    /// Creates `path` for a `width` x `height` RGB picture, compressed at zlib `level` (0 to 9).
    bool open(const std::filesystem::path& path, std::uint32_t width, std::uint32_t height,
              int level);
    /// Writes the next row: `width` pixels in cairo's RGB24 layout (a native 32-bit 0x00RRGGBB
    /// each).
    bool writeRow(const unsigned char* row);
    /// Ends the picture and closes the file.
    bool finish();
    /// Why the last call failed; empty while all is well.
    const std::string& error() const { return m_error; }

private:
    static void onError(png_struct_def* png, const char* message);
    static void onWarning(png_struct_def* png, const char* message);
    static void onWrite(png_struct_def* png, unsigned char* data, std::size_t length);
    void close();

    std::FILE* m_file = nullptr;
    png_struct_def* m_png = nullptr;
    png_info_def* m_info = nullptr;
    std::string m_error;
};

} // namespace marengo::render
