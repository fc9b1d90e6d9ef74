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
