import Foundation
import Logging

/// Apple's unified-logging logger (`import OSLog`): `logger.info("Loaded \(count) items")`.
///
/// - Note: OpenUIKit differs: there is no unified logging on Linux. Messages go to swift-log,
///   through the `Logging.Logger` of the log (labelled "subsystem.category"), so an
///   application's logging backend receives them; nothing is redacted (`privacy:` is accepted
///   and ignored), and the levels map as `OSLogType`'s do (`trace` and `debug` → debug, `info`
///   → info, `notice` and `log` → notice, `warning` and `error` → error, `critical` and `fault`
///   → critical). A file that imports both `Logging` and `OSLog` has two `Logger`s: name this
///   one `OSLog.Logger`.
public struct Logger: @unchecked Sendable {
    /// The log messages go to.
    let target: OSLog

    /// The app's default log.
    public init() {
        target = .default
    }

    /// A log named by a subsystem ("com.example.app") and a category ("network").
    public init(subsystem: String, category: String) {
        target = OSLog(subsystem: subsystem, category: category)
    }

    /// The log `log` names (`OSLog.disabled` drops every message).
    public init(_ log: OSLog) {
        target = log
    }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        guard target.logger != nil else { return }
        target.write(message.text, type: level)
    }

    /// Logs `message` at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Tracing: the debug level.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// The default level.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// The error level.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// The fault level.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
