// The full-resolution passes of Liquid Glass (PopshotGraphics Glass.swift): a block average down,
// the rim, and the bilinear composite back up. Integers only, so every build gives the same bytes.
#ifndef POPSHOT_GLASS_H
#define POPSHOT_GLASS_H

#include <stddef.h>
#include <stdint.h>

/// Each `d` × `d` block of `src` (`w` × `h` premultiplied pixels, `stride` pixels a row) becomes
/// one pixel of `dst` (⌈w/d⌉ a row, ⌈h/d⌉ rows): per channel the block's sum times a 24-bit
/// reciprocal of its pixel count, rounded to nearest (a flat colour stays exactly itself).
void popshot_glass_downsample(
    const uint32_t *src, size_t stride, int w, int h, int d, uint32_t *dst);

/// Blurs `w` × `h` premultiplied pixels in place with `count` box passes (`boxes`: left and right
/// reach of each, in pixels) along the rows, then the same along the columns, each line padded
/// by `e` copies of its end pixels and zeros beyond: the same sums and rounding as PopshotGraphics'
/// Blur.blurPixels with its edges extended, so the same bytes (an alpha of 255 everywhere stays
/// 255).
void popshot_glass_blur(uint32_t *px, int w, int h, const int32_t *boxes, int count, int e);

/// The rim's alpha (0…`top`) near the outline, from `cov`, the shape's coverage over the `w` ×
/// `h` pixels grown by `r` on every side ((w + 2r) × (h + 2r)): where a pixel is covered,
/// `top` × (1 − box) × (2r + 1)/r, clamped to `top`, with box the mean coverage over the
/// (2r + 1)² window around it, rounded to nearest; 0 where it is not. Row y's pixels in
/// [`inside[2y]`, `inside[2y + 1]`), whose windows lie in fully covered runs, have no rim: they
/// are not summed and not written.
void popshot_glass_rim(
    const uint8_t *cov, int w, int h, int r, int top, uint8_t *out, int32_t *inside);

/// Composites the glass into `dst` (`w` × `h` pixels, `stride` a row): for each pixel with
/// coverage `cov[y * cstride + x]` > 0, the bilinear sample of `low` (`lw` × `lh`) — along x
/// between the columns `xi[x]` and `xi[x] + 1` with weight `xw[x]` (0…256) on the second,
/// rounded to 8 bits, then along y between the rows `yi[y]` and `yi[y] + 1` with `yw[y]`,
/// rounded; then white at `rim[y * w + x]` over it (source-over) when `rim` is not null (0 in
/// the row's `inside` range, as popshot_glass_rim leaves it); then
/// mixed over the pixel by the coverage (b·m + d·(255 − m), over 255).
void popshot_glass_compose(
    const uint32_t *low, int lw, int lh, const int32_t *xi, const int32_t *xw, const int32_t *yi,
    const int32_t *yw, const uint8_t *cov, size_t cstride, const uint8_t *rim,
    const int32_t *inside, uint32_t *dst, size_t stride, int w, int h);

#endif
