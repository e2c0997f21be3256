import UIKit
import os.log
import ObjectiveC

let panelLog = OSLog(subsystem: "com.example.panel", category: "Panel")

private enum PanelKeys {
    static var tag = 0
}

extension UIView {
    /// A stored property through the Objective-C runtime's associated objects.
    var panelTag: String? {
        get { objc_getAssociatedObject(self, &PanelKeys.tag) as? String }
        set { objc_setAssociatedObject(self, &PanelKeys.tag, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    func logPanelMove(to state: String) {
        os_log("%{public}@ moved to %{public}@", log: panelLog, type: .debug, panelTag ?? "panel", state)
    }
}
