import UIKit

final class EmailField: UITextField {
    var isValid: Bool {
        NSPredicate(format: "SELF MATCHES %@", "[^@]+@[^@]+").evaluate(with: text ?? "")
    }
}
