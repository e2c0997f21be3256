// A plain separable Gaussian blur at full resolution: the benchmark reference for the
// compositor's backdrop blur (which downsamples first).
#include "reference_blur.h"
#include <math.h>
#include <stdlib.h>

static inline int32_t clampi(int32_t v, int32_t lo, int32_t hi) { return v < lo ? lo : (v > hi ? hi : v); }

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

int32_t reference_gaussian_blur(const uint32_t *source, int32_t source_stride, uint32_t *destination, int32_t destination_stride,
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
    float sum = 0;
    for (int32_t i = -radius; i <= radius; i++) { weights[i + radius] = expf(-(float)(i * i) / (2 * sigma * sigma)); sum += weights[i + radius]; }
    for (int32_t i = 0; i <= 2 * radius; i++) weights[i] /= sum;
    blur_pass(a, b, w, h, weights, radius, 1);
    blur_pass(b, a, w, h, weights, radius, 0);
    for (int32_t y = 0; y < h; y++) {
        uint32_t *out = destination + (intptr_t)(y + y0) * destination_stride + x0;
        for (int32_t x = 0; x < w; x++) {
            const float *q = a + ((intptr_t)y * w + x) * 4;
            int32_t ia = clampi((int32_t)(q[3] + 0.5f), 0, 255);
            out[x] = (uint32_t)clampi((int32_t)(q[0] + 0.5f), 0, ia) | ((uint32_t)clampi((int32_t)(q[1] + 0.5f), 0, ia) << 8)
                | ((uint32_t)clampi((int32_t)(q[2] + 0.5f), 0, ia) << 16) | ((uint32_t)ia << 24);
        }
    }
    free(a); free(b); free(weights);
    return 0;
}
