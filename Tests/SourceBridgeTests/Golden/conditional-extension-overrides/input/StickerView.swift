#if canImport(UIKit)
import UIKit

class StickerView: UIView {
    var tapsAllowed = false
}

extension StickerView: UIGestureRecognizerDelegate {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return tapsAllowed
    }
}
#endif
