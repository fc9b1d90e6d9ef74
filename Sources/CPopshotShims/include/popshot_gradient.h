// A linear gradient across a run of pixels (PopshotGraphics Paint.swift's GradientShader).
#ifndef POPSHOT_GRADIENT_H
#define POPSHOT_GRADIENT_H

#include <stddef.h>
#include <stdint.h>

/// Each of the `count` pixels from `pixels`, column `lo + i`, takes table entry
/// `(int)(clamp(((lo + i + 0.5 − x0) × dx + row_term) × inv, 0, 1) × (lut_size − 1) + 0.5)`: the
/// same doubles in the same order as GradientShader's `linear` and `entry` (no contraction into
/// fused multiply-adds), so the same entry. `columns`, when not NULL, holds `(lo + i + 0.5 − x0)
/// × dx` for each of the pixels (the part that does not change from row to row, worked out
/// once for a fill). An entry of alpha 255 under `alpha` 255 is written; anything else is scaled
/// by `alpha` and composited over the pixel as Blend.swift's `sourceOver` does. `lut_opaque`
/// says every entry has alpha 255. A NaN parameter takes entry 0.
void popshot_linear_gradient_span(
    uint32_t *pixels, size_t count, int64_t lo, const double *columns, double x0, double dx,
    double row_term, double inv, const uint32_t *lut, size_t lut_size, int lut_opaque,
    uint32_t alpha);

/// `columns[i] = (lo + i + 0.5 − x0) × dx` for `count` columns: the row-independent term that
/// `popshot_linear_gradient_span` takes.
void popshot_linear_gradient_columns(double *columns, size_t count, int64_t lo, double x0, double dx);

#endif
