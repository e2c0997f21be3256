#if CommandLine
import Foundation

/// Runs a command, collecting (and optionally logging) its output line by line.
enum Shell {
    struct Outcome {
        var status: Int32
        var signal: Int32?
        var timedOut: Bool
        var output: String
    }

    static func run(_ arguments: [String], log: URL?, environment: [String: String]? = nil, timeout: Double = .infinity,
                    onLine: ((String) -> Void)? = nil) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        var output = Data()
        var pending = Data()
        do {
            try process.run()
        } catch {
            return Outcome(status: 127, signal: nil, timedOut: false, output: "cannot run \(arguments[0]): \(error.localizedDescription)")
        }
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        let handle = pipe.fileHandleForReading
        // A dispatch source must be resumed before it is released: made only when needed.
        var watchdog: (any DispatchSourceTimer)?
        if timeout.isFinite {
            let timer = DispatchSource.makeTimerSource()
            timer.schedule(deadline: .now() + timeout)
            timer.setEventHandler { timedOut = Date() >= deadline; process.terminate() }
            timer.resume()
            watchdog = timer
        }
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            output.append(chunk)
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                onLine?(line)
            }
        }
        process.waitUntilExit()
        watchdog?.cancel()
        if !pending.isEmpty { onLine?(String(decoding: pending, as: UTF8.self)) }
        let text = String(decoding: output, as: UTF8.self)
        if let log { try? text.write(to: log, atomically: true, encoding: .utf8) }
        let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        return Outcome(status: process.terminationStatus, signal: signal, timedOut: timedOut, output: text)
    }
}
#endif
