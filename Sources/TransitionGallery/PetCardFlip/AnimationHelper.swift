import UIKit

// Seed 004: "Custom UIViewController Transitions: Getting Started" ("Guess the Pet"), in Swift
// as the tutorial writes it. The translation stops at the dismissal; the dismissal animator and
// the swipe-to-dismiss interaction controller are built the way the tutorial goes on to
// describe them.

/// The tutorial's helper for perspective and y rotations (main-actor isolated, as Swift 6
/// requires on iOS too: it touches a view's layer).
@MainActor
struct AnimationHelper {
    static func yRotation(_ angle: Double) -> CATransform3D {
        CATransform3DMakeRotation(CGFloat(angle), 0.0, 1.0, 0.0)
    }

    static func perspectiveTransform(for containerView: UIView) {
        var transform = CATransform3DIdentity
        transform.m34 = -0.002
        containerView.layer.sublayerTransform = transform
    }
}

/// A pet behind a card.
struct PetCard {
    let name: String
    let description: String
    let color: UIColor

    static let all = [
        PetCard(name: "猫 Cat", description: "爱睡觉 · Sleeps all day", color: .systemOrange),
        PetCard(name: "狗 Dog", description: "爱散步 · Loves walks", color: .systemBrown),
        PetCard(name: "兔 Rabbit", description: "爱胡萝卜 · Loves carrots", color: .systemPink),
    ]
}
