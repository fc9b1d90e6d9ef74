#include "popshot_gradient.h"

#include "popshot_pixel.h"

// The parameter must be worked out exactly as Swift works it out: one rounding per operation.
#pragma STDC FP_CONTRACT OFF


static inline double column_term(int64_t column, double x0, double dx) {
  return ((double)column + 0.5 - x0) * dx;
}

// `t < 0 ? 0 : t > 1 ? 1 : t`, times the last index, plus a half, truncated; NaN (on which
// Swift's conversion would trap) takes entry 0. The result is at most the last index, so an
// int32 holds it.
static inline int32_t entry(double t, double last) {
  double c = t > 1 ? 1 : t >= 0 ? t : 0;
  return (int32_t)(c * last + 0.5);
}

void popshot_linear_gradient_columns(
    double *columns, size_t count, int64_t lo, double x0, double dx) {
  for (size_t i = 0; i < count; i++) columns[i] = column_term(lo + (int64_t)i, x0, dx);
}

#if defined(__x86_64__) && defined(__linux__)
#include <immintrin.h>
#define POPSHOT_HAS_AVX2_PATH 1

// Four columns a register: the same IEEE operations on each lane as the scalar form, then a
// gather from the table. `clamp` false when every parameter of the run is known to lie in
// [0, 1] (clamping is then the identity); `check` true when the table may hold a translucent
// entry: the first group of four that has one is left to the scalar loop. Returns how many
// pixels it wrote.
__attribute__((target("avx2"), always_inline)) static inline size_t span_avx2(
    uint32_t *pixels, size_t count, int64_t lo, const double *columns, double x0, double dx,
    double row_term, double inv, const uint32_t *lut, double last, int clamp, int check) {
  const __m256d vx0 = _mm256_set1_pd(x0), vdx = _mm256_set1_pd(dx);
  const __m256d vrow = _mm256_set1_pd(row_term), vinv = _mm256_set1_pd(inv);
  const __m256d zero = _mm256_setzero_pd(), one = _mm256_set1_pd(1), half = _mm256_set1_pd(0.5);
  const __m256d vlast = _mm256_set1_pd(last), four = _mm256_set1_pd(4);
  const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
  __m256d px = _mm256_add_pd(
      _mm256_set_pd((double)(lo + 3), (double)(lo + 2), (double)(lo + 1), (double)lo), half);
  size_t i = 0;
  for (; i + 4 <= count; i += 4) {
    __m256d a;
    if (columns) {
      a = _mm256_loadu_pd(columns + i);
    } else {
      a = _mm256_mul_pd(_mm256_sub_pd(px, vx0), vdx);
      px = _mm256_add_pd(px, four);
    }
    __m256d t = _mm256_mul_pd(_mm256_add_pd(a, vrow), vinv);
    if (clamp) {
      // t > 1 → 1; t >= 0 → t; else (negative or NaN) → 0.
      t = _mm256_blendv_pd(
          _mm256_blendv_pd(zero, t, _mm256_cmp_pd(t, zero, _CMP_GE_OQ)), one,
          _mm256_cmp_pd(t, one, _CMP_GT_OQ));
    }
    __m128i index = _mm256_cvttpd_epi32(_mm256_add_pd(_mm256_mul_pd(t, vlast), half));
    __m128i colours = _mm_i32gather_epi32((const int *)lut, index, 4);
    if (check &&
        _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(colours, opaque), opaque)) != 0xFFFF)
      break;
    _mm_storeu_si128((__m128i *)(pixels + i), colours);
  }
  return i;
}

__attribute__((target("avx2"))) static size_t span_avx2_any(
    uint32_t *pixels, size_t count, int64_t lo, const double *columns, double x0, double dx,
    double row_term, double inv, const uint32_t *lut, double last, int clamp, int check) {
  // Each combination of the flags gets its own loop.
  if (clamp && check)
    return span_avx2(pixels, count, lo, columns, x0, dx, row_term, inv, lut, last, 1, 1);
  if (clamp) return span_avx2(pixels, count, lo, columns, x0, dx, row_term, inv, lut, last, 1, 0);
  if (check) return span_avx2(pixels, count, lo, columns, x0, dx, row_term, inv, lut, last, 0, 1);
  return span_avx2(pixels, count, lo, columns, x0, dx, row_term, inv, lut, last, 0, 0);
}
#endif

void popshot_linear_gradient_span(
    uint32_t *pixels, size_t count, int64_t lo, const double *columns, double x0, double dx,
    double row_term, double inv, const uint32_t *lut, size_t lut_size, int lut_opaque,
    uint32_t alpha) {
  if (lut_size == 0 || count == 0) return;
  double last = (double)(lut_size - 1);
#define TERM(i) (columns ? columns[i] : column_term(lo + (int64_t)(i), x0, dx))
  if (alpha != 255) {
    for (size_t i = 0; i < count; i++) {
      uint32_t c = popshot_scale_pixel(lut[entry((TERM(i) + row_term) * inv, last)], alpha);
      pixels[i] = c + popshot_scale_pixel(pixels[i], 255u - (c >> 24));
    }
    return;
  }
  size_t i = 0;
#if defined(POPSHOT_HAS_AVX2_PATH)
  // The parameter is monotonic along a row (each operation rounds monotonically), so when both
  // ends lie in [0, 1] every pixel between does and the clamp can be left out.
  double first = (TERM(0) + row_term) * inv, final = (TERM(count - 1) + row_term) * inv;
  int clamp = !(first >= 0 && first <= 1 && final >= 0 && final <= 1);
  // __builtin_cpu_supports reads what the runtime found at start: no lock, nothing cached.
  int avx2 = count >= 4 && __builtin_cpu_supports("avx2");
#endif
  while (i < count) {
#if defined(POPSHOT_HAS_AVX2_PATH)
    if (avx2 && count - i >= 4) {
      i += span_avx2_any(
          pixels + i, count - i, lo + (int64_t)i, columns ? columns + i : NULL, x0, dx, row_term,
          inv, lut, last, clamp, !lut_opaque);
    }
#endif
    // The pixels the vector loop left: the tail, and groups with a translucent entry.
    size_t end = i + 4 < count ? i + 4 : count;
    for (; i < end; i++) {
      uint32_t c = lut[entry((TERM(i) + row_term) * inv, last)];
      pixels[i] = c >> 24 == 255 ? c : c + popshot_scale_pixel(pixels[i], 255u - (c >> 24));
    }
  }
#undef TERM
}
