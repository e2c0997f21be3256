// The box blurs of the shadows' Gaussian (three of them approximate it; ShadowRenderer.swift
// picks the radii). Integer sums, so the result is the same on every machine.
#include <stdlib.h>
#include <string.h>
#include "openuikit_raster.h"

/// (sum + size / 2) / size, exactly, without a division: a multiply by the reciprocal gives
/// the quotient or one off it (sum ≤ 255·size, far inside a double's exact integers), and one
/// comparison each way puts it right.
static inline uint8_t mean(int64_t sum, int64_t size, double reciprocal) {
    int64_t numerator = sum + size / 2;
    int64_t quotient = (int64_t)((double)numerator * reciprocal);
    if ((quotient + 1) * size <= numerator) quotient += 1;
    else if (quotient * size > numerator) quotient -= 1;
    return (uint8_t)quotient;
}

void ouk_box_blur_plane(uint8_t *plane, int32_t width, int32_t height, int32_t radius, uint8_t *scratch) {
    if (radius <= 0 || width <= 0 || height <= 0) return;
    const int64_t size = 2 * (int64_t)radius + 1;
    const double reciprocal = 1.0 / (double)size;
    // Across each row: a running sum over the window, into scratch.
    for (int32_t y = 0; y < height; y++) {
        const uint8_t *row = plane + (int64_t)y * width;
        uint8_t *out = scratch + (int64_t)y * width;
        int64_t sum = 0;
        for (int32_t x = 0; x <= radius && x < width; x++) sum += row[x];
        for (int32_t x = 0; x < width; x++) {
            out[x] = mean(sum, size, reciprocal);
            int64_t outgoing = (int64_t)x - radius, incoming = (int64_t)x + radius + 1;
            if (outgoing >= 0) sum -= row[outgoing];
            if (incoming < width) sum += row[incoming];
        }
    }
    // Down each column, a row at a time (the running sums of all columns side by side, so the
    // loops walk memory in order): from scratch back into the plane.
    int64_t *sums = calloc((size_t)width, sizeof *sums);
    if (sums == 0) return;
    for (int32_t y = 0; y <= radius && y < height; y++) {
        const uint8_t *row = scratch + (int64_t)y * width;
        for (int32_t x = 0; x < width; x++) sums[x] += row[x];
    }
    for (int32_t y = 0; y < height; y++) {
        uint8_t *out = plane + (int64_t)y * width;
        for (int32_t x = 0; x < width; x++) out[x] = mean(sums[x], size, reciprocal);
        int64_t outgoing = (int64_t)y - radius, incoming = (int64_t)y + radius + 1;
        if (outgoing >= 0) {
            const uint8_t *row = scratch + outgoing * width;
            for (int32_t x = 0; x < width; x++) sums[x] -= row[x];
        }
        if (incoming < height) {
            const uint8_t *row = scratch + incoming * width;
            for (int32_t x = 0; x < width; x++) sums[x] += row[x];
        }
    }
    free(sums);
}
