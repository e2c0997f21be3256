// A fast hash of a frame's pixels: four lanes of FNV-1a's step over 64-bit words (each step is
// a bijection of its lane's state for a given word, so one differing word always changes the
// result), combined and spread with MurmurHash3's finaliser. Four lanes keep four multiplies
// in flight instead of waiting on one.
#include <string.h>
#include "openuikit_raster.h"

#define PRIME 0x100000001B3ULL

static inline uint64_t step(uint64_t hash, uint64_t word) {
    return (hash ^ word) * PRIME;
}

static inline uint64_t finalise(uint64_t hash) {
    hash ^= hash >> 33;
    hash *= 0xFF51AFD7ED558CCDULL;
    hash ^= hash >> 33;
    hash *= 0xC4CEB9FE1A85EC53ULL;
    hash ^= hash >> 33;
    return hash;
}

/// Hashes (and, with a destination, copies) the pixels: one pass over memory for both.
static uint64_t hash_rows(const uint32_t *pixels, int32_t stride, int32_t width, int32_t height,
                          uint32_t *destination, int32_t destination_stride) {
    uint64_t lanes[4] = { 0xCBF29CE484222325ULL, 0x84222325CBF29CE4ULL, 0x9E3779B97F4A7C15ULL, 0xC2B2AE3D27D4EB4FULL };
    uint64_t size = ((uint64_t)(uint32_t)width << 32) | (uint32_t)height;
    if (pixels == 0 || width <= 0 || height <= 0) return finalise(step(lanes[0], size));
    for (int32_t y = 0; y < height; y++) {
        const uint32_t *row = pixels + (int64_t)y * stride;
        if (destination) memcpy(destination + (int64_t)y * destination_stride, row, (size_t)width * 4);
        int32_t x = 0;
        for (; x + 8 <= width; x += 8) {
            uint64_t words[4];
            memcpy(words, row + x, sizeof words);
            lanes[0] = step(lanes[0], words[0]);
            lanes[1] = step(lanes[1], words[1]);
            lanes[2] = step(lanes[2], words[2]);
            lanes[3] = step(lanes[3], words[3]);
        }
        for (; x < width; x++) lanes[x & 3] = step(lanes[x & 3], row[x] | ((uint64_t)(uint32_t)x << 32));
    }
    uint64_t hash = step(lanes[0], size);
    for (int lane = 1; lane < 4; lane++) hash = step(hash, finalise(lanes[lane]));
    return finalise(hash);
}

uint64_t ouk_pixel_hash(const uint32_t *pixels, int32_t stride, int32_t width, int32_t height) {
    return hash_rows(pixels, stride, width, height, 0, 0);
}

uint64_t ouk_copy_and_hash(const uint32_t *pixels, int32_t stride, int32_t width, int32_t height,
                           uint32_t *destination, int32_t destination_stride) {
    return hash_rows(pixels, stride, width, height, destination, destination_stride);
}
