import Foundation
import Logging

/// A log of Apple's unified logging system: a subsystem ("com.example.app") and a category.
///
/// - Note: OpenUIKit differs: there is no unified logging on Linux. A message goes to swift-log,
///   through a `Logger` labelled "subsystem.category" (so an application's logging backend
///   receives it); `OSLog.disabled` drops it. `{public}` and `{private}` in a format are
///   ignored: nothing is redacted. The `import os` / `import os.log` of iOS code becomes
///   `import UIKit` through the source bridge.
public final class OSLog: NSObject, @unchecked Sendable {
    // Immutable.
    public let subsystem: String
    public let category: String
    package let logger: Logger?

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        logger = Logger(label: subsystem.isEmpty ? category : "\(subsystem).\(category)")
    }

    private init(disabledWith subsystem: String) {
        self.subsystem = subsystem
        category = ""
        logger = nil
    }

    /// The app's log when none is named.
    public static let `default` = OSLog(subsystem: "", category: "default")
    /// A log that drops every message.
    public static let disabled = OSLog(disabledWith: "disabled")
}

/// How important a message is.
public struct OSLogType: RawRepresentable, Equatable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(0)
    public static let info = OSLogType(1)
    public static let debug = OSLogType(2)
    public static let error = OSLogType(16)
    public static let fault = OSLogType(17)

    /// The swift-log level a message of this type is logged at.
    package var level: Logger.Level {
        switch self {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .critical
        default: .notice
        }
    }
}

/// Logs `message`, a `printf`-style format with `args`, to `log` at `type`.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    unifiedLog(message, log: log, type: type, args)
}

/// The older argument order: the type first.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    unifiedLog(message, log: log, type: type, args)
}

private func unifiedLog(_ message: StaticString, log: OSLog, type: OSLogType, _ args: [any CVarArg]) {
    guard log.logger != nil else { return }
    log.write(unifiedLogText(message.description, args), type: type)
}

extension OSLog {
    /// Logs `text` at `type`: to swift-log, and to the process's records `OSLogStore` reads
    /// (nothing for `OSLog.disabled`). `os_log` and OSLog's `Logger` both write through it.
    package func write(_ text: String, type: OSLogType) {
        guard let logger else { return }
        logger.log(level: type.level, "\(text)")
        UnifiedLogRecords.append(text, log: self, type: type)
    }
}

/// The text of a message: `format` filled with `args`, `printf`'s way. "%{public}@" is "%@" with
/// a privacy mark that unified logging reads and `printf` does not.
package func unifiedLogText(_ format: String, _ args: [any CVarArg]) -> String {
    let plain = format.replacingOccurrences(of: #"%\{[^}]*\}"#, with: "%", options: .regularExpression)
    return args.isEmpty ? plain : String(format: plain, arguments: args)
}
