// The source bridge as a build tool (what SourceBridgePlugin runs):
//
//     openuikit-port [--interface-builder DOCUMENT …] INPUT=OUTPUT …
//
// ports the inputs as one module (the storyboards and xibs given name the classes documents
// make, see SourceBridge.port) and writes each rewritten file to its output. What could not
// be bridged is printed as a compiler-style warning (`file:line:column: warning: …`), so it
// shows in the build's log next to the file it concerns; a file that cannot be parsed is an
// error, and fails the build.
//
// Built without OpenUIKit's `SourceBridge` trait (the default, so that packages depending on
// OpenUIKit never build swift-syntax), the tool only says how to turn the bridge on.
import Foundation
#if SourceBridge
import SourceBridge

var documents: [String] = []
var pairArguments: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--interface-builder", let document = arguments.popFirst() { documents.append(document) } else { pairArguments.append(argument) }
}
let pairs = pairArguments.compactMap { argument -> (input: String, output: String)? in
    guard let separator = argument.firstIndex(of: "=") else { return nil }
    return (String(argument[..<separator]), String(argument[argument.index(after: separator)...]))
}
guard !pairs.isEmpty, pairs.count == pairArguments.count else {
    FileHandle.standardError.write(Data("usage: openuikit-port [--interface-builder DOCUMENT …] INPUT=OUTPUT …\n".utf8))
    exit(2)
}
var interfaceBuilderClasses: Set<String> = []
for document in documents {
    guard let text = try? String(contentsOfFile: document, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: cannot read \(document)\n".utf8))
        exit(1)
    }
    interfaceBuilderClasses.formUnion(SourceBridge.interfaceBuilderClasses(inDocument: text))
}
var files: [SourceBridge.File] = []
for pair in pairs {
    guard let text = try? String(contentsOfFile: pair.input, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: cannot read \(pair.input)\n".utf8))
        exit(1)
    }
    files.append(SourceBridge.File(path: pair.input, text: text))
}
let result = SourceBridge().port(files, interfaceBuilderClasses: interfaceBuilderClasses)
for (file, pair) in zip(result.files, pairs) {
    do {
        try FileManager.default.createDirectory(atPath: (pair.output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // Unchanged outputs are not rewritten, so the compiler does not rebuild them.
        if (try? String(contentsOfFile: pair.output, encoding: .utf8)) != file.text {
            try file.text.write(toFile: pair.output, atomically: true, encoding: .utf8)
        }
    } catch {
        FileHandle.standardError.write(Data("error: cannot write \(pair.output): \(error)\n".utf8))
        exit(1)
    }
}
for problem in result.problems {
    let severity = problem.leavesFileUnported ? "error" : "warning"
    print("\(problem.path):\(problem.line):\(problem.column): \(severity): source bridge: \(problem.message)")
}
if result.problems.contains(where: \.leavesFileUnported) { exit(1) }
#else
FileHandle.standardError.write(Data("""
    error: SourceBridgePlugin needs OpenUIKit's SourceBridge trait, which builds swift-syntax: \
    depend on OpenUIKit with .package(url: …, traits: ["SourceBridge"]) (swift-tools-version 6.1 \
    or later; in OpenUIKit's own checkout: swift build --traits SourceBridge)

    """.utf8))
exit(1)
#endif
