import OpenCoreGraphics
import OpenQuartzCore

/// A host's window as pixels, for the command line's live window and the gallery's demos that
/// write pictures (`PixelBuffer` is not public, so `TransitionHost.frame()` gives an image
/// instead).
@MainActor
package enum HostRendering {
    /// The window's presentation tree now, with the application's other visible windows over it.
    package static func windowPixels(of host: TransitionHost, scale: CGFloat = 1, reusing renderer: CARenderer? = nil) -> PixelBuffer? {
        host.renderWindow(scale: scale, reusing: renderer)
    }
}
