import SourceBridge
import Testing

/// The Objective-C names the bridge gives selectors, as Swift's compiler names `@objc` methods.
struct SourceBridgeSelectorNameTests {
    @Test(arguments: [
        ("handlePan", ["_"], "handlePan:"),
        ("close", ["sender"], "closeWithSender:"),
        ("view", ["forKey"], "viewForKey:"),
        ("handleTap", ["with"], "handleTapWith:"),
        ("moveTo", ["point"], "moveToPoint:"),
        ("add", ["_", "forKey"], "add:forKey:"),
        ("tableView", ["_", "cellForRowAt"], "tableView:cellForRowAt:"),
        ("tick", [], "tick"),
    ])
    func namesFollowSwiftsRule(_ baseName: String, _ labels: [String], _ expected: String) {
        let file = SourceBridge.File(path: "Names.swift", text: """
            import UIKit
            final class Names: NSObject {
                @objc func \(baseName)(\(labels.map { "\($0) a\($0.count): Int" }.joined(separator: ", "))) {}
                func select() -> Selector { #selector(\(baseName)\(labels.isEmpty ? "" : "(" + labels.map { "\($0):" }.joined() + ")")) }
            }

            """)
        let ported = SourceBridge().port([file]).files[0].text
        #expect(ported.contains("name: \"\(expected)\")"), "\(ported)")
    }
}
