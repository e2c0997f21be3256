@testable import OpenUIKit
import Testing

/// `os_log` for iOS code: formats filled as `printf` fills them, privacy marks ignored, types
/// mapped to swift-log's levels, and `OSLog.disabled` dropping everything.
struct OSLogTests {
    @Test func formatsAreFilledAndPrivacyMarksIgnored() {
        #expect(unifiedLogText("%{public}@ moved to %{private}d", ["panel", 3]) == "panel moved to 3")
        #expect(unifiedLogText("state changed: %@ -> %@", ["tip", "full"]) == "state changed: tip -> full")
        #expect(unifiedLogText("no arguments", []) == "no arguments")
    }

    @Test func typesMapToSwiftLogLevels() {
        #expect(OSLogType.debug.level == .debug && OSLogType.info.level == .info && OSLogType.default.level == .notice)
        #expect(OSLogType.error.level == .error && OSLogType.fault.level == .critical)
    }

    @Test func aDisabledLogHasNoLogger() {
        #expect(OSLog.disabled.logger == nil)
        let log = OSLog(subsystem: "com.example.app", category: "panel")
        #expect(log.logger?.label == "com.example.app.panel")
        // Logging to the disabled log does nothing (and must not trap on a format with arguments).
        os_log("%{public}@", log: .disabled, type: .error, "dropped")
    }
}
