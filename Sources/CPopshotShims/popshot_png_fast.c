// A PNG encoder for scratch images (annotated frames, renders without a baseline, diffs), written
// for UI frames: flat areas, repeated rows, a little anti-aliasing and text.
//
// The image data is filtered with filter 0 (none) and compressed as one deflate block with the
// fixed Huffman codes (RFC 1951, 3.2.6). The only back-references tried are the two that pay on
// such frames: one pixel to the left (a run of one colour) and one row up (a row like the one above
// it, the filter byte included, since every row is `stride + 1` bytes). Each is extended as far as
// it matches, up to deflate's 258 bytes, and the longer one wins (the row above on a tie). There
// is no hash table and no search, so a flat frame costs one symbol per 258 bytes; detailed areas
// cost a literal per byte, 8 or 9 bits, about what they weigh raw.
//
// The bytes depend on the pixels only (no zlib or libpng version is involved), and any PNG reader
// reads them: the zlib stream and the chunk CRCs are the standard ones.

#include "popshot_png.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__linux__)
#include <immintrin.h>
// Wider loops for CPUs that have them, picked at run time (__builtin_cpu_supports reads what the
// runtime found at start: no lock, nothing cached here). They compute exactly what the loops
// below them compute, so the bytes do not depend on the CPU.
#define POPSHOT_HAS_WIDE_PATHS 1
#endif

#if defined(POPSHOT_HAS_WIDE_PATHS)
/// RGBA pixels to RGB, four a step with one byte shuffle. Each step stores sixteen bytes of which
/// twelve are kept: it stops while the next four pixels of the row are still to be written over
/// the other four. Returns the pixels it packed.
__attribute__((target("ssse3"))) static uint32_t pack_rgb_ssse3(
    const uint8_t *src, uint8_t *dst, uint32_t width, uint32_t *alphas) {
  const __m128i order = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
  __m128i all = _mm_set1_epi32(-1);
  uint32_t x = 0;
  for (; x + 8 <= width; x += 4) {
    __m128i v = _mm_loadu_si128((const __m128i *)(src + 4 * (size_t)x));
    all = _mm_and_si128(all, v);
    _mm_storeu_si128((__m128i *)(dst + 3 * (size_t)x), _mm_shuffle_epi8(v, order));
  }
  uint32_t lanes[4];
  _mm_storeu_si128((__m128i *)lanes, all);
  *alphas &= lanes[0] & lanes[1] & lanes[2] & lanes[3];
  return x;
}
#endif

/// Bits written least significant first, as deflate wants them.
typedef struct {
  uint8_t *out;
  size_t pos;
  uint64_t acc;
  int count;
} bit_writer;

static inline void put_bits(bit_writer *w, uint32_t bits, int n) {
  w->acc |= (uint64_t)bits << w->count;
  w->count += n;
  if (w->count >= 32) {
    uint32_t word = (uint32_t)w->acc;
    w->out[w->pos] = (uint8_t)word;
    w->out[w->pos + 1] = (uint8_t)(word >> 8);
    w->out[w->pos + 2] = (uint8_t)(word >> 16);
    w->out[w->pos + 3] = (uint8_t)(word >> 24);
    w->pos += 4;
    w->acc >>= 32;
    w->count -= 32;
  }
}

static void flush_bits(bit_writer *w) {
  while (w->count > 0) {
    w->out[w->pos++] = (uint8_t)w->acc;
    w->acc >>= 8;
    w->count -= 8;
  }
  w->count = 0;
  w->acc = 0;
}

/// `code` (n bits, most significant first, as Huffman codes are defined) in the order the bit
/// writer emits them.
static uint32_t reversed(uint32_t code, int n) {
  uint32_t r = 0;
  for (int i = 0; i < n; i++) r |= ((code >> i) & 1u) << (n - 1 - i);
  return r;
}

/// The fixed literal/length code of symbol `s` (RFC 1951, 3.2.6), ready for the writer.
static void fixed_code(int s, uint32_t *bits, int *n) {
  if (s < 144) {
    *n = 8;
    *bits = reversed(0x30u + (uint32_t)s, 8);
  } else if (s < 256) {
    *n = 9;
    *bits = reversed(0x190u + (uint32_t)(s - 144), 9);
  } else if (s < 280) {
    *n = 7;
    *bits = reversed((uint32_t)(s - 256), 7);
  } else {
    *n = 8;
    *bits = reversed(0xC0u + (uint32_t)(s - 280), 8);
  }
}

static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,
                                         15, 17, 19, 23, 27, 31, 35, 43, 51,  59,
                                         67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distance_base[30] = {1,    2,    3,    4,    5,    7,     9,     13,
                                           17,   25,   33,   49,   65,   97,    129,   193,
                                           257,  385,  513,  769,  1025, 1537,  2049,  3073,
                                           4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                           6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

/// A distance (1...32768) as its fixed 5-bit code followed by its extra bits.
static void distance_code(uint32_t d, uint32_t *bits, int *n) {
  int c = 29;
  while (distance_base[c] > d) c--;
  *bits = reversed((uint32_t)c, 5) | ((d - distance_base[c]) << 5);
  *n = 5 + distance_extra[c];
}

#if defined(POPSHOT_HAS_WIDE_PATHS)
/// match_length, thirty-two bytes a step.
__attribute__((target("avx2"))) static size_t match_length_avx2(
    const uint8_t *a, const uint8_t *b, size_t limit) {
  size_t n = 0;
  while (n + 32 <= limit) {
    __m256i x = _mm256_loadu_si256((const __m256i *)(a + n));
    __m256i y = _mm256_loadu_si256((const __m256i *)(b + n));
    unsigned equal = (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, y));
    if (equal != 0xFFFFFFFFu) return n + (size_t)__builtin_ctz(~equal);
    n += 32;
  }
  while (n < limit && a[n] == b[n]) n++;
  return n;
}
#endif

/// Whether the three bytes from `a` equal those from `b`: the shortest match deflate codes.
static inline int starts_alike(const uint8_t *a, const uint8_t *b) {
  return a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
}

/// How many bytes from `a` equal those from `b`, at most `limit`.
static inline size_t match_length(const uint8_t *a, const uint8_t *b, size_t limit, int wide) {
  size_t n = 0;
#if defined(POPSHOT_HAS_WIDE_PATHS)
  if (wide) return match_length_avx2(a, b, limit);
#else
  (void)wide;
#endif
#if defined(__SSE2__)
  // Sixteen bytes at a time: the mask has a bit set for each byte that is equal.
  while (n + 16 <= limit) {
    __m128i x = _mm_loadu_si128((const __m128i *)(a + n));
    __m128i y = _mm_loadu_si128((const __m128i *)(b + n));
    unsigned equal = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y));
    if (equal != 0xFFFFu) return n + (size_t)__builtin_ctz(~equal);
    n += 16;
  }
#endif
  while (n + 8 <= limit) {
    uint64_t x, y;
    memcpy(&x, a + n, 8);
    memcpy(&y, b + n, 8);
    uint64_t diff = x ^ y;
    if (diff) return n + (size_t)(__builtin_ctzll(diff) >> 3);
    n += 8;
  }
  while (n < limit && a[n] == b[n]) n++;
  return n;
}

#if defined(POPSHOT_HAS_WIDE_PATHS)
/// The chunks of thirty-two bytes of a block, as adler32's SSE2 loop does sixteen: `a` gains each
/// chunk's sum, `b` gains 32 × (a + the sums before the chunk) plus each byte weighted 32 (the
/// first) down to 1 (the last). Returns the bytes it took.
__attribute__((target("avx2"))) static size_t adler_chunks_avx2(
    const uint8_t *p, size_t block, uint32_t *a, uint32_t *b) {
  size_t chunks = block / 32;
  if (chunks == 0) return 0;
  const __m256i zero = _mm256_setzero_si256();
  const __m256i weights = _mm256_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20,
                                           19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5,
                                           4, 3, 2, 1);
  const __m256i ones = _mm256_set1_epi16(1);
  __m256i sums = zero, before = zero, weighted = zero;
  for (size_t j = 0; j < chunks; j++, p += 32) {
    __m256i v = _mm256_loadu_si256((const __m256i *)p);
    before = _mm256_add_epi64(before, sums);
    sums = _mm256_add_epi64(sums, _mm256_sad_epu8(v, zero));
    // Pairs of byte × weight (at most 255 × 63, within a signed 16-bit lane), then pairs of
    // those into 32 bits.
    weighted =
        _mm256_add_epi32(weighted, _mm256_madd_epi16(_mm256_maddubs_epi16(v, weights), ones));
  }
  uint64_t s[4], r[4];
  uint32_t w[8];
  _mm256_storeu_si256((__m256i *)s, sums);
  _mm256_storeu_si256((__m256i *)r, before);
  _mm256_storeu_si256((__m256i *)w, weighted);
  uint64_t wsum = 0;
  for (int k = 0; k < 8; k++) wsum += w[k];
  uint64_t wide = (uint64_t)*b + 32 * (uint64_t)chunks * *a + 32 * (r[0] + r[1] + r[2] + r[3]) +
                  wsum;
  *a = (uint32_t)((*a + s[0] + s[1] + s[2] + s[3]) % 65521);
  *b = (uint32_t)(wide % 65521);
  return chunks * 32;
}
#endif

/// Adds `n` bytes to the running Adler-32 sums `a` and `b` (start from 1 and 0; the checksum is
/// b << 16 | a). Sums are reduced at the end of each call, so bytes can come in any pieces.
static void adler32_update(uint32_t *sum_a, uint32_t *sum_b, const uint8_t *p, size_t n) {
  uint32_t a = *sum_a, b = *sum_b;
#if defined(POPSHOT_HAS_WIDE_PATHS)
  int wide = __builtin_cpu_supports("avx2");
#endif
  while (n > 0) {
    // 5552 is the most bytes whose sums cannot overflow 32 bits before the modulo (zlib's NMAX).
    size_t block = n < 5552 ? n : 5552;
    n -= block;
#if defined(POPSHOT_HAS_WIDE_PATHS)
    if (wide) {
      size_t done = adler_chunks_avx2(p, block, &a, &b);
      p += done;
      block -= done;
    }
#endif
#if defined(__SSE2__)
    // Sixteen bytes at a time. Over chunk j, `a` gains the chunk's sum S_j, and `b` gains
    // 16 (a + S_0 + … + S_(j-1)) plus each byte weighted by the steps it is counted in (16 for
    // the first, 1 for the last). The lanes keep the byte sums, the running sums before each
    // chunk, and the weighted sums; they are combined in 64 bits at the block's end.
    size_t chunks = block / 16;
    if (chunks > 0) {
      const __m128i zero = _mm_setzero_si128();
      const __m128i first = _mm_set_epi16(9, 10, 11, 12, 13, 14, 15, 16);
      const __m128i second = _mm_set_epi16(1, 2, 3, 4, 5, 6, 7, 8);
      __m128i sums = zero, before = zero, weighted = zero;
      for (size_t j = 0; j < chunks; j++, p += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)p);
        before = _mm_add_epi64(before, sums);
        sums = _mm_add_epi64(sums, _mm_sad_epu8(v, zero));
        weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpacklo_epi8(v, zero), first));
        weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpackhi_epi8(v, zero), second));
      }
      uint64_t s[2], r[2];
      uint32_t w[4];
      _mm_storeu_si128((__m128i *)s, sums);
      _mm_storeu_si128((__m128i *)r, before);
      _mm_storeu_si128((__m128i *)w, weighted);
      uint64_t wide = (uint64_t)b + 16 * (uint64_t)chunks * a + 16 * (r[0] + r[1]) + w[0] + w[1] +
                      w[2] + w[3];
      a = (uint32_t)((a + s[0] + s[1]) % 65521);
      b = (uint32_t)(wide % 65521);
      block -= chunks * 16;
    }
#endif
    while (block-- > 0) {
      a += *p++;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  *sum_a = a;
  *sum_b = b;
}

/// The tables of CRC-32 (the reflected polynomial 0xEDB88320) for slicing by eight: table 0 is
/// the usual byte table, and table k is a byte followed by k zero bytes.
typedef struct {
  uint32_t t[8][256];
} crc_tables;

static crc_tables shared_crc_tables;
static pthread_once_t crc_tables_made = PTHREAD_ONCE_INIT;

static void make_crc_tables(void) {
  crc_tables *tables = &shared_crc_tables;
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    tables->t[0][i] = c;
  }
  for (uint32_t i = 0; i < 256; i++) {
    for (int k = 1; k < 8; k++) {
      uint32_t c = tables->t[k - 1][i];
      tables->t[k][i] = tables->t[0][c & 0xFF] ^ (c >> 8);
    }
  }
}

/// The tables, made once per process (every scratch PNG of a run uses the same 8 KiB).
static const crc_tables *crc_tables_once(void) {
  pthread_once(&crc_tables_made, make_crc_tables);
  return &shared_crc_tables;
}

/// CRC-32 as PNG chunks have it, eight bytes a step (a compressed detailed frame is a megabyte
/// of IDAT: a byte a step was a sixth of the encoder's time), then the rest a byte a step.
static uint32_t crc32_update(uint32_t crc, const uint8_t *p, size_t n, const crc_tables *tables) {
  const uint32_t(*t)[256] = tables->t;
  crc = ~crc;
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint32_t lo = crc ^ ((uint32_t)p[i] | (uint32_t)p[i + 1] << 8 | (uint32_t)p[i + 2] << 16 |
                         (uint32_t)p[i + 3] << 24);
    uint32_t hi = (uint32_t)p[i + 4] | (uint32_t)p[i + 5] << 8 | (uint32_t)p[i + 6] << 16 |
                  (uint32_t)p[i + 7] << 24;
    crc = t[7][lo & 0xFF] ^ t[6][(lo >> 8) & 0xFF] ^ t[5][(lo >> 16) & 0xFF] ^ t[4][lo >> 24] ^
          t[3][hi & 0xFF] ^ t[2][(hi >> 8) & 0xFF] ^ t[1][(hi >> 16) & 0xFF] ^ t[0][hi >> 24];
  }
  for (; i < n; i++) crc = t[0][(crc ^ p[i]) & 0xFF] ^ (crc >> 8);
  return ~crc;
}

static void put_u32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24);
  p[1] = (uint8_t)(v >> 16);
  p[2] = (uint8_t)(v >> 8);
  p[3] = (uint8_t)v;
}

/// Writes a chunk whose `length` data bytes already stand at `chunk + 8`: its length, type and
/// CRC around them. Returns the bytes the chunk takes.
static size_t finish_chunk(
    uint8_t *chunk, const char *type, size_t length, const crc_tables *table) {
  put_u32(chunk, (uint32_t)length);
  memcpy(chunk + 4, type, 4);
  put_u32(chunk + 8 + length, crc32_update(0, chunk + 4, length + 4, table));
  return length + 12;
}

static int encode_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                       int drop_alpha, int only_opaque, popshot_png_buffer *out);

int popshot_png_encode_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                            int drop_alpha, popshot_png_buffer *out) {
  return encode_fast(rgba, width, height, stride, drop_alpha, 0, out);
}

int popshot_png_encode_fast_opaque(const uint8_t *rgba, uint32_t width, uint32_t height,
                                   size_t stride, popshot_png_buffer *out) {
  return encode_fast(rgba, width, height, stride, 1, 1, out);
}

static int encode_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                       int drop_alpha, int only_opaque, popshot_png_buffer *out) {
  out->data = NULL;
  out->size = out->capacity = 0;
  if (width == 0 || height == 0) return POPSHOT_PNG_ERROR;
  const size_t bpp = drop_alpha ? 3 : 4;
  const size_t row = (size_t)width * bpp + 1;  // the filter byte, then the samples
  const size_t total = row * height;

#if defined(POPSHOT_HAS_WIDE_PATHS)
  const int wide = __builtin_cpu_supports("avx2");
#else
  const int wide = 0;
#endif
  // The filtered image data (filter 0 and the samples of each row) is made a row at a time into
  // a window that holds the rows the matching still reads: a match starts at most a row back
  // (`reach`, below) and looks at most 258 bytes ahead, and the matching runs at most 258 bytes
  // behind the packing, so the window needs two rows and 258 bytes. It holds more, so that what
  // is kept is moved to its start only once in many rows. The window stays in the cache, where a
  // buffer of the whole image (11 MB for a 1290 x 2796 frame) was written and read again from
  // memory. Literals take at most 9 bits a byte; the rest of the file is headers, the three
  // chunks and slack.
  size_t window = 2 * row + 258 + (row * 8 > 131072 ? row * 8 : 131072);
  if (window > total) window = total;
  uint8_t *raw = malloc(window);
  const size_t capacity = total + total / 8 + 128;
  uint8_t *png = malloc(capacity);
  if (raw == NULL || png == NULL) {
    free(raw);
    free(png);
    return POPSHOT_PNG_NO_MEMORY;
  }
  const crc_tables *table = crc_tables_once();

  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
  memcpy(png, signature, 8);
  size_t pos = 8;
  uint8_t *ihdr = png + pos;
  put_u32(ihdr + 8, width);
  put_u32(ihdr + 12, height);
  ihdr[16] = 8;                     // bit depth
  ihdr[17] = drop_alpha ? 2 : 6;    // RGB or RGBA
  ihdr[18] = ihdr[19] = ihdr[20] = 0;  // deflate, adaptive filtering, no interlace
  pos += finish_chunk(ihdr, "IHDR", 13, table);

  uint8_t *idat = png + pos;
  bit_writer w = {idat + 8, 0, 0, 0};
  // The zlib header: deflate with a 32 KiB window, no dictionary, check bits making it a
  // multiple of 31.
  w.out[w.pos++] = 0x78;
  w.out[w.pos++] = 0x01;
  put_bits(&w, 1, 1);  // the final block
  put_bits(&w, 1, 2);  // compressed with the fixed codes

  uint32_t literal_bits[256];
  int literal_count[256];
  for (int s = 0; s < 256; s++) fixed_code(s, &literal_bits[s], &literal_count[s]);
  uint32_t length_bits[259];
  int length_count[259];
  for (int len = 3; len <= 258; len++) {
    int c = 28;
    while (length_base[c] > len) c--;
    uint32_t code;
    int n;
    fixed_code(257 + c, &code, &n);
    length_bits[len] = code | ((uint32_t)(len - length_base[c]) << n);
    length_count[len] = n + length_extra[c];
  }
  // The two distances tried: a row up (when deflate's window reaches it) and a pixel left.
  const size_t up = row <= 32768 ? row : 0;
  uint32_t up_bits = 0, left_bits = 0;
  int up_count = 0, left_count = 0;
  if (up) distance_code((uint32_t)up, &up_bits, &up_count);
  distance_code((uint32_t)bpp, &left_bits, &left_count);

  // Row by row: each row is packed, added to the checksum and matched while its bytes are still
  // in the cache. A match looks up to 258 bytes ahead, so the matching stops 258 bytes short of
  // what is packed (until the last row): every decision is the one a whole-image pass makes.
  uint32_t adler_a = 1, adler_b = 0;
  // How far back a match can start: a row up, or a pixel left when a row is beyond the window.
  const size_t reach = up ? up : bpp;
  // `i` is the next byte of the image data to code; `base` is the offset of raw[0] in it.
  size_t i = 0, base = 0;
  for (uint32_t y = 0; y < height; y++) {
    const size_t before = (size_t)y * row;
    if (before + row - base > window) {
      // What the next matches read (from `reach` before `i`) moves to the window's start. The
      // matching stopped at most 258 bytes short of `before`, so that is at most a row and
      // 258 bytes, and the row packed next fits after it.
      const size_t keep = i >= reach ? i - reach : 0;
      memmove(raw, raw + (keep - base), before - keep);
      base = keep;
    }
    uint8_t *dst = raw + (before - base);
    const uint8_t *src = rgba + (size_t)y * stride;
    *dst++ = 0;
    if (drop_alpha) {
      uint32_t x = 0;
      // Every alpha byte of the row ANDed together (bytes 3, 7, 11, … of the row), so that a
      // frame that turns out not to be opaque is refused as soon as its row is packed.
      uint32_t alphas = 0xFFFFFFFFu;
#if defined(POPSHOT_HAS_WIDE_PATHS)
      if (wide) {
        x = pack_rgb_ssse3(src, dst, width, &alphas);
      }
#endif
      if (only_opaque) {
        for (uint32_t k = x; k < width; k++) alphas &= (uint32_t)src[4 * (size_t)k + 3] << 24;
        if (alphas >> 24 != 0xFF) {
          free(raw);
          free(png);
          return POPSHOT_PNG_NOT_OPAQUE;
        }
      }
      src += 4 * (size_t)x;
      dst += 3 * (size_t)x;
      // Four pixels at a time: four RGBA words become three words of RGB.
      for (; x + 4 <= width; x += 4, src += 16, dst += 12) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        uint32_t p[4], q[3];
        memcpy(p, src, 16);
        q[0] = (p[0] & 0xFFFFFFu) | (p[1] << 24);
        q[1] = ((p[1] >> 8) & 0xFFFFu) | (p[2] << 16);
        q[2] = ((p[2] >> 16) & 0xFFu) | (p[3] << 8);
        memcpy(dst, q, 12);
#else
        for (int k = 0; k < 4; k++) memcpy(dst + 3 * k, src + 4 * k, 3);
#endif
      }
      for (; x < width; x++, src += 4, dst += 3) memcpy(dst, src, 3);
    } else {
      memcpy(dst, src, (size_t)width * 4);
    }
    adler32_update(&adler_a, &adler_b, raw + (before - base), row);
    const size_t packed = before + row;
    const size_t stop = y + 1 == height ? total : packed >= 258 ? packed - 258 : 0;
    while (i < stop) {
      const uint8_t *at = raw + (i - base);
      size_t limit = total - i < 258 ? total - i : 258;
      size_t best = 0;
      int from_up = 0;
      // A match shorter than 3 bytes is coded as a literal like no match at all, so a candidate
      // whose first three bytes differ is not measured: in a detailed area, most bytes.
      if (up && i >= up && limit >= 3 && starts_alike(at, at - up)) {
        best = match_length(at, at - up, limit, wide);
        from_up = 1;
      }
      if (best < limit && i >= bpp && limit >= 3 && starts_alike(at, at - bpp)) {
        size_t left = match_length(at, at - bpp, limit, wide);
        if (left > best) {
          best = left;
          from_up = 0;
        }
      }
      if (best >= 3) {
        put_bits(&w, length_bits[best], length_count[best]);
        if (from_up) {
          put_bits(&w, up_bits, up_count);
        } else {
          put_bits(&w, left_bits, left_count);
        }
        i += best;
      } else {
        put_bits(&w, literal_bits[*at], literal_count[*at]);
        i++;
      }
    }
  }
  put_bits(&w, 0, 7);  // end of block (symbol 256)
  flush_bits(&w);
  put_u32(w.out + w.pos, adler_b << 16 | adler_a);
  w.pos += 4;
  free(raw);
  pos += finish_chunk(idat, "IDAT", w.pos, table);
  pos += finish_chunk(png + pos, "IEND", 0, table);

  out->data = png;
  out->size = pos;
  out->capacity = capacity;
  return POPSHOT_PNG_OK;
}
