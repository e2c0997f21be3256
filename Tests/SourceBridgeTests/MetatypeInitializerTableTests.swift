import Foundation
@testable import OpenUIKit
import SourceBridge
import Testing

/// The initializers code calls through a class object (`MetatypeInitializers`): OpenUIKit's
/// built-in ones cover every view, controller, gesture recognizer and collection layout, each
/// makes its own class, and the bridge's picture of them (which initializers a subclass
/// inherits) is OpenUIKit's.
@MainActor
struct MetatypeInitializerTableTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/OpenUIKit")

    /// OpenUIKit's public classes that descend from `roots`, read from its sources.
    static func publicClasses(descendingFrom roots: Set<String>) throws -> Set<String> {
        let declaration = try NSRegularExpression(pattern: #"(?m)^\s*(?:open|public)\s+(?:final\s+)?class\s+(\w+)\s*:\s*(\w+)"#)
        var parents: [String: String] = [:]
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let name = Range(match.range(at: 1), in: text), let parent = Range(match.range(at: 2), in: text) else { continue }
                parents[String(text[name])] = String(text[parent])
            }
        }
        return Set(parents.keys.filter { name in
            var current: String? = name
            while let type = current {
                if roots.contains(type) { return true }
                current = parents[type]
            }
            return false
        })
    }

    static func openUIKitClass(_ name: String) -> AnyClass? {
        name == "NSObject" ? NSObject.self : _typeByName("OpenUIKit.\(name)") as? AnyClass
    }

    @Test func everyViewControllerRecognizerAndLayoutHasItsInitializersOrIsListedWithout() throws {
        let classes = try Self.publicClasses(descendingFrom: ["UIView", "UIViewController", "UIGestureRecognizer", "UICollectionViewLayout"])
        #expect(classes.count > 50)
        for name in classes.sorted() {
            let type: AnyClass = try #require(Self.openUIKitClass(name), "\(name) is found by name")
            let has = MetatypeInitializers.builtIn[ObjectIdentifier(type)] != nil
            #expect(has != MetatypeInitializers.classesWithoutMetatypeInitializers.contains(name),
                    "\(name) must have built-in initializers or be listed as having none")
        }
    }

    @Test func eachBuiltInInitializerMakesItsOwnClass() throws {
        let layout = UICollectionViewFlowLayout()
        let arguments: [String: Any] = [
            "init()": (), "init(frame:)": CGRect(x: 0, y: 0, width: 10, height: 20),
            "init(nibName:bundle:)": (String?.none, Bundle?.none), "init(rootViewController:)": UIViewController(),
            "init(style:)": UITableView.Style.grouped, "init(collectionViewLayout:)": layout,
            "init(style:reuseIdentifier:)": (UITableViewCell.CellStyle.subtitle, String?.some("cell")),
            "init(reuseIdentifier:)": String?.some("header") as Any, "init(frame:style:)": (CGRect.zero, UITableView.Style.plain),
            "init(frame:collectionViewLayout:)": (CGRect.zero, layout as UICollectionViewLayout), "init(target:action:)": (Any?.none, Selector?.none), "init(type:)": UIButton.ButtonType.system,
        ]
        var count = 0
        for (identifier, factories) in MetatypeInitializers.builtIn {
            for (signature, factory) in factories {
                let argument = try #require(arguments[signature], "\(signature) has arguments")
                let made = try #require(factory(argument), "\(signature) makes an object")
                #expect(ObjectIdentifier(type(of: made)) == identifier, "\(type(of: made)).\(signature)")
                count += 1
            }
        }
        #expect(count > 90)
    }

    @Test func theBridgesPictureOfUIKitsInitializersIsOpenUIKits() throws {
        let bridge = SourceBridge.uikitMetatypeInitializers
        for (name, signatures) in bridge.sorted(by: { $0.key < $1.key }) {
            let type: AnyClass = try #require(Self.openUIKitClass(name), "\(name) is found by name")
            let builtIn = Set(MetatypeInitializers.builtIn[ObjectIdentifier(type)]?.keys ?? [:].keys)
            #expect(builtIn == signatures, "\(name): OpenUIKit has \(builtIn.sorted()), the bridge assumes \(signatures.sorted())")
        }
        let namesWithBuiltIns = try Self.publicClasses(descendingFrom: ["UIView", "UIViewController", "UIGestureRecognizer", "UICollectionViewLayout"])
            .subtracting(MetatypeInitializers.classesWithoutMetatypeInitializers)
        #expect(namesWithBuiltIns.subtracting(bridge.keys).isEmpty, "the bridge knows every class with built-in initializers")
    }
}
