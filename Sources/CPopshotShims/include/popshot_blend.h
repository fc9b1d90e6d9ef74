// Source-over of one premultiplied colour across a run of premultiplied pixels, vectorised.
#ifndef POPSHOT_BLEND_H
#define POPSHOT_BLEND_H

#include <stddef.h>
#include <stdint.h>

/// Each of `count` pixels from `pixels` becomes `source` over it: per channel
/// `s + round(d × (255 − source alpha) / 255)`, rounding as Blend.swift's `sourceOver` does, so the
/// bytes are the same as the Swift loop's.
void popshot_blend_solid(uint32_t *pixels, size_t count, uint32_t source);

/// How many of the `count` bytes from `bytes` on are `value` before the first that is not: the
/// rest of a run of one mask value. Sixteen bytes at a time where SSE2 exists.
size_t popshot_run_length(const uint8_t *bytes, size_t count, uint8_t value);

/// Each of `count` pixels from `pixels` becomes `color` scaled by its coverage byte (from
/// `coverage`) over it: per channel `s + round(d × (255 − s alpha) / 255)` with `s` the colour
/// times coverage / 255 rounded, as a span of that coverage composites in Blend.swift (a
/// coverage of 0 leaves the pixel as it is).
void popshot_coverage_solid(uint32_t *pixels, const uint8_t *coverage, size_t count, uint32_t color);

#endif
