import UIKit

final class EmailField: UITextField {
    var isValid: Bool {
        NSPredicate(format: "SELF MATCHES %@", "[^@]+@[^@]+").evaluate(with: text ?? "")
    }
}

func countdownText(_ seconds: TimeInterval) -> String? {
    let formatter = UIKit.DateComponentsFormatter()
    formatter.allowedUnits = [.hour, .minute]
    return formatter.string(from: seconds) ?? UIKit.DateComponentsFormatter.localizedString(from: DateComponents(minute: 1), unitsStyle: .full)
}
