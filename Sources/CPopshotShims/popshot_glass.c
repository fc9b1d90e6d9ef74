#include "popshot_glass.h"

#include "popshot_pixel.h"

#include <stdlib.h>
#include <string.h>

// The full-resolution loops are built twice, for AVX2 and for the x86-64 baseline, and the
// loader picks one for the CPU (run-time dispatch, as pixman does for cairo). They are integer
// arithmetic only, so both give the same bytes; elsewhere they are built once.
#if defined(__x86_64__) && defined(__linux__)
#define POPSHOT_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define POPSHOT_CLONES
#endif

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#if defined(__x86_64__) && defined(__linux__)
#include <immintrin.h>
#define POPSHOT_HAS_AVX2_PATH 1

// One row added into the band's 16-bit column sums (or stored, for the band's first row),
// sixteen channels a step; returns how many channels it did.
__attribute__((target("avx2"))) static int accumulate_avx2(
    const uint8_t *row, uint16_t *acc, int n, int first) {
  int k = 0;
  for (; k + 16 <= n; k += 16) {
    __m256i p = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(row + k)));
    if (!first) p = _mm256_add_epi16(p, _mm256_loadu_si256((const __m256i *)(acc + k)));
    _mm256_storeu_si256((__m256i *)(acc + k), p);
  }
  return k;
}
#endif

POPSHOT_CLONES
void popshot_glass_downsample(
    const uint32_t *src, size_t stride, int w, int h, int d, uint32_t *dst) {
  int lw = (w + d - 1) / d;
  int lh = (h + d - 1) / d;
  // A band of d rows is summed down the columns first (16-bit channels: at most 255 × d, which
  // fits for d ≤ 257), then across each block's d columns.
  uint16_t *acc = malloc(sizeof(uint16_t) * 4 * (size_t)w);
  if (!acc || d > 257) {
    free(acc);
    return;
  }
#if defined(POPSHOT_HAS_AVX2_PATH)
  // __builtin_cpu_supports reads what the runtime found at start: no lock, nothing cached.
  int avx2 = __builtin_cpu_supports("avx2");
#endif
  for (int j = 0; j < lh; j++) {
    int y0 = j * d;
    int y1 = y0 + d < h ? y0 + d : h;
    for (int y = y0; y < y1; y++) {
      const uint8_t *row = (const uint8_t *)(src + (size_t)y * stride);
      int k = 0;
      if (y == y0) {
        // The band's first row is stored, not added to zeros.
#if defined(POPSHOT_HAS_AVX2_PATH)
        if (avx2) k = accumulate_avx2(row, acc, 4 * w, 1);
#endif
        for (; k < 4 * w; k++) acc[k] = row[k];
        continue;
      }
#if defined(POPSHOT_HAS_AVX2_PATH)
      if (avx2) k = accumulate_avx2(row, acc, 4 * w, 0);
#endif
#if defined(__SSE2__)
      const __m128i zero = _mm_setzero_si128();
      for (; k + 16 <= 4 * w; k += 16) {
        __m128i p = _mm_loadu_si128((const __m128i *)(row + k));
        __m128i lo = _mm_loadu_si128((const __m128i *)(acc + k));
        __m128i hi = _mm_loadu_si128((const __m128i *)(acc + k + 8));
        _mm_storeu_si128((__m128i *)(acc + k), _mm_add_epi16(lo, _mm_unpacklo_epi8(p, zero)));
        _mm_storeu_si128((__m128i *)(acc + k + 8), _mm_add_epi16(hi, _mm_unpackhi_epi8(p, zero)));
      }
#endif
      for (; k < 4 * w; k++) acc[k] = (uint16_t)(acc[k] + row[k]);
    }
    // Every block of the band but perhaps the last has d columns: one reciprocal for them.
    uint64_t full = (uint64_t)d * (uint64_t)(y1 - y0);
    uint64_t fullRecip = ((1ull << 24) + full / 2) / full;
    for (int i = 0; i < lw; i++) {
      int x0 = i * d;
      int x1 = x0 + d < w ? x0 + d : w;
      uint64_t count = (uint64_t)(x1 - x0) * (uint64_t)(y1 - y0);
      uint64_t recip = count == full ? fullRecip : ((1ull << 24) + count / 2) / count;
      uint32_t out = 0;
#if defined(__SSE2__)
      if (d <= 16) {
        // A block's four channel sums fit 16 bits (255 × 16 × 16 < 65536): the block's columns
        // are added four channels at a time, then each sum is scaled as below.
        __m128i sum = _mm_setzero_si128();
        for (int x = x0; x < x1; x++)
          sum = _mm_add_epi16(sum, _mm_loadl_epi64((const __m128i *)(acc + 4 * x)));
        uint16_t sums[8];
        _mm_storeu_si128((__m128i *)sums, sum);
        for (int c = 0; c < 4; c++) {
          uint64_t v = ((uint64_t)sums[c] * recip + (1ull << 23)) >> 24;
          out |= (uint32_t)(v > 255 ? 255 : v) << (8 * c);
        }
        dst[(size_t)j * lw + i] = out;
        continue;
      }
#endif
      for (int c = 0; c < 4; c++) {
        uint64_t sum = 0;
        for (int x = x0; x < x1; x++) sum += acc[x * 4 + c];
        uint64_t v = (sum * recip + (1ull << 23)) >> 24;
        out |= (uint32_t)(v > 255 ? 255 : v) << (8 * c);
      }
      dst[(size_t)j * lw + i] = out;
    }
  }
  free(acc);
}

// One box pass down `rows` rows of `n` bytes, zeros beyond them, every column at once (32-bit
// sums: 255 × size × the reciprocal stays below 2³² for the sizes used).
POPSHOT_CLONES
static void column_pass(
    const uint8_t *in, uint8_t *out, int rows, int n, int left, int right, uint32_t *sums) {
  uint32_t size = (uint32_t)(left + right + 1);
  uint32_t recip = ((1u << 24) + size / 2) / size;
  memset(sums, 0, sizeof(uint32_t) * (size_t)n);
  for (int k = 0; k <= right && k < rows; k++) {
    const uint8_t *r = in + (size_t)k * n;
    for (int i = 0; i < n; i++) sums[i] += r[i];
  }
  for (int y = 0; y < rows; y++) {
    uint8_t *o = out + (size_t)y * n;
    for (int i = 0; i < n; i++) o[i] = (uint8_t)((sums[i] * recip + (1u << 23)) >> 24);
    if (y + right + 1 < rows) {
      const uint8_t *r = in + (size_t)(y + right + 1) * n;
      for (int i = 0; i < n; i++) sums[i] += r[i];
    }
    if (y - left >= 0) {
      const uint8_t *r = in + (size_t)(y - left) * n;
      for (int i = 0; i < n; i++) sums[i] -= r[i];
    }
  }
}

// Blurs the columns of `w` × `h` pixels in place: padded by `e` copies of the end rows, then
// the box passes down every column at once. `p`, `q` hold (h + 2e) rows, `sums` a row.
POPSHOT_CLONES
static void blur_columns(
    uint32_t *px, int w, int h, const int32_t *boxes, int count, int e, uint8_t *p, uint8_t *q,
    uint32_t *sums) {
  int rows = h + 2 * e;
  size_t n = 4 * (size_t)w;
  for (int y = 0; y < rows; y++) {
    int sy = y - e < 0 ? 0 : y - e >= h ? h - 1 : y - e;
    memcpy(p + (size_t)y * n, px + (size_t)sy * w, n);
  }
  uint8_t *src = p, *dst = q;
  for (int i = 0; i < count; i++) {
    column_pass(src, dst, rows, (int)n, boxes[2 * i], boxes[2 * i + 1], sums);
    uint8_t *t = src;
    src = dst;
    dst = t;
  }
  memcpy(px, src + (size_t)e * n, n * (size_t)h);
}

static void transpose(const uint32_t *in, int w, int h, uint32_t *out) {
  for (int y = 0; y < h; y++) {
    for (int x = 0; x < w; x++) out[(size_t)x * h + y] = in[(size_t)y * w + x];
  }
}

POPSHOT_CLONES
void popshot_glass_blur(uint32_t *px, int w, int h, const int32_t *boxes, int count, int e) {
  int longest = w > h ? w : h;
  size_t most = 4 * (size_t)longest * (size_t)(longest + 2 * e);
  uint8_t *p = malloc(most);
  uint8_t *q = malloc(most);
  uint32_t *sums = malloc(sizeof(uint32_t) * 4 * (size_t)longest);
  uint32_t *t = malloc(sizeof(uint32_t) * (size_t)w * (size_t)h);
  if (!p || !q || !sums || !t) {
    free(p);
    free(q);
    free(sums);
    free(t);
    return;
  }
  // The rows are the columns of the transposed pixels; then the columns.
  transpose(px, w, h, t);
  blur_columns(t, h, w, boxes, count, e, p, q, sums);
  transpose(t, h, w, px);
  blur_columns(px, w, h, boxes, count, e, p, q, sums);
  free(p);
  free(q);
  free(sums);
  free(t);
}

POPSHOT_CLONES
void popshot_glass_rim(
    const uint8_t *cov, int w, int h, int r, int top, uint8_t *out, int32_t *inside) {
  int rw = w + 2 * r;
  int rh = h + 2 * r;
  int n = 2 * r + 1;
  // Each grown row's run of full coverage [a, b), when everything between is full; else none.
  int *a = malloc(sizeof(int) * (size_t)rh);
  int *b = malloc(sizeof(int) * (size_t)rh);
  int64_t *cols = malloc(sizeof(int64_t) * (size_t)(rw + 1));
  if (!a || !b || !cols) {
    free(a);
    free(b);
    free(cols);
    return;
  }
  for (int y = 0; y < rh; y++) {
    const uint8_t *row = cov + (size_t)y * rw;
    int lo = 0, hi = rw;
    while (lo < rw && row[lo] != 255) lo++;
    while (hi > lo && row[hi - 1] != 255) hi--;
    int full = 1;
    for (int x = lo; x < hi; x++) full &= row[x] == 255;
    a[y] = full && lo < hi ? lo : rw;
    b[y] = full && lo < hi ? hi : 0;
  }
  const int64_t whole = (int64_t)n * n * 255;
  const int64_t den = (int64_t)r * whole;
  for (int y = 0; y < h; y++) {
    // Output pixel x reads grown columns x … x + 2r of grown rows y … y + 2r: it is inside when
    // every one of those rows is full over those columns.
    int maxa = 0, minb = rw;
    for (int j = 0; j < n; j++) {
      if (a[y + j] > maxa) maxa = a[y + j];
      if (b[y + j] < minb) minb = b[y + j];
    }
    int inside0 = maxa;
    int inside1 = minb - 2 * r;
    if (inside1 < inside0) inside0 = inside1 = w;
    if (inside0 > w) inside0 = w;
    if (inside1 > w) inside1 = w;
    inside[2 * y] = inside0;
    inside[2 * y + 1] = inside1;
    int bands[2][2] = {{0, inside0}, {inside1, w}};
    for (int k = 0; k < 2; k++) {
      int x0 = bands[k][0], x1 = bands[k][1];
      if (x0 >= x1) continue;
      // Column sums over the window's rows for grown columns x0 … x1 + 2r − 1.
      for (int cx = x0; cx < x1 + 2 * r; cx++) {
        int64_t s = 0;
        for (int j = 0; j < n; j++) s += cov[(size_t)(y + j) * rw + cx];
        cols[cx - x0] = s;
      }
      int64_t sum = 0;
      for (int t = 0; t < n; t++) sum += cols[t];
      const uint8_t *centre = cov + (size_t)(y + r) * rw + r;
      for (int x = x0; x < x1; x++) {
        uint8_t value = 0;
        if (centre[x] != 0) {
          int64_t num = (whole - sum) * n * top;
          int64_t v = (num + den / 2) / den;
          value = (uint8_t)(v > top ? top : v);
        }
        out[(size_t)y * w + x] = value;
        if (x + 1 < x1) sum += cols[x + 1 - x0 + 2 * r] - cols[x - x0];
      }
    }
  }
  free(a);
  free(b);
  free(cols);
}


// One low row interpolated along x, rounded to 8 bits a channel: (a·(256 − wx) + b·wx + 128)/256.
POPSHOT_CLONES
static void spread_row(
    const uint32_t *row, int lw, const int32_t *xi, const int32_t *xw, int w, uint8_t *out) {
  int x = 0;
#if defined(__SSE2__)
  // Two pixels a register, four 16-bit channels each: the same sums as the loop below
  // (a·(256 − wx) + b·wx ≤ 255 × 256, so the lanes do not overflow).
  const __m128i zero = _mm_setzero_si128();
  const __m128i half = _mm_set1_epi16(128), full = _mm_set1_epi16(256);
  for (; x + 2 <= w; x += 2) {
    int i0 = xi[x], j0 = xi[x + 1];
    int i1 = i0 + 1 < lw ? i0 + 1 : i0;
    int j1 = j0 + 1 < lw ? j0 + 1 : j0;
    __m128i a = _mm_unpacklo_epi8(_mm_set_epi32(0, 0, (int)row[j0], (int)row[i0]), zero);
    __m128i b = _mm_unpacklo_epi8(_mm_set_epi32(0, 0, (int)row[j1], (int)row[i1]), zero);
    short w0 = (short)xw[x], w1 = (short)xw[x + 1];
    __m128i wb = _mm_set_epi16(w1, w1, w1, w1, w0, w0, w0, w0);
    __m128i wa = _mm_sub_epi16(full, wb);
    __m128i v = _mm_add_epi16(_mm_add_epi16(_mm_mullo_epi16(a, wa), _mm_mullo_epi16(b, wb)), half);
    _mm_storel_epi64((__m128i *)(out + 4 * x), _mm_packus_epi16(_mm_srli_epi16(v, 8), zero));
  }
#endif
  for (; x < w; x++) {
    int i0 = xi[x];
    int i1 = i0 + 1 < lw ? i0 + 1 : i0;
    uint32_t wx = (uint32_t)xw[x];
    uint32_t a = row[i0], b = row[i1];
    for (int c = 0; c < 4; c++) {
      uint32_t v = ((a >> (8 * c)) & 255) * (256 - wx) + ((b >> (8 * c)) & 255) * wx + 128;
      out[x * 4 + c] = (uint8_t)(v >> 8);
    }
  }
}

// Blends two spread rows along y into `out`, `count` bytes: (s0·wa + s1·wb + 128)/256 in 16-bit
// lanes (255 × 256 + 128 < 65536, so nothing overflows).
#if defined(POPSHOT_HAS_AVX2_PATH)
// vblend's sums, thirty-two channels a step (unpacking works within each 128-bit half, and
// packing puts the bytes back where they were). Returns how many channels it did.
__attribute__((target("avx2"))) static int vblend_avx2(
    const uint8_t *s0, const uint8_t *s1, uint8_t *out, int count, uint16_t wa, uint16_t wb) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i va = _mm256_set1_epi16((short)wa), vb = _mm256_set1_epi16((short)wb);
  const __m256i half = _mm256_set1_epi16(128);
  int k = 0;
  for (; k + 32 <= count; k += 32) {
    __m256i a = _mm256_loadu_si256((const __m256i *)(s0 + k));
    __m256i b = _mm256_loadu_si256((const __m256i *)(s1 + k));
    __m256i lo = _mm256_add_epi16(
        _mm256_add_epi16(
            _mm256_mullo_epi16(_mm256_unpacklo_epi8(a, zero), va),
            _mm256_mullo_epi16(_mm256_unpacklo_epi8(b, zero), vb)),
        half);
    __m256i hi = _mm256_add_epi16(
        _mm256_add_epi16(
            _mm256_mullo_epi16(_mm256_unpackhi_epi8(a, zero), va),
            _mm256_mullo_epi16(_mm256_unpackhi_epi8(b, zero), vb)),
        half);
    _mm256_storeu_si256(
        (__m256i *)(out + k),
        _mm256_packus_epi16(_mm256_srli_epi16(lo, 8), _mm256_srli_epi16(hi, 8)));
  }
  return k;
}
#endif

POPSHOT_CLONES
static void vblend(
    const uint8_t *s0, const uint8_t *s1, uint8_t *out, int count, uint16_t wa, uint16_t wb) {
  int k = 0;
#if defined(POPSHOT_HAS_AVX2_PATH)
  if (count >= 32 && __builtin_cpu_supports("avx2")) k = vblend_avx2(s0, s1, out, count, wa, wb);
#endif
#if defined(__SSE2__)
  // Sixteen channels at a time, eight 16-bit lanes a register: the same sums as the loop below.
  const __m128i zero = _mm_setzero_si128();
  const __m128i va = _mm_set1_epi16((short)wa), vb = _mm_set1_epi16((short)wb);
  const __m128i half = _mm_set1_epi16(128);
  for (; k + 16 <= count; k += 16) {
    __m128i a = _mm_loadu_si128((const __m128i *)(s0 + k));
    __m128i b = _mm_loadu_si128((const __m128i *)(s1 + k));
    __m128i lo = _mm_add_epi16(
        _mm_add_epi16(
            _mm_mullo_epi16(_mm_unpacklo_epi8(a, zero), va),
            _mm_mullo_epi16(_mm_unpacklo_epi8(b, zero), vb)),
        half);
    __m128i hi = _mm_add_epi16(
        _mm_add_epi16(
            _mm_mullo_epi16(_mm_unpackhi_epi8(a, zero), va),
            _mm_mullo_epi16(_mm_unpackhi_epi8(b, zero), vb)),
        half);
    _mm_storeu_si128(
        (__m128i *)(out + k), _mm_packus_epi16(_mm_srli_epi16(lo, 8), _mm_srli_epi16(hi, 8)));
  }
#endif
  for (; k < count; k++) {
    uint16_t v = (uint16_t)((uint16_t)(s0[k] * wa) + (uint16_t)(s1[k] * wb) + 128);
    out[k] = (uint8_t)(v >> 8);
  }
}

POPSHOT_CLONES
void popshot_glass_compose(
    const uint32_t *low, int lw, int lh, const int32_t *xi, const int32_t *xw, const int32_t *yi,
    const int32_t *yw, const uint8_t *cov, size_t cstride, const uint8_t *rim,
    const int32_t *inside, uint32_t *dst, size_t stride, int w, int h) {
  // The two low rows of the current output row, spread along x once each (rows are visited in
  // order, so each low row is spread once), then blended along y for the whole row.
  uint8_t *spread[2];
  spread[0] = malloc(4 * (size_t)w);
  spread[1] = malloc(4 * (size_t)w);
  uint8_t *row = malloc(4 * (size_t)w);
  if (!spread[0] || !spread[1] || !row) {
    free(spread[0]);
    free(spread[1]);
    free(row);
    return;
  }
  int have[2] = {-1, -1};
  for (int y = 0; y < h; y++) {
    int j0 = yi[y];
    int j1 = j0 + 1 < lh ? j0 + 1 : j0;
    // Slot 0 holds row j0 and slot 1 row j1; reuse what the previous output row spread.
    if (have[0] != j0) {
      if (have[1] == j0) {
        uint8_t *t = spread[0];
        spread[0] = spread[1];
        spread[1] = t;
        have[0] = j0;
        have[1] = -1;
      } else {
        spread_row(low + (size_t)j0 * lw, lw, xi, xw, w, spread[0]);
        have[0] = j0;
      }
    }
    if (have[1] != j1) {
      spread_row(low + (size_t)j1 * lw, lw, xi, xw, w, spread[1]);
      have[1] = j1;
    }
    const uint8_t *m = cov + (size_t)y * cstride;
    const uint8_t *rr = rim ? rim + (size_t)y * w : NULL;
    // The rim is 0 in [i0, i1) (and not stored there).
    int i0 = rim ? inside[2 * y] : 0, i1 = rim ? inside[2 * y + 1] : w;
#define RIM(x) ((x) >= i0 && (x) < i1 ? 0u : (uint32_t)rr[x])
    uint32_t *out = dst + (size_t)y * stride;
    // The run of fully covered pixels without rim is written whole when nothing interrupts it.
    int fa = 0, fb = w;
    while (fa < w && !(m[fa] == 255 && RIM(fa) == 0)) fa++;
    while (fb > fa && !(m[fb - 1] == 255 && RIM(fb - 1) == 0)) fb--;
    int plain = 1;
    int c0 = fa > i0 ? fa : i0, c1 = fb < i1 ? fb : i1;
    if (c1 < c0) c0 = c1 = fb;
    for (int x = fa; x < c0; x++) plain &= (m[x] == 255) & (RIM(x) == 0);
    for (int x = c0; x < c1; x++) plain &= m[x] == 255;
    for (int x = c1; x < fb; x++) plain &= (m[x] == 255) & (RIM(x) == 0);
    uint16_t wb = (uint16_t)yw[y], wa = (uint16_t)(256 - wb);
    const uint8_t *s0 = spread[0], *s1 = spread[1];
    if (plain && fb > fa) {
      // The run straight into the frame, the rest into the row buffer.
      vblend(s0 + 4 * fa, s1 + 4 * fa, (uint8_t *)(out + fa), 4 * (fb - fa), wa, wb);
      vblend(s0, s1, row, 4 * fa, wa, wb);
      vblend(s0 + 4 * fb, s1 + 4 * fb, row + 4 * fb, 4 * (w - fb), wa, wb);
    } else {
      vblend(s0, s1, row, 4 * w, wa, wb);
      fa = fb = w;
    }
    for (int x = 0; x < w; x++) {
      if (x == fa) {
        x = fb - 1;
        continue;
      }
      uint32_t mv = m[x];
      if (mv == 0) continue;
      uint32_t px;
      memcpy(&px, row + 4 * x, 4);
      uint32_t rv = RIM(x);
      if (mv == 255 && rv == 0) {
        out[x] = px;
        continue;
      }
      if (rv) px = rv * 0x01010101u + popshot_scale_pixel(px, 255 - rv);
      if (mv == 255) {
        out[x] = px;
      } else {
        uint32_t d = out[x], o = 0;
        for (int c = 0; c < 32; c += 8) {
          o |= popshot_div255(((px >> c) & 255) * mv + ((d >> c) & 255) * (255 - mv)) << c;
        }
        out[x] = o;
      }
    }
  }
  free(spread[0]);
  free(spread[1]);
  free(row);
#undef RIM
}
