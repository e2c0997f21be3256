import Foundation
@testable import OpenCoreGraphics
import Testing

/// Text is measured once per string, style and width: the cache gives what a fresh layout
/// measures, tells styles and widths apart, and starts again when it is full.
struct TextMeasurementCacheTests {
    private let body = TextStyle(font: FontDescriptor(size: 17))

    @Test func cachedMeasurementsEqualFreshLayouts() {
        for (text, width) in [("Back", nil), ("‹ Back", nil), ("转场动画 transition animation", CGFloat(100)), ("Wrapped words here", 40)] as [(String, CGFloat?)] {
            let fresh = TextRenderer.measure(text, style: body, maxWidth: width)
            let first = TextRenderer.metrics(of: text, style: body, maxWidth: width)
            let second = TextRenderer.metrics(of: text, style: body, maxWidth: width)
            #expect(first.size == fresh.size && first.firstBaseline == fresh.firstBaseline, "\(text)")
            #expect(second.size == fresh.size && second.firstBaseline == fresh.firstBaseline, "\(text)")
            #expect(TextRenderer.size(of: text, style: body, maxWidth: width) == fresh.size)
        }
    }

    @Test func styleWidthAndLinesAreToldApart() {
        let text = "Transitions that wrap"
        let wide = TextRenderer.size(of: text, style: body)
        let narrow = TextRenderer.size(of: text, style: body, maxWidth: 60)
        #expect(narrow.height > wide.height, "the width is part of the key")
        var bold = body
        bold.font.weight = 700
        #expect(TextRenderer.size(of: text, style: bold).width > wide.width, "the weight is part of the key")
        var twoLines = body
        twoLines.numberOfLines = 1
        #expect(TextRenderer.size(of: text, style: twoLines, maxWidth: 60).height < narrow.height, "the line count is part of the key")
    }

    @Test func aFullCacheStartsAgainAndMeasuresOnlyOnAMiss() {
        let cache = TextMeasurementCache(capacity: 2)
        var measured = 0
        func metrics(_ text: String, generation: Int = 0) -> CGSize {
            cache.metrics(for: .init(text: text, style: body, maxWidth: nil, fontGeneration: generation)) {
                measured += 1
                return (CGSize(width: CGFloat(text.count), height: 1), 0)
            }.size
        }
        #expect(metrics("a") == CGSize(width: 1, height: 1))
        #expect(metrics("a") == CGSize(width: 1, height: 1))
        #expect(measured == 1)
        _ = metrics("a", generation: 1)
        #expect(measured == 2, "a registration of fonts makes a new key")
        #expect(cache.count == 2)
        _ = metrics("abc")
        #expect(cache.count == 1, "full: started again with the new entry")
        #expect(measured == 3)
    }
}
