import UIKit

/// Accessor selectors used as names: logged, compared, turned into key strings.
final class KeyNames: NSObject {
    @objc dynamic var progress: CGFloat = 0

    func names() -> [String] {
        let frameKey = "\(#selector(getter: UIView.frame))"
        let setter = NSStringFromSelector(#selector(setter: KeyNames.progress))
        let sameName = #selector(getter: KeyNames.progress) == Selector("progress")
        return [frameKey, setter, "\(sameName)"]
    }
}
