// OpenUIKit: UIKit's views, animation API and (growing) view-controller transition system.
//
// Like Apple's UIKit, importing it brings in the frameworks below it, so `import UIKit` code
// (through the `UIKit=OpenUIKit` module alias, see docs/porting.md) sees Core Animation, Core
// Graphics and Foundation without importing them. (Not FoundationNetworking or FoundationXML,
// which Apple's Foundation includes: re-exporting them would make every program linking
// OpenUIKit link libcurl and libxml2, and a static build need their -dev packages;
// `openuikit test` adds them to an app's files instead, docs/adopting-an-app.md.)
@_exported import Foundation
@_exported import OpenCoreGraphics
@_exported import OpenQuartzCore
