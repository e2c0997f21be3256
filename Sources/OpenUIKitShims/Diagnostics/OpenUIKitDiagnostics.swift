import Logging
import Synchronization

/// Where OpenUIKit reports misuse, unsupported API and recovered errors.
///
/// Every diagnostic goes through one `Logger` (swift-log), so an application can route OpenUIKit's
/// messages like its own. Messages that UIKit itself prints use UIKit's text, so they can be
/// searched for on the web.
///
/// - Note: OpenUIKit differs: UIKit raises Objective-C exceptions for some programmer errors
///   (for example a `CALayer` position containing NaN). OpenUIKit logs the same message at
///   `.error`, keeps the previous consistent state and carries on — unless ``isStrict`` is set,
///   in which case every warning or error stops the program, which is what a test suite that
///   wants "no misuse at all" should use.
public enum OpenUIKitDiagnostics {
    private struct Configuration: Sendable {
        var logger = Logger(label: "OpenUIKit")
        var isStrict = false
        var reportedOnceKeys: Set<String> = []
    }

    private static let configuration = Mutex(Configuration())

    /// The logger every OpenUIKit module writes to. Replace it to change the label, level or handler.
    public static var logger: Logger {
        get { configuration.withLock { $0.logger } }
        set { configuration.withLock { $0.logger = newValue } }
    }

    /// When `true`, a diagnostic at `.warning` level or above traps after being logged.
    ///
    /// Off by default, as on iOS where most of these situations only log.
    public static var isStrict: Bool {
        get { configuration.withLock { $0.isStrict } }
        set { configuration.withLock { $0.isStrict = newValue } }
    }

    // MARK: Package

    /// Records diagnostics for the current task as well as logging them (tests, the test kit).
    @TaskLocal package static var capture: DiagnosticCapture?

    /// Reports one diagnostic: logs it and, if a capture is installed for this task, records it.
    package static func report(
        _ code: DiagnosticCode,
        _ message: @autoclosure () -> String,
        level: Logger.Level = .warning,
        file: String = #fileID, line: UInt = #line
    ) {
        let text = message()
        let diagnostic = Diagnostic(code: code, message: text, level: level)
        capture?.record(diagnostic)
        let (logger, strict) = configuration.withLock { ($0.logger, $0.isStrict) }
        if capture?.isSilent != true {
            logger.log(level: level, "\(text)", metadata: ["code": "\(code.rawValue)"], file: file, line: line)
        }
        if strict && level >= .warning {
            fatalError("OpenUIKit strict mode: [\(code.rawValue)] \(text)")
        }
    }

    /// Reports a diagnostic only the first time `key` is seen (per capture while capturing, per
    /// process otherwise). Use it for "this API is accepted but not fully supported" messages.
    package static func reportOnce(
        key: String,
        _ code: DiagnosticCode,
        _ message: @autoclosure () -> String,
        level: Logger.Level = .warning,
        file: String = #fileID, line: UInt = #line
    ) {
        let isFirst: Bool
        if let capture {
            isFirst = capture.markReported(key)
        } else {
            isFirst = configuration.withLock { $0.reportedOnceKeys.insert(key).inserted }
        }
        if isFirst {
            report(code, message(), level: level, file: file, line: line)
        }
    }
}

/// A stable identifier for a kind of diagnostic, so tests and tools can match on it.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

/// One reported diagnostic.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public let code: DiagnosticCode
    public let message: String
    public let level: Logger.Level
    public var description: String { "[\(level)] \(code): \(message)" }
}

/// Collects the diagnostics reported while it is installed with
/// `OpenUIKitDiagnostics.$capture.withValue(capture) { ... }`.
package final class DiagnosticCapture: Sendable {
    private struct State: Sendable {
        var records: [Diagnostic] = []
        var onceKeys: Set<String> = []
    }
    private let state = Mutex(State())

    /// Whether recorded diagnostics are kept from the log (tests that provoke thousands on
    /// purpose and assert on the records).
    let isSilent: Bool

    init() {
        isSilent = false
    }

    package init(silent: Bool) {
        isSilent = silent
    }

    package var records: [Diagnostic] { state.withLock { $0.records } }

    package func records(withCode code: DiagnosticCode) -> [Diagnostic] {
        records.filter { $0.code == code }
    }

    fileprivate func record(_ diagnostic: Diagnostic) {
        state.withLock { $0.records.append(diagnostic) }
    }

    fileprivate func markReported(_ key: String) -> Bool {
        state.withLock { $0.onceKeys.insert(key).inserted }
    }
}
