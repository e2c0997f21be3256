import Foundation
@_spi(Internals) import SnapshotTesting

/// How the kit's strategies put their assertions into the report. swift-snapshot-testing calls
/// a strategy's comparison for every assertion against a golden, and its data conversion when
/// it writes a golden (recording) or the failed value as an artifact (after a failed
/// comparison); the failures seen are remembered by key to tell those two apart.
enum ReportedAssertions {
    private static let failedKeys = KeySet()

    /// A comparison with a golden: matched when `failure` is `nil`; otherwise `fill` adds the
    /// pictures or texts that show the failure.
    static func compared(key: String, kind: ReportEntry.Kind, failure: String?,
                         _ fill: (inout ReportEntry, ReportAssets) -> Void) {
        guard let report = SnapshotReport.current else { return }
        guard let failure else {
            report.add(status: .matched, kind: kind)
            return
        }
        failedKeys.insert(key)
        report.add(status: .failed, kind: kind, message: failure, fill)
    }

    /// A value turned into a golden's data: a recording, unless it is the artifact of the
    /// failure just compared.
    static func converted(key: String, kind: ReportEntry.Kind, _ fill: (inout ReportEntry, ReportAssets) -> Void) {
        guard let report = SnapshotReport.current, !failedKeys.remove(key) else { return }
        let neverRecords = (SnapshotTestingConfiguration.current?.record ?? environmentRecordMode) == .never
        report.add(status: neverRecords ? .missing : .recorded, kind: kind,
                   message: neverRecords ? "No golden, and recording is off (SNAPSHOT_TESTING_RECORD=never)." : nil, fill)
    }

    private static var environmentRecordMode: SnapshotTestingConfiguration.Record {
        ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap(SnapshotTestingConfiguration.Record.init(rawValue:)) ?? .missing
    }

    /// A key for a class instance (alive while swift-snapshot-testing holds the value).
    static func key(_ object: AnyObject) -> String { "\(ObjectIdentifier(object).hashValue)" }
}

/// A set of strings shared by threads.
private final class KeySet: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: Set<String> = []

    func insert(_ key: String) {
        _ = lock.withLock { keys.insert(key) }
    }

    /// Removes `key`; whether it was there.
    func remove(_ key: String) -> Bool {
        lock.withLock { keys.remove(key) != nil }
    }
}
