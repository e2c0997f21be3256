// OpenUIKit's quad rasterizer. See openuikit_raster.h.
//
// The method: for each destination row, the span of pixels the quad can touch is found from
// its edges; pixels whose centres are at least half a pixel inside every edge (and outside the
// rounded corners) get full coverage, the rest get the antialiased coverage clamp(d + 0.5) of
// their nearest edge distances (product over edges). Texture coordinates come from a
// homography evaluated at pixel centres (perspective-correct), sampled bilinearly.
#include "raster_internal.h"

#include <math.h>
#include <string.h>
#include <stdint.h>

// ---------------------------------------------------------------------------------------------
// Sampling at edge pixels (double precision; the interior spans have their own kernels)

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

/// `value` as an integer within [lo, hi]; NaN gives `lo`.
static inline int32_t clamp_to_span(double value, int32_t lo, int32_t hi) {
    if (!(value > lo)) return lo;
    if (!(value < hi)) return hi;
    return (int32_t)value;
}

void ouk_rasterize_quad(const ouk_quad *q) {
    if (q->opacity <= 0 || q->x1 <= q->x0 || q->y1 <= q->y0) return;
    // Fully covered pixels of a plain textured or solid quad need no per-pixel coverage.
    int plain = !q->has_rounded_corners && !q->mask;
    interior_span_fn fast = ouk_interior_span_kernel();
    uint32_t solid = q->color;
    uint32_t solid_scaled = q->opacity < 256 ? scale_pixel(solid, (uint32_t)q->opacity) : solid;
    for (int32_t y = q->y0; y < q->y1; y++) {
        double left, right, inner_left, inner_right;
        row_spans(q, y, &left, &right, &inner_left, &inner_right);
        // Edges of huge or degenerate quads give spans far outside (or NaN): clamp in double
        // before converting, which would otherwise be undefined (and on x86 gives INT_MIN).
        int32_t xs = clamp_to_span(ceil(left), q->x0, q->x1);
        int32_t xe = clamp_to_span(floor(right), q->x0, q->x1);
        if (xs >= xe) continue;
        int32_t is = clamp_to_span(ceil(inner_left), xs, xe), ie = clamp_to_span(floor(inner_right), xs, xe);
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

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Copies `count` pixels. On x86, glibc's memcpy copies rows this long with `rep movsb`, which
/// ran five times slower here (AMD EPYC, glibc 2.36) when the destination is 4 to 28 bytes past
/// the source modulo 4096: what a layer at a whole-pixel offset of 1 to 7 pixels produces when
/// the two buffers start alike. Those copies take a plain vector loop instead.
static void copy_pixels(uint32_t *d, const uint32_t *s, int32_t count) {
#if defined(__SSE2__)
    uintptr_t ahead = ((uintptr_t)d - (uintptr_t)s) & 4095;
    if (ahead != 0 && ahead < 64) {
        int32_t i = 0;
        for (; i + 8 <= count; i += 8) {
            __m128i first = _mm_loadu_si128((const __m128i *)(s + i)), second = _mm_loadu_si128((const __m128i *)(s + i + 4));
            _mm_storeu_si128((__m128i *)(d + i), first);
            _mm_storeu_si128((__m128i *)(d + i + 4), second);
        }
        if (i < count) memcpy(d + i, s + i, (size_t)(count - i) * 4);
        return;
    }
#endif
    memcpy(d, s, (size_t)count * 4);
}

static void copy_span(uint32_t *d, const uint32_t *s, int32_t count, int32_t opacity, int32_t texture_is_opaque) {
    if (count <= 0) return;
    if (texture_is_opaque && opacity >= 256) {
        copy_pixels(d, s, count);
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
