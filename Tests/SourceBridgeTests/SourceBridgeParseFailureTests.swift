import SourceBridge
import Testing

/// A file the parser cannot read whole is never ported half-way or passed over in silence: it is
/// left exactly as it was, and a `notParsed` finding names it with the place and the reason.
struct SourceBridgeParseFailureTests {
    static let ported = SourceBridge.File(path: "Button.swift", text: """
        import UIKit
        final class Screen: UIViewController {
            @objc func close() {}
            func wire(_ button: UIButton) { button.addTarget(self, action: #selector(close), for: .touchUpInside) }
        }

        """)

    @Test func anExpressionNested20000DeepIsReportedAndLeftUnported() {
        let deep = SourceBridge.File(path: "Deep.swift", text: "@objc func f() {}\nlet x = " + String(repeating: "(", count: 20_000) + "1"
            + String(repeating: ")", count: 20_000) + "\n")
        let result = SourceBridge().port([Self.ported, deep])
        #expect(result.files[1] == deep, "the file is left exactly as it was")
        #expect(result.unportedFiles == ["Deep.swift"])
        let finding = result.findings.first { $0.path == "Deep.swift" }
        #expect(finding?.kind == .notParsed)
        #expect(finding?.leavesFileUnported == true)
        #expect(finding?.description.hasPrefix("Deep.swift:2:") == true)
        #expect(finding?.message.contains("nested more than 256 deep") == true, "\(String(describing: finding))")
        #expect(result.problems.contains { $0.path == "Deep.swift" }, "an unported file is a problem, like code that cannot be bridged")
        // The other file of the module is still ported.
        #expect(result.files[0].text.contains("Selector(Self.close, name: \"close\")"))
    }

    @Test func aSyntaxErrorIsReportedAtItsLine() {
        let broken = SourceBridge.File(path: "Broken.swift", text: "import UIKit\n\nfinal class A {\n    func f( {\n}\n")
        let result = SourceBridge().port([broken])
        #expect(result.files == [broken])
        let finding = result.findings.first
        #expect(finding?.kind == .notParsed)
        #expect(finding?.line == 4, "\(String(describing: finding))")
        #expect(finding?.message.hasPrefix("this file cannot be parsed (") == true)
        #expect(finding?.message.hasSuffix("); it is left unported") == true)
    }

    /// Swift-syntax's debug builds stop at 20 levels by default; the bridge follows 256 in every
    /// build, so a debug build of the plugin's tool ports what a release build ports.
    @Test func codeNested40DeepIsPortedInEveryBuild() {
        let nested = "let x = " + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40) + "\n"
        let file = SourceBridge.File(path: "Nested.swift", text: Self.ported.text + nested)
        let result = SourceBridge().port([file])
        #expect(result.unportedFiles.isEmpty, "\(result.findings.map(\.description))")
        #expect(result.files[0].text.contains("Selector(Self.close, name: \"close\")"))
    }

    /// A file that cannot be parsed is out of the module: nothing is moved out of it into
    /// another file (the override would then be there twice, once in the file left as it was).
    @Test func nothingIsMovedOutOfAFileThatCannotBeParsed() {
        let screen = SourceBridge.File(path: "Screen.swift", text: "import UIKit\nclass Screen: UIViewController {}\n")
        let broken = SourceBridge.File(path: "Screen+Load.swift", text: """
            import UIKit
            extension Screen {
                override func viewDidLoad() { super.viewDidLoad() }
                func f( {
            }

            """)
        let result = SourceBridge().port([screen, broken])
        #expect(result.unportedFiles == ["Screen+Load.swift"])
        #expect(result.files == [screen, broken], "\(result.files.map(\.text))")
    }
}
