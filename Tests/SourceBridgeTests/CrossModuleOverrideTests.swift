import SourceBridge
import Testing

/// Overrides, in another module, of members a module declares in class extensions (a test
/// target's subclass overriding a library's `@objc` extension member): the library dispatches
/// through a protocol, the other module's override adopts it.
struct CrossModuleOverrideTests {
    static let library = """
        import UIKit

        extension UIViewController {
            @objc var panelInsets: UIEdgeInsets {
                return view.safeAreaInsets
            }
        }

        open class Adapter: NSObject {}

        extension Adapter {
            open func height(for section: Int, in table: UITableView) -> CGFloat { 44 }
            func notOverridable() -> Int { 1 }
        }
        """

    static let tests = """
        import XCTest
        @testable import Panels

        private class InsetController: UIViewController {
            override var panelInsets: UIEdgeInsets {
                return UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 34)
            }
        }

        final class TallAdapter: Adapter {
            override func height(for section: Int, in table: UITableView) -> CGFloat {
                super.height(for: section, in: table) * 2
            }
        }
        """

    @Test func theLibraryDispatchesItsOverridableExtensionMembersThroughProtocols() throws {
        let result = SourceBridge().port([SourceBridge.File(path: "Panels.swift", text: Self.library)])
        #expect(result.overridableMembers.map(\.protocolName) == ["_BridgedOverridable_panelInsets", "_BridgedOverridable_height_for_in"])
        let text = try #require(result.files.first?.text)
        #expect(text.contains("var panelInsets: UIEdgeInsets {\n        if let overriding = self as? _BridgedOverridable_panelInsets { return overriding._bridgedOverridden_panelInsets }\n        return _bridgedInherited_panelInsets\n    }"))
        #expect(text.contains("var _bridgedInherited_panelInsets: UIEdgeInsets {\n        return view.safeAreaInsets\n    }"))
        #expect(text.contains("protocol _BridgedOverridable_panelInsets: AnyObject {\n    var _bridgedOverridden_panelInsets: UIEdgeInsets { get }\n}"))
        #expect(text.contains("public protocol _BridgedOverridable_height_for_in: AnyObject {\n    func _bridgedOverridden_height(for section: Int, in table: UITableView) -> CGFloat\n}"))
        #expect(text.contains("if let overriding = self as? _BridgedOverridable_height_for_in { return overriding._bridgedOverridden_height(for: section, in: table) }"))
        #expect(text.contains("func notOverridable() -> Int { 1 }"), "a member iOS does not let other modules override stays as it is")
    }

    @Test func anotherModulesOverridesAdoptTheProtocolsAndCallTheInheritedCode() throws {
        let library = SourceBridge().port([SourceBridge.File(path: "Panels.swift", text: Self.library)])
        let result = SourceBridge().port([SourceBridge.File(path: "PanelTests.swift", text: Self.tests)], importedOverridables: library.overridableMembers)
        let text = try #require(result.files.first?.text)
        #expect(text.contains("private class InsetController: UIViewController {\n    var _bridgedOverridden_panelInsets: UIEdgeInsets {"))
        #expect(text.contains("extension InsetController: _BridgedOverridable_panelInsets {}"))
        #expect(text.contains("func _bridgedOverridden_height(for section: Int, in table: UITableView) -> CGFloat {\n        super._bridgedInherited_height(for: section, in: table) * 2"))
        #expect(text.contains("extension TallAdapter: _BridgedOverridable_height_for_in {}"))
        // Without the library's members, the overrides are left as they are (and do not compile).
        let alone = SourceBridge().port([SourceBridge.File(path: "PanelTests.swift", text: Self.tests)])
        #expect(alone.files.first?.text.contains("override var panelInsets") == true)
    }

    /// A type implementing another module's `@objc optional` requirement that returns a value
    /// gets the witness the declaring module's own types get, so calls through the protocol
    /// reach it.
    @Test func anotherModulesOptionalRequirementsGetTheirWitnesses() throws {
        let library = SourceBridge().port([SourceBridge.File(path: "PanelDelegate.swift", text: """
            import UIKit

            @objc public protocol PanelDelegate {
                @objc optional func panelShouldScroll(_ panel: UIView) -> Bool
                @objc optional func panelDidMove(_ panel: UIView)
            }
            """)])
        #expect(library.optionalRequirements.map(\.fullName) == ["panelShouldScroll(_:)", "panelDidMove(_:)"])
        let tests = SourceBridge().port([SourceBridge.File(path: "PanelTests.swift", text: """
            import XCTest
            @testable import Panels

            final class ScrollingDelegate: NSObject, PanelDelegate {
                func panelShouldScroll(_ panel: UIView) -> Bool { true }
            }

            final class PanelTests: XCTestCase {
                func testALocalDelegate() {
                    class Refusing: PanelDelegate {
                        func panelShouldScroll(_ panel: UIView) -> Bool { false }
                    }
                    _ = Refusing()
                }
            }
            """)], importedOptionalRequirements: library.optionalRequirements)
        let text = try #require(tests.files.first?.text)
        #expect(text.contains("func panelShouldScroll(_ panel: UIView) -> Bool { false }\n            func _bridgeOptional_panelShouldScroll(_ panel: UIView) -> Bool? { panelShouldScroll(panel) as Bool }"),
                "a class declared in a test method gets its witness too")
        #expect(text.contains("func _bridgeOptional_panelShouldScroll(_ panel: UIView) -> Bool? { panelShouldScroll(panel) as Bool }"), "\(text)")
        #expect(text.contains("func _bridgeResponds(to name: String) -> Bool { [\"panelShouldScroll(_:)\"].contains(name) }"), "\(text)")
    }
}
