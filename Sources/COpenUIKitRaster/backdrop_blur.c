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

static inline uint32_t pack(float r, float g, float b, float a) {
    // Premultiplied: no channel above alpha after rounding.
    int32_t ia = clampi((int32_t)(a + 0.5f), 0, 255);
    int32_t ir = clampi((int32_t)(r + 0.5f), 0, ia), ig = clampi((int32_t)(g + 0.5f), 0, ia), ib = clampi((int32_t)(b + 0.5f), 0, ia);
    return (uint32_t)ir | ((uint32_t)ig << 8) | ((uint32_t)ib << 16) | ((uint32_t)ia << 24);
}

int32_t ouk_backdrop_blur(const uint32_t *source, int32_t source_stride, int32_t sx0, int32_t sy0, int32_t sx1, int32_t sy1,
                          uint32_t *destination, int32_t destination_stride, int32_t dx0, int32_t dy0, int32_t dx1, int32_t dy1,
                          float sigma) {
    int32_t sw = sx1 - sx0, sh = sy1 - sy0;
    if (sw <= 0 || sh <= 0 || dx1 <= dx0 || dy1 <= dy0) return 0;
    if (!(sigma > 0)) sigma = 0;
    if (sigma > 2000) sigma = 2000;
    int32_t factor = clampi((int32_t)(sigma / 2.5f), 1, 64);
    float low_sigma = sigma / (float)factor;
    int32_t lw = (sw + factor - 1) / factor, lh = (sh + factor - 1) / factor;
    int32_t radius = (int32_t)ceilf(low_sigma * 3);
    if (radius > 64) radius = 64;
    size_t count = (size_t)lw * (size_t)lh * 4;
    float *low = malloc(count * sizeof(float)), *tmp = malloc(count * sizeof(float));
    float *weights = malloc(sizeof(float) * (size_t)(2 * radius + 1));
    float *row = malloc(sizeof(float) * (size_t)lw * 4);
    if (!low || !tmp || !weights || !row) { free(low); free(tmp); free(weights); free(row); return -1; }

    // Downsample: the mean of each factor × factor block (partial blocks at the far edges).
    for (int32_t ly = 0; ly < lh; ly++) {
        int32_t y_begin = sy0 + ly * factor, y_end = y_begin + factor < sy1 ? y_begin + factor : sy1;
        for (int32_t lx = 0; lx < lw; lx++) {
            int32_t x_begin = sx0 + lx * factor, x_end = x_begin + factor < sx1 ? x_begin + factor : sx1;
            uint32_t r = 0, g = 0, b = 0, a = 0;
            for (int32_t y = y_begin; y < y_end; y++) {
                const uint32_t *p = source + (intptr_t)y * source_stride;
                for (int32_t x = x_begin; x < x_end; x++) {
                    uint32_t px = p[x];
                    r += px & 255; g += (px >> 8) & 255; b += (px >> 16) & 255; a += px >> 24;
                }
            }
            float n = (float)((y_end - y_begin) * (x_end - x_begin));
            float *q = low + ((intptr_t)ly * lw + lx) * 4;
            q[0] = (float)r / n; q[1] = (float)g / n; q[2] = (float)b / n; q[3] = (float)a / n;
        }
    }
    gaussian_weights(low_sigma, radius, weights);
    blur_pass(low, tmp, lw, lh, weights, radius, 1);
    blur_pass(tmp, low, lw, lh, weights, radius, 0);

    // Upsample: bilinear between low-resolution sample centres, one interpolated row at a time.
    float inverse = 1.0f / (float)factor;
    for (int32_t y = dy0; y < dy1; y++) {
        float fy = ((float)(y - sy0) + 0.5f) * inverse - 0.5f;
        int32_t y0 = (int32_t)floorf(fy);
        float ty = fy - (float)y0;
        const float *r0 = low + (intptr_t)clampi(y0, 0, lh - 1) * lw * 4;
        const float *r1 = low + (intptr_t)clampi(y0 + 1, 0, lh - 1) * lw * 4;
        for (int32_t i = 0; i < lw * 4; i++) row[i] = r0[i] + (r1[i] - r0[i]) * ty;
        uint32_t *out = destination + (intptr_t)y * destination_stride;
        for (int32_t x = dx0; x < dx1; x++) {
            float fx = ((float)(x - sx0) + 0.5f) * inverse - 0.5f;
            int32_t x0 = (int32_t)floorf(fx);
            float tx = fx - (float)x0;
            const float *p0 = row + (intptr_t)clampi(x0, 0, lw - 1) * 4;
            const float *p1 = row + (intptr_t)clampi(x0 + 1, 0, lw - 1) * 4;
            out[x] = pack(p0[0] + (p1[0] - p0[0]) * tx, p0[1] + (p1[1] - p0[1]) * tx,
                          p0[2] + (p1[2] - p0[2]) * tx, p0[3] + (p1[3] - p0[3]) * tx);
        }
    }
    free(low); free(tmp); free(weights); free(row);
    return 0;
}

int32_t ouk_reference_gaussian_blur(const uint32_t *source, int32_t source_stride, uint32_t *destination, int32_t destination_stride,
                                    int32_t x0, int32_t y0, int32_t x1, int32_t y1, float sigma) {
    int32_t w = x1 - x0, h = y1 - y0;
    if (w <= 0 || h <= 0) return 0;
    int32_t radius = (int32_t)ceilf(sigma * 3);
    if (radius < 0) radius = 0;
    size_t count = (size_t)w * (size_t)h * 4;
    float *a = malloc(count * sizeof(float)), *b = malloc(count * sizeof(float));
    float *weights = malloc(sizeof(float) * (size_t)(2 * radius + 1));
    if (!a || !b || !weights) { free(a); free(b); free(weights); return -1; }
    for (int32_t y = 0; y < h; y++) {
        const uint32_t *p = source + (intptr_t)(y + y0) * source_stride + x0;
        for (int32_t x = 0; x < w; x++) {
            float *q = a + ((intptr_t)y * w + x) * 4;
            q[0] = (float)(p[x] & 255); q[1] = (float)((p[x] >> 8) & 255); q[2] = (float)((p[x] >> 16) & 255); q[3] = (float)(p[x] >> 24);
        }
    }
    gaussian_weights(sigma, radius, weights);
    blur_pass(a, b, w, h, weights, radius, 1);
    blur_pass(b, a, w, h, weights, radius, 0);
    for (int32_t y = 0; y < h; y++) {
        uint32_t *out = destination + (intptr_t)(y + y0) * destination_stride + x0;
        for (int32_t x = 0; x < w; x++) {
            const float *q = a + ((intptr_t)y * w + x) * 4;
            out[x] = pack(q[0], q[1], q[2], q[3]);
        }
    }
    free(a); free(b); free(weights);
    return 0;
}
