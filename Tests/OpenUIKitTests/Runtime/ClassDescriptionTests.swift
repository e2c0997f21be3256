import Foundation
@testable import OpenUIKit
import Testing

/// `NSObject.description()`, the class method iOS code uses to name nibs and reuse identifiers.
@MainActor
struct ClassDescriptionTests {
    final class CardCell: UIView {}

    @Test func theClassIsNamedWithItsModule() {
        #expect(UIView.description() == "OpenUIKit.UIView")
        #expect(UIViewController.description().components(separatedBy: ".").last == "UIViewController")
        func nibName<T: UIView>(_ type: T.Type) -> String? { T.description().components(separatedBy: ".").last }
        // A nested class reads as Swift reflects it; its last component is still its own name.
        #expect(nibName(CardCell.self) == "CardCell")
        // The instance's description is unchanged.
        #expect(UIView().description.hasPrefix("<UIView"))
    }
}
