import Foundation
import Synchronization

/// The messages this process logged through `os_log` and `Logger`, newest last, for
/// `OSLogStore(scope: .currentProcessIdentifier)` (OpenOSLog) to read back, as tests do to check
/// that a warning was logged.
///
/// - Note: OpenUIKit differs: unified logging keeps a process's messages in the system's store;
///   here they are kept in memory, the last `capacity` of them.
package enum UnifiedLogRecords {
    /// One logged message.
    package struct Record: Sendable {
        package var date: Date
        package var subsystem: String
        package var category: String
        package var type: OSLogType
        package var message: String
    }

    // Behaviour source [R] — Others: runtime, observation, Interface Builder
    //   Rule: How many of the process's log messages OSLogStore can read back
    //   Value: the last 10,000
    //   Source: ours (unified logging keeps them in the system's store, bounded by its own
    //     quotas; a test reads back what it just logged).
    static let capacity = 10_000
    private static let records = Mutex<[Record]>([])

    static func append(_ message: String, log: OSLog, type: OSLogType) {
        let record = Record(date: Date(), subsystem: log.subsystem, category: log.category, type: type, message: message)
        records.withLock { list in
            list.append(record)
            if list.count > capacity { list.removeFirst(list.count - capacity) }
        }
    }

    /// Every record kept, oldest first.
    package static var all: [Record] { records.withLock { $0 } }
}
