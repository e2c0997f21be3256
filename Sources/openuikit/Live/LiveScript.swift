#if CommandLine
import Foundation

/// Timed actions for the live window, given with `--script`: the window test's injected mouse,
/// a screenshot, and quitting. `"0.3 click 196,737; 1.2 down 2,400; 1.5 move 102,400;
/// 1.7 screenshot /tmp/shot.png; 1.8 quit"` — seconds since the current demo appeared, then the
/// action; points are in the device screen's points; `key right` presses a key.
struct LiveScript {
    enum Action: Equatable {
        case down(CGPoint), move(CGPoint), up(CGPoint), click(CGPoint)
        /// A key press: `right`, `left`, `r`, `space`, `s`, `t`, `o`, `h`, `q` (see `LiveSession.keys`).
        case key(String)
        case screenshot(String)
        case quit
    }

    struct Step: Equatable {
        let time: TimeInterval
        let action: Action
    }

    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    private(set) var steps: [Step]

    /// The keys a script can press.
    static let keyNames = ["right", "left", "r", "space", "s", "t", "o", "h", "q"]

    init(_ text: String) throws {
        steps = try text.split(separator: ";").map { try Self.parse(String($0).trimmingCharacters(in: .whitespaces)) }
            .sorted { $0.time < $1.time }
    }

    /// The steps due by `time`, removed from the script.
    mutating func take(dueBy time: TimeInterval) -> [Step] {
        let due = steps.prefix { $0.time <= time }
        steps.removeFirst(due.count)
        return Array(due)
    }

    private static func parse(_ text: String) throws -> Step {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2, let time = Double(words[0]), time >= 0 else {
            throw Invalid(description: "Script step '\(text)': expected 'SECONDS ACTION [ARGUMENT]'.")
        }
        func point() throws -> CGPoint {
            let parts = words.count == 3 ? words[2].split(separator: ",").compactMap { Double($0) } : []
            guard parts.count == 2 else { throw Invalid(description: "Script step '\(text)': expected a point 'X,Y'.") }
            return CGPoint(x: parts[0], y: parts[1])
        }
        switch words[1] {
        case "down": return Step(time: time, action: .down(try point()))
        case "move": return Step(time: time, action: .move(try point()))
        case "up": return Step(time: time, action: .up(try point()))
        case "click": return Step(time: time, action: .click(try point()))
        case "key":
            guard words.count == 3, LiveScript.keyNames.contains(words[2]) else {
                throw Invalid(description: "Script step '\(text)': expected a key (\(LiveScript.keyNames.joined(separator: ", "))).")
            }
            return Step(time: time, action: .key(words[2]))
        case "screenshot":
            guard words.count == 3 else { throw Invalid(description: "Script step '\(text)': expected a PNG path.") }
            return Step(time: time, action: .screenshot(words[2]))
        case "quit": return Step(time: time, action: .quit)
        default: throw Invalid(description: "Script step '\(text)': unknown action '\(words[1])' (down, move, up, click, key, screenshot, quit).")
        }
    }
}
#endif
