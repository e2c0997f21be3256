import Foundation
import Testing
@testable import XcodeProjects

/// The fixture projects (written for these tests in Xcode's format): Notes (classic groups, a
/// variant group, an xcconfig, a framework, a Swift package, a run script) and Tally (Xcode 16
/// folder-synchronized groups with a membership exception).
enum Fixtures {
    static let root = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
    static var notes: URL { root.appendingPathComponent("Notes/Notes.xcodeproj") }
    static var tally: URL { root.appendingPathComponent("Tally/Tally.xcodeproj") }
}

@Suite struct XcodeProjectTests {
    @Test func readsTargetsAndTheirKinds() throws {
        let project = try XcodeProject(url: Fixtures.notes)
        #expect(project.name == "Notes")
        #expect(project.targets.map(\.name) == ["Notes", "NotesTests", "NotesKit", "NotesLegacy"])
        #expect(project.targets.map(\.kind) == [.application, .unitTests, .framework, .framework])
        #expect(project.configuration == "Debug")
    }

    @Test func resolvesFilesThroughGroupsInPhaseOrder() throws {
        let project = try XcodeProject(url: Fixtures.notes)
        let app = try #require(project.target(named: "Notes"))
        let folder = Fixtures.root.appendingPathComponent("Notes").standardizedFileURL
        #expect(app.sources.map { $0.path } == [folder.appendingPathComponent("Notes/NotesViewController.swift").path,
                                                  folder.appendingPathComponent("Notes/AppDelegate.swift").path,
                                                  folder.appendingPathComponent("Notes/AboutViewController.swift").path])
        #expect(app.resources.map(\.bundlePath) == ["Assets.xcassets", "Base.lproj/Main.storyboard", "en.lproj/Localizable.strings", "AboutView.xib"])
        #expect(app.resources.allSatisfy { FileManager.default.fileExists(atPath: $0.url.path) })
        #expect(app.missingFiles.isEmpty)
        #expect(app.scriptPhases == ["SwiftLint"])
        #expect(app.linkedProducts == ["NotesKit.framework", "NotesLegacy.framework"])
        #expect(app.dependencies == [.target(id: "A60000000000000000000003", name: "NotesKit")])
        #expect(app.packageProducts == [SwiftPackageProduct(product: "Logging", repositoryURL: "https://github.com/apple/swift-log.git",
                                                            requirement: "kind upToNextMajorVersion, minimumVersion 1.5.0")])
    }

    @Test func resolvesBuildSettingsWithInheritanceConditionsAndOperators() throws {
        let project = try XcodeProject(url: Fixtures.notes)
        let app = try #require(project.target(named: "Notes"))
        // xcconfig < project < target; the simulator condition applies; $(inherited) chains.
        #expect(app.settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == ["SIMULATOR", "DEBUG", "NOTES_DEBUG"])
        #expect(app.settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.Notes")
        #expect(app.settings["SWIFT_VERSION"] == "5.0")
        #expect(app.settings["IPHONEOS_DEPLOYMENT_TARGET"] == "15.0")
        #expect(app.settings["INFOPLIST_FILE"] == "Notes/Info.plist")
        #expect(app.moduleName == "Notes")
        let tests = try #require(project.target(named: "NotesTests"))
        #expect(tests.settings["TEST_HOST"] == "/BUILT_PRODUCTS_DIR/Notes.app//Notes")
        #expect(tests.settings["BUNDLE_LOADER"] == tests.settings["TEST_HOST"])
        #expect(tests.resources.map(\.bundlePath) == ["notes.json"])
    }

    @Test func readsTheReleaseConfigurationWhenAsked() throws {
        let project = try XcodeProject(url: Fixtures.notes, configuration: "Release")
        let app = try #require(project.target(named: "Notes"))
        #expect(app.settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == nil)
        #expect(project.target(named: "NotesTests")?.settings["TEST_HOST"] == "/BUILT_PRODUCTS_DIR/Notes.app/Notes")
    }

    @Test func readsSharedSchemes() throws {
        let project = try XcodeProject(url: Fixtures.notes)
        #expect(project.schemes.map(\.name) == ["Notes"])
        #expect(project.schemes.first?.testables == [.init(targetName: "NotesTests", targetID: "A60000000000000000000002",
                                                           container: "container:Notes.xcodeproj", isSkipped: false)])
    }

    @Test func workspacesListTheirProjectsThroughGroups() throws {
        let workspace = try XcodeWorkspace(url: Fixtures.root.appendingPathComponent("Both.xcworkspace"))
        #expect(workspace.projects.map(\.name) == ["Notes", "Tally"])
        #expect(workspace.projects.flatMap(\.targets).filter { $0.kind == .unitTests }.map(\.name) == ["NotesTests", "TallyTests"])
    }

    @Test func folderSynchronizedGroupsWithMembershipExceptions() throws {
        let project = try XcodeProject(url: Fixtures.tally)
        let app = try #require(project.target(named: "Tally"))
        #expect(app.sources.map(\.lastPathComponent) == ["AppDelegate.swift", "SceneDelegate.swift", "CounterViewController.swift"])
        #expect(app.resources.isEmpty)   // Info.plist is an exception (and never a resource)
        let tests = try #require(project.target(named: "TallyTests"))
        #expect(tests.sources.map(\.lastPathComponent) == ["CounterSwiftTests.swift", "CounterTests.swift", "MainActorCounterTests.swift"])
        #expect(tests.dependencies == [.target(id: "B60000000000000000000001", name: "Tally")])
        #expect(app.settings["SWIFT_VERSION"] == "6.0")
        #expect(app.settings.isOn("INFOPLIST_KEY_UIApplicationSceneManifest_Generation"))
    }

    @Test func targetsForAnotherPlatformAndMissingConfigurationFilesAreNamed() throws {
        // A library's iOS, macOS and tvOS twins, and a multiplatform target, as library projects
        // declare them (SDKROOT per target; SUPPORTED_PLATFORMS for the multiplatform one).
        func target(_ id: String, _ settings: String) -> String {
            "\(id) = {isa = PBXNativeTarget; name = \(id); buildConfigurationList = L\(id); buildPhases = (); productType = \"com.apple.product-type.framework\"; }; L\(id) = {isa = XCConfigurationList; buildConfigurations = (C\(id)); }; C\(id) = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(settings)}; };"
        }
        // The project's configuration file is CocoaPods', not on disk before `pod install`: Xcode
        // warns and goes on, and so does the reader, naming it as missing.
        let text = "{ objects = { P = {isa = PBXProject; mainGroup = G; buildConfigurationList = LP; targets = (Phone, Mac, TV, Both); }; G = {isa = PBXGroup; children = (X); }; X = {isa = PBXFileReference; path = \"Pods/Target Support Files/Pods.debug.xcconfig\"; sourceTree = \"<group>\"; }; LP = {isa = XCConfigurationList; buildConfigurations = (CP); }; CP = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = X; buildSettings = {SDKROOT = iphoneos; }; };"
            + target("Phone", "") + target("Mac", "SDKROOT = macosx;") + target("TV", "SDKROOT = appletvos;")
            + target("Both", "SDKROOT = macosx; SUPPORTED_PLATFORMS = \"macosx iphoneos iphonesimulator\";") + " }; rootObject = P; }"
        let project = try XcodeProject(url: URL(fileURLWithPath: "/tmp/Lib.xcodeproj"), projectFileData: Data(text.utf8))
        #expect(project.targets.map(\.otherPlatform) == [nil, "macOS", "tvOS", nil])
        #expect(project.targets.allSatisfy { $0.missingFiles == ["/tmp/Pods/Target Support Files/Pods.debug.xcconfig"] })
    }

    @Test func expansionStopsAtCyclesAndKeepsUnknownText() {
        let settings = BuildSettings(levels: [["A": "$(B) a", "B": "$(A) b", "C": "$(NOPE)x$", "D": "${C:lower}", "E": "$(A"]])
        #expect(settings["A"] == " b a")
        #expect(settings["C"] == "x$")
        #expect(settings["D"] == "x$")
        #expect(settings["E"] == "$(A")
        #expect(BuildSettings.split(#"-D "A B" 'c' d\ e"#) == ["-D", "A B", "c", "d e"])
    }
}

@Suite struct XcodeProjectErrorTests {
    private func read(_ text: String) -> String {
        do {
            _ = try XcodeProject(url: URL(fileURLWithPath: "/tmp/Broken.xcodeproj"), projectFileData: Data(text.utf8))
            return "read"
        } catch let error as XcodeProjectError {
            return error.description
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func malformedFilesNameTheFileAndObject() {
        #expect(read("{\n objects = {\n A = { isa = PBXProject; ") == "/tmp/Broken.xcodeproj/project.pbxproj: not a property list Xcode can read (line 3: the dictionary opened on line 3 is not closed with '}')")
        #expect(read("{\n objects = {\n A = { isa = PBXProject }; }; }") == "/tmp/Broken.xcodeproj/project.pbxproj: not a property list Xcode can read (line 3: expected ';' after the value of 'isa', found '}')")
        #expect(read("( a, b )") == "/tmp/Broken.xcodeproj/project.pbxproj: the file is not a dictionary of objects (a project.pbxproj starts with '{')")
        #expect(read("{ rootObject = P; }") == "/tmp/Broken.xcodeproj/project.pbxproj: no 'objects' dictionary")
        #expect(read("{ objects = { P = { isa = PBXProject; }; }; rootObject = Q; }") == "/tmp/Broken.xcodeproj/project.pbxproj: object Q: is referenced but not defined")
        #expect(read("{ objects = { P = { isa = PBXProject; }; }; rootObject = P; }") == "/tmp/Broken.xcodeproj/project.pbxproj: object P (PBXProject): has no 'mainGroup'")
        #expect(read("{ objects = { P = { isa = PBXProject; mainGroup = G; targets = (T); }; G = { isa = PBXGroup; children = (G); }; T = { isa = PBXGroup; }; }; rootObject = P; }")
                == "/tmp/Broken.xcodeproj/project.pbxproj: object T (PBXGroup): is listed as a target but is a PBXGroup")
        #expect(read("{ objects = { P = { isa = PBXProject; mainGroup = G; targets = (T); }; G = { isa = PBXGroup; }; T = { isa = PBXNativeTarget; name = App; buildPhases = (X); }; X = { isa = PBXSourcesBuildPhase; files = (F); }; F = { isa = PBXBuildFile; fileRef = (1, 2); }; }; rootObject = P; }")
                == "/tmp/Broken.xcodeproj/project.pbxproj: object F (PBXBuildFile): 'fileRef' is not a string")
    }

    @Test func cyclicGroupsAreRead() {
        // A group that contains its own parent: read once, no hang.
        #expect(read("{ objects = { P = { isa = PBXProject; mainGroup = G; }; G = { isa = PBXGroup; children = (H); }; H = { isa = PBXGroup; path = h; children = (G, H); }; }; rootObject = P; }") == "read")
    }

    @Test func missingProjectFile() {
        #expect(throws: XcodeProjectError.self) { try XcodeProject(url: URL(fileURLWithPath: "/nonexistent/App.xcodeproj")) }
    }
}
