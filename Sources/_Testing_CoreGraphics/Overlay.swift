// Swift Testing declares a cross-import overlay for CoreGraphics (`Testing.swiftcrossimport/
// CoreGraphics.swiftoverlay`), also on Linux. A test file that imports `Testing` and, through
// OpenUIKit's module alias, `CoreGraphics` makes the compiler import `_Testing_CoreGraphics` —
// which only exists on Apple platforms. This module stands in for it so such test files build.
@_exported import OpenCoreGraphics
