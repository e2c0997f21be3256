import Foundation
@testable import OpenUIKit
import Testing

/// TextKit 1's layout manager as iOS code uses it: the text storage, layout manager and text
/// container set up by hand (the "which character did the tap hit" idiom of labels with links),
/// line fragments, used rectangles, text flowing between containers, and drawing.
@MainActor
struct NSLayoutManagerTests {
    private let font = UIFont.systemFont(ofSize: 17)

    /// The usual hand-made stack: storage → layout manager → container. As on iOS, the storage
    /// owns its layout managers and a layout manager does not own its storage: callers keep it.
    private func stack(_ text: String, size: CGSize = CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude),
                       padding: CGFloat = 0) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(string: text, attributes: [.font: font])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: size)
        container.lineFragmentPadding = padding
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        return (storage, manager, container)
    }

    @Test func linesAreFragmentsAndALineHoldsItsLineBreak() throws {
        try withApp { _ in
            let (storage, manager, container) = stack("Hello\nWorld", padding: 5)
            #expect(manager.textStorage === storage && container.layoutManager === manager)
            #expect(manager.numberOfGlyphs == 11)
            #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 11))
            var lines: [(rect: CGRect, used: CGRect, range: NSRange)] = []
            manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: 11)) { rect, used, inContainer, range, _ in
                #expect(inContainer === container)
                lines.append((rect, used, range))
            }
            try #require(lines.count == 2)
            #expect(lines[0].range == NSRange(location: 0, length: 6), "the first line holds its line break")
            #expect(lines[1].range == NSRange(location: 6, length: 5))
            // A line fragment is as wide as the container; its used part is the text and the padding.
            #expect(lines[0].rect.origin == .zero && lines[0].rect.width == 300)
            #expect(lines[1].rect.minY == lines[0].rect.maxY)
            let helloWidth = "Hello".size(withAttributes: [.font: font]).width
            #expect(abs(lines[0].used.width - (helloWidth + 10)) < 0.01)
            #expect(abs(lines[0].rect.height - font.lineHeight) < 0.5)
            // The used rectangle of the container is the union of the lines'.
            let used = manager.usedRect(for: container)
            #expect(used.minY == 0 && used.maxY == lines[1].rect.maxY)
            #expect(manager.extraLineFragmentRect == .zero, "the text ends inside a line")
            var effective = NSRange(location: 0, length: 0)
            #expect(manager.lineFragmentRect(forGlyphAt: 8, effectiveRange: &effective) == lines[1].rect)
            #expect(effective == NSRange(location: 6, length: 5))
            #expect(manager.lineFragmentUsedRect(forGlyphAt: 2, effectiveRange: nil) == lines[0].used)
        }
    }

    @Test func theCharacterUnderATapIsFound() {
        withApp { _ in
            // The idiom: find the character under a tap, then check whether it is in a link's range.
            let text = "Read the terms of service"
            let (storage, manager, container) = stack(text)
            defer { withExtendedLifetime(storage) {} }
            let terms = (text as NSString).range(of: "terms")
            let box = manager.boundingRect(forGlyphRange: terms, in: container)
            #expect(box.width > 0 && box.minX > 0)
            let tap = CGPoint(x: box.midX, y: box.midY)
            let index = manager.characterIndex(for: tap, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
            #expect(NSLocationInRange(index, terms))
            // The fraction says how far across the character the point is.
            var fraction: CGFloat = -1
            let first = manager.glyphIndex(for: CGPoint(x: box.minX + 0.5, y: box.midY), in: container, fractionOfDistanceThroughGlyph: &fraction)
            #expect(first == terms.location && fraction > 0 && fraction < 0.5)
            // Outside the text: the nearest character of the nearest line.
            #expect(manager.characterIndex(for: CGPoint(x: 299, y: box.midY), in: container, fractionOfDistanceBetweenInsertionPoints: nil) == text.utf16.count - 1)
            #expect(manager.characterIndex(for: CGPoint(x: -20, y: 500), in: container, fractionOfDistanceBetweenInsertionPoints: nil) == 0)
            // Every character's box is where the tap finds it.
            for location in 0..<text.utf16.count where (text as NSString).character(at: location) != 0x20 {
                let rect = manager.boundingRect(forGlyphRange: NSRange(location: location, length: 1), in: container)
                #expect(manager.glyphIndex(for: CGPoint(x: rect.midX, y: rect.midY), in: container) == location)
            }
            // Where a glyph sits in its line: from the left edge, at the baseline.
            let location = manager.location(forGlyphAt: terms.location)
            #expect(location.x == box.minX && location.y > 0 && location.y < font.lineHeight)
            #expect(manager.glyphRange(forBoundingRect: box.insetBy(dx: 1, dy: 1), in: container) == terms)
        }
    }

    @Test func textWrapsToTheContainerAndItsLineLimit() {
        withApp { _ in
            let text = String(repeating: "wrapping words ", count: 12)
            let (storage, manager, container) = stack(text, size: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), padding: 5)
            defer { withExtendedLifetime(storage) {} }
            var count = 0
            manager.enumerateLineFragments(forGlyphRange: manager.glyphRange(for: container)) { rect, used, _, _, _ in
                count += 1
                #expect(rect.width == 120 && used.maxX <= 120)
            }
            #expect(count > 5)
            let tall = manager.usedRect(for: container).height
            container.maximumNumberOfLines = 2
            var limited = 0
            manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: text.utf16.count)) { _, _, _, _, _ in limited += 1 }
            #expect(limited == 2)
            #expect(manager.usedRect(for: container).height < tall / 2)
            // The width changes: the text is laid out again.
            container.maximumNumberOfLines = 0
            container.size = CGSize(width: 600, height: CGFloat.greatestFiniteMagnitude)
            #expect(manager.usedRect(for: container).height < tall)
        }
    }

    @Test func textFlowsFromAFullContainerIntoTheNext() {
        withApp { _ in
            let text = String(repeating: "one two three four five ", count: 10)
            let (storage, manager, first) = stack(text, size: CGSize(width: 150, height: 3 * font.lineHeight + 1))
            defer { withExtendedLifetime(storage) {} }
            let second = NSTextContainer(size: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
            manager.addTextContainer(second)
            let firstRange = manager.glyphRange(for: first)
            let secondRange = manager.glyphRange(for: second)
            #expect(firstRange.location == 0 && firstRange.length > 0)
            #expect(secondRange.location == NSMaxRange(firstRange) && NSMaxRange(secondRange) == text.utf16.count)
            var firstLines = 0
            manager.enumerateLineFragments(forGlyphRange: firstRange) { _, _, container, _, _ in if container === first { firstLines += 1 } }
            #expect(firstLines == 3)
            // The second container's lines start at its own top.
            #expect(manager.lineFragmentRect(forGlyphAt: secondRange.location, effectiveRange: nil).minY == 0)
            #expect(manager.textContainer(forGlyphAt: secondRange.location, effectiveRange: nil) === second)
            manager.removeTextContainer(at: 1)
            #expect(second.layoutManager == nil && manager.textContainers.count == 1)
        }
    }

    @Test func theExtraLineFragmentFollowsAFinalLineBreak() {
        withApp { _ in
            let (storage, manager, container) = stack("Line\n", padding: 5)
            let line = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
            #expect(manager.extraLineFragmentRect.minY == line.maxY && manager.extraLineFragmentRect.height > 0)
            #expect(manager.extraLineFragmentUsedRect.width == 10)
            #expect(manager.extraLineFragmentTextContainer === container)
            #expect(manager.usedRect(for: container).maxY == manager.extraLineFragmentRect.maxY)
            // Empty text has only the extra line.
            storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: "")
            #expect(manager.extraLineFragmentRect.minY == 0)
            var count = 0
            manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: 0)) { _, _, _, _, _ in count += 1 }
            #expect(count == 0)
            #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 0))
        }
    }

    @Test func anEditOfTheStorageIsLaidOutAgain() {
        withApp { _ in
            let (storage, manager, container) = stack("Short")
            let oneLine = manager.usedRect(for: container)
            storage.append(NSAttributedString(string: "\nand a second line", attributes: [.font: font]))
            #expect(manager.glyphRange(for: container).length == storage.length)
            #expect(manager.usedRect(for: container).height > oneLine.height * 1.5)
            // An attribute edit lays the text out again too. (Kerning, an NSNumber: Foundation on
            // Linux stops in CFEqual when two runs next to each other hold different UIKit
            // objects under one key, as a font edit of part of the text would make.)
            let firstLine = manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil)
            storage.addAttribute(.kern, value: 20, range: NSRange(location: 0, length: 5))
            #expect(manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil).width > firstLine.width + 70, "20 points between each of the five characters")
        }
    }

    @Test func aCharacterOfTwoCodeUnitsIsTwoGlyphsSharingABox() {
        withApp { _ in
            let (storage, manager, container) = stack("a😀b")
            defer { withExtendedLifetime(storage) {} }
            #expect(manager.numberOfGlyphs == 4)
            let first = manager.boundingRect(forGlyphRange: NSRange(location: 1, length: 1), in: container)
            #expect(first == manager.boundingRect(forGlyphRange: NSRange(location: 2, length: 1), in: container))
            #expect(first.width > 0)
            #expect(manager.glyphIndex(for: CGPoint(x: first.midX, y: first.midY), in: container) == 1)
            #expect(manager.boundingRect(forGlyphRange: NSRange(location: 3, length: 1), in: container).minX >= first.maxX - 0.01)
        }
    }

    @Test func drawingPaintsTheRangesLinesAndBackground() throws {
        try withApp { _ in
            let (storage, manager, container) = stack("Hello\nWorld")
            storage.addAttribute(.backgroundColor, value: UIColor.red, range: NSRange(location: 6, length: 5))
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = try #require(UIGraphicsImageRenderer(size: CGSize(width: 200, height: 60), format: format).image { _ in
                let second = manager.glyphRange(forCharacterRange: NSRange(location: 6, length: 5), actualCharacterRange: nil)
                manager.drawBackground(forGlyphRange: second, at: CGPoint(x: 10, y: 5))
                manager.drawGlyphs(forGlyphRange: second, at: CGPoint(x: 10, y: 5))
            }.cgImage)
            let firstLine = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil).offsetBy(dx: 10, dy: 5)
            let world = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container).offsetBy(dx: 10, dy: 5)
            // Nothing of the first line is drawn; the second line's background is red under dark text.
            let firstInk = (Int(firstLine.minY) + 1..<Int(firstLine.maxY) - 1).contains { y in (0..<200).contains { x in pixel(image, x, y).a > 0 } }
            #expect(!firstInk)
            let red = pixel(image, Int(world.minX) + 1, Int(world.minY) + 1)
            #expect(red.r > 200 && red.g < 60 && red.a == 255)
            let row = Int(world.midY)
            #expect((Int(world.minX)..<Int(world.maxX)).contains { x in let p = pixel(image, x, row); return p.r < 120 && p.g < 60 })
            #expect(pixel(image, Int(world.maxX) + 3, row).a == 0)
        }
    }

    @Test func rangesThatAreNoRangesAreReportedNotTrapped() {
        withApp { capture in
            let (storage, manager, container) = stack("Find me")
            defer { withExtendedLifetime(storage) {} }
            // What `range(of:)` answers for a miss, and lengths that overflow.
            let missing = ("Find me" as NSString).range(of: "absent")
            #expect(manager.boundingRect(forGlyphRange: missing, in: container) == .zero)
            #expect(manager.boundingRect(forGlyphRange: NSRange(location: 2, length: 100), in: container).width > 0, "cut to the text")
            var lines = 0
            manager.enumerateLineFragments(forGlyphRange: NSRange(location: -3, length: 2)) { _, _, _, _, _ in lines += 1 }
            #expect(lines == 0)
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            _ = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50), format: format).image { _ in
                manager.drawBackground(forGlyphRange: NSRange(location: NSNotFound, length: 4), at: .zero)
                manager.drawGlyphs(forGlyphRange: NSRange(location: Int.max, length: Int.max), at: .zero)
            }
            #expect(capture.records(withCode: .layoutManagerMisuse).count == 5)
            // A container added twice stays once.
            manager.addTextContainer(container)
            #expect(manager.textContainers.count == 1)
            #expect(capture.records(withCode: .layoutManagerMisuse).count == 6)
            // NaN and huge sizes lay the text out without limits.
            container.size = CGSize(width: CGFloat.nan, height: 1e30)
            #expect(manager.glyphRange(for: container).length == 7)
        }
    }
}
