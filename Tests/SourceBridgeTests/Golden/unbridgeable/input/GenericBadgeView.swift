import UIKit

/// A generic view: documents cannot name it, so its outlet is only a property.
class GenericBadgeView<Value>: UIView {
    @IBOutlet var label: UILabel!
    var value: Value?
}
