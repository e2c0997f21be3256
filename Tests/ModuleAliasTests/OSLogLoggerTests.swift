// Written as iOS code is: `import OSLog` (aliased to OpenOSLog, as `openuikit test` does) gives
// the OSLog framework's `Logger` with its message interpolations, and `os_log` with it.
import Foundation
@testable import OSLog
import Testing

struct OSLogLoggerTests {
    @Test func interpolationsFormatAsTheirOptionsSay() {
        let count = 42
        let ratio = 0.5
        let name = "panel"
        let message: OSLogMessage = "\(name, privacy: .public) has \(count) items (\(count, format: .hex(includePrefix: true))) at \(ratio, format: .fixed(precision: 2)), \(true, format: .answer), [\(name, align: .right(columns: 7))]"
        #expect(message.text == "panel has 42 items (0x2a) at 0.50, YES, [  panel]")
        let signed: OSLogMessage = "\(-5, format: .decimal(minDigits: 3)) \(7, format: .decimal(explicitPositiveSign: true)) \(Int.self)"
        #expect(signed.text == "-005 +7 Int")
    }

    @Test func loggersNameTheirLogAndLevelsMapAsOSLogTypesDo() {
        let logger = Logger(subsystem: "com.example.app", category: "network")
        #expect(logger.target.logger?.label == "com.example.app.network")
        #expect(Logger(.disabled).target.logger == nil)
        // Every level logs without trapping; the disabled log drops them.
        let silent = Logger(.disabled)
        silent.trace("t"); silent.debug("d"); silent.info("i"); silent.notice("n"); silent.log("l")
        silent.warning("w"); silent.error("e"); silent.critical("c"); silent.fault("f"); silent.log(level: .info, "x")
        os_log("%{public}@", log: .disabled, type: .error, "dropped")
    }

    /// A test reads back what the process logged, as iOS tests do through `OSLogStore`. (Debug
    /// messages: they are recorded but swift-log's default handler does not print them, so a
    /// green run shows no log lines.)
    @Test func theProcessLogReadsBackWhatWasLogged() throws {
        let marker = "retain cycle \(UUID().uuidString)"
        let log = OSLog(subsystem: "com.example.store", category: "checks")
        os_log("%{public}@", log: log, type: .debug, marker)
        Logger(subsystem: "com.example.store", category: "logger").debug("second \(marker, privacy: .public)")
        os_log("%{public}@", log: .disabled, type: .error, "dropped \(marker)")
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let entries = try store.getEntries(at: store.position(timeIntervalSinceLatestBoot: 0),
                                           matching: NSPredicate(format: "subsystem == 'com.example.store'"))
        let mine = entries.compactMap { $0 as? OSLogEntryLog }.filter { $0.composedMessage.contains(marker) }
        #expect(mine.map(\.composedMessage) == [marker, "second \(marker)"])
        #expect(mine.map(\.category) == ["checks", "logger"] && mine.map(\.level) == [.debug, .debug])
        let later = try store.getEntries(at: store.position(date: Date().addingTimeInterval(60)))
        #expect(!later.contains { $0.composedMessage.contains(marker) }, "nothing was logged after a minute from now")
        #expect(throws: (any Error).self) { try OSLogStore(scope: .system) }
    }
}
