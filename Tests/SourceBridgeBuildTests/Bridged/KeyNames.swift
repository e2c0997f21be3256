import UIKit

/// Accessor selectors used as names: logged, compared, turned into key strings.
final class KeyNames: NSObject {
    var progress: CGFloat = 0 { willSet { willChangeValue(forKey: "progress") } didSet { didChangeValue(forKey: "progress") } }

    func names() -> [String] {
        let frameKey = "\(Selector("frame"))"
        let setter = NSStringFromSelector(Selector("setProgress:"))
        let sameName = Selector("progress") == Selector("progress")
        return [frameKey, setter, "\(sameName)"]
    }
}
