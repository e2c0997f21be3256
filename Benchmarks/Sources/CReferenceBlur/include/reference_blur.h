#ifndef REFERENCE_BLUR_H
#define REFERENCE_BLUR_H
#include <stdint.h>

/// The reference the backdrop blur is measured against: an exact separable Gaussian of `sigma`
/// pixels at full resolution over [x0, x1) × [y0, y1) of premultiplied RGBA pixels (edges
/// repeated), from `source` into `destination`. Returns 0, or -1 without memory.
int32_t reference_gaussian_blur(const uint32_t *source, int32_t source_stride, uint32_t *destination, int32_t destination_stride,
                                int32_t x0, int32_t y0, int32_t x1, int32_t y1, float sigma);

#endif
