// No imports at all: the framework's umbrella header gave this file UIKit.
import UIKit

struct Timing {
    static let duration: TimeInterval = 0.3
    static let cornerRadius: CGFloat = 8
}
