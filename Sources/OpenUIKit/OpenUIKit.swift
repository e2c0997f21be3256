// OpenUIKit: UIKit's views, animation API and (growing) view-controller transition system.
//
// Like Apple's UIKit, importing it brings in the frameworks below it, so `import UIKit` code
// (through the `UIKit=OpenUIKit` module alias, see docs/porting.md) sees Core Animation, Core
// Graphics and Foundation without importing them. On Linux, Foundation's URL loading
// (`URLSession`, `URLRequest`) and XML parsing (`XMLParser`) are separate modules; Apple's
// Foundation has them, so UIKit code expects them after `import UIKit` too.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
#if canImport(FoundationXML)
@_exported import FoundationXML
#endif
@_exported import OpenCoreGraphics
@_exported import OpenQuartzCore
