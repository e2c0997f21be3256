@testable import OpenUIKit
import Testing
import UIKitTesting

/// Stack views: every distribution and alignment on boxes of known intrinsic sizes, margins,
/// custom spacing, hidden views collapsing (animated), and the fitting size of a stack.
@MainActor
struct UIStackViewTests {
    final class Box: UIView {
        var size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A 300 × 100 stack (frame-based) of boxes 50 × 20, 70 × 40 and 30 × 60, spacing 10.
    func makeStack(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment = .fill) -> (UIStackView, [Box]) {
        let window = makeWindow()
        let boxes = [Box(50, 20), Box(70, 40), Box(30, 60)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.frame = CGRect(x: 0, y: 200, width: 300, height: 100)
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = alignment
        window.addSubview(stack)
        return (stack, boxes)
    }

    @Test func fillGivesTheSpaceLeftToTheViewThatHugsLeast() {
        withApp { capture in
            let (stack, boxes) = makeStack(.fill)
            boxes[0].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
            stack.layoutIfNeeded()
            #expect(boxes.map(\.frame) == [CGRect(x: 0, y: 0, width: 180, height: 100), CGRect(x: 190, y: 0, width: 70, height: 100),
                                           CGRect(x: 270, y: 0, width: 30, height: 100)])
            #expect(boxes.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func fillEquallyAndFillProportionally() {
        withApp { _ in
            let (stack, boxes) = makeStack(.fillEqually)
            stack.layoutIfNeeded()
            let third = 280.0 / 3
            #expect(boxes.map(\.frame.minX).enumerated().allSatisfy { near($1, CGFloat($0) * (third + 10)) })
            #expect(boxes.allSatisfy { near($0.frame.width, third) })
            stack.distribution = .fillProportionally
            stack.layoutIfNeeded()
            // 280 points shared 50 : 70 : 30.
            #expect(near(boxes[0].frame.width, 280 * 50 / 150) && near(boxes[1].frame.width, 280 * 70 / 150) && near(boxes[2].frame.width, 56))
            #expect(near(boxes[2].frame.minX, 244))
        }
    }

    @Test func equalSpacingAndEqualCentering() {
        withApp { _ in
            let (stack, boxes) = makeStack(.equalSpacing)
            stack.layoutIfNeeded()
            #expect(boxes.map(\.frame.minX) == [0, 125, 270])
            #expect(boxes.map(\.frame.width) == [50, 70, 30])
            stack.distribution = .equalCentering
            stack.layoutIfNeeded()
            // Centres 25 and 285 at the ends, so 155 in the middle.
            #expect(boxes.map(\.frame.midX) == [25, 155, 285])
            #expect(stack.layoutGuides.isEmpty, "the stack's spacers are its own")
        }
    }

    @Test func alignmentsAcrossTheAxis() {
        withApp { _ in
            let (stack, boxes) = makeStack(.equalSpacing, .top)
            stack.layoutIfNeeded()
            #expect(boxes.map(\.frame.minY) == [0, 0, 0] && boxes.map(\.frame.height) == [20, 40, 60])
            stack.alignment = .center
            stack.layoutIfNeeded()
            #expect(boxes.map(\.frame.minY) == [40, 30, 20])
            stack.alignment = .bottom
            stack.layoutIfNeeded()
            #expect(boxes.map(\.frame.minY) == [80, 60, 40])
            stack.alignment = .fill
            stack.layoutIfNeeded()
            #expect(boxes.map(\.frame.height) == [100, 100, 100])
        }
    }

    @Test func aVerticalStackWithMarginsCollapsesHiddenViewsAndHugsItsContent() {
        withApp { _ in
            let window = makeWindow()
            let boxes = [Box(50, 20), Box(70, 40), Box(30, 60)]
            let stack = UIStackView(arrangedSubviews: boxes)
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 8
            stack.setCustomSpacing(20, after: boxes[0])
            stack.isLayoutMarginsRelativeArrangement = true
            stack.insetsLayoutMarginsFromSafeArea = false
            stack.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                stack.widthAnchor.constraint(equalToConstant: 200),
            ])
            window.layoutIfNeeded()
            #expect(boxes.map(\.frame) == [CGRect(x: 12, y: 10, width: 50, height: 20), CGRect(x: 12, y: 50, width: 70, height: 40),
                                           CGRect(x: 12, y: 98, width: 30, height: 60)])
            #expect(stack.frame == CGRect(x: 16, y: 100, width: 200, height: 168))
            boxes[1].isHidden = true
            window.layoutIfNeeded()
            #expect(boxes[2].frame.minY == 50, "the hidden box takes no length and the custom spacing after the first stays")
            #expect(boxes[1].frame.height == 0)
            #expect(stack.frame.height == 120)
        }
    }

    @Test func hidingInsideAnAnimationMovesTheOthersAlongTheCurve() {
        withApp { _ in
            let (stack, boxes) = makeStack(.fill)
            boxes[0].setContentHuggingPriority(UILayoutPriority(248), for: .horizontal)
            boxes[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
            stack.layoutIfNeeded()
            #expect(boxes[1].frame == CGRect(x: 190, y: 0, width: 70, height: 100))
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                boxes[0].isHidden = true
                stack.layoutIfNeeded()
            }
            // Box 1 now starts the row and takes the space left: 300 − 10 − 30.
            #expect(boxes[1].frame == CGRect(x: 0, y: 0, width: 260, height: 100))
            #expect(boxes[0].frame.width == 0)
            advance(0.5)
            let middle = boxes[1].layer.presentation()!.frame
            #expect(near(middle, CGRect(x: 95, y: 0, width: 165, height: 100), 1e-3), "half way on a linear curve: \(middle)")
            advance(0.6)
            #expect(boxes[1].layer.presentation()!.frame == boxes[1].frame)
            // Shown again: back where it was.
            boxes[0].isHidden = false
            stack.layoutIfNeeded()
            #expect(boxes[1].frame == CGRect(x: 190, y: 0, width: 70, height: 100))
        }
    }

    @Test func fittingSizeOfAStackWithAWrappingLabel() {
        withApp { _ in
            let title = UILabel()
            title.text = "Title"
            let body = UILabel()
            body.numberOfLines = 0
            body.text = String(repeating: "A sentence that needs several lines. ", count: 5)
            let stack = UIStackView(arrangedSubviews: [title, body])
            stack.axis = .vertical
            stack.spacing = 6
            let size = stack.systemLayoutSizeFitting(CGSize(width: 240, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
            let bodyHeight = body.sizeThatFits(CGSize(width: 240, height: CGFloat.greatestFiniteMagnitude)).height
            #expect(size.width == 240)
            #expect(near(size.height, title.intrinsicContentSize.height + 6 + bodyHeight, 0.34))
            let compressed = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(compressed.height < size.height, "unconstrained, the body stays on one line")
        }
    }

    @Test func firstBaselineAlignmentLinesUpLabelsOfDifferentFonts() {
        withApp { _ in
            let window = makeWindow()
            let big = UILabel(), small = UILabel()
            big.text = "Big"
            big.font = .systemFont(ofSize: 40)
            small.text = "small"
            small.font = .systemFont(ofSize: 13)
            let stack = UIStackView(arrangedSubviews: [big, small])
            stack.alignment = .firstBaseline
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            ])
            window.layoutIfNeeded()
            let bigBaseline = big.frame.minY + big.bounds.height / 2 + big.baselineOffsets.first
            let smallBaseline = small.frame.minY + small.bounds.height / 2 + small.baselineOffsets.first
            #expect(near(bigBaseline, smallBaseline, 0.34), "the baselines line up")
            #expect(big.frame.minY == 0, "the tallest label sets the stack's top")
            #expect(near(stack.frame.height, big.frame.height, 1e-9), "the stack hugs its content across the axis")
            #expect(small.frame.minX == big.frame.maxX + 8)
        }
    }

    @Test func removingFromTheArrangementKeepsTheSubviewRemovingTheSubviewRemovesBoth() {
        withApp { _ in
            let (stack, boxes) = makeStack(.equalSpacing)
            stack.removeArrangedSubview(boxes[1])
            #expect(stack.arrangedSubviews.count == 2 && boxes[1].superview === stack)
            boxes[2].removeFromSuperview()
            #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(boxes[0])])
            stack.insertArrangedSubview(boxes[2], at: 0)
            #expect(stack.arrangedSubviews.first === boxes[2] && boxes[2].superview === stack)
            stack.layoutIfNeeded()
            // Two boxes, 30 and 50 wide, at the ends.
            #expect(boxes[2].frame.minX == 0 && boxes[0].frame.maxX == 300)
        }
    }
}
