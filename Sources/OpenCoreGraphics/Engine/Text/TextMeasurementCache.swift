import Foundation
import Synchronization

/// Remembers what text layouts measured: the same string in the same style and width always
/// measures the same, and laying it out again with Pango (shaping with HarfBuzz, font lookup)
/// is the most expensive part of sizing labels and buttons. A registration of fonts starts a
/// new generation, so nothing measured with the old fonts is reused.
///
/// Bounded: when it holds `capacity` entries it starts again empty (measurements are cheap to
/// redo, and a simple rule keeps the results independent of the order of earlier calls).
/// Process-wide and locked, because text is measured on any thread.
final class TextMeasurementCache: Sendable {
    static let shared = TextMeasurementCache()

    struct Key: Hashable, Sendable {
        var text: String
        var font: FontDescriptor
        var alignment: TextStyle.Alignment
        var lineBreak: TextStyle.LineBreak
        var numberOfLines: Int
        var runs: [TextRun]
        var lineSpacing: CGFloat
        var maxWidth: CGFloat?
        var fontGeneration: Int

        init(text: String, style: TextStyle, maxWidth: CGFloat?, fontGeneration: Int) {
            self.text = text
            font = style.font
            alignment = style.alignment
            lineBreak = style.lineBreak
            numberOfLines = style.numberOfLines
            lineSpacing = style.lineSpacing
            runs = style.runs
            self.maxWidth = maxWidth
            self.fontGeneration = fontGeneration
        }
    }

    typealias Metrics = (size: CGSize, firstBaseline: CGFloat)

    private struct Entry: Sendable {
        var size: CGSize
        var firstBaseline: CGFloat
    }

    let capacity: Int
    private let entries = Mutex<[Key: Entry]>([:])

    init(capacity: Int = 2048) {
        self.capacity = max(capacity, 1)
    }

    /// The metrics stored for `key`, or those `measure` gives (then stored).
    func metrics(for key: Key, measure: () -> Metrics) -> Metrics {
        if let hit = entries.withLock({ $0[key] }) { return (hit.size, hit.firstBaseline) }
        let measured = measure()
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = Entry(size: measured.size, firstBaseline: measured.firstBaseline)
        }
        return measured
    }

    /// How many measurements are stored.
    var count: Int { entries.withLock { $0.count } }

    /// Forgets every measurement.
    func removeAll() { entries.withLock { $0.removeAll() } }
}
