#include "render/reference_picture.hpp"

#include <fcntl.h>
#include <jpeglib.h>
#include <png.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cmath>
#include <csetjmp>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <new>

namespace marengo::render {

namespace {

struct FileCloser {
    void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

/// An RGB24 surface of w x h, or nullptr with `error` set.
cairo_surface_t* newSurface(int w, int h, std::string& error) {
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
        error = "is too large to hold (" + std::to_string(w) + " x " + std::to_string(h) +
                " px: " + cairo_status_to_string(cairo_surface_status(s)) + ")";
        cairo_surface_destroy(s);
        return nullptr;
    }
    return s;
}

// libjpeg and libpng report fatal errors through callbacks that must not return: they jump back
// to the reader, which keeps all its state in one object whose address the decoder has, so
// nothing the jump skips over is lost.

struct JpegRead {
    jpeg_decompress_struct info;
    jpeg_error_mgr err;
    std::jmp_buf jump;
    char message[JMSG_LENGTH_MAX] = {};
    cairo_surface_t* surface = nullptr;
};

void jpegFail(j_common_ptr info) {
    auto* read = static_cast<JpegRead*>(info->client_data);
    (*info->err->format_message)(info, read->message);
    std::longjmp(read->jump, 1);
}

void jpegQuiet(j_common_ptr, int) {}

/// Decodes into cairo's byte order (libjpeg-turbo's BGRX on little-endian, XRGB on big), at
/// 1/2, 1/4 or 1/8 when the full size would pass kMaxSide.
[[gnu::noinline]] void decodeJpeg(JpegRead& r, std::FILE* f, int& width, int& height,
                                  std::string& error) {
    jpeg_stdio_src(&r.info, f);
    jpeg_read_header(&r.info, TRUE);
    width = static_cast<int>(r.info.image_width);
    height = static_cast<int>(r.info.image_height);
    r.info.out_color_space =
        std::endian::native == std::endian::little ? JCS_EXT_BGRX : JCS_EXT_XRGB;
    r.info.scale_num = 1;
    r.info.scale_denom = 1;
    while (r.info.scale_denom < 8 &&
           std::max(width, height) / static_cast<int>(r.info.scale_denom) >
               ReferencePicture::kMaxSide)
        r.info.scale_denom *= 2;
    jpeg_start_decompress(&r.info);
    r.surface = newSurface(static_cast<int>(r.info.output_width),
                           static_cast<int>(r.info.output_height), error);
    if (!r.surface)
        return;
    cairo_surface_flush(r.surface);
    unsigned char* data = cairo_image_surface_get_data(r.surface);
    const int stride = cairo_image_surface_get_stride(r.surface);
    while (r.info.output_scanline < r.info.output_height) {
        JSAMPROW row = data + static_cast<std::ptrdiff_t>(r.info.output_scanline) * stride;
        jpeg_read_scanlines(&r.info, &row, 1);
    }
    jpeg_finish_decompress(&r.info);
    cairo_surface_mark_dirty(r.surface);
}

/// Only the jump target and calls: a function that calls setjmp must keep no locals the jump
/// could clobber (GCC's -Wclobbered), so the messages are built by the caller.
[[gnu::noinline]] bool guardedJpeg(JpegRead& r, std::FILE* f, int& width, int& height,
                                   std::string& error) {
    if (setjmp(r.jump))
        return false;
    jpeg_create_decompress(&r.info);
    // A progressive JPEG keeps its whole image's coefficients: what a header claims must not
    // make libjpeg allocate gigabytes (past this it reports an error instead).
    r.info.mem->max_memory_to_use = 512L << 20;
    decodeJpeg(r, f, width, height, error);
    return true;
}

cairo_surface_t* readJpeg(std::FILE* f, int& width, int& height, std::string& error) {
    JpegRead r{};
    r.info.err = jpeg_std_error(&r.err);
    r.err.error_exit = jpegFail;
    r.err.emit_message = jpegQuiet;
    r.info.client_data = &r;
    if (!guardedJpeg(r, f, width, height, error)) {
        if (r.surface)
            cairo_surface_destroy(r.surface);
        r.surface = nullptr;
        error = std::string("is not a readable JPEG (") + r.message + ")";
    }
    jpeg_destroy_decompress(&r.info); // also after a failed create: the struct is zeroed
    return r.surface;
}

struct PngRead {
    png_structp png = nullptr;
    png_infop info = nullptr;
    std::jmp_buf jump;
    std::string message;
    cairo_surface_t* surface = nullptr;
    std::vector<unsigned char> pixels; ///< the rows being decoded
    std::vector<png_bytep> rows;       ///< an interlaced image's row pointers into `pixels`
};

void pngError(png_structp png, png_const_charp message) {
    auto* read = static_cast<PngRead*>(png_get_error_ptr(png));
    read->message = message;
    std::longjmp(read->jump, 1);
}

void pngWarning(png_structp, png_const_charp) {}

/// Decodes a PNG of any colour type to 8-bit RGB (alpha composited on white: a scan's
/// transparent margin reads as paper), keeping every `step`-th pixel when it passes kMaxSide.
/// An interlaced image is decoded whole first; any other row by row.
[[gnu::noinline]] void decodePng(PngRead& r, std::FILE* f, int& width, int& height,
                                 std::string& error) {
    // libpng's own limits stay (a million pixels a side), so that what a header claims cannot
    // make it allocate rows of gigabytes.
    png_init_io(r.png, f);
    png_read_info(r.png, r.info);
    width = static_cast<int>(png_get_image_width(r.png, r.info));
    height = static_cast<int>(png_get_image_height(r.png, r.info));
    png_set_expand(r.png);
    png_set_strip_16(r.png);
    png_set_gray_to_rgb(r.png);
    png_color_16 white{0, 255, 255, 255, 255};
    png_set_background(r.png, &white, PNG_BACKGROUND_GAMMA_SCREEN, 0, 1.0);
    const bool interlaced = png_set_interlace_handling(r.png) > 1;
    png_read_update_info(r.png, r.info);
    int step = 1;
    while (std::max(width, height) / step > ReferencePicture::kMaxSide)
        step *= 2;
    if (interlaced && step > 1) {
        // Interlaced rows arrive in passes, so the whole image would be held at full size.
        error = "is an interlaced PNG larger than " + std::to_string(ReferencePicture::kMaxSide) +
                " px, which is not read (save it without interlacing)";
        return;
    }
    const int outW = (width + step - 1) / step, outH = (height + step - 1) / step;
    r.surface = newSurface(outW, outH, error);
    if (!r.surface)
        return;
    cairo_surface_flush(r.surface);
    unsigned char* data = cairo_image_surface_get_data(r.surface);
    const int stride = cairo_image_surface_get_stride(r.surface);
    const std::size_t rowBytes = png_get_rowbytes(r.png, r.info);
    r.pixels.resize(interlaced ? rowBytes * static_cast<std::size_t>(height) : rowBytes);
    if (interlaced) {
        r.rows.resize(static_cast<std::size_t>(height));
        for (int y = 0; y < height; ++y)
            r.rows[static_cast<std::size_t>(y)] = r.pixels.data() + rowBytes * std::size_t(y);
        png_read_image(r.png, r.rows.data());
    }
    for (int y = 0; y < height; ++y) {
        const unsigned char* row = r.pixels.data();
        if (interlaced)
            row += rowBytes * static_cast<std::size_t>(y);
        else
            png_read_row(r.png, r.pixels.data(), nullptr);
        if (y % step != 0)
            continue;
        auto* px = reinterpret_cast<std::uint32_t*>(data + std::ptrdiff_t(y / step) * stride);
        for (int x = 0; x < outW; ++x) {
            const unsigned char* p = row + 3 * std::ptrdiff_t(x) * step;
            px[x] = 0xff000000u | (std::uint32_t(p[0]) << 16) | (std::uint32_t(p[1]) << 8) | p[2];
        }
    }
    png_read_end(r.png, nullptr);
    cairo_surface_mark_dirty(r.surface);
}

/// As guardedJpeg: the jump target and calls only.
[[gnu::noinline]] bool guardedPng(PngRead& r, std::FILE* f, int& width, int& height,
                                  std::string& error) {
    if (setjmp(r.jump))
        return false;
    decodePng(r, f, width, height, error);
    return true;
}

cairo_surface_t* readPng(std::FILE* f, int& width, int& height, std::string& error) {
    PngRead r;
    r.png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &r, pngError, pngWarning);
    r.info = r.png ? png_create_info_struct(r.png) : nullptr;
    if (!r.info) {
        png_destroy_read_struct(&r.png, nullptr, nullptr);
        error = "cannot be read (out of memory)";
        return nullptr;
    }
    bool ok = false;
    try {
        ok = guardedPng(r, f, width, height, error);
        if (!ok)
            error = "is not a readable PNG (" + r.message + ")";
    } catch (const std::bad_alloc&) { // an interlaced image's rows
        error = "is too large to read (out of memory)";
    }
    if (!ok && r.surface) {
        cairo_surface_destroy(r.surface);
        r.surface = nullptr;
    }
    png_destroy_read_struct(&r.png, &r.info, nullptr);
    return r.surface;
}

} // namespace

bool ReferencePicture::probe(const std::filesystem::path& path, int& width, int& height,
                             std::string& error) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
        error = std::filesystem::exists(path, ec) ? "is not a regular file"
                                                  : "cannot be opened: No such file or directory";
        return false;
    }
    File f(std::fopen(path.c_str(), "rb"));
    if (!f) {
        error = std::string("cannot be opened: ") + std::strerror(errno);
        return false;
    }
    auto byte = [&]() { return std::fgetc(f.get()); };
    auto be16 = [&]() {
        const int hi = byte(), lo = byte();
        return hi < 0 || lo < 0 ? -1 : hi << 8 | lo;
    };
    unsigned char head[24] = {};
    const std::size_t got = std::fread(head, 1, sizeof head, f.get());
    if (got == 24 && png_sig_cmp(head, 0, 8) == 0) {
        auto be32 = [&](int at) {
            return static_cast<long long>(head[at]) << 24 | head[at + 1] << 16 | head[at + 2] << 8 |
                   head[at + 3];
        };
        width = static_cast<int>(std::min(be32(16), 0x7fffffffLL));
        height = static_cast<int>(std::min(be32(20), 0x7fffffffLL));
        if (width > 0 && height > 0)
            return true;
    } else if (got >= 3 && head[0] == 0xff && head[1] == 0xd8 && head[2] == 0xff) {
        // Walk the markers to the first start of frame (SOF0-SOF15 but DHT, JPG and DAC).
        std::fseek(f.get(), 2, SEEK_SET);
        for (int marker = 0; marker < 10000; ++marker) {
            int c = byte();
            while (c == 0xff)
                c = byte();
            if (c < 0)
                break;
            const int length = be16();
            if (length < 2)
                break;
            if (c >= 0xc0 && c <= 0xcf && c != 0xc4 && c != 0xc8 && c != 0xcc) {
                byte(); // sample precision
                height = be16();
                width = be16();
                if (width > 0 && height > 0)
                    return true;
                break;
            }
            std::fseek(f.get(), length - 2, SEEK_CUR);
        }
        error = "is not a readable JPEG (no frame size found)";
        return false;
    }
    error = "is not a PNG or JPEG file";
    return false;
}

ReferencePicture::~ReferencePicture() {
    for (cairo_surface_t* s : m_levels)
        cairo_surface_destroy(s);
}

std::shared_ptr<const ReferencePicture> ReferencePicture::load(const std::filesystem::path& path,
                                                               std::string& error) {
    // Non-blocking, so that a FIFO with no writer cannot hang the reader; only files are read.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        error = std::string("cannot be opened: ") + std::strerror(errno);
        return nullptr;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        error = "is not a regular file";
        return nullptr;
    }
    File f(::fdopen(fd, "rb"));
    if (!f) {
        ::close(fd);
        error = std::string("cannot be opened: ") + std::strerror(errno);
        return nullptr;
    }
    unsigned char magic[8] = {};
    const std::size_t got = std::fread(magic, 1, sizeof magic, f.get());
    std::rewind(f.get());
    std::shared_ptr<ReferencePicture> pic(new ReferencePicture);
    cairo_surface_t* full = nullptr;
    if (got == 8 && png_sig_cmp(magic, 0, 8) == 0)
        full = readPng(f.get(), pic->m_width, pic->m_height, error);
    else if (got >= 3 && magic[0] == 0xff && magic[1] == 0xd8 && magic[2] == 0xff)
        full = readJpeg(f.get(), pic->m_width, pic->m_height, error);
    else
        error = "is not a PNG or JPEG file";
    if (!full)
        return nullptr;
    pic->m_levels.push_back(full);
    pic->buildLevels();
    return pic;
}

void ReferencePicture::buildLevels() {
    while (true) {
        cairo_surface_t* last = m_levels.back();
        const int w = cairo_image_surface_get_width(last), h = cairo_image_surface_get_height(last);
        if (std::max(w, h) <= 512)
            return;
        std::string ignored;
        cairo_surface_t* half = newSurface((w + 1) / 2, (h + 1) / 2, ignored);
        if (!half)
            return;
        cairo_t* cr = cairo_create(half);
        cairo_scale(cr, 0.5, 0.5);
        cairo_set_source_surface(cr, last, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
        cairo_paint(cr);
        cairo_destroy(cr);
        m_levels.push_back(half);
    }
}

double ReferencePicture::levelScale(std::size_t i) const {
    return static_cast<double>(m_width) / cairo_image_surface_get_width(m_levels[i]);
}

void ReferencePicture::paint(cairo_t* cr, double hexSize, const Affine& toMap,
                             double opacity) const {
    if (opacity <= 0 || m_levels.empty())
        return;
    // Device pixels per file pixel: the placement's linear scale, times the hex size, times the
    // caller's zoom.
    double dx = hexSize * std::sqrt(std::abs(toMap.determinant())), dy = 0;
    cairo_user_to_device_distance(cr, &dx, &dy);
    const double devicePerPixel = std::hypot(dx, dy);
    std::size_t i = 0;
    while (i + 1 < m_levels.size() && levelScale(i + 1) * devicePerPixel <= 1.0)
        ++i;
    const double k = levelScale(i);
    cairo_matrix_t m;
    cairo_matrix_init(&m, hexSize * toMap.a * k, hexSize * toMap.d * k, hexSize * toMap.b * k,
                      hexSize * toMap.e * k, hexSize * toMap.c, hexSize * toMap.f);
    cairo_save(cr);
    cairo_transform(cr, &m);
    cairo_set_source_surface(cr, m_levels[i], 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
    cairo_rectangle(cr, 0, 0, cairo_image_surface_get_width(m_levels[i]),
                    cairo_image_surface_get_height(m_levels[i]));
    cairo_clip(cr);
    cairo_paint_with_alpha(cr, opacity);
    cairo_restore(cr);
}

} // namespace marengo::render
