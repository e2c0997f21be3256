// Constants of Darwin's math.h that iOS animation code uses (`animation.repeatCount = MAXFLOAT`,
// `= HUGE`: "repeat for ever" in practice). Linux's C library does not export them to Swift.

/// The largest finite `Float` (Darwin's `MAXFLOAT`).
public let MAXFLOAT: Float = .greatestFiniteMagnitude
/// The largest finite `Float` (Darwin's `HUGE`, defined as `MAXFLOAT`).
public let HUGE: Float = .greatestFiniteMagnitude
