import Foundation
import Testing
@testable import XcodeProjects

/// Swift packages read as projects, from descriptions shaped as `swift package dump-package`
/// prints them (Swift 6.3's format).
@Suite struct SwiftPackageManifestTests {
    static let gauge = Fixtures.root.appendingPathComponent("Gauge")

    static func read(_ json: String) throws -> XcodeProject {
        try XcodeProject(packageFolder: gauge, manifestJSON: Data(json.utf8))
    }

    @Test func targetsFollowSwiftPMsConventions() throws {
        let project = try Self.read("""
            {"name": "Gauge", "toolsVersion": {"_version": "5.9.0"},
             "dependencies": [{"sourceControl": [{"identity": "swift-log", "location": {"remote": [{"urlString": "https://github.com/apple/swift-log.git"}]},
                               "requirement": {"range": [{"lowerBound": "1.5.0", "upperBound": "2.0.0"}]}}]}],
             "targets": [
               {"name": "Gauge", "type": "regular", "dependencies": [{"byName": ["Logging", null]}], "exclude": ["Gauge.docc"], "resources": [],
                "settings": [{"tool": "swift", "kind": {"define": {"_0": "GAUGE_CLAMPS"}}}]},
               {"name": "GaugeTests", "type": "test", "dependencies": [{"byName": ["Gauge", null]}], "exclude": [], "resources": [],
                "settings": [{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": {"version": {"_0": "6"}}}}}]},
               {"name": "GaugeMacros", "type": "macro", "dependencies": [], "exclude": [], "resources": [], "settings": []}
             ]}
            """)
        #expect(project.name == "Gauge")
        #expect(project.targets.map(\.kind) == [.framework, .unitTests, .other("macro target")])
        let library = try #require(project.target(named: "Gauge"))
        #expect(library.sources.map(\.lastPathComponent) == ["GaugeView.swift"])
        #expect(library.settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == ["GAUGE_CLAMPS"])
        #expect(library.settings["SWIFT_VERSION"] == "5.0")
        #expect(library.moduleName == "Gauge")
        #expect(library.packageProducts == [SwiftPackageProduct(product: "Logging", repositoryURL: "https://github.com/apple/swift-log.git",
                                                                requirement: "kind upToNextMajorVersion, minimumVersion 1.5.0")])
        let tests = try #require(project.target(named: "GaugeTests"))
        #expect(tests.sources.map(\.lastPathComponent) == ["GaugeViewTests.swift"])
        #expect(tests.dependencies == [.target(id: "Gauge", name: "Gauge")])
        #expect(tests.settings["SWIFT_VERSION"] == "6.0")
        #expect(project.targets.last?.missingFiles.count == 1, "Sources/GaugeMacros is not on disk")
    }

    @Test func pathsSourcesAndRequirementsAsWritten() throws {
        let project = try Self.read("""
            {"name": "Gauge", "toolsVersion": {"_version": "6.0.0"},
             "dependencies": [{"sourceControl": [{"identity": "pinned", "location": {"remote": [{"urlString": "https://example.com/pinned.git"}]},
                               "requirement": {"exact": ["1.2.3"]}}]},
                              {"sourceControl": [{"identity": "minor", "location": {"remote": [{"urlString": "https://example.com/minor.git"}]},
                               "requirement": {"range": [{"lowerBound": "1.2.0", "upperBound": "1.3.0"}]}}]},
                              {"sourceControl": [{"identity": "edge", "location": {"remote": [{"urlString": "https://example.com/edge.git"}]},
                               "requirement": {"branch": ["main"]}}]}],
             "targets": [
               {"name": "Everything", "type": "regular", "path": "Sources", "dependencies": [{"product": ["Pinned", "pinned", null, null]},
                {"product": ["Minor", "minor", null, null]}, {"product": ["Edge", "edge", null, null]}], "exclude": [], "resources": [], "settings": []},
               {"name": "Picked", "type": "test", "path": "Tests", "sources": ["GaugeTests/GaugeViewTests.swift"], "dependencies": [],
                "exclude": [], "resources": [{"path": "GaugeTests", "rule": {"copy": {}}}], "settings": []}
             ]}
            """)
        let everything = try #require(project.target(named: "Everything"))
        #expect(everything.sources.map(\.lastPathComponent) == ["GaugeView.swift"], "the whole Sources folder, the catalog's files not Swift")
        #expect(everything.settings["SWIFT_VERSION"] == "6.0", "tools version 6 means Swift 6 mode")
        #expect(everything.packageProducts.map(\.requirement) == ["kind exactVersion, version 1.2.3", "kind upToNextMinorVersion, minimumVersion 1.2.0",
                                                                  "kind branch, branch main"])
        let picked = try #require(project.target(named: "Picked"))
        #expect(picked.sources.map(\.lastPathComponent) == ["GaugeViewTests.swift"])
        #expect(picked.resources.map(\.bundlePath) == ["GaugeTests"])
    }

    @Test func malformedDescriptionsAreOneError() {
        for json in ["", "[]", "{\"name\": \"X\"}", "{\"name\": \"X\", \"targets\": [{\"type\": \"regular\"}]}"] {
            #expect(throws: XcodeProjectError.self, "\(json)") { try Self.read(json) }
        }
    }
}
