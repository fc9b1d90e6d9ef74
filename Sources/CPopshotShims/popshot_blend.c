#include "popshot_blend.h"

#include "popshot_pixel.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif


#if defined(__x86_64__) && defined(__linux__)
#include <immintrin.h>
#define POPSHOT_HAS_AVX2_PATH 1

// The same arithmetic as the SSE2 loop below, eight pixels a register: unpacking and packing
// work within each 128-bit half, so the bytes come back in their places. Built for AVX2 and
// taken only where the CPU has it; the bytes are the SSE2 loop's.
__attribute__((target("avx2"))) static size_t blend_solid_avx2(
    uint32_t *pixels, size_t count, uint32_t source, uint32_t f) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i factor = _mm256_set1_epi16((short)f);
  const __m256i half = _mm256_set1_epi16(128);
  const __m256i src = _mm256_set1_epi32((int)source);
  size_t i = 0;
  for (; i + 8 <= count; i += 8) {
    __m256i d = _mm256_loadu_si256((const __m256i *)(pixels + i));
    __m256i lo =
        _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(d, zero), factor), half);
    __m256i hi =
        _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(d, zero), factor), half);
    lo = _mm256_srli_epi16(_mm256_add_epi16(lo, _mm256_srli_epi16(lo, 8)), 8);
    hi = _mm256_srli_epi16(_mm256_add_epi16(hi, _mm256_srli_epi16(hi, 8)), 8);
    _mm256_storeu_si256(
        (__m256i *)(pixels + i), _mm256_add_epi8(_mm256_packus_epi16(lo, hi), src));
  }
  return i;
}

#endif

void popshot_blend_solid(uint32_t *pixels, size_t count, uint32_t source) {
  uint32_t f = 255u - (source >> 24);
  size_t i = 0;
#if defined(POPSHOT_HAS_AVX2_PATH)
  // __builtin_cpu_supports reads what the runtime found at start: no lock, nothing cached here.
  if (count >= 8 && __builtin_cpu_supports("avx2")) i = blend_solid_avx2(pixels, count, source, f);
#endif
#if defined(__SSE2__)
  // Eight 16-bit channels a register: each channel times f plus 128, plus itself shifted down
  // by 8, shifted down by 8 is the same rounded quotient as the scalar form's (no lane carries,
  // since 255 × 255 + 128 + 254 < 65536); the source is then added bytewise without overflow,
  // since premultiplied channels never exceed alpha.
  const __m128i zero = _mm_setzero_si128();
  const __m128i factor = _mm_set1_epi16((short)f);
  const __m128i half = _mm_set1_epi16(128);
  const __m128i src = _mm_set1_epi32((int)source);
  for (; i + 4 <= count; i += 4) {
    __m128i d = _mm_loadu_si128((const __m128i *)(pixels + i));
    __m128i lo = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), factor), half);
    __m128i hi = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), factor), half);
    lo = _mm_srli_epi16(_mm_add_epi16(lo, _mm_srli_epi16(lo, 8)), 8);
    hi = _mm_srli_epi16(_mm_add_epi16(hi, _mm_srli_epi16(hi, 8)), 8);
    _mm_storeu_si128((__m128i *)(pixels + i), _mm_add_epi8(_mm_packus_epi16(lo, hi), src));
  }
#endif
  for (; i < count; i++) pixels[i] = popshot_over(source, pixels[i], f);
}

size_t popshot_run_length(const uint8_t *bytes, size_t count, uint8_t value) {
  size_t i = 0;
#if defined(__SSE2__)
  const __m128i needle = _mm_set1_epi8((char)value);
  for (; i + 16 <= count; i += 16) {
    __m128i chunk = _mm_loadu_si128((const __m128i *)(bytes + i));
    unsigned differs = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, needle)) ^ 0xFFFFu;
    if (differs) return i + (size_t)__builtin_ctz(differs);
  }
#endif
  while (i < count && bytes[i] == value) i++;
  return i;
}


void popshot_coverage_solid(uint32_t *pixels, const uint8_t *coverage, size_t count, uint32_t color) {
  for (size_t i = 0; i < count; i++) {
    uint32_t a = coverage[i];
    if (a == 0) continue;
    uint32_t s = a == 255 ? color : popshot_scale_pixel(color, a);
    // An opaque source replaces the pixel (popshot_over() with f = 0 gives the same).
    pixels[i] = s >> 24 == 255 ? s : popshot_over(s, pixels[i], 255u - (s >> 24));
  }
}
