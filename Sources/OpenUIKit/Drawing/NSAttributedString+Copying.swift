import Foundation

extension NSAttributedString {
    /// A copy that cannot change under the holder: the string itself when it is immutable
    /// (Foundation's `copy()` returns it), else a new immutable string.
    ///
    /// Views keep their attributed text this way instead of always building a new string, which
    /// Linux's Foundation does run by run, comparing neighbouring runs' values: two different
    /// UIKit objects there (two fonts side by side) stop the process (docs/porting.md,
    /// "Foundation on Linux"). An immutable string is then kept as it is and never compared.
    var immutableCopy: NSAttributedString {
        copy() as? NSAttributedString ?? NSAttributedString(attributedString: self)
    }
}
