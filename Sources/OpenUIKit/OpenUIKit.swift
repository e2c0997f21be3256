// OpenUIKit: UIKit's views, animation API and (growing) view-controller transition system.
//
// Like Apple's UIKit, importing it brings in the frameworks below it, so `import UIKit` code
// (through the `UIKit=OpenUIKit` module alias, see docs/porting.md) sees Core Animation, Core
// Graphics and Foundation without importing them.
@_exported import Foundation
@_exported import OpenCoreGraphics
@_exported import OpenQuartzCore
