// OpenUIKit's compositor inner loops: rasterizing one layer quad into a frame.
//
// Pixels are premultiplied 32-bit values with alpha in the top byte (Cairo's ARGB32; B G R A in
// memory on little-endian machines). All arithmetic that produces pixels is integer, so the
// same input always gives the same bytes.
#ifndef OPENUIKIT_RASTER_H
#define OPENUIKIT_RASTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a quad paints with.
typedef enum {
    OUK_SOURCE_SOLID = 0,     ///< one premultiplied colour
    OUK_SOURCE_TEXTURE = 1,   ///< a premultiplied image sampled through `source_from_device`
} ouk_source_kind;

/// One quad to rasterize.
typedef struct {
    // Destination and the device rectangle that may be touched: [x0, x1) × [y0, y1).
    uint32_t *destination;
    int32_t destination_stride;           ///< in pixels
    int32_t x0, y0, x1, y1;

    // The quad's outline in device space: up to 8 edges a·x + b·y + c ≥ 0 inside, with (a, b)
    // of unit length so a·x + b·y + c is the signed distance in pixels. Coverage at an edge is
    // the antialiased distance from the pixel centre; pixels more than half a pixel outside any
    // edge are skipped.
    int32_t edge_count;
    double edges[8][3];

    // Rounded corners, tested in the layer's local space: local = device → local homography
    // (row vector: [x y 1] · M), the local rectangle [0, local_width] × [0, local_height] and
    // one radius per corner (min-x/min-y, max-x/min-y, min-x/max-y, max-x/max-y).
    // `local_pixels_per_unit` converts local distances to device pixels for antialiasing.
    int32_t has_rounded_corners;
    double local_from_device[9];
    double local_width, local_height;
    double corner_radii[4];
    double local_pixels_per_unit;

    // Source.
    ouk_source_kind source_kind;
    uint32_t color;                       ///< premultiplied, for OUK_SOURCE_SOLID
    const uint32_t *texture;
    int32_t texture_stride;               ///< in pixels
    int32_t texture_width, texture_height;
    double source_from_device[9];         ///< device pixel centre → texture coordinates (pixel units)
    int32_t is_affine;                    ///< source_from_device has no perspective
    int32_t bilinear;                     ///< 1: bilinear filtering, 0: nearest
    int32_t texture_is_opaque;

    // Modulation: opacity 0...256 and an optional A8 coverage mask in device space.
    int32_t opacity;
    const uint8_t *mask;
    int32_t mask_stride;                  ///< in bytes
    int32_t mask_x, mask_y;               ///< device position of the mask's (0, 0)
} ouk_quad;

/// Rasterizes `quad` into its destination with source-over blending.
void ouk_rasterize_quad(const ouk_quad *quad);

/// Copies a texture into the destination at an integer offset (no transform), blending unless
/// the texture is opaque and the opacity full. Pixels outside [x0, x1) × [y0, y1) are untouched.
void ouk_blit(uint32_t *destination, int32_t destination_stride, int32_t x0, int32_t y0, int32_t x1, int32_t y1,
              const uint32_t *texture, int32_t texture_stride, int32_t texture_width, int32_t texture_height,
              int32_t offset_x, int32_t offset_y, int32_t opacity, int32_t texture_is_opaque);

/// `ouk_blit`, skipping the pixels at least one pixel inside a convex occluder (inward unit edge
/// equations a·x + b·y + c ≥ 0, 3 doubles each): an opaque quad drawn later over them.
void ouk_blit_occluded(uint32_t *destination, int32_t destination_stride, int32_t x0, int32_t y0, int32_t x1, int32_t y1,
                       const uint32_t *texture, int32_t texture_stride, int32_t texture_width, int32_t texture_height,
                       int32_t offset_x, int32_t offset_y, int32_t opacity, int32_t texture_is_opaque,
                       const double *occluder_edges, int32_t occluder_edge_count);

/// Multiplies every pixel's alpha (and premultiplied colour) by an A8 mask: destination *= mask.
void ouk_apply_mask(uint32_t *destination, int32_t destination_stride, int32_t width, int32_t height,
                    const uint8_t *mask, int32_t mask_stride);

/// Names the code path chosen for this CPU ("avx2" or "scalar") — for the calling thread.
const char *ouk_raster_implementation(void);

/// Makes the calling thread use the portable scalar path (1) or the CPU's best path (0). Both
/// paths produce the same bytes; tests use this to prove it.
void ouk_force_scalar(int32_t forced);

/// Blurs what lies in a frame behind a backdrop (UIVisualEffectView): a Gaussian of `sigma`
/// pixels over the premultiplied pixels of `source` in [sx0, sx1) × [sy0, sy1), written to
/// `destination` over [dx0, dx1) × [dy0, dy1), which lies inside the source rectangle (pixels
/// beyond the source rectangle repeat its edge). Large blurs run on a downsampled copy (every
/// `factor` × `factor` block averaged, `factor` chosen so that the remaining sigma is about 2.5
/// pixels) and are bilinearly upsampled, as iOS's backdrops are. Returns 0, or -1 when memory
/// for the downsampled copy cannot be had (nothing is written).
int32_t ouk_backdrop_blur(const uint32_t *source, int32_t source_stride, int32_t sx0, int32_t sy0, int32_t sx1, int32_t sy1,
                          uint32_t *destination, int32_t destination_stride, int32_t dx0, int32_t dy0, int32_t dx1, int32_t dy1,
                          float sigma);

/// destination *= alpha of source, over [x0, x1) × [y0, y1) (both buffers in device space).
void ouk_multiply_by_alpha(uint32_t *destination, int32_t destination_stride, const uint32_t *source, int32_t source_stride,
                           int32_t x0, int32_t y0, int32_t x1, int32_t y1);
/// Extracts the alpha of a premultiplied buffer into an A8 mask covering [x0, x1) × [y0, y1).
void ouk_extract_alpha(const uint32_t *source, int32_t source_stride, uint8_t *mask, int32_t mask_stride,
                       int32_t x0, int32_t y0, int32_t x1, int32_t y1);
/// Sets [x0, x1) × [y0, y1) of a buffer to zero.
void ouk_clear(uint32_t *destination, int32_t destination_stride, int32_t x0, int32_t y0, int32_t x1, int32_t y1);

/// One box blur of radius `radius` across an 8-bit plane (`width` × `height`, rows packed), then
/// one down it, in place: each value becomes the rounded mean of the `2·radius + 1` values
/// centred on it, those outside the plane counting as 0. `scratch` holds `width × height` bytes.
void ouk_box_blur_plane(uint8_t *plane, int32_t width, int32_t height, int32_t radius, uint8_t *scratch);

/// A 64-bit hash of a buffer's pixels (`width` × `height`, rows `stride` pixels apart; the
/// padding between rows is not read), for telling equal frames apart without comparing them.
/// Two buffers that differ in one pixel always hash differently; other differences collide
/// with a probability near 2⁻⁶⁴. Not for security.
uint64_t ouk_pixel_hash(const uint32_t *pixels, int32_t stride, int32_t width, int32_t height);
/// Copies the pixels into `destination` (rows `destination_stride` pixels apart) and returns
/// their `ouk_pixel_hash`, in one pass over memory.
uint64_t ouk_copy_and_hash(const uint32_t *pixels, int32_t stride, int32_t width, int32_t height,
                           uint32_t *destination, int32_t destination_stride);
#ifdef __cplusplus
}
#endif

#endif
