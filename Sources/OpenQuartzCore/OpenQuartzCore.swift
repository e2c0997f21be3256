// OpenQuartzCore: Core Animation on Linux — layers, transforms, the timing model, animations,
// transactions, display links and the compositor. Like Apple's QuartzCore it re-exports
// Core Graphics and Foundation.
//
// Foundation is imported here directly (not only through OpenCoreGraphics) on purpose: Swift
// lets a declaration shadow one with the same signature only from a module that imports the
// other module itself, and `RunLoop.run(until:)` in this module shadows Foundation's for files
// that import QuartzCore alone.
@_exported import Foundation
@_exported import OpenCoreGraphics
