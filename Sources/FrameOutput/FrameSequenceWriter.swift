import Foundation
import OpenCoreGraphics

import OpenQuartzCore

/// Writes a recording as one file per frame (`frame-0000.png`...) as the frames are drawn. The
/// files go into a hidden staging folder beside `directory` (`.NAME.partial-PID`) that replaces
/// it once every frame is written, so a failure or an interruption leaves the previous folder
/// (or none), never half a sequence; the output folder's clean-up removes a dead run's staging.
package final class FrameSequenceWriter {
    private let directory: URL
    private let staging: URL
    private let fileExtension: String
    private let encode: (RecordedFrame, URL) throws -> Data
    private var names: [String] = []

    init(directory: URL, fileExtension: String, encode: @escaping (RecordedFrame, URL) throws -> Data) throws {
        self.directory = directory
        self.fileExtension = fileExtension
        self.encode = encode
        staging = FrameFiles.stagingURL(for: directory)
        let files = FileManager.default
        do {
            try files.createDirectory(at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? files.removeItem(at: staging)
            try files.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw FrameFiles.WriteError(description: "Cannot write '\(directory.path)': \(FrameFiles.plainReason(of: error)).")
        }
    }

    package func add(_ frame: RecordedFrame) throws {
        let name = String(format: "frame-%04d.", frame.index) + fileExtension
        let file = staging.appendingPathComponent(name)
        do {
            try encode(frame, file).write(to: file)
        } catch let error as FrameFiles.WriteError {
            throw error
        } catch {
            throw FrameFiles.WriteError(description: "Cannot write '\(file.path)': \(FrameFiles.plainReason(of: error)).")
        }
        names.append(name)
    }

    /// Moves the finished sequence into place and returns its files.
    package func finish() throws -> [URL] {
        let files = FileManager.default
        do {
            if files.fileExists(atPath: directory.path) { try files.removeItem(at: directory) }
            try files.moveItem(at: staging, to: directory)
        } catch {
            abandon()
            throw FrameFiles.WriteError(description: "Cannot write '\(directory.path)': \(FrameFiles.plainReason(of: error)).")
        }
        return names.map { directory.appendingPathComponent($0) }
    }

    /// Removes the unfinished sequence.
    package func abandon() {
        try? FileManager.default.removeItem(at: staging)
    }
}
