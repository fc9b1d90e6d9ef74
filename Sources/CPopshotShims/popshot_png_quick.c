// The quick PNG decoder: 8-bit RGB and RGBA, not interlaced, the files Popshot itself writes.
// libdeflate inflates the whole image data at once, several times faster than zlib's streaming
// inflate on UI frames (long runs of short-distance matches); everything else (palettes, grey,
// 16 bits, interlacing, tRNS, anything malformed) is left to libpng.
#include "popshot_png.h"

#include "popshot_pixel.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};

static uint32_t be32(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int is_type(const uint8_t *p, const char *type) { return memcmp(p, type, 4) == 0; }

// Walks the chunks after the signature. Calls `idat` for each IDAT's data (when not NULL).
// Returns 1 if the structure is one the quick decoder takes, with `total` the IDAT bytes.
static int walk(const uint8_t *d, size_t size, int check_crc, size_t *total,
                void (*idat)(void *, const uint8_t *, size_t), void *context) {
  size_t at = 8;
  int seen_idat = 0, idat_ended = 0, first = 1;
  *total = 0;
  while (1) {
    if (size - at < 12) return 0;  // no room for a chunk: no IEND
    uint32_t length = be32(d + at);
    const uint8_t *type = d + at + 4;
    if (length > 0x7FFFFFFFu || length > size - at - 12) return 0;
    const uint8_t *body = type + 4;
    if (check_crc) {
      uint32_t crc = libdeflate_crc32(0, type, (size_t)length + 4);
      if (crc != be32(body + length)) return 0;
    }
    for (int i = 0; i < 4; i++) {
      uint8_t c = type[i] & 0xDF;  // letters only, as libpng requires
      if (c < 'A' || c > 'Z') return 0;
    }
    if (first != is_type(type, "IHDR")) return 0;  // IHDR first, and only first
    first = 0;
    if (is_type(type, "IDAT")) {
      if (idat_ended) return 0;
      seen_idat = 1;
      if (length > (size_t)-1 - *total) return 0;
      *total += length;
      if (idat) idat(context, body, length);
    } else {
      if (seen_idat) idat_ended = 1;
      if (is_type(type, "IEND")) return seen_idat;
      // A colour key (tRNS) becomes alpha, and a suggested palette (PLTE) is checked: libpng's
      // work. Every other ancillary chunk is ignored, as libpng ignores it here; any other
      // critical chunk is libpng's to refuse.
      if (is_type(type, "tRNS") || is_type(type, "PLTE")) return 0;
      if (!(type[0] & 0x20) && !is_type(type, "IHDR")) return 0;
    }
    at += (size_t)length + 12;
  }
}

int popshot_png_quick_probe(const void *data, size_t size, popshot_png_quick_info *info) {
  const uint8_t *d = data;
  if (size < 8 + 25 || memcmp(d, signature, 8) != 0) return 0;
  if (be32(d + 8) != 13 || !is_type(d + 12, "IHDR")) return 0;
  const uint8_t *h = d + 16;
  uint32_t w = be32(h), ht = be32(h + 4);
  // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); compression, filter method and interlace 0.
  // libpng's own limit (PNG_USER_WIDTH_MAX, PNG_USER_HEIGHT_MAX): larger is its error to give.
  if (w == 0 || ht == 0 || w > 1000000 || ht > 1000000) return 0;
  if (h[8] != 8 || (h[9] != 2 && h[9] != 6) || h[10] != 0 || h[11] != 0 || h[12] != 0) return 0;
  size_t total;
  if (!walk(d, size, 1, &total, NULL, NULL)) return 0;
  size_t bpp = h[9] == 6 ? 4 : 3;
  size_t pixels = (size_t)w * ht * 4;
  size_t raw = (size_t)ht * (1 + bpp * w);
  info->width = w;
  info->height = ht;
  info->capacity = raw > pixels ? raw : pixels;
  return 1;
}

// The IDAT chunks' data: the first chunk's, and their count; `at` copies each where set.
typedef struct {
  const uint8_t *first;
  size_t count;
  uint8_t *at;
} image_data;

static void visit(void *context, const uint8_t *body, size_t length) {
  image_data *i = context;
  if (i->count++ == 0) i->first = body;
  if (i->at) {
    memcpy(i->at, body, length);
    i->at += length;
  }
}

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
  int p = (int)a + b - c;
  int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

// Undoes row filter `f` on `n` bytes into `cur`, from the filtered `in` and the previous row.
static int unfilter(int f, const uint8_t *in, const uint8_t *prev, uint8_t *cur, size_t n,
                    size_t bpp) {
  switch (f) {
    case 0:
      memcpy(cur, in, n);
      return 1;
    case 1:
      for (size_t i = 0; i < n; i++) cur[i] = (uint8_t)(in[i] + (i >= bpp ? cur[i - bpp] : 0));
      return 1;
    case 2:
      for (size_t i = 0; i < n; i++) cur[i] = (uint8_t)(in[i] + prev[i]);
      return 1;
    case 3:
      for (size_t i = 0; i < n; i++)
        cur[i] = (uint8_t)(in[i] + (((i >= bpp ? cur[i - bpp] : 0) + prev[i]) >> 1));
      return 1;
    case 4:
      for (size_t i = 0; i < n; i++)
        cur[i] = (uint8_t)(in[i] + (i >= bpp ? paeth(cur[i - bpp], prev[i], prev[i - bpp])
                                              : paeth(0, prev[i], 0)));
      return 1;
    default:
      return 0;
  }
}

#if defined(__x86_64__) && defined(__linux__)
#include <immintrin.h>
#define POPSHOT_HAS_SSSE3_PATH 1

// Four RGB pixels a register become four RGBA ones: a byte shuffle and the opaque alpha. It reads
// 16 bytes for every 12 it uses: `rgb` must have 4 bytes to spare after the last pixel. Returns
// how many pixels it widened.
__attribute__((target("ssse3"))) static size_t widen_ssse3(const uint8_t *rgb, uint8_t *out,
                                                          size_t w) {
  const __m128i order = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
  const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
  size_t x = 0;
  for (; x + 4 <= w; x += 4) {
    __m128i v = _mm_loadu_si128((const __m128i *)(rgb + 3 * x));
    _mm_storeu_si128((__m128i *)(out + 4 * x), _mm_or_si128(_mm_shuffle_epi8(v, order), alpha));
  }
  return x;
}
#endif

// RGB pixels to RGBA with alpha 255.
static void widen(const uint8_t *rgb, uint8_t *out, size_t w) {
  size_t x = 0;
#if defined(POPSHOT_HAS_SSSE3_PATH)
  // __builtin_cpu_supports reads what the runtime found at start: no lock, nothing cached.
  if (__builtin_cpu_supports("ssse3")) x = widen_ssse3(rgb, out, w);
#endif
  for (; x < w; x++) {
    out[4 * x] = rgb[3 * x];
    out[4 * x + 1] = rgb[3 * x + 1];
    out[4 * x + 2] = rgb[3 * x + 2];
    out[4 * x + 3] = 255;
  }
}


int popshot_png_quick_decode(
    const void *data, size_t size, const popshot_png_quick_info *info, void *rgba,
    int premultiply) {
  const uint8_t *d = data;
  size_t bpp = d[16 + 9] == 6 ? 4 : 3;
  size_t w = info->width, h = info->height;
  size_t line = bpp * w, raw = h * (1 + line);
  size_t total;
  // One IDAT is inflated where it lies; several are joined first.
  image_data chunks = {NULL, 0, NULL};
  if (!walk(d, size, 0, &total, visit, &chunks)) return 0;
  const uint8_t *stream = chunks.first;
  uint8_t *joined = NULL;
  if (chunks.count != 1) {
    joined = malloc(total ? total : 1);
    if (!joined) return 0;
    image_data copy = {NULL, 0, joined};
    walk(d, size, 0, &total, visit, &copy);
    stream = joined;
  }
  // The zlib header: deflate, a window of at most 32 KiB, no preset dictionary, its check.
  int ok = total >= 6 && (stream[0] & 0x0F) == 8 && (stream[0] >> 4) <= 7 &&
           !(stream[1] & 0x20) && ((unsigned)stream[0] << 8 | stream[1]) % 31 == 0;
  uint8_t *out = rgba;
  uint8_t *filtered = out + (info->capacity - raw);
  if (ok) {
    struct libdeflate_decompressor *z = libdeflate_alloc_decompressor();
    size_t used = 0;
    ok = z != NULL &&
         libdeflate_deflate_decompress_ex(z, stream + 2, total - 2, filtered, raw, &used, NULL) ==
             LIBDEFLATE_SUCCESS &&
         used + 2 + 4 == total;  // the whole image data, then the Adler-32 and nothing else
    libdeflate_free_decompressor(z);
  }
  free(joined);
  if (!ok) return 0;
  // Two rows, each with 4 bytes to spare for the widening's 16-byte reads.
  uint8_t *rows = malloc(2 * (line + 4));
  if (!rows) return 0;
  uint8_t *prev = rows, *cur = rows + line + 4;
  memset(prev, 0, line);
  for (size_t y = 0; y < h && ok; y++) {
    const uint8_t *in = filtered + y * (1 + line);
    // Row y is read whole into `cur` before its pixels are written: the pixels end at byte
    // 4w(y + 1), at or before where row y + 1's filtered bytes begin.
    ok = unfilter(in[0], in + 1, prev, cur, line, bpp);
    uint8_t *o = out + y * w * 4;
    if (bpp == 3) {
      widen(cur, o, w);
    } else if (premultiply) {
      for (size_t x = 0; x < w; x++) {
        uint32_t a = cur[4 * x + 3];
        if (a == 255) {
          memcpy(o + 4 * x, cur + 4 * x, 4);
          continue;
        }
        o[4 * x] = (uint8_t)popshot_div255(cur[4 * x] * a);
        o[4 * x + 1] = (uint8_t)popshot_div255(cur[4 * x + 1] * a);
        o[4 * x + 2] = (uint8_t)popshot_div255(cur[4 * x + 2] * a);
        o[4 * x + 3] = (uint8_t)a;
      }
    } else {
      memcpy(o, cur, line);
    }
    uint8_t *t = prev;
    prev = cur;
    cur = t;
  }
  free(rows);
  return ok;
}
