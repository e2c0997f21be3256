// The box blurs of the shadows' Gaussian (three of them approximate it; ShadowRenderer.swift
// picks the radii). Integer sums, so the result is the same on every machine.
#include <stdlib.h>
#include <string.h>
#include "openuikit_raster.h"

static inline uint8_t mean(int64_t sum, int64_t size) {
    return (uint8_t)((sum + size / 2) / size);
}

void ouk_box_blur_plane(uint8_t *plane, int32_t width, int32_t height, int32_t radius, uint8_t *scratch) {
    if (radius <= 0 || width <= 0 || height <= 0) return;
    const int64_t size = 2 * (int64_t)radius + 1;
    // Across each row: a running sum over the window, into scratch.
    for (int32_t y = 0; y < height; y++) {
        const uint8_t *row = plane + (int64_t)y * width;
        uint8_t *out = scratch + (int64_t)y * width;
        int64_t sum = 0;
        for (int32_t x = 0; x <= radius && x < width; x++) sum += row[x];
        for (int32_t x = 0; x < width; x++) {
            out[x] = mean(sum, size);
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
        for (int32_t x = 0; x < width; x++) out[x] = mean(sums[x], size);
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
