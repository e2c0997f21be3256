// Internal to COpenUIKitRaster: the pixel arithmetic both source files share, and the interior
// span kernels that raster.c calls. Not part of the module's public header.
#ifndef OPENUIKIT_RASTER_INTERNAL_H
#define OPENUIKIT_RASTER_INTERNAL_H

#include "openuikit_raster.h"

#include <stdint.h>

// Contraction of a·b + c into one fused operation would change results between machines that
// have FMA and machines that do not; every pixel must come out the same everywhere.
#pragma STDC FP_CONTRACT OFF

// ---------------------------------------------------------------------------------------------
// Pixel arithmetic (premultiplied, 8 bits per channel, exact and deterministic)

/// p × a / 256 for every channel, a in 0...256.
static inline uint32_t scale_pixel(uint32_t p, uint32_t a) {
    uint32_t rb = (((p & 0x00FF00FFu) * a) >> 8) & 0x00FF00FFu;
    uint32_t ag = (((p >> 8) & 0x00FF00FFu) * a) & 0xFF00FF00u;
    return rb | ag;
}

/// Source-over: s + d × (1 − αs).
static inline uint32_t over(uint32_t s, uint32_t d) {
    uint32_t sa = s >> 24;
    if (sa == 255) return s;
    if (sa == 0 && s == 0) return d;
    uint32_t inverse = 256 - (sa + (sa >> 7));
    return s + scale_pixel(d, inverse);
}

/// Bilinear blend of four pixels with weights (256 − wx, wx) × (256 − wy, wy), wx, wy in 0...256.
static inline uint32_t bilinear(uint32_t tl, uint32_t tr, uint32_t bl, uint32_t br, uint32_t wx, uint32_t wy) {
    uint32_t ix = 256 - wx, iy = 256 - wy;
    // Two channels at a time in 16-bit lanes: (p & 0x00FF00FF) × weight fits in 32 bits.
    uint32_t top_rb = (tl & 0x00FF00FFu) * ix + (tr & 0x00FF00FFu) * wx;
    uint32_t top_ag = ((tl >> 8) & 0x00FF00FFu) * ix + ((tr >> 8) & 0x00FF00FFu) * wx;
    uint32_t bottom_rb = (bl & 0x00FF00FFu) * ix + (br & 0x00FF00FFu) * wx;
    uint32_t bottom_ag = ((bl >> 8) & 0x00FF00FFu) * ix + ((br >> 8) & 0x00FF00FFu) * wx;
    top_rb = (top_rb >> 8) & 0x00FF00FFu;
    top_ag = (top_ag >> 8) & 0x00FF00FFu;
    bottom_rb = (bottom_rb >> 8) & 0x00FF00FFu;
    bottom_ag = (bottom_ag >> 8) & 0x00FF00FFu;
    uint32_t rb = ((top_rb * iy + bottom_rb * wy) >> 8) & 0x00FF00FFu;
    uint32_t ag = (top_ag * iy + bottom_ag * wy) & 0xFF00FF00u;
    return rb | ag;
}

static inline int32_t clampi(int32_t v, int32_t lo, int32_t hi) { return v < lo ? lo : (v > hi ? hi : v); }

// ---------------------------------------------------------------------------------------------
// Interior spans (interior_span.c)

/// Paints the fully covered pixels [x0, x1) of row centre `yc` of a textured quad that has no
/// rounded corners and no mask.
typedef void (*interior_span_fn)(const ouk_quad *q, uint32_t *row, int32_t x0, int32_t x1, double yc);

/// The interior span kernel for this CPU (or the scalar one when the calling thread forced it).
interior_span_fn ouk_interior_span_kernel(void);

#endif
