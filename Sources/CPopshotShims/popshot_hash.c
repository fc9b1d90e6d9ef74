#include "popshot_hash.h"

#include <string.h>

// Large odd constants with well-mixed bits (the primes xxHash64 publishes).
static const uint64_t K1 = 0x9E3779B185EBCA87ULL;
static const uint64_t K2 = 0xC2B2AE3D27D4EB4FULL;
static const uint64_t K3 = 0x165667B19E3779F9ULL;
static const uint64_t K4 = 0x85EBCA77C2B2AE63ULL;
static const uint64_t K5 = 0x27D4EB2F165667C5ULL;

// Debug builds compile this file without optimisation (SwiftPM allows no -O flag for a package
// others depend on), so the helpers are forced inline and the load is a builtin: `swift test`
// hashes every frame it checks.
#define POPSHOT_INLINE static inline __attribute__((always_inline))
POPSHOT_INLINE uint64_t rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }
POPSHOT_INLINE uint64_t read64(const unsigned char *p) { uint64_t v; __builtin_memcpy(&v, p, 8); return v; }
POPSHOT_INLINE uint64_t lane(uint64_t acc, uint64_t word) { return rotl(acc + word * K2, 31) * K1; }

uint64_t popshot_hash64(const void *data, size_t length, uint64_t seed) {
  const unsigned char *p = data, *end = p + length;
  uint64_t h;
  if (length >= 32) {
    uint64_t a = seed + K1 + K2, b = seed + K2, c = seed, d = seed - K1;
    for (; p + 32 <= end; p += 32) {
      a = lane(a, read64(p));
      b = lane(b, read64(p + 8));
      c = lane(c, read64(p + 16));
      d = lane(d, read64(p + 24));
    }
    h = rotl(a, 1) + rotl(b, 7) + rotl(c, 12) + rotl(d, 18);
    h = (h ^ lane(0, a)) * K1 + K4;
    h = (h ^ lane(0, b)) * K1 + K4;
    h = (h ^ lane(0, c)) * K1 + K4;
    h = (h ^ lane(0, d)) * K1 + K4;
  } else {
    h = seed + K5;
  }
  h += (uint64_t)length;
  for (; p + 8 <= end; p += 8) h = rotl(h ^ lane(0, read64(p)), 27) * K1 + K4;
  for (; p < end; p++) h = rotl(h ^ (*p * K5), 11) * K1;
  h ^= h >> 33; h *= K2; h ^= h >> 29; h *= K3; h ^= h >> 32;
  return h;
}

// The frame hash. Pixel buffers are megabytes, and popshot_hash64's four serial lanes of 64-bit
// multiplies hash about 4 bytes a cycle; this one takes 64-byte stripes into eight 64-bit
// accumulators with 32 × 32 → 64-bit multiplies, two lanes an instruction where SSE2 is there:
//   for each 8-byte word d of lane i of stripe s:  k = d ^ S[i] ^ (s mod 16 + 1) × K3;
//   acc[i] += lo32(k) × hi32(k);  acc[i ^ 1] += d
// (the word itself is added to the neighbour lane, so a word whose product is 0 still counts;
// the stripe's place among the 16 between stirs is in its key, so the sum depends on the order:
// content moved by a stripe, 16 pixels, changes the hash).
// Every 16 stripes the accumulators are stirred: a ^= a >> 47; a ^= T[i]; a *= P. What is left
// after the last whole stripe goes through popshot_hash64's word and byte rounds, and the
// accumulators are folded into one value with 64-bit rounds and the same avalanche.
// The vector and portable forms give the same value (a test checks them against each other).

static const uint64_t S[8] = {
  0x243F6A8885A308D3ULL, 0x13198A2E03707344ULL, 0xA4093822299F31D0ULL, 0x082EFA98EC4E6C89ULL,
  0x452821E638D01377ULL, 0xBE5466CF34E90C6CULL, 0xC0AC29B7C97C50DDULL, 0x3F84D5B5B5470917ULL};
static const uint64_t T[8] = {
  0x9216D5D98979FB1BULL, 0xD1310BA698DFB5ACULL, 0x2FFD72DBD01ADFB7ULL, 0xB8E1AFED6A267E96ULL,
  0xBA7C9045F12C7F99ULL, 0x24A19947B3916CF7ULL, 0x0801F2E2858EFC16ULL, 0x636920D871574E69ULL};
static const uint64_t P = 0x9E3779B1ULL;
enum { STRIPE = 64, STRIPES_PER_STIR = 16 };

POPSHOT_INLINE uint64_t salt(size_t stripe) {
  return (uint64_t)(stripe % STRIPES_PER_STIR + 1) * K3;
}

POPSHOT_INLINE void stripe_portable(uint64_t acc[8], const unsigned char *p, uint64_t place) {
  for (int i = 0; i < 8; i++) {
    uint64_t d = read64(p + 8 * i), k = d ^ S[i] ^ place;
    acc[i] += (k & 0xFFFFFFFFULL) * (k >> 32);
    acc[i ^ 1] += d;
  }
}

POPSHOT_INLINE void stir_portable(uint64_t acc[8]) {
  for (int i = 0; i < 8; i++) {
    uint64_t a = acc[i];
    a ^= a >> 47;
    a ^= T[i];
    acc[i] = a * P;
  }
}

static uint64_t finish_frame(const uint64_t acc[8], const unsigned char *p, const unsigned char *end,
                             size_t length, uint64_t seed) {
  uint64_t h = seed + K5 + (uint64_t)length * K1;
  for (int i = 0; i < 8; i++) h = rotl(h ^ lane(0, acc[i]), 27) * K1 + K4;
  for (; p + 8 <= end; p += 8) h = rotl(h ^ lane(0, read64(p)), 27) * K1 + K4;
  for (; p < end; p++) h = rotl(h ^ (*p * K5), 11) * K1;
  h ^= h >> 33; h *= K2; h ^= h >> 29; h *= K3; h ^= h >> 32;
  return h;
}

static void start_frame(uint64_t acc[8], uint64_t seed) {
  for (int i = 0; i < 8; i++) acc[i] = seed ^ T[i];
}

uint64_t popshot_hash_frame_portable(const void *data, size_t length, uint64_t seed) {
  const unsigned char *p = data, *end = p + length;
  uint64_t acc[8];
  start_frame(acc, seed);
  size_t stripes = length / STRIPE;
  for (size_t s = 0; s < stripes; s++, p += STRIPE) {
    stripe_portable(acc, p, salt(s));
    if (s % STRIPES_PER_STIR == STRIPES_PER_STIR - 1) stir_portable(acc);
  }
  return finish_frame(acc, p, end, length, seed);
}

#if defined(__SSE2__)
#include <emmintrin.h>

uint64_t popshot_hash_frame(const void *data, size_t length, uint64_t seed) {
  const unsigned char *p = data, *end = p + length;
  uint64_t start[8];
  start_frame(start, seed);
  __m128i acc[4], keys[4], stirs[4];
  for (int j = 0; j < 4; j++) {
    acc[j] = _mm_loadu_si128((const __m128i *)(start + 2 * j));
    keys[j] = _mm_loadu_si128((const __m128i *)(S + 2 * j));
    stirs[j] = _mm_loadu_si128((const __m128i *)(T + 2 * j));
  }
  const __m128i prime = _mm_set1_epi64x((long long)P);
  __m128i salts[STRIPES_PER_STIR];
  for (int s = 0; s < STRIPES_PER_STIR; s++) salts[s] = _mm_set1_epi64x((long long)salt(s));
  size_t stripes = length / STRIPE;
  for (size_t s = 0; s < stripes; s++, p += STRIPE) {
    for (int j = 0; j < 4; j++) {
      __m128i d = _mm_loadu_si128((const __m128i *)(p + 16 * j));
      __m128i k = _mm_xor_si128(d, _mm_xor_si128(keys[j], salts[s % STRIPES_PER_STIR]));
      __m128i product = _mm_mul_epu32(k, _mm_srli_epi64(k, 32));
      __m128i swapped = _mm_shuffle_epi32(d, _MM_SHUFFLE(1, 0, 3, 2));
      acc[j] = _mm_add_epi64(acc[j], _mm_add_epi64(product, swapped));
    }
    if (s % STRIPES_PER_STIR == STRIPES_PER_STIR - 1) {
      for (int j = 0; j < 4; j++) {
        __m128i a = _mm_xor_si128(acc[j], _mm_srli_epi64(acc[j], 47));
        a = _mm_xor_si128(a, stirs[j]);
        __m128i lo = _mm_mul_epu32(a, prime);
        __m128i hi = _mm_mul_epu32(_mm_srli_epi64(a, 32), prime);
        acc[j] = _mm_add_epi64(lo, _mm_slli_epi64(hi, 32));
      }
    }
  }
  uint64_t out[8];
  for (int j = 0; j < 4; j++) _mm_storeu_si128((__m128i *)(out + 2 * j), acc[j]);
  return finish_frame(out, p, end, length, seed);
}
#else
uint64_t popshot_hash_frame(const void *data, size_t length, uint64_t seed) {
  return popshot_hash_frame_portable(data, length, seed);
}
#endif
