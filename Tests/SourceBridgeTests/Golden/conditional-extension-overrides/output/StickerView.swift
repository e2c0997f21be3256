#if canImport(UIKit)
import UIKit

class StickerView: UIView {
    var tapsAllowed = false

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return tapsAllowed
    }
}

extension StickerView: UIGestureRecognizerDelegate {
}
#endif
