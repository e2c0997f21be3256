// Written as iOS code is: `import OSLog` (aliased to OpenOSLog, as `openuikit test` does) gives
// the OSLog framework's `Logger` with its message interpolations, and `os_log` with it.
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
}
