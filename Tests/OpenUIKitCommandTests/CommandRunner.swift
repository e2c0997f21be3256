import Foundation

/// Runs the built `openuikit` binary (beside the test bundle in `.build/<triple>/debug`) and
/// collects its exit code and output.
struct CommandRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("openuikit")
    }

    static func run(_ arguments: [String], environment: [String: String]? = nil, timeout: Double = 120) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "\(binary.path) is missing: build it first (swift build --build-tests --traits CommandLine builds every product)."])
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Never hang the tests: a command still running after `timeout` (two minutes) is killed.
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        // Read before waiting: a full pipe would block the child.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let standardOutput = String(decoding: out, as: UTF8.self)
        if standardOutput.contains("built without its command line") {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(binary.path) was built without the CommandLine trait: build with swift build --build-tests --traits CommandLine (scripts/test does)."])
        }
        return Result(status: process.terminationStatus, standardOutput: standardOutput, standardError: String(decoding: err, as: UTF8.self))
    }

    /// A fresh, empty folder for one test's output.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
