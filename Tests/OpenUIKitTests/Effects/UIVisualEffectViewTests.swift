@testable import OpenQuartzCore
@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// The blur really blurs what is behind the view: 10-point black and white stripes behind a
/// `UIBlurEffect` come out as an even grey (the stripes' mean) tinted by the style; outside the
/// view they are untouched.
@MainActor
struct UIVisualEffectViewTests {
    /// A window of 10-point vertical stripes, black then white, with `effectView` over the right
    /// half (x 200...393).
    private func stripedWindow(with effectView: UIVisualEffectView) -> UIWindow {
        let window = makeWindow()
        for index in 0..<40 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 852))
            stripe.backgroundColor = index.isMultiple(of: 2) ? .black : .white
            window.addSubview(stripe)
        }
        effectView.frame = CGRect(x: 200, y: 100, width: 193, height: 400)
        window.addSubview(effectView)
        CATransaction.flush()
        return window
    }

    /// The largest minus the smallest red value along a horizontal line (stripe contrast).
    private func contrast(_ read: (Int, Int) -> (r: Int, g: Int, b: Int, a: Int), y: Int, x: ClosedRange<Int>) -> Int {
        let reds = x.map { read($0, y).r }
        return reds.max()! - reds.min()!
    }

    @Test func aLightBlurAveragesTheStripesAndTintsThem() {
        withApp { _ in
            let window = stripedWindow(with: UIVisualEffectView(effect: UIBlurEffect(style: .light)))
            let read = renderWindow(window)
            // Outside: untouched stripes.
            #expect(read(5, 300).r == 0 && read(15, 300).r == 255)
            #expect(contrast(read, y: 300, x: 100...180) == 255)
            // Inside, away from the edges: the mean grey (127.5) under white at 30 %:
            // 127.5 × 0.7 + 255 × 0.3 = 165.75, with the blur's ripple (sigma 10 pt over a
            // 20 pt period leaves well under 1 %) and rounding.
            for x in stride(from: 240, through: 350, by: 7) {
                let p = read(x, 300)
                #expect(abs(p.r - 166) <= 3 && p.r == p.g && p.g == p.b && p.a == 255, "pixel \(x): \(p)")
            }
        }
    }

    @Test func withoutAnEffectTheViewShowsWhatIsBehind() {
        withApp { _ in
            let window = stripedWindow(with: UIVisualEffectView(effect: nil))
            let read = renderWindow(window)
            #expect(contrast(read, y: 300, x: 240...300) == 255)
            #expect(read(245, 300).r == 0 && read(255, 300).r == 255)
        }
    }

    @Test func settingTheEffectInsideAnAnimationBlockFadesTheBlurIn() {
        withApp { _ in
            let effectView = UIVisualEffectView(effect: nil)
            let window = stripedWindow(with: effectView)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
                effectView.effect = UIBlurEffect(style: .dark)
            }
            #expect(effectView.effect is UIBlurEffect, "the model value changes at once")
            advance(0.2)
            let backdrop = effectView.subviews[0].layer
            let radius = backdrop.presentation()!.backdropBlurRadius
            #expect(abs(radius - 5) < 0.5, "half of the dark style's 10 points after half the time: \(radius)")
            let halfway = contrast(renderWindow(window), y: 300, x: 240...320)
            advance(0.3)
            let done = contrast(renderWindow(window), y: 300, x: 240...320)
            #expect(halfway < 255 && halfway > done, "the stripes fade as the blur grows: \(halfway) then \(done)")
            #expect(done <= 6)
        }
    }

    @Test func aRoundedClippedEffectViewBlursOnlyInsideItsCorners() {
        withApp { _ in
            let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
            effectView.layer.cornerRadius = 30
            effectView.clipsToBounds = true
            let window = stripedWindow(with: effectView)
            let read = renderWindow(window)
            // The top-left corner pixel of the view lies outside the rounded corner: a stripe.
            let corner = read(201, 101)
            #expect(corner.r == 0 || corner.r == 255, "\(corner)")
            let inside = read(290, 300)
            #expect(inside.r > 150 && inside.r < 230)
        }
    }

    @Test func contentViewDrawsOverTheBlur() {
        withApp { _ in
            let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
            let badge = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
            badge.backgroundColor = .red
            effectView.contentView.addSubview(badge)
            let window = stripedWindow(with: effectView)
            let read = renderWindow(window)
            let p = read(250, 150)
            #expect(p.r == 255 && p.g == 0 && p.b == 0)
            #expect(effectView.contentView.frame == effectView.bounds)
        }
    }
}
