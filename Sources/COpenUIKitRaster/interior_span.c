// Interior spans: the fully covered pixels of a textured quad with no rounded corners and no
// mask. They are most of a transformed layer's pixels, so besides the portable scalar kernel
// there is an AVX2 one, chosen at run time (`__builtin_cpu_supports`); the package needs no
// compiler flags. Both kernels do the same arithmetic in the same order and produce the same
// bytes (the renderer's tests compare them on random quads and random layer trees).
//
// The arithmetic, per block of 8 pixels starting at x:
// - the homogeneous texture coordinates (U, V, W) of pixel x's centre in double precision from
//   `source_from_device`, U and V scaled by 256 (exact), rounded once to float;
// - for lane i: u = U + i·dU, v = V + i·dV (float), and for perspective u·(1 / (W + i·dW)),
//   which leaves u and v in 1/256 texel;
// - the sample position relative to texel centres in 24.8 fixed point, rounded to nearest even:
//   fu = round(u − 128), fv = round(v − 128); texel column fu >> 8 with weight fu & 255, and the
//   same for rows;
// - positions outside the texture clamp to the edge texels: a left column below 0 becomes column
//   0 with weight 0, one beyond width − 2 becomes width − 2 with weight 256 (which picks the
//   right texel), and the same for rows;
// - bilinear blend in 16-bit lanes, horizontal first (see `bilinear` in raster_internal.h).
// This is the same picture the earlier floor-and-fraction formulation gave, byte for byte: a
// weight of 256 on column c and a weight of 0 on column c + 1 select the same texel.
//
// Speed (docs/benchmarks.md): the AVX2 kernel is bound by its 64-bit gathers and the latency of
// the division and conversions before them, so it computes the next block's addresses while the
// current block's gathers are in flight.
#include "raster_internal.h"

#include <math.h>

// ---------------------------------------------------------------------------------------------
// What both kernels share

/// The double-precision part of a row's coordinates, U and V already scaled by 256.
typedef struct {
    double m0, m1, m2, row_u, row_v, row_w, m6, m7, m8;
} row_coordinates;

static inline row_coordinates coordinates_of_row(const ouk_quad *q, double yc) {
    const double *m = q->source_from_device;
    row_coordinates r;
    r.m0 = m[0] * 256; r.m1 = m[1] * 256; r.m2 = m[2];
    r.row_u = yc * (m[3] * 256); r.row_v = yc * (m[4] * 256); r.row_w = yc * m[5];
    r.m6 = m[6] * 256; r.m7 = m[7] * 256; r.m8 = m[8];
    return r;
}

/// (U, V, W) of the centre of pixel x, rounded to float.
static inline void block_base(const row_coordinates *r, int32_t x, float *u, float *v, float *w) {
    double xc = x + 0.5;
    *u = (float)(xc * r->m0 + r->row_u + r->m6);
    *v = (float)(xc * r->m1 + r->row_v + r->m7);
    *w = (float)(xc * r->m2 + r->row_w + r->m8);
}

// ---------------------------------------------------------------------------------------------
// Scalar kernel

/// Float to int32 the way `cvtps2dq` does it: nearest, ties to even; NaN and out-of-range
/// values give INT32_MIN.
static inline int32_t round_to_int32(float f) {
    if (!(f > -2147483648.0f && f < 2147483648.0f)) return INT32_MIN;
    return (int32_t)lrintf(f);
}

/// Left column (or top row) and weight from a 24.8 position, clamped to [0, size − 2]. A texture
/// one texel wide (or high) has only column 0, taken with weight 0.
static inline void clamp_texel(int32_t position, int32_t size, int32_t *texel, uint32_t *weight) {
    int32_t t = position >> 8;   // arithmetic shift: floor division (GCC and Clang define it so)
    uint32_t w = (uint32_t)position & 255u;
    if (t < 0) { t = 0; w = 0; }
    if (t > size - 2) { t = size - 2; w = 256; }
    if (size < 2) { t = 0; w = 0; }
    *texel = t;
    *weight = w;
}

static inline uint32_t sample_nearest(const ouk_quad *q, float u256, float v256) {
    int32_t x = clampi((int32_t)floorf(u256 * (1.0f / 256)), 0, q->texture_width - 1);
    int32_t y = clampi((int32_t)floorf(v256 * (1.0f / 256)), 0, q->texture_height - 1);
    return q->texture[(intptr_t)y * q->texture_stride + x];
}

static inline uint32_t sample_bilinear(const ouk_quad *q, float u256, float v256) {
    int32_t x, y;
    uint32_t wx, wy;
    clamp_texel(round_to_int32(u256 - 128.0f), q->texture_width, &x, &wx);
    clamp_texel(round_to_int32(v256 - 128.0f), q->texture_height, &y, &wy);
    const uint32_t *top = q->texture + (intptr_t)y * q->texture_stride + x;
    const uint32_t *bottom = q->texture_height >= 2 ? top + q->texture_stride : top;
    int32_t right = q->texture_width >= 2 ? 1 : 0;
    return bilinear(top[0], top[right], bottom[0], bottom[right], wx, wy);
}

static void interior_span_scalar(const ouk_quad *q, uint32_t *row, int32_t x0, int32_t x1, double yc) {
    uint32_t opacity = (uint32_t)q->opacity;
    int direct = q->texture_is_opaque && opacity >= 256;
    row_coordinates r = coordinates_of_row(q, yc);
    float du = (float)r.m0, dv = (float)r.m1, dw = (float)r.m2;
    for (int32_t x = x0; x < x1; x += 8) {
        float bu, bv, bw;
        block_base(&r, x, &bu, &bv, &bw);
        int32_t count = x1 - x < 8 ? x1 - x : 8;
        for (int32_t lane = 0; lane < count; lane++) {
            float u = bu + (float)lane * du, v = bv + (float)lane * dv;
            if (!q->is_affine) {
                float inverse = 1.0f / (bw + (float)lane * dw);
                u = u * inverse;
                v = v * inverse;
            }
            uint32_t source = q->bilinear ? sample_bilinear(q, u, v) : sample_nearest(q, u, v);
            if (direct) {
                row[x + lane] = source;
            } else {
                if (opacity < 256) source = scale_pixel(source, opacity);
                row[x + lane] = over(source, row[x + lane]);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// AVX2 kernel

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

/// p × a / 256 per channel, a in 0...256 replicated in both 16-bit halves of each lane.
__attribute__((target("avx2")))
static inline __m256i scale8(__m256i p, __m256i a) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF);
    __m256i rb = _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_and_si256(p, low), a), 8);
    __m256i ag = _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(p, 8), low), a), 8);
    return _mm256_or_si256(rb, _mm256_slli_epi32(ag, 8));
}

/// `bilinear` for 8 pixels, weights replicated in both 16-bit halves of each lane. The channels
/// stay split in two halves (blue and red, green and alpha) between the two passes.
__attribute__((target("avx2")))
static inline __m256i bilinear8(__m256i tl, __m256i tr, __m256i bl, __m256i br, __m256i wx, __m256i wy) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF), high = _mm256_set1_epi32((int)0xFF00FF00u);
    const __m256i w256 = _mm256_set1_epi32(0x01000100);
    __m256i ix = _mm256_sub_epi16(w256, wx), iy = _mm256_sub_epi16(w256, wy);
#define OUK_LERP_LOW(a, b, wa, wb) \
    _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(a, wa), _mm256_mullo_epi16(b, wb)), 8)
#define OUK_LOW(p) _mm256_and_si256(p, low)
#define OUK_HIGH(p) _mm256_and_si256(_mm256_srli_epi32(p, 8), low)
    __m256i top_rb = OUK_LERP_LOW(OUK_LOW(tl), OUK_LOW(tr), ix, wx);
    __m256i top_ag = OUK_LERP_LOW(OUK_HIGH(tl), OUK_HIGH(tr), ix, wx);
    __m256i bottom_rb = OUK_LERP_LOW(OUK_LOW(bl), OUK_LOW(br), ix, wx);
    __m256i bottom_ag = OUK_LERP_LOW(OUK_HIGH(bl), OUK_HIGH(br), ix, wx);
    __m256i rb = OUK_LERP_LOW(top_rb, bottom_rb, iy, wy);
    __m256i ag = _mm256_and_si256(_mm256_add_epi16(_mm256_mullo_epi16(top_ag, iy), _mm256_mullo_epi16(bottom_ag, wy)), high);
#undef OUK_LERP_LOW
#undef OUK_LOW
#undef OUK_HIGH
    return _mm256_or_si256(rb, ag);
}

/// Per-row constants of the AVX2 kernel.
typedef struct {
    row_coordinates r;
    __m256 du, dv, dw;
    __m256i max_column, max_row, stride;
    int affine;
} span_constants;

/// A block's texel addresses and weights: everything the fetch and blend need.
typedef struct {
    __m256i top_index;      ///< texture index of each pixel's top-left texel
    __m256i wx, wy;         ///< weights, replicated in both 16-bit halves, in pixel order
} block_samples;

/// Coordinates, clamping and addresses of the block at x. Lanes hold pixels 0 1 4 5 2 3 6 7:
/// the order in which the 64-bit pair gathers unpack to pixels 0...7 (see `interior_span_avx2`).
__attribute__((target("avx2")))
static inline block_samples sample_block(const span_constants *c, int32_t x) {
    const __m256 lanes = _mm256_setr_ps(0, 1, 4, 5, 2, 3, 6, 7);
    const __m256i to_pixel_order = _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7);
    const __m256i zero = _mm256_setzero_si256(), w256 = _mm256_set1_epi32(256), byte = _mm256_set1_epi32(255);
    float bu, bv, bw;
    block_base(&c->r, x, &bu, &bv, &bw);
    __m256 u = _mm256_add_ps(_mm256_set1_ps(bu), _mm256_mul_ps(lanes, c->du));
    __m256 v = _mm256_add_ps(_mm256_set1_ps(bv), _mm256_mul_ps(lanes, c->dv));
    if (!c->affine) {
        __m256 w = _mm256_add_ps(_mm256_set1_ps(bw), _mm256_mul_ps(lanes, c->dw));
        __m256 inverse = _mm256_div_ps(_mm256_set1_ps(1.0f), w);
        u = _mm256_mul_ps(u, inverse);
        v = _mm256_mul_ps(v, inverse);
    }
    const __m256 centre = _mm256_set1_ps(128.0f);
    __m256i fu = _mm256_cvtps_epi32(_mm256_sub_ps(u, centre)), fv = _mm256_cvtps_epi32(_mm256_sub_ps(v, centre));
    __m256i column = _mm256_srai_epi32(fu, 8), row = _mm256_srai_epi32(fv, 8);
    __m256i wx = _mm256_and_si256(fu, byte), wy = _mm256_and_si256(fv, byte);
    // Unsigned minimum: negative positions count as beyond the end too.
    __m256i inside = _mm256_and_si256(_mm256_cmpeq_epi32(_mm256_min_epu32(column, c->max_column), column),
                                      _mm256_cmpeq_epi32(_mm256_min_epu32(row, c->max_row), row));
    if (_mm256_movemask_epi8(inside) != -1) {
        __m256i below = _mm256_cmpgt_epi32(zero, column), beyond = _mm256_cmpgt_epi32(column, c->max_column);
        wx = _mm256_blendv_epi8(_mm256_blendv_epi8(wx, zero, below), w256, beyond);
        column = _mm256_min_epi32(_mm256_max_epi32(column, zero), c->max_column);
        below = _mm256_cmpgt_epi32(zero, row), beyond = _mm256_cmpgt_epi32(row, c->max_row);
        wy = _mm256_blendv_epi8(_mm256_blendv_epi8(wy, zero, below), w256, beyond);
        row = _mm256_min_epi32(_mm256_max_epi32(row, zero), c->max_row);
    }
    block_samples b;
    b.top_index = _mm256_add_epi32(_mm256_mullo_epi32(row, c->stride), column);
    wx = _mm256_permutevar8x32_epi32(wx, to_pixel_order);
    wy = _mm256_permutevar8x32_epi32(wy, to_pixel_order);
    b.wx = _mm256_or_si256(wx, _mm256_slli_epi32(wx, 16));
    b.wy = _mm256_or_si256(wy, _mm256_slli_epi32(wy, 16));
    return b;
}

/// Left and right texels of 8 pixels from two gathers of horizontal pairs. The pairs of lanes
/// 0–3 and 4–7 land in `first` and `second` as (0 1 | 2 3) and (4 5 | 6 7), 128-bit halves
/// apart; picking even then odd 32-bit words of each half gives lanes 0 1 4 5 | 2 3 6 7, which
/// is pixels 0...7 in order.
__attribute__((target("avx2")))
static inline void gather_pairs(const long long *pairs, __m256i index, __m256i *left, __m256i *right) {
    __m256 first = _mm256_castsi256_ps(_mm256_i32gather_epi64(pairs, _mm256_castsi256_si128(index), 4));
    __m256 second = _mm256_castsi256_ps(_mm256_i32gather_epi64(pairs, _mm256_extracti128_si256(index, 1), 4));
    *left = _mm256_castps_si256(_mm256_shuffle_ps(first, second, 0x88));
    *right = _mm256_castps_si256(_mm256_shuffle_ps(first, second, 0xDD));
}

__attribute__((target("avx2")))
static void interior_span_avx2(const ouk_quad *q, uint32_t *row, int32_t x0, int32_t x1, double yc) {
    if (q->texture_width < 2 || q->texture_height < 2 || !q->bilinear) {
        interior_span_scalar(q, row, x0, x1, yc);
        return;
    }
    if (x0 >= x1) return;
    span_constants c;
    c.r = coordinates_of_row(q, yc);
    c.du = _mm256_set1_ps((float)c.r.m0);
    c.dv = _mm256_set1_ps((float)c.r.m1);
    c.dw = _mm256_set1_ps((float)c.r.m2);
    c.max_column = _mm256_set1_epi32(q->texture_width - 2);
    c.max_row = _mm256_set1_epi32(q->texture_height - 2);
    c.stride = _mm256_set1_epi32(q->texture_stride);
    c.affine = q->is_affine;
    const long long *pairs = (const long long *)q->texture;
    uint32_t opacity = (uint32_t)q->opacity;
    int direct = q->texture_is_opaque && opacity >= 256;
    const __m256i opacity16 = _mm256_set1_epi32((int)(opacity | (opacity << 16)));
    const __m256i w256 = _mm256_set1_epi32(256);
    const __m256i lane_numbers = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    // Software pipelining: the next block's coordinates (a division and a chain of conversions)
    // are computed while this block's gathers are in flight.
    block_samples current = sample_block(&c, x0);
    for (int32_t x = x0; x < x1; x += 8) {
        block_samples next = current;
        if (x + 8 < x1) next = sample_block(&c, x + 8);
        __m256i tl, tr, bl, br;
        gather_pairs(pairs, current.top_index, &tl, &tr);
        gather_pairs(pairs, _mm256_add_epi32(current.top_index, c.stride), &bl, &br);
        __m256i pixels = bilinear8(tl, tr, bl, br, current.wx, current.wy);
        __m256i *out = (__m256i *)(row + x);
        // The last block of a span may be partial: its extra lanes are computed (and clamped
        // into the texture) but neither read from nor written to the row.
        int full = x + 8 <= x1;
        __m256i keep = full ? _mm256_set1_epi32(-1) : _mm256_cmpgt_epi32(_mm256_set1_epi32(x1 - x), lane_numbers);
        if (!direct) {
            if (opacity < 256) pixels = scale8(pixels, opacity16);
            __m256i alpha = _mm256_srli_epi32(pixels, 24);
            __m256i inverse = _mm256_sub_epi32(w256, _mm256_add_epi32(alpha, _mm256_srli_epi32(alpha, 7)));
            __m256i inverse16 = _mm256_or_si256(inverse, _mm256_slli_epi32(inverse, 16));
            __m256i below = full ? _mm256_loadu_si256(out) : _mm256_maskload_epi32((const int *)out, keep);
            pixels = _mm256_add_epi32(pixels, scale8(below, inverse16));
        }
        if (full) _mm256_storeu_si256(out, pixels);
        else _mm256_maskstore_epi32((int *)out, keep, pixels);
        current = next;
    }
}
#endif

// ---------------------------------------------------------------------------------------------
// Choosing the kernel

static interior_span_fn chosen_kernel = NULL;
static const char *chosen_name = "scalar";
/// Set by `ouk_force_scalar` for the calling thread only (tests compare both kernels in one run).
static _Thread_local int scalar_forced = 0;

interior_span_fn ouk_interior_span_kernel(void) {
    if (scalar_forced) return interior_span_scalar;
    if (chosen_kernel) return chosen_kernel;
    interior_span_fn kernel = interior_span_scalar;
#if defined(__x86_64__) || defined(__i386__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2")) {
        kernel = interior_span_avx2;
        chosen_name = "avx2";
    }
#endif
    chosen_kernel = kernel;
    return kernel;
}

const char *ouk_raster_implementation(void) {
    if (scalar_forced) return "scalar";
    ouk_interior_span_kernel();
    return chosen_name;
}

void ouk_force_scalar(int32_t forced) { scalar_forced = forced != 0; }
