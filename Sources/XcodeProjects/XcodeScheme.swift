import Foundation

/// A shared scheme (`xcshareddata/xcschemes/*.xcscheme`): the test targets its test action runs.
package struct XcodeScheme: Equatable {
    /// A test target the scheme runs, by name and by the container (`container:App.xcodeproj`).
    package struct Testable: Equatable {
        package var targetName: String
        var targetID: String?
        var container: String?
        package var isSkipped: Bool
    }

    package var name: String
    package var file: URL
    package var testables: [Testable]
    /// The test action's configuration (`Debug` unless the scheme says otherwise).
    package var testConfiguration: String
    /// A problem reading the scheme (the scheme is then listed with no test targets).
    package var problem: String?

    /// The shared and the user schemes of a project or workspace folder, by name.
    static func schemes(in container: URL) -> [XcodeScheme] {
        var folders = [container.appendingPathComponent("xcshareddata/xcschemes")]
        let userData = container.appendingPathComponent("xcuserdata")
        for user in ((try? FileManager.default.contentsOfDirectory(atPath: userData.path)) ?? []).sorted() {
            folders.append(userData.appendingPathComponent(user).appendingPathComponent("xcschemes"))
        }
        var result: [XcodeScheme] = []
        for folder in folders {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where name.hasSuffix(".xcscheme") {
                let scheme = XcodeScheme(file: folder.appendingPathComponent(name))
                if !result.contains(where: { $0.name == scheme.name }) { result.append(scheme) }
            }
        }
        return result
    }

    /// Reads one scheme file; a malformed file gives a scheme with a ``problem``.
    init(file: URL) {
        self.file = file
        name = file.deletingPathExtension().lastPathComponent
        testables = []
        testConfiguration = "Debug"
        guard let data = FileManager.default.contents(atPath: file.path) else {
            problem = "cannot read the scheme file"
            return
        }
        let tree: XMLTree
        do {
            tree = try XMLTree(data: data)
        } catch {
            problem = "cannot read the scheme (\((error as? XMLTree.ReadError)?.reason ?? "\(error)"))"
            return
        }
        guard tree.root.name == "Scheme", let test = tree.root.child("TestAction") else { return }
        if let configuration = test["buildConfiguration"] { testConfiguration = configuration }
        for testable in test.child("Testables")?.children("TestableReference") ?? [] {
            guard let reference = testable.child("BuildableReference"), let targetName = reference["BlueprintName"] else { continue }
            testables.append(Testable(targetName: targetName, targetID: reference["BlueprintIdentifier"],
                                      container: reference["ReferencedContainer"], isSkipped: testable["skipped"] == "YES"))
        }
        // Test plans (`.xctestplan`, JSON) name the test targets instead.
        for plan in test.child("TestPlans")?.children("TestPlanReference") ?? [] {
            guard let reference = plan["reference"] else { continue }
            testables += Self.testPlanTargets(reference, scheme: file)
        }
    }

    /// A test plan's enabled test targets (`container:App/App.xctestplan`).
    static func testPlanTargets(_ reference: String, scheme: URL) -> [Testable] {
        guard reference.hasPrefix("container:") else { return [] }
        // Schemes live in X.xcodeproj/xcshareddata/xcschemes: the container is X.xcodeproj's folder.
        let containerFolder = scheme.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = containerFolder.appendingPathComponent(String(reference.dropFirst("container:".count)))
        guard let data = FileManager.default.contents(atPath: url.path),
              let plan = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let targets = plan["testTargets"] as? [[String: Any]] else { return [] }
        return targets.compactMap { entry in
            guard let target = entry["target"] as? [String: Any], let name = target["name"] as? String else { return nil }
            return Testable(targetName: name, targetID: target["identifier"] as? String,
                            container: target["containerPath"] as? String, isSkipped: entry["enabled"] as? Bool == false)
        }
    }
}
