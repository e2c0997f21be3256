#if os(macOS)
import AppKit
#endif
import ChartCore

/// The Mac's file: AppKit's names, never UIKit's.
struct MacBadgeStyle {
    var name = "UIStyle"
}
