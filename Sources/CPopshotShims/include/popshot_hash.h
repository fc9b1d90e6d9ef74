// A fast 64-bit hash of bytes, for pixel and font fingerprints (not for security).
#ifndef POPSHOT_HASH_H
#define POPSHOT_HASH_H

#include <stddef.h>
#include <stdint.h>

/// Hashes `length` bytes: four 64-bit lanes of multiply-rotate rounds over 32-byte stripes, then a
/// final avalanche. The same bytes give the same value on every little-endian machine.
uint64_t popshot_hash64(const void *data, size_t length, uint64_t seed);

/// Hashes a frame's pixels: eight 64-bit lanes over 64-byte stripes with 32 × 32-bit multiplies,
/// vectorised where SSE2 is available (popshot_hash.c describes it). About twice as fast as
/// popshot_hash64 on megabytes; the same bytes give the same value on every little-endian
/// machine, with or without SSE2.
uint64_t popshot_hash_frame(const void *data, size_t length, uint64_t seed);

/// The same value as popshot_hash_frame, computed without vector instructions.
uint64_t popshot_hash_frame_portable(const void *data, size_t length, uint64_t seed);

#endif
