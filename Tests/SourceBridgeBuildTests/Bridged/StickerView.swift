#if canImport(UIKit)
import UIKit

class StickerView: UIView {
    var tapsAllowed = false

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { _bridgedOverride_gestureRecognizerShouldBegin(gestureRecognizer) }
}

extension StickerView: UIGestureRecognizerDelegate {
    func _bridgedOverride_gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return tapsAllowed
    }
}
#endif
