// OpenUIKit's quad rasterizer. See openuikit_raster.h.
//
// The method: for each destination row, the span of pixels the quad can touch is found from
// its edges; pixels whose centres are at least half a pixel inside every edge (and outside the
// rounded corners) get full coverage, the rest get the antialiased coverage clamp(d + 0.5) of
// their nearest edge distances (product over edges). Texture coordinates come from a
// homography evaluated at pixel centres (perspective-correct), sampled bilinearly.
#include "openuikit_raster.h"

#include <math.h>
#include <string.h>
#include <stdint.h>

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

static inline uint32_t sample(const ouk_quad *q, double sx, double sy) {
    const uint32_t *t = q->texture;
    int32_t stride = q->texture_stride, w = q->texture_width, h = q->texture_height;
    if (!q->bilinear) {
        int32_t x = clampi((int32_t)floor(sx), 0, w - 1), y = clampi((int32_t)floor(sy), 0, h - 1);
        return t[(intptr_t)y * stride + x];
    }
    // Pixel centres sit at i + 0.5; weights in 1/256.
    double fx = sx - 0.5, fy = sy - 0.5;
    double flx = floor(fx), fly = floor(fy);
    int32_t x0 = (int32_t)flx, y0 = (int32_t)fly;
    uint32_t wx = (uint32_t)((fx - flx) * 256.0 + 0.5), wy = (uint32_t)((fy - fly) * 256.0 + 0.5);
    int32_t xa = clampi(x0, 0, w - 1), xb = clampi(x0 + 1, 0, w - 1);
    int32_t ya = clampi(y0, 0, h - 1), yb = clampi(y0 + 1, 0, h - 1);
    const uint32_t *ra = t + (intptr_t)ya * stride, *rb = t + (intptr_t)yb * stride;
    return bilinear(ra[xa], ra[xb], rb[xa], rb[xb], wx, wy);
}

// ---------------------------------------------------------------------------------------------
// Coverage

/// Coverage (0...256) of one rounded corner at local point (u, v).
static inline uint32_t corner_coverage(const ouk_quad *q, double u, double v) {
    double w = q->local_width, h = q->local_height;
    const double *r = q->corner_radii;
    double cx, cy, radius;
    if (u < r[0] && v < r[0]) { cx = r[0]; cy = r[0]; radius = r[0]; }
    else if (u > w - r[1] && v < r[1]) { cx = w - r[1]; cy = r[1]; radius = r[1]; }
    else if (u < r[2] && v > h - r[2]) { cx = r[2]; cy = h - r[2]; radius = r[2]; }
    else if (u > w - r[3] && v > h - r[3]) { cx = w - r[3]; cy = h - r[3]; radius = r[3]; }
    else return 256;
    double distance = (radius - sqrt((u - cx) * (u - cx) + (v - cy) * (v - cy))) * q->local_pixels_per_unit;
    double c = distance + 0.5;
    if (c <= 0) return 0;
    if (c >= 1) return 256;
    return (uint32_t)(c * 256.0 + 0.5);
}

/// The x range [*left, *right) of row `y` (centre y + 0.5) where any coverage is possible, and
/// the fully covered range [*inner_left, *inner_right) (empty when there is none).
static void row_spans(const ouk_quad *q, int32_t y, double *left, double *right, double *inner_left, double *inner_right) {
    double yc = y + 0.5;
    double lo = q->x0, hi = q->x1, ilo = q->x0, ihi = q->x1;
    for (int32_t i = 0; i < q->edge_count; i++) {
        double a = q->edges[i][0], b = q->edges[i][1], c = q->edges[i][2];
        double base = b * yc + c;
        if (fabs(a) < 1e-12) {
            if (base < -0.5) { lo = hi = 0; ilo = ihi = 0; break; }
            if (base < 0.5) { ilo = ihi = 0; }
            continue;
        }
        // a·(x + 0.5) + base ≥ −0.5  ⇔  x ≥ (−0.5 − base)/a − 0.5 (for a > 0).
        double outer = (-0.5 - base) / a - 0.5;
        double inner = (0.5 - base) / a - 0.5;
        if (a > 0) {
            if (outer > lo) lo = outer;
            if (inner > ilo) ilo = inner;
        } else {
            if (outer + 1 < hi) hi = outer + 1;
            if (inner + 1 < ihi) ihi = inner + 1;
        }
    }
    *left = lo; *right = hi; *inner_left = ilo; *inner_right = ihi;
}

static inline uint32_t edge_coverage(const ouk_quad *q, double xc, double yc) {
    uint32_t coverage = 256;
    for (int32_t i = 0; i < q->edge_count; i++) {
        double d = q->edges[i][0] * xc + q->edges[i][1] * yc + q->edges[i][2] + 0.5;
        if (d <= 0) return 0;
        if (d < 1) coverage = (coverage * (uint32_t)(d * 256.0 + 0.5)) >> 8;
    }
    return coverage;
}

// ---------------------------------------------------------------------------------------------
// Rasterization

// ---------------------------------------------------------------------------------------------
// Interior spans: fully covered pixels of a textured quad (no corners, no mask). These are most
// of a layer's pixels, so they get a vectorised version chosen at run time.

typedef void (*interior_span_fn)(const ouk_quad *q, uint32_t *row, int32_t x0, int32_t x1, double yc);

/// Texture coordinates of the 8 pixels from `x` (pixel centres), in single precision from a
/// double-precision base per block — the exact arithmetic of the vector path, so scalar and AVX2
/// machines produce the same bytes.
static inline void block_coordinates(const ouk_quad *q, int32_t x, double yc, float *u, float *v) {
    const double *m = q->source_from_device;
    double xc = x + 0.5;
    float bu = (float)(xc * m[0] + yc * m[3] + m[6]), bv = (float)(xc * m[1] + yc * m[4] + m[7]), bw = (float)(xc * m[2] + yc * m[5] + m[8]);
    float du = (float)m[0], dv = (float)m[1], dw = (float)m[2];
    for (int lane = 0; lane < 8; lane++) {
        float fu = bu + (float)lane * du, fv = bv + (float)lane * dv;
        if (!q->is_affine) {
            float inverse = 1.0f / (bw + (float)lane * dw);
            fu = fu * inverse;
            fv = fv * inverse;
        }
        u[lane] = fu;
        v[lane] = fv;
    }
}

/// Bilinear sample with the vector path's rules: weights rounded to nearest (even), the left
/// column clamped to [0, width − 2] so the pair (x, x + 1) is always inside the texture.
static inline uint32_t sample_interior(const ouk_quad *q, float u, float v) {
    const uint32_t *t = q->texture;
    int32_t w = q->texture_width, h = q->texture_height;
    if (!q->bilinear) {
        int32_t x = clampi((int32_t)floorf(u), 0, w - 1), y = clampi((int32_t)floorf(v), 0, h - 1);
        return t[(intptr_t)y * q->texture_stride + x];
    }
    float fx = u - 0.5f, fy = v - 0.5f;
    float flx = floorf(fx), fly = floorf(fy);
    int32_t wx = (int32_t)lrintf((fx - flx) * 256.0f), wy = (int32_t)lrintf((fy - fly) * 256.0f);
    int32_t x0 = (int32_t)flx, y0 = (int32_t)fly;
    if (x0 < 0) { x0 = 0; wx = 0; }
    if (x0 > w - 2) { x0 = w - 2; wx = 256; }
    int32_t ya = clampi(y0, 0, h - 1), yb = clampi(y0 + 1, 0, h - 1);
    const uint32_t *ra = t + (intptr_t)ya * q->texture_stride, *rb = t + (intptr_t)yb * q->texture_stride;
    return bilinear(ra[x0], ra[x0 + 1], rb[x0], rb[x0 + 1], (uint32_t)wx, (uint32_t)wy);
}

static void interior_span_scalar(const ouk_quad *q, uint32_t *row, int32_t x0, int32_t x1, double yc) {
    uint32_t opacity = (uint32_t)q->opacity;
    int direct = q->texture_is_opaque && opacity >= 256;
    float u[8], v[8];
    for (int32_t x = x0; x < x1; x += 8) {
        block_coordinates(q, x, yc, u, v);
        int32_t count = x1 - x < 8 ? x1 - x : 8;
        for (int32_t lane = 0; lane < count; lane++) {
            uint32_t source = sample_interior(q, u[lane], v[lane]);
            if (direct) {
                row[x + lane] = source;
            } else {
                if (opacity < 256) source = scale_pixel(source, opacity);
                row[x + lane] = over(source, row[x + lane]);
            }
        }
    }
}

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

/// (a × wa + b × wb) >> 8 per 8-bit channel, for 8 pixels, with per-pixel weights wa + wb = 256.
__attribute__((target("avx2")))
static inline __m256i lerp8(__m256i a, __m256i b, __m256i wa, __m256i wb) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF);
    __m256i a_rb = _mm256_and_si256(a, low), b_rb = _mm256_and_si256(b, low);
    __m256i a_ag = _mm256_and_si256(_mm256_srli_epi32(a, 8), low), b_ag = _mm256_and_si256(_mm256_srli_epi32(b, 8), low);
    __m256i rb = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(a_rb, wa), _mm256_mullo_epi16(b_rb, wb)), 8);
    __m256i ag = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(a_ag, wa), _mm256_mullo_epi16(b_ag, wb)), 8);
    return _mm256_or_si256(rb, _mm256_slli_epi32(ag, 8));
}

/// p × a / 256 per channel, a in 0...256 replicated in both 16-bit halves of each lane.
__attribute__((target("avx2")))
static inline __m256i scale8(__m256i p, __m256i a) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF);
    __m256i rb = _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_and_si256(p, low), a), 8);
    __m256i ag = _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(p, 8), low), a), 8);
    return _mm256_or_si256(rb, _mm256_slli_epi32(ag, 8));
}

__attribute__((target("avx2")))
static void interior_span_avx2(const ouk_quad *q, uint32_t *row, int32_t x0, int32_t x1, double yc) {
    if (q->texture_width < 2 || !q->bilinear) {
        interior_span_scalar(q, row, x0, x1, yc);
        return;
    }
    const double *m = q->source_from_device;
    const long long *pairs = (const long long *)q->texture;
    const __m256i zero = _mm256_setzero_si256(), one = _mm256_set1_epi32(1), w256 = _mm256_set1_epi32(256);
    const __m256i max_pair = _mm256_set1_epi32(q->texture_width - 2), max_y = _mm256_set1_epi32(q->texture_height - 1);
    const __m256i stride = _mm256_set1_epi32(q->texture_stride);
    const __m256i deinterleave = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    const __m256 lanes = _mm256_setr_ps(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256 half = _mm256_set1_ps(0.5f), scale256 = _mm256_set1_ps(256.0f), unit = _mm256_set1_ps(1.0f);
    const __m256 du = _mm256_set1_ps((float)m[0]), dv = _mm256_set1_ps((float)m[1]), dw = _mm256_set1_ps((float)m[2]);
    uint32_t opacity = (uint32_t)q->opacity;
    int direct = q->texture_is_opaque && opacity >= 256;
    const __m256i opacity16 = _mm256_set1_epi32((int)(opacity | (opacity << 16)));
    const __m256i w256pair = _mm256_or_si256(w256, _mm256_slli_epi32(w256, 16));
    int32_t x = x0;
    for (; x + 8 <= x1; x += 8) {
        double xc = x + 0.5;
        __m256 u = _mm256_add_ps(_mm256_set1_ps((float)(xc * m[0] + yc * m[3] + m[6])), _mm256_mul_ps(lanes, du));
        __m256 v = _mm256_add_ps(_mm256_set1_ps((float)(xc * m[1] + yc * m[4] + m[7])), _mm256_mul_ps(lanes, dv));
        if (!q->is_affine) {
            __m256 w = _mm256_add_ps(_mm256_set1_ps((float)(xc * m[2] + yc * m[5] + m[8])), _mm256_mul_ps(lanes, dw));
            __m256 inverse = _mm256_div_ps(unit, w);
            u = _mm256_mul_ps(u, inverse);
            v = _mm256_mul_ps(v, inverse);
        }
        __m256 fx = _mm256_sub_ps(u, half), fy = _mm256_sub_ps(v, half);
        __m256 flx = _mm256_floor_ps(fx), fly = _mm256_floor_ps(fy);
        __m256i wx = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_sub_ps(fx, flx), scale256));
        __m256i wy = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_sub_ps(fy, fly), scale256));
        __m256i ix0 = _mm256_cvtps_epi32(flx), iy0 = _mm256_cvtps_epi32(fly);
        // Left column in [0, width − 2]; at either end the weight picks the edge pixel.
        __m256i below = _mm256_cmpgt_epi32(zero, ix0), beyond = _mm256_cmpgt_epi32(ix0, max_pair);
        wx = _mm256_blendv_epi8(_mm256_blendv_epi8(wx, zero, below), w256, beyond);
        __m256i xa = _mm256_min_epi32(_mm256_max_epi32(ix0, zero), max_pair);
        __m256i ya = _mm256_mullo_epi32(_mm256_min_epi32(_mm256_max_epi32(iy0, zero), max_y), stride);
        __m256i yb = _mm256_mullo_epi32(_mm256_min_epi32(_mm256_max_epi32(_mm256_add_epi32(iy0, one), zero), max_y), stride);
        __m256i top_index = _mm256_add_epi32(ya, xa), bottom_index = _mm256_add_epi32(yb, xa);
        // Each 64-bit gather brings a horizontal pair (left, right) for four pixels.
        __m256i t_lo = _mm256_i32gather_epi64(pairs, _mm256_castsi256_si128(top_index), 4);
        __m256i t_hi = _mm256_i32gather_epi64(pairs, _mm256_extracti128_si256(top_index, 1), 4);
        __m256i b_lo = _mm256_i32gather_epi64(pairs, _mm256_castsi256_si128(bottom_index), 4);
        __m256i b_hi = _mm256_i32gather_epi64(pairs, _mm256_extracti128_si256(bottom_index, 1), 4);
        t_lo = _mm256_permutevar8x32_epi32(t_lo, deinterleave);
        t_hi = _mm256_permutevar8x32_epi32(t_hi, deinterleave);
        b_lo = _mm256_permutevar8x32_epi32(b_lo, deinterleave);
        b_hi = _mm256_permutevar8x32_epi32(b_hi, deinterleave);
        __m256i tl = _mm256_permute2x128_si256(t_lo, t_hi, 0x20), tr = _mm256_permute2x128_si256(t_lo, t_hi, 0x31);
        __m256i bl = _mm256_permute2x128_si256(b_lo, b_hi, 0x20), br = _mm256_permute2x128_si256(b_lo, b_hi, 0x31);
        __m256i wx16 = _mm256_or_si256(wx, _mm256_slli_epi32(wx, 16)), wy16 = _mm256_or_si256(wy, _mm256_slli_epi32(wy, 16));
        __m256i ix16 = _mm256_sub_epi16(w256pair, wx16), iy16 = _mm256_sub_epi16(w256pair, wy16);
        __m256i pixels = lerp8(lerp8(tl, tr, ix16, wx16), lerp8(bl, br, ix16, wx16), iy16, wy16);
        __m256i *out = (__m256i *)(row + x);
        if (direct) {
            _mm256_storeu_si256(out, pixels);
        } else {
            if (opacity < 256) pixels = scale8(pixels, opacity16);
            __m256i alpha = _mm256_srli_epi32(pixels, 24);
            __m256i inverse = _mm256_sub_epi32(w256, _mm256_add_epi32(alpha, _mm256_srli_epi32(alpha, 7)));
            __m256i inverse16 = _mm256_or_si256(inverse, _mm256_slli_epi32(inverse, 16));
            _mm256_storeu_si256(out, _mm256_add_epi32(pixels, scale8(_mm256_loadu_si256(out), inverse16)));
        }
    }
    if (x < x1) interior_span_scalar(q, row, x, x1, yc);
}
#endif

static interior_span_fn chosen_interior_span = NULL;
static const char *chosen_name = "scalar";
/// Set by `ouk_force_scalar` for the calling thread only (tests compare both paths in one run).
static _Thread_local int scalar_forced = 0;

static interior_span_fn interior_span(void) {
    if (scalar_forced) return interior_span_scalar;
    if (chosen_interior_span) return chosen_interior_span;
    interior_span_fn fn = interior_span_scalar;
#if defined(__x86_64__) || defined(__i386__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2")) {
        fn = interior_span_avx2;
        chosen_name = "avx2";
    }
#endif
    chosen_interior_span = fn;
    return fn;
}

// ---------------------------------------------------------------------------------------------
// Rasterization

/// Pixels [x0, x1) of row y with per-pixel coverage (edges, corners, mask).
static void general_span(const ouk_quad *q, uint32_t *row, const uint8_t *mask_row, int32_t x0, int32_t x1,
                         int32_t inner0, int32_t inner1, double yc) {
    const double *m = q->source_from_device;
    const double *l = q->local_from_device;
    double xc0 = x0 + 0.5;
    double su = xc0 * m[0] + yc * m[3] + m[6], sv = xc0 * m[1] + yc * m[4] + m[7], sw = xc0 * m[2] + yc * m[5] + m[8];
    double lu = xc0 * l[0] + yc * l[3] + l[6], lv = xc0 * l[1] + yc * l[4] + l[7], lw = xc0 * l[2] + yc * l[5] + l[8];
    for (int32_t x = x0; x < x1; x++) {
        uint32_t coverage = (x >= inner0 && x < inner1) ? 256 : edge_coverage(q, x + 0.5, yc);
        if (coverage && q->has_rounded_corners) {
            coverage = (coverage * corner_coverage(q, lu / lw, lv / lw)) >> 8;
        }
        if (coverage && mask_row) coverage = (coverage * (mask_row[x] + (mask_row[x] >> 7))) >> 8;
        if (coverage) {
            uint32_t factor = (coverage * (uint32_t)q->opacity) >> 8;
            uint32_t source;
            if (q->source_kind == OUK_SOURCE_SOLID) {
                source = q->color;
            } else if (q->is_affine) {
                source = sample(q, su, sv);
            } else {
                source = sample(q, su / sw, sv / sw);
            }
            if (factor < 256) source = scale_pixel(source, factor);
            row[x] = over(source, row[x]);
        }
        su += m[0]; sv += m[1]; sw += m[2];
        lu += l[0]; lv += l[1]; lw += l[2];
    }
}

void ouk_rasterize_quad(const ouk_quad *q) {
    if (q->opacity <= 0 || q->x1 <= q->x0 || q->y1 <= q->y0) return;
    // Fully covered pixels of a plain textured or solid quad need no per-pixel coverage.
    int plain = !q->has_rounded_corners && !q->mask;
    interior_span_fn fast = interior_span();
    uint32_t solid = q->color;
    uint32_t solid_scaled = q->opacity < 256 ? scale_pixel(solid, (uint32_t)q->opacity) : solid;
    for (int32_t y = q->y0; y < q->y1; y++) {
        double left, right, inner_left, inner_right;
        row_spans(q, y, &left, &right, &inner_left, &inner_right);
        int32_t xs = (int32_t)ceil(left > q->x0 ? left : q->x0);
        int32_t xe = (int32_t)floor(right < q->x1 ? right : q->x1);
        if (xe > q->x1) xe = q->x1;
        if (xs >= xe) continue;
        int32_t is = (int32_t)ceil(inner_left), ie = (int32_t)floor(inner_right);
        if (is < xs) is = xs;
        if (ie > xe) ie = xe;
        double yc = y + 0.5;
        uint32_t *row = q->destination + (intptr_t)y * q->destination_stride;
        const uint8_t *mask_row = q->mask ? q->mask + (intptr_t)(y - q->mask_y) * q->mask_stride - q->mask_x : NULL;
        if (!plain || is >= ie) {
            general_span(q, row, mask_row, xs, xe, is, ie, yc);
            continue;
        }
        general_span(q, row, mask_row, xs, is, is, ie, yc);
        if (q->source_kind == OUK_SOURCE_TEXTURE) {
            fast(q, row, is, ie, yc);
        } else if ((solid_scaled >> 24) == 255) {
            for (int32_t x = is; x < ie; x++) row[x] = solid_scaled;
        } else {
            for (int32_t x = is; x < ie; x++) row[x] = over(solid_scaled, row[x]);
        }
        general_span(q, row, mask_row, ie, xe, is, ie, yc);
    }
}

/// The columns [*from, *to) of row centre `yc` lying at least a pixel inside every occluder
/// edge (empty when `*from >= *to`).
static void occluded_columns(const double *edges, int32_t count, double yc, int32_t *from, int32_t *to) {
    double low = -1e9, high = 1e9;
    for (int32_t i = 0; i < count; i++) {
        double a = edges[i * 3], b = edges[i * 3 + 1], c = edges[i * 3 + 2];
        double rest = 1.0 - c - b * yc;     // need a·xc ≥ rest, xc = x + 0.5
        if (a > 1e-12) { double x = rest / a - 0.5; if (x > low) low = x; }
        else if (a < -1e-12) { double x = rest / a - 0.5; if (x < high) high = x; }
        else if (rest > 0) { low = 1e9; high = -1e9; }
    }
    *from = low > 1e9 - 1 ? INT32_MAX : (int32_t)ceil(low);
    *to = high < -1e9 + 1 ? INT32_MIN : (int32_t)floor(high) + 1;
}

static void copy_span(uint32_t *d, const uint32_t *s, int32_t count, int32_t opacity, int32_t texture_is_opaque) {
    if (count <= 0) return;
    if (texture_is_opaque && opacity >= 256) {
        memcpy(d, s, (size_t)count * 4);
    } else if (opacity >= 256) {
        for (int32_t i = 0; i < count; i++) d[i] = over(s[i], d[i]);
    } else {
        for (int32_t i = 0; i < count; i++) d[i] = over(scale_pixel(s[i], (uint32_t)opacity), d[i]);
    }
}

void ouk_blit_occluded(uint32_t *destination, int32_t destination_stride, int32_t x0, int32_t y0, int32_t x1, int32_t y1,
                       const uint32_t *texture, int32_t texture_stride, int32_t texture_width, int32_t texture_height,
                       int32_t offset_x, int32_t offset_y, int32_t opacity, int32_t texture_is_opaque,
                       const double *occluder_edges, int32_t occluder_edge_count) {
    int32_t left = offset_x > x0 ? offset_x : x0;
    int32_t top = offset_y > y0 ? offset_y : y0;
    int32_t right = offset_x + texture_width < x1 ? offset_x + texture_width : x1;
    int32_t bottom = offset_y + texture_height < y1 ? offset_y + texture_height : y1;
    if (left >= right || top >= bottom || opacity <= 0) return;
    for (int32_t y = top; y < bottom; y++) {
        uint32_t *d = destination + (intptr_t)y * destination_stride;
        const uint32_t *s = texture + (intptr_t)(y - offset_y) * texture_stride - offset_x;
        int32_t skip_from = right, skip_to = right;
        if (occluder_edges && occluder_edge_count > 0) {
            occluded_columns(occluder_edges, occluder_edge_count, y + 0.5, &skip_from, &skip_to);
            if (skip_from < left) skip_from = left;
            if (skip_to > right) skip_to = right;
            if (skip_from >= skip_to) skip_from = skip_to = right;
        }
        copy_span(d + left, s + left, skip_from - left, opacity, texture_is_opaque);
        copy_span(d + skip_to, s + skip_to, right - skip_to, opacity, texture_is_opaque);
    }
}

void ouk_blit(uint32_t *destination, int32_t destination_stride, int32_t x0, int32_t y0, int32_t x1, int32_t y1,
              const uint32_t *texture, int32_t texture_stride, int32_t texture_width, int32_t texture_height,
              int32_t offset_x, int32_t offset_y, int32_t opacity, int32_t texture_is_opaque) {
    ouk_blit_occluded(destination, destination_stride, x0, y0, x1, y1, texture, texture_stride, texture_width, texture_height,
                      offset_x, offset_y, opacity, texture_is_opaque, NULL, 0);
}

void ouk_apply_mask(uint32_t *destination, int32_t destination_stride, int32_t width, int32_t height,
                    const uint8_t *mask, int32_t mask_stride) {
    for (int32_t y = 0; y < height; y++) {
        uint32_t *d = destination + (intptr_t)y * destination_stride;
        const uint8_t *m = mask + (intptr_t)y * mask_stride;
        for (int32_t x = 0; x < width; x++) {
            uint32_t a = m[x];
            d[x] = a == 255 ? d[x] : scale_pixel(d[x], a + (a >> 7));
        }
    }
}

const char *ouk_raster_implementation(void) {
    if (scalar_forced) return "scalar";
    interior_span();
    return chosen_name;
}

void ouk_force_scalar(int32_t forced) { scalar_forced = forced != 0; }

void ouk_multiply_by_alpha(uint32_t *destination, int32_t destination_stride, const uint32_t *source, int32_t source_stride,
                           int32_t x0, int32_t y0, int32_t x1, int32_t y1) {
    for (int32_t y = y0; y < y1; y++) {
        uint32_t *d = destination + (intptr_t)y * destination_stride;
        const uint32_t *s = source + (intptr_t)y * source_stride;
        for (int32_t x = x0; x < x1; x++) {
            uint32_t a = s[x] >> 24;
            d[x] = a == 255 ? d[x] : scale_pixel(d[x], a + (a >> 7));
        }
    }
}

void ouk_extract_alpha(const uint32_t *source, int32_t source_stride, uint8_t *mask, int32_t mask_stride,
                       int32_t x0, int32_t y0, int32_t x1, int32_t y1) {
    for (int32_t y = y0; y < y1; y++) {
        const uint32_t *s = source + (intptr_t)y * source_stride;
        uint8_t *m = mask + (intptr_t)(y - y0) * mask_stride;
        for (int32_t x = x0; x < x1; x++) m[x - x0] = (uint8_t)(s[x] >> 24);
    }
}

void ouk_clear(uint32_t *destination, int32_t destination_stride, int32_t x0, int32_t y0, int32_t x1, int32_t y1) {
    if (x1 <= x0) return;
    for (int32_t y = y0; y < y1; y++) memset(destination + (intptr_t)y * destination_stride + x0, 0, (size_t)(x1 - x0) * 4);
}
