// The backdrop blur of UIVisualEffectView (see openuikit_raster.h): downsample, separable
// Gaussian at low resolution, bilinear upsample. Plain C written so that the compiler's
// auto-vectorizer handles the inner loops at the baseline ISA; no CPU dispatch needed.
#include "openuikit_raster.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static inline int32_t clampi(int32_t v, int32_t lo, int32_t hi) { return v < lo ? lo : (v > hi ? hi : v); }

/// Normalised Gaussian weights for offsets -radius...radius.
static void gaussian_weights(float sigma, int32_t radius, float *weights) {
    float sum = 0;
    for (int32_t i = -radius; i <= radius; i++) {
        float w = sigma > 0 ? expf(-(float)(i * i) / (2 * sigma * sigma)) : (i == 0 ? 1.0f : 0.0f);
        weights[i + radius] = w;
        sum += w;
    }
    for (int32_t i = 0; i <= 2 * radius; i++) weights[i] /= sum;
}

/// One separable pass over an RGBA float image: along x (horizontal != 0) or y, edges repeated.
static void blur_pass(const float *in, float *out, int32_t width, int32_t height, const float *weights, int32_t radius, int horizontal) {
    for (int32_t y = 0; y < height; y++) {
        for (int32_t x = 0; x < width; x++) {
            float r = 0, g = 0, b = 0, a = 0;
            for (int32_t k = -radius; k <= radius; k++) {
                int32_t sx = horizontal ? clampi(x + k, 0, width - 1) : x;
                int32_t sy = horizontal ? y : clampi(y + k, 0, height - 1);
                const float *p = in + ((intptr_t)sy * width + sx) * 4;
                float w = weights[k + radius];
                r += p[0] * w; g += p[1] * w; b += p[2] * w; a += p[3] * w;
            }
            float *q = out + ((intptr_t)y * width + x) * 4;
            q[0] = r; q[1] = g; q[2] = b; q[3] = a;
        }
    }
}



#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// out[i] = round(r0 + (r1 - r0) * t) for `count` premultiplied pixels of float rows. Linear
/// blends of premultiplied pixels keep every colour at or below alpha, and rounding is
/// monotonic, so no clamp is needed beyond the 0...255 saturation of the packs.
static void blend_rows(const float *r0, const float *r1, float t, uint32_t *out, int32_t count) {
    int32_t i = 0;
#if defined(__SSE2__)
    __m128 weight = _mm_set1_ps(t);
    for (; i + 4 <= count; i += 4) {
        __m128i pixels[4];
        for (int k = 0; k < 4; k++) {
            __m128 a = _mm_loadu_ps(r0 + (i + k) * 4), b = _mm_loadu_ps(r1 + (i + k) * 4);
            pixels[k] = _mm_cvtps_epi32(_mm_add_ps(a, _mm_mul_ps(_mm_sub_ps(b, a), weight)));
        }
        __m128i low = _mm_packs_epi32(pixels[0], pixels[1]), high = _mm_packs_epi32(pixels[2], pixels[3]);
        _mm_storeu_si128((__m128i *)(out + i), _mm_packus_epi16(low, high));
    }
#endif
    for (; i < count; i++) {
        uint32_t pixel = 0;
        for (int c = 0; c < 4; c++) {
            float v = r0[i * 4 + c] + (r1[i * 4 + c] - r0[i * 4 + c]) * t;
            pixel |= (uint32_t)clampi((int32_t)lrintf(v), 0, 255) << (8 * c);
        }
        out[i] = pixel;
    }
}

int32_t ouk_backdrop_blur(const uint32_t *source, int32_t source_stride, int32_t sx0, int32_t sy0, int32_t sx1, int32_t sy1,
                          uint32_t *destination, int32_t destination_stride, int32_t dx0, int32_t dy0, int32_t dx1, int32_t dy1,
                          float sigma) {
    int32_t sw = sx1 - sx0, sh = sy1 - sy0, dw = dx1 - dx0;
    if (sw <= 0 || sh <= 0 || dw <= 0 || dy1 <= dy0) return 0;
    if (!(sigma > 0)) sigma = 0;
    if (sigma > 2000) sigma = 2000;
    int32_t factor = clampi((int32_t)(sigma / 2.5f), 1, 64);
    float low_sigma = sigma / (float)factor;
    int32_t lw = (sw + factor - 1) / factor, lh = (sh + factor - 1) / factor;
    int32_t radius = (int32_t)ceilf(low_sigma * 3);
    if (radius > 64) radius = 64;
    float inverse = 1.0f / (float)factor;
    // The low-resolution rows the destination rows interpolate between.
    int32_t first_low = clampi((int32_t)floorf(((float)(dy0 - sy0) + 0.5f) * inverse - 0.5f), 0, lh - 1);
    int32_t last_low = clampi((int32_t)floorf(((float)(dy1 - 1 - sy0) + 0.5f) * inverse - 0.5f) + 1, 0, lh - 1);
    int32_t rows = last_low - first_low + 1;
    int32_t padded_width = (dw + 3) & ~3;
    size_t count = (size_t)lw * (size_t)lh * 4;
    float *low = malloc(count * sizeof(float)), *tmp = malloc(count * sizeof(float));
    float *weights = malloc(sizeof(float) * (size_t)(2 * radius + 1));
    uint16_t *columns = malloc(sizeof(uint16_t) * (size_t)sw * 4);
    int32_t *x_index = malloc(sizeof(int32_t) * (size_t)padded_width * 2);
    float *x_weight = malloc(sizeof(float) * (size_t)padded_width);
    float *wide = malloc(sizeof(float) * (size_t)padded_width * 4 * (size_t)rows);
    if (!low || !tmp || !weights || !columns || !x_index || !x_weight || !wide) {
        free(low); free(tmp); free(weights); free(columns); free(x_index); free(x_weight); free(wide);
        return -1;
    }

    // 1. Downsample: the mean of each factor x factor block (partial blocks at the far edges).
    //    The block's rows are summed column by column into 16-bit channels (at most
    //    64 x 255 per channel), then each block's columns are summed.
    for (int32_t ly = 0; ly < lh; ly++) {
        int32_t y_begin = sy0 + ly * factor, y_end = y_begin + factor < sy1 ? y_begin + factor : sy1;
        memset(columns, 0, sizeof(uint16_t) * (size_t)sw * 4);
        for (int32_t y = y_begin; y < y_end; y++) {
            const uint32_t *p = source + (intptr_t)y * source_stride + sx0;
            int32_t x = 0;
#if defined(__SSE2__)
            __m128i zero = _mm_setzero_si128();
            for (; x + 4 <= sw; x += 4) {
                __m128i v = _mm_loadu_si128((const __m128i *)(p + x));
                __m128i *a = (__m128i *)(columns + x * 4);
                _mm_storeu_si128(a, _mm_add_epi16(_mm_loadu_si128(a), _mm_unpacklo_epi8(v, zero)));
                _mm_storeu_si128(a + 1, _mm_add_epi16(_mm_loadu_si128(a + 1), _mm_unpackhi_epi8(v, zero)));
            }
#endif
            for (; x < sw; x++) {
                uint32_t px = p[x];
                for (int c = 0; c < 4; c++) columns[x * 4 + c] = (uint16_t)(columns[x * 4 + c] + ((px >> (8 * c)) & 255));
            }
        }
        for (int32_t lx = 0; lx < lw; lx++) {
            int32_t x_begin = lx * factor, x_end = x_begin + factor < sw ? x_begin + factor : sw;
            int32_t sum[4] = {0, 0, 0, 0};
            for (int32_t x = x_begin; x < x_end; x++) {
                for (int c = 0; c < 4; c++) sum[c] += columns[x * 4 + c];
            }
            float scale = 1.0f / (float)((y_end - y_begin) * (x_end - x_begin));
            float *q = low + ((intptr_t)ly * lw + lx) * 4;
            for (int c = 0; c < 4; c++) q[c] = (float)sum[c] * scale;
        }
    }
    // 2. The Gaussian at low resolution.
    gaussian_weights(low_sigma, radius, weights);
    blur_pass(low, tmp, lw, lh, weights, radius, 1);
    blur_pass(tmp, low, lw, lh, weights, radius, 0);

    // 3. Upsample, bilinear between low-resolution sample centres: each needed low row is first
    //    widened to the destination's width, then destination rows blend two wide rows.
    for (int32_t i = 0; i < padded_width; i++) {
        int32_t x = dx0 + (i < dw ? i : dw - 1);
        float fx = ((float)(x - sx0) + 0.5f) * inverse - 0.5f;
        int32_t x0 = (int32_t)floorf(fx);
        x_weight[i] = fx - (float)x0;
        x_index[2 * i] = clampi(x0, 0, lw - 1) * 4;
        x_index[2 * i + 1] = clampi(x0 + 1, 0, lw - 1) * 4;
    }
    for (int32_t r = 0; r < rows; r++) {
        const float *line = low + (intptr_t)(first_low + r) * lw * 4;
        float *out = wide + (intptr_t)r * padded_width * 4;
        for (int32_t i = 0; i < padded_width; i++) {
            const float *p0 = line + x_index[2 * i], *p1 = line + x_index[2 * i + 1];
            float t = x_weight[i];
            for (int c = 0; c < 4; c++) out[i * 4 + c] = p0[c] + (p1[c] - p0[c]) * t;
        }
    }
    for (int32_t y = dy0; y < dy1; y++) {
        float fy = ((float)(y - sy0) + 0.5f) * inverse - 0.5f;
        int32_t y0 = (int32_t)floorf(fy);
        float ty = fy - (float)y0;
        const float *r0 = wide + (intptr_t)(clampi(y0, 0, lh - 1) - first_low) * padded_width * 4;
        const float *r1 = wide + (intptr_t)(clampi(y0 + 1, 0, lh - 1) - first_low) * padded_width * 4;
        uint32_t *out = destination + (intptr_t)y * destination_stride + dx0;
        blend_rows(r0, r1, ty, out, dw);
    }
    free(low); free(tmp); free(weights); free(columns); free(x_index); free(x_weight); free(wide);
    return 0;
}
