// Swift Testing declares a cross-import overlay for UIKit (`Testing.swiftcrossimport/
// UIKit.swiftoverlay`), also on Linux. A test file that imports `Testing` and, through the
// `UIKit=OpenUIKit` module alias, `UIKit` makes the compiler import `_Testing_UIKit` — which only
// exists on Apple platforms. This module stands in for it so such test files build.
@_exported import OpenUIKit
