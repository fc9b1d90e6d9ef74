// Plain C entry points over libpng for Swift: no setjmp, no macros, status codes and messages.
#ifndef POPSHOT_PNG_H
#define POPSHOT_PNG_H

#include <stddef.h>
#include <stdint.h>

/// Status codes returned by every function below.
enum {
  POPSHOT_PNG_OK = 0,
  POPSHOT_PNG_ERROR = 1,       ///< libpng rejected the data; the message says why
  POPSHOT_PNG_NO_MEMORY = 2,   ///< an allocation failed
  POPSHOT_PNG_NOT_OPAQUE = 3,  ///< popshot_png_encode_fast_opaque met a pixel that is not opaque
};

/// A PNG being read: the header (and every chunk before the image data) is read first, so the
/// caller can refuse huge images before any pixel memory is allocated.
typedef struct popshot_png_reader popshot_png_reader;

/// Reads the header of the PNG in `data` (which must stay alive until the reader is closed).
/// Returns NULL and fills `message` when the data is not a readable PNG.
popshot_png_reader *popshot_png_reader_open(const void *data, size_t size,
                                            char *message, size_t message_capacity);
uint32_t popshot_png_reader_width(const popshot_png_reader *reader);
uint32_t popshot_png_reader_height(const popshot_png_reader *reader);
/// Decodes every colour type, bit depth, palette, tRNS and interlace into straight-alpha RGBA8,
/// `width * 4` bytes a row, into `rgba` (width * height * 4 bytes). Samples are returned as stored:
/// no gamma or colour-profile conversion; 16-bit samples become round(v × 255 / 65535).
int popshot_png_reader_finish(popshot_png_reader *reader, void *rgba,
                              char *message, size_t message_capacity);
void popshot_png_reader_close(popshot_png_reader *reader);

/// Encoded PNG bytes owned by C; release with popshot_png_buffer_free.
typedef struct {
  uint8_t *data;
  size_t size;
  size_t capacity;
} popshot_png_buffer;

/// Filter choices for popshot_png_encode.
enum {
  POPSHOT_PNG_FILTER_NONE = 0,   ///< no filtering: fastest; small for flat UI frames
  POPSHOT_PNG_FILTER_SUB = 1,
  POPSHOT_PNG_FILTER_UP = 2,
  POPSHOT_PNG_FILTER_ALL = 3,    ///< libpng's adaptive heuristic over all five filters
};

/// Encodes straight-alpha RGBA8 rows (`stride` bytes apart). With `drop_alpha` the file is
/// colour type RGB and the fourth byte of each pixel is skipped. `level` is zlib's 0...9,
/// `strategy` zlib's (0 default, 3 RLE). No time or text chunks: the bytes depend on the pixels
/// and the libpng/zlib versions only.
int popshot_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                       int drop_alpha, int level, int strategy, int filter,
                       popshot_png_buffer *out, char *message, size_t message_capacity);
void popshot_png_buffer_free(popshot_png_buffer *buffer);

/// Encodes as popshot_png_encode does, without libpng or zlib, for scratch images: filter none
/// and one fixed-Huffman deflate block whose only matches are a pixel left and a row up
/// (popshot_png_fast.c). Several times faster than zlib level 1 on UI frames, and somewhat
/// larger; the bytes depend on the pixels alone. Fails only for an empty image or out of memory.
int popshot_png_encode_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                            int drop_alpha, popshot_png_buffer *out);

/// What popshot_png_quick_probe found: the size, and the bytes the decoding needs at `rgba`.
typedef struct {
  uint32_t width, height;
  size_t capacity;  ///< at least width × height × 4; more for RGBA (one filter byte a row)
} popshot_png_quick_info;

/// Whether the PNG in `data` is one the quick decoder takes: 8-bit RGB or RGBA, not interlaced,
/// no tRNS or PLTE, every chunk's CRC-32 right, consecutive IDAT chunks, an IEND, no other
/// critical chunk. Returns 1 and fills `info` if so, 0 if not (libpng then reads it, and says what is
/// wrong with it, if anything). It reads the chunks only, never the image data.
int popshot_png_quick_probe(const void *data, size_t size, popshot_png_quick_info *info);

/// Decodes a PNG that popshot_png_quick_probe took into `rgba` (`info->capacity` bytes; the
/// first width × height × 4 are the pixels, RGBA8 a row after another), premultiplied when
/// `premultiply` is set (each channel round(c × a / 255)) and straight otherwise: the same bytes
/// as popshot_png_reader_finish (and Swift's premultiplication) give. The image data is inflated
/// by libdeflate into the end of `rgba`, then each row is unfiltered and widened in place, in
/// front of the rows still to be read. Returns 1 on success; 0 when the image data is not what
/// the header promises (bad DEFLATE data, too little or too much of it, a bad filter type), in
/// which case `rgba` holds nothing of use and libpng should read the file. The zlib stream's
/// Adler-32 is not checked (every chunk's CRC-32 is), as popshot_png_reader_open has libpng do.
int popshot_png_quick_decode(
    const void *data, size_t size, const popshot_png_quick_info *info, void *rgba,
    int premultiply);

/// popshot_png_encode_fast with `drop_alpha` for pixels that are expected to be opaque: whether
/// they are is found while they are packed (one pass over the frame instead of two). Returns
/// POPSHOT_PNG_NOT_OPAQUE, and nothing in `out`, at the first row with an alpha below 255.
int popshot_png_encode_fast_opaque(const uint8_t *rgba, uint32_t width, uint32_t height,
                                   size_t stride, popshot_png_buffer *out);

/// The libpng version the program runs against, e.g. 10639 for 1.6.39.
uint32_t popshot_png_version(void);

#endif
