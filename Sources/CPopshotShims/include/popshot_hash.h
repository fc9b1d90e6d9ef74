// A fast 64-bit hash of bytes, for pixel and font fingerprints (not for security).
#ifndef POPSHOT_HASH_H
#define POPSHOT_HASH_H

#include <stddef.h>
#include <stdint.h>

/// Hashes `length` bytes: four 64-bit lanes of multiply-rotate rounds over 32-byte stripes, then a
/// final avalanche. The same bytes give the same value on every little-endian machine.
uint64_t popshot_hash64(const void *data, size_t length, uint64_t seed);

#endif
