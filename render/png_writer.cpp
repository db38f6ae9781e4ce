#include "render/png_writer.hpp"

#include <png.h>

#include <bit>
#include <cerrno>
#include <cstring>

namespace marengo::render {

// libpng reports errors by longjmp to the setjmp of the call that failed: each function that
// calls libpng sets it first and keeps nothing with a destructor alive across the calls.

void PngWriter::onError(png_struct_def* png, const char* message) {
    static_cast<PngWriter*>(png_get_error_ptr(png))->m_error = message;
    png_longjmp(png, 1);
}

void PngWriter::onWarning(png_struct_def*, const char*) {} // nothing the user can act on

void PngWriter::onWrite(png_struct_def* png, unsigned char* data, std::size_t length) {
    auto* self = static_cast<PngWriter*>(png_get_io_ptr(png));
    if (std::fwrite(data, 1, length, self->m_file) != length)
        png_error(png, std::strerror(errno));
}

PngWriter::~PngWriter() {
    close();
}

void PngWriter::close() {
    if (m_png)
        png_destroy_write_struct(&m_png, m_info ? &m_info : nullptr);
    m_png = nullptr;
    m_info = nullptr;
    if (m_file)
        std::fclose(m_file);
    m_file = nullptr;
}

bool PngWriter::open(const std::filesystem::path& path, std::uint32_t width, std::uint32_t height,
                     int level) {
    close();
    m_error.clear();
    m_file = std::fopen(path.c_str(), "wb");
    if (!m_file) {
        m_error = std::strerror(errno);
        return false;
    }
    m_png = png_create_write_struct(PNG_LIBPNG_VER_STRING, this, onError, onWarning);
    if (m_png)
        m_info = png_create_info_struct(m_png);
    if (!m_png || !m_info) {
        m_error = "out of memory";
        return false;
    }
    if (setjmp(png_jmpbuf(m_png)))
        return false;
    png_set_write_fn(m_png, this, onWrite, nullptr);
    png_set_user_limits(m_png, PNG_UINT_31_MAX, PNG_UINT_31_MAX); // libpng's own default is 1M
    png_set_compression_level(m_png, level);
    // Unfiltered rows: a map is long runs of a few flat colours, which zlib finds as they are;
    // libpng's adaptive filters (its default) make the file a fifth larger and take longer, at
    // every level (the stress maps, the samples).
    png_set_filter(m_png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(m_png, m_info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(m_png, m_info);
    // cairo's RGB24 pixel is a native 32-bit 0x00RRGGBB: B, G, R, unused in memory on a
    // little-endian machine; libpng drops the unused byte and swaps to R, G, B.
    if constexpr (std::endian::native == std::endian::little) {
        png_set_filler(m_png, 0, PNG_FILLER_AFTER);
        png_set_bgr(m_png);
    } else {
        png_set_filler(m_png, 0, PNG_FILLER_BEFORE);
    }
    return true;
}

bool PngWriter::writeRow(const unsigned char* row) {
    if (!m_png || !m_error.empty())
        return false;
    if (setjmp(png_jmpbuf(m_png)))
        return false;
    png_write_row(m_png, row);
    return true;
}

bool PngWriter::finish() {
    if (!m_png || !m_error.empty())
        return false;
    if (setjmp(png_jmpbuf(m_png)))
        return false;
    png_write_end(m_png, m_info);
    png_destroy_write_struct(&m_png, &m_info);
    m_png = nullptr;
    m_info = nullptr;
    std::FILE* file = m_file;
    m_file = nullptr;
    if (std::fclose(file) != 0) {
        m_error = std::strerror(errno);
        return false;
    }
    return true;
}

} // namespace marengo::render
