import SourceBridge
import Testing

/// The classes a target's storyboards and nibs name decide which `NSObject` subclasses get
/// Interface Builder connections (so documents can make them); other classes are untouched.
struct SourceBridgeInterfaceBuilderTests {
    static let source = """
    import UIKit

    class TransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {}

    class Unrelated: NSObject {}

    """

    @Test func documentsNameTheirCustomClassesWithoutModules() {
        let xml = #"""
        <viewController id="a" customClass="HomeController" customModule="App" customModuleProvider="target"/>
        <customObject id="b" customClass="TransitionDelegate" customModule="App"/>
        <segue destination="a" kind="custom" customClass="App.FadeSegue" id="c"/>
        """#
        #expect(SourceBridge.interfaceBuilderClasses(inDocument: xml) == ["HomeController", "TransitionDelegate", "FadeSegue"])
    }

    @Test func anObjectClassADocumentNamesCanBeMadeByIt() throws {
        let result = SourceBridge().port([SourceBridge.File(path: "A.swift", text: Self.source)], interfaceBuilderClasses: ["TransitionDelegate"])
        let text = try #require(result.files.first?.text)
        #expect(text.contains("""
        class TransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
            /// Outlets and actions storyboards and nibs connect by name (source bridge).
            @MainActor class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
                connections.makeInstance = { TransitionDelegate() }
            }
        }

        extension TransitionDelegate: InterfaceBuilderConnectable {}
        """))
        #expect(text.contains("class Unrelated: NSObject {}\n"), "a class no document names is left alone")
        let again = SourceBridge().port(result.files, interfaceBuilderClasses: ["TransitionDelegate"])
        #expect(again.files == result.files, "idempotent")
    }

    @Test func withoutDocumentsNothingChanges() {
        let result = SourceBridge().port([SourceBridge.File(path: "A.swift", text: Self.source)])
        #expect(result.files.first?.text == Self.source && result.findings.isEmpty)
    }
}
