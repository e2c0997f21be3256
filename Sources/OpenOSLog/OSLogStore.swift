import Foundation

/// The log messages of this process, read back (`OSLogStore(scope: .currentProcessIdentifier)`):
/// what a test checks to see that a warning was logged.
///
/// - Note: OpenUIKit differs: the entries are the messages this process logged through `os_log`
///   and `Logger` (the last 10,000, kept in memory), not the system's store; `.system` throws, as
///   it does for an app on iOS. Entries are `OSLogEntryLog`s with the message, date, subsystem,
///   category and level; activities and signposts are not kept.
public final class OSLogStore: @unchecked Sendable {
    /// Which messages a store reads.
    public enum Scope: Int, Sendable {
        /// The whole system's (not available to an app).
        case system = 0
        /// This process's.
        case currentProcessIdentifier = 1
    }

    /// Why a store cannot be opened.
    public struct StoreError: Error, CustomStringConvertible {
        public let description: String
    }

    public init(scope: Scope) throws {
        guard scope == .currentProcessIdentifier else {
            throw StoreError(description: "OSLogStore: only this process's messages can be read (scope .currentProcessIdentifier)")
        }
    }

    /// The position of the first entry logged at or after `date`.
    public func position(date: Date) -> OSLogPosition { OSLogPosition(start: date) }

    /// The position `seconds` after the system started: every entry of this process when 0 (the
    /// process started after the system did).
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
        let uptime = ProcessInfo.processInfo.systemUptime
        return OSLogPosition(start: Date(timeIntervalSinceNow: seconds - uptime))
    }

    /// The position `seconds` before now (`seconds` is negative or zero, as on iOS).
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(start: Date(timeIntervalSinceNow: seconds))
    }

    /// The entries from `position` (all when nil) that `predicate` accepts (all when nil), oldest
    /// first (newest first with `.reverse`). The predicate reads an entry's `subsystem`,
    /// `category`, `composedMessage` and `date`.
    public func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                           matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        var entries: [OSLogEntry] = UnifiedLogRecords.all
            .filter { record in position.map { record.date >= $0.start } ?? true }
            .map(OSLogEntryLog.init(record:))
        if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
        if options.contains(.reverse) { entries.reverse() }
        return AnySequence(entries)
    }
}

/// A place in a store's entries, from which `getEntries(at:)` reads.
public final class OSLogPosition: @unchecked Sendable {
    let start: Date
    init(start: Date) { self.start = start }
}

/// How `getEntries` enumerates.
public enum OSLogEnumerator {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = Options(rawValue: 1)
    }
}

/// One entry of a log store.
public class OSLogEntry: NSObject, @unchecked Sendable {
    /// The message, its format filled in.
    public let composedMessage: String
    /// When it was logged.
    public let date: Date

    init(composedMessage: String, date: Date) {
        self.composedMessage = composedMessage
        self.date = date
    }
}

/// A message logged with `os_log` or `Logger`.
public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// The level it was logged at.
    public enum Level: Int, Sendable {
        case undefined = 0, debug, info, notice, error, fault
    }

    public let subsystem: String
    public let category: String
    public let level: Level

    init(record: UnifiedLogRecords.Record) {
        subsystem = record.subsystem
        category = record.category
        level = switch record.type {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .fault
        default: .notice
        }
        super.init(composedMessage: record.message, date: record.date)
    }
}
