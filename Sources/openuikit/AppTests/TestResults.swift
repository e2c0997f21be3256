#if CommandLine && BridgeCommands
import Foundation
import UIKitTesting

/// One test's outcome, as `openuikit test` reports it (the test kit's type: the report and
/// its JUnit XML take the same).
typealias TestResult = TestOutcome

/// Reads XCTest's and Swift Testing's console output as it comes, line by line.
struct TestOutputParser {
    private(set) var results: [TestResult] = []
    /// The test that started and has not finished (a crash ends the process inside it).
    private(set) var running: String?
    private var pendingMessages: [String: [String]] = [:]
    /// Generated file paths → the app's own (messages name the app's files).
    var originals: [String: String] = [:]

    /// Takes one line; returns the result it completes, if any.
    mutating func take(_ line: String) -> TestResult? {
        // XCTest: Test Case 'Class.test' started / passed (0.001 seconds). / failed / skipped
        if line.hasPrefix("Test Case '"), let close = line.dropFirst(11).firstIndex(of: "'") {
            let name = String(line[line.index(line.startIndex, offsetBy: 11)..<close])
            let rest = line[line.index(after: close)...]
            if rest.hasPrefix(" started") { running = name; return nil }
            let status: TestResult.Status? = rest.hasPrefix(" passed") ? .passed : rest.hasPrefix(" failed") ? .failed : rest.hasPrefix(" skipped") ? .skipped : nil
            guard let status else { return nil }
            let seconds = rest.split(separator: "(").last.flatMap { Double($0.split(separator: " ").first ?? "") } ?? 0
            return finish(TestResult(name: name, status: status, messages: pendingMessages.removeValue(forKey: name) ?? [], seconds: seconds))
        }
        // XCTest failure: /path/File.swift:12: error: Class.test : message
        if let range = line.range(of: ": error: "), let running {
            let location = mapped(String(line[..<range.lowerBound]))
            var message = String(line[range.upperBound...])
            if message.hasPrefix(running + " : ") { message.removeFirst(running.count + 3) }
            pendingMessages[running, default: []].append("\(location): \(message)")
            return nil
        }
        if line.contains(": Test skipped"), let running {
            pendingMessages[running, default: []].append(String(line.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces))
        }
        // Swift Testing: ✔ Test name() passed after … / ✘ Test name() failed … / ✘ … recorded an issue at … / ➜ Test name() skipped
        for (symbol, status) in [("✔ Test ", TestResult.Status.passed), ("✘ Test ", .failed), ("➜ Test ", .skipped), ("↷ Test ", .skipped)] where line.hasPrefix(symbol) {
            let body = line.dropFirst(symbol.count)
            if body.hasPrefix("run with ") { return nil }
            if let issue = body.range(of: " recorded an issue at ") {
                let name = String(body[..<issue.lowerBound])
                pendingMessages[name, default: []].append(mapped(String(body[issue.upperBound...])))
                return nil
            }
            for ending in [" passed after ", " failed after ", " skipped", " failed"] {
                guard let end = body.range(of: ending) else { continue }
                let name = String(body[..<end.lowerBound])
                let seconds = Double(body[end.upperBound...].split(separator: " ").first ?? "") ?? 0
                return finish(TestResult(name: name, status: status, messages: pendingMessages.removeValue(forKey: name) ?? [], seconds: seconds))
            }
        }
        return nil
    }

    /// Records that the process ended inside the running test (a crash or a timeout).
    mutating func endedInside(reason: String) -> TestResult? {
        guard let running else { return nil }
        return finish(TestResult(name: running, status: .failed, messages: (pendingMessages.removeValue(forKey: running) ?? []) + [reason]))
    }

    private mutating func finish(_ result: TestResult) -> TestResult {
        if running == result.name { running = nil }
        results.append(result)
        return result
    }

    /// A `path:line` with the generated path replaced by the app's own file.
    private func mapped(_ location: String) -> String {
        for (generated, original) in originals where location.hasPrefix(generated) {
            return original + location.dropFirst(generated.count)
        }
        return location
    }
}

#endif
