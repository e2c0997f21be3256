// OpenQuartzCore: Core Animation on Linux — layers, transforms, the timing model, animations,
// transactions, display links and the compositor. Like Apple's QuartzCore it re-exports
// Core Graphics and Foundation.
@_exported import Foundation
@_exported import OpenCoreGraphics
