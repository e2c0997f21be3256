#if CommandLine && BridgeCommands
import Foundation
import SourceBridge
import XcodeProjects

/// The Swift package `openuikit test` builds an app's tests with, written into a build folder
/// (never into the app's tree): each Xcode target a SwiftPM target of the same module name, its
/// sources through the source bridge with `import UIKit` aliased to OpenUIKit, apps as libraries
/// whose launch a generated glue file runs before the tests (`HostedTests`). Files are written
/// only when their text changes, so a second run rebuilds only what changed.
struct GeneratedPackage {
    let folder: URL
    let openUIKitRoot: URL
    let plan: AppTestPlan
    /// Files left out because they did not compile in an earlier attempt (path → first error).
    var doesNotCompile: [String: String] = [:]
    /// Test methods left out of a test file that otherwise compiles (original path → method →
    /// its first error): only these tests fail as "did not build", the rest of the file runs.
    var doesNotCompileTests: [String: [TestMethods.Method: String]] = [:]
    /// Types a test file extends that do not exist here (a library's SwiftUI view, left out):
    /// original path → type names; their extensions are removed.
    var missingExtendedTypes: [String: Set<String>] = [:]

    /// What writing the package found.
    struct Outcome {
        /// Per module, the generated file → the original file (for messages).
        var originals: [String: String] = [:]
        /// Source files left out, with the reason (shown once in the report).
        var excluded: [(file: String, reason: String)] = []
        /// Tests in test files left out: counted as failed ("did not build").
        var notBuiltTests: [(test: String, reason: String)] = []
        var notes: [String] = []
    }

    /// Frameworks Linux lacks. A file importing one is left out (with the tests in it). (`os` is
    /// not among them: the bridge turns `import os.log` into OpenUIKit's `os_log` and `OSLog`; nor
    /// is `OSLog`, aliased to OpenOSLog.)
    static let unavailableFrameworks: Set<String> = [
        "CoreData", "MapKit", "AVFoundation", "AVKit", "Photos", "PhotosUI", "CoreLocation", "CoreLocationUI", "Contacts",
        "ContactsUI", "EventKit", "EventKitUI", "HealthKit", "StoreKit", "WebKit", "SafariServices", "MessageUI", "CloudKit",
        "GameKit", "ARKit", "SceneKit", "SpriteKit", "Metal", "MetalKit", "CoreML", "Vision", "VisionKit", "UserNotifications",
        "UserNotificationsUI", "WidgetKit", "SwiftUI", "LocalAuthentication", "AuthenticationServices", "CoreMotion",
        "CoreBluetooth", "CoreNFC", "PassKit", "QuickLook", "PDFKit", "Intents", "IntentsUI", "AppTrackingTransparency",
        "AdSupport", "CoreTelephony", "NetworkExtension", "Network", "CoreImage", "ImageIO", "MobileCoreServices",
        "UniformTypeIdentifiers", "CoreSpotlight", "BackgroundTasks", "CryptoKit", "Security", "SystemConfiguration", "Accelerate", "CoreHaptics", "AudioToolbox", "MediaPlayer", "CoreMedia", "CoreVideo", "GLKit", "OpenGLES",
        "SwiftData", "Observation", "ActivityKit", "CarPlay", "ClockKit", "WatchConnectivity", "Social", "Accounts",
        "iAd", "NotificationCenter", "LinkPresentation", "CoreAudio", "ReplayKit", "Speech", "NaturalLanguage", "CoreText",
    ]
    /// Combine, by OpenCombine (a reimplementation of Combine's publishers, subjects, operators,
    /// `@Published` and `ObservableObject`) when git can fetch it: `import Combine` is aliased to
    /// a generated module that re-exports it. Its Foundation and Dispatch integrations are
    /// spelled differently (`NotificationCenter.default.ocombine.publisher(for:)`), so files using
    /// those do not compile and are left out.
    static let combineStandIn = (url: "https://github.com/OpenCombine/OpenCombine.git", version: "0.14.0",
                                 products: ["OpenCombine", "OpenCombineFoundation", "OpenCombineDispatch"])

    /// Frameworks that exist here (OpenUIKit's, under Apple's names, and the toolchain's).
    static let systemFrameworks: Set<String> = ["UIKit", "Foundation", "QuartzCore", "CoreGraphics", "XCTest", "CoreFoundation", "Dispatch", "Combine"]

    /// Modules that exist here: OpenUIKit's names and the toolchain's.
    static let aliasedFrameworks = ["UIKit": "OpenUIKit", "QuartzCore": "OpenQuartzCore", "CoreGraphics": "OpenCoreGraphics", "OSLog": "OpenOSLog"]

    /// The product names an OpenUIKit checkout gives (the path dependency's identity is its
    /// folder's name).
    var openUIKitIdentity: String { openUIKitRoot.lastPathComponent.lowercased() }

    func write() throws -> Outcome {
        var outcome = Outcome()
        var written: Set<String> = []
        let testModules = Set(plan.modules.filter { $0.target.kind == .unitTests }.map(\.name))
        let hosts = plan.groups.compactMap(\.host).compactMap { host in plan.modules.first { $0.target.name == host }?.name }
        var targetsText: [String] = []
        var packages: [String: (url: String, requirement: String)] = [:]
        // Every Swift source read once.
        var texts: [URL: String] = [:]
        for url in plan.modules.flatMap(\.target.sources) where url.pathExtension == "swift" {
            texts[url] = try? String(contentsOf: url, encoding: .utf8)
        }
        let usesCombine = texts.values.contains { Self.imports(in: $0).contains("Combine") }
        let combine = usesCombine && Self.canFetch(Self.combineStandIn.url)
        if usesCombine && !combine {
            outcome.notes.append("Combine: its stand-in OpenCombine (\(Self.combineStandIn.url)) cannot be fetched here; files importing Combine are left out")
        }
        // Swift packages this machine cannot fetch are left out, with the files importing their
        // products (as frameworks Linux lacks are).
        var missingProducts: [String: String] = [:]
        // Prebuilt frameworks the project links (an .xcframework or .framework no target here
        // builds) are Apple-platform binaries: left out, with the files importing them.
        let builtProducts = Set(plan.modules.compactMap(\.target.productFileName))
        for module in plan.modules {
            for product in module.target.linkedProducts where !builtProducts.contains(product) {
                let ext = (product as NSString).pathExtension
                let name = (product as NSString).deletingPathExtension
                guard ["framework", "xcframework"].contains(ext), !Self.unavailableFrameworks.contains(name),
                      !Self.systemFrameworks.contains(name), missingProducts[name] == nil else { continue }
                missingProducts[name] = product
                outcome.notes.append("\(module.target.name): links the prebuilt \(product), which cannot run on Linux; files importing \(name) are left out")
            }
        }
        var fetchable: [String: Bool] = [:]
        for product in plan.modules.flatMap(\.target.packageProducts) {
            guard let url = product.repositoryURL, missingProducts[product.product] == nil else { continue }
            // One check per repository (a package's products share it).
            if fetchable[url] == nil { fetchable[url] = Self.canFetch(url) }
            if fetchable[url] == false {
                missingProducts[product.product] = url
                outcome.notes.append("Swift package \(url) cannot be fetched here; product \(product.product) is left out, with the files importing it")
            }
        }

        // Modules with no Swift source here (Objective-C frameworks, resource bundles, CocoaPods'
        // umbrella targets) are not targets of the package: SwiftPM refuses a target without
        // sources, and nothing can import them.
        var skipped: Set<String> = []
        // What each ported module lets the modules importing it override (members of its class
        // extensions; plan.modules lists dependencies first).
        var overridables: [String: [SourceBridge.OverridableMember]] = [:]
        var optionalRequirements: [String: [SourceBridge.OptionalRequirement]] = [:]
        for module in plan.modules {
            let isTests = testModules.contains(module.name)
            let base = isTests ? "Tests" : "Sources"
            let moduleFolder = folder.appendingPathComponent("\(base)/\(module.name)")
            // Sources: Swift only; files importing what Linux lacks are left out.
            var files: [SourceBridge.File] = []
            var usedNames: [String: Int] = [:]
            var originals: [String: String] = [:]
            var hasMainFile = false
            for url in module.target.sources {
                guard url.pathExtension == "swift" else {
                    if ["m", "mm", "c", "cpp"].contains(url.pathExtension) {
                        outcome.excluded.append((url.path, "\(module.target.name): Objective-C and C files are not compiled"))
                    }
                    continue
                }
                guard let text = texts[url] else { continue }
                // SwiftUI is checked after the bridge, which removes a UIKit library's SwiftUI
                // conveniences (and the import with them).
                let missing = Self.imports(in: text).filter {
                    ($0 != "SwiftUI" && Self.unavailableFrameworks.contains($0)) || missingProducts[$0] != nil || ($0 == "Combine" && !combine)
                }
                if !missing.isEmpty {
                    let reason = "imports \(missing.sorted().joined(separator: ", ")), which \(missing.allSatisfy { missingProducts[$0] != nil } ? "cannot be built here" : "Linux lacks")"
                    outcome.excluded.append((url.path, "\(module.target.name): \(reason)"))
                    if isTests { outcome.notBuiltTests += Self.testNames(in: text, module: module.name).map { ($0, reason) } }
                    continue
                }
                if let error = doesNotCompile[url.path] {
                    let reason = "does not compile here: \(error)"
                    outcome.excluded.append((url.path, "\(module.target.name): \(reason)"))
                    if isTests { outcome.notBuiltTests += Self.testNames(in: text, module: module.name).map { ($0, reason) } }
                    continue
                }
                var name = url.lastPathComponent
                usedNames[name, default: 0] += 1
                if usedNames[name]! > 1 { name = "\(url.deletingLastPathComponent().lastPathComponent)_\(name)" }
                if url.lastPathComponent == "main.swift" { name = "AppMain.swift"; hasMainFile = true }
                originals[name] = url.path
                files.append(SourceBridge.File(path: name, text: text))
            }
            var entry = AppEntryPoints(files: files)
            if hasMainFile { entry.mainFile = "AppMain.swift" }
            let documents = module.target.resources.filter { ["storyboard", "xib"].contains($0.url.pathExtension) }
            var interfaceBuilderClasses: Set<String> = []
            for document in documents {
                if let text = try? String(contentsOf: document.url, encoding: .utf8) {
                    interfaceBuilderClasses.formUnion(SourceBridge.interfaceBuilderClasses(inDocument: text))
                }
            }
            let importedModules = Self.transitiveDependencies(of: module.name, in: plan)
            let ported = SourceBridge().port(files, interfaceBuilderClasses: interfaceBuilderClasses,
                                             importedOverridables: importedModules.flatMap { overridables[$0] ?? [] },
                                             importedOptionalRequirements: importedModules.flatMap { optionalRequirements[$0] ?? [] })
            overridables[module.name] = ported.overridableMembers
            optionalRequirements[module.name] = ported.optionalRequirements
            for problem in ported.problems {
                outcome.notes.append("\(originals[problem.path] ?? problem.path):\(problem.line): \(problem.kind.rawValue): \(problem.message)")
            }
            var wroteSource = false
            for file in ported.files {
                if Self.imports(in: file.text).contains("SwiftUI"), let original = originals[file.path] {
                    let reason = "imports SwiftUI, which Linux lacks (it uses SwiftUI beyond conveniences the bridge removes)"
                    outcome.excluded.append((original, "\(module.target.name): \(reason)"))
                    if isTests, let text = texts[URL(fileURLWithPath: original)] {
                        outcome.notBuiltTests += Self.testNames(in: text, module: module.name).map { ($0, reason) }
                    }
                    continue
                }
                var text = Self.addingFoundationModules(AppEntryPoints.removingMainAttributes(file.text))
                if isTests, let original = originals[file.path] {
                    if let types = missingExtendedTypes[original] {
                        text = TestMethods.removingExtensions(of: types, from: text)
                        for type in types.sorted() {
                            outcome.notes.append("\(original): extension \(type) removed (\(type) does not exist here)")
                        }
                    }
                    if let leftOut = doesNotCompileTests[original] {
                        text = TestMethods.removing(Set(leftOut.keys), from: text)
                        for (method, error) in leftOut.sorted(by: { ($0.key.type, $0.key.name) < ($1.key.type, $1.key.name) }) {
                            outcome.notBuiltTests.append(("\(module.name).\(method.type)/\(method.name)", "does not compile here: \(error)"))
                        }
                    }
                }
                if file.path == "AppMain.swift", hasMainFile {
                    text = AppEntryPoints.wrappingTopLevelCode(text, in: "openUIKitAppMain")
                }
                let url = moduleFolder.appendingPathComponent(file.path)
                try Self.write(text, to: url)
                written.insert(url.path)
                outcome.originals[url.path] = originals[file.path]
                wroteSource = true
            }
            // Glue: the host's launch, and the test module's classes by name.
            let isHost = hosts.contains(module.name)
            // Nothing left to build (no Swift source, or only files the bridge could not rid of
            // SwiftUI): not a target.
            if !wroteSource, !isHost {
                skipped.insert(module.name)
                outcome.notes.append("\(module.target.name): no Swift source builds here; the target is left out")
                continue
            }
            if isHost || (isTests && !entry.delegateClasses.isEmpty) {
                let glue = moduleFolder.appendingPathComponent("OpenUIKitTestHost.swift")
                try Self.write(Self.glue(module: module.name, entry: entry, isHost: isHost, isTests: isTests), to: glue)
                written.insert(glue.path)
            }
            // The target.
            var dependencies = Self.unique(Self.dependencies(of: module.dependencies, skipping: skipped, in: plan)).map { "\"\($0)\"" }
            dependencies.append(".product(name: \"OpenUIKit\", package: \"\(openUIKitIdentity)\")")
            dependencies.append(".product(name: \"UIKitTesting\", package: \"\(openUIKitIdentity)\")")
            dependencies.append(".product(name: \"OpenOSLog\", package: \"\(openUIKitIdentity)\")")
            if isTests && !hosts.isEmpty { dependencies.append("\"OpenUIKitTestHostLaunch\"") }
            if combine { dependencies.append("\"OpenUIKitCombine\"") }
            for product in module.target.packageProducts where missingProducts[product.product] == nil {
                guard let url = product.repositoryURL else {
                    outcome.notes.append("\(module.target.name): local Swift package \(product.localPath ?? "?") (product \(product.product)) is not added")
                    continue
                }
                let identity = Self.packageIdentity(url)
                packages[identity] = (url, product.requirement ?? "")
                dependencies.append(".product(name: \"\(product.product)\", package: \"\(identity)\")")
            }
            var settings = ["swiftLanguageMode(\(Self.languageMode(module.target.settings["SWIFT_VERSION"])))"]
            var defines = module.target.settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS")
            let otherFlags = module.target.settings.list("OTHER_SWIFT_FLAGS")
            for (index, flag) in otherFlags.enumerated() {
                if flag == "-D", index + 1 < otherFlags.count { defines.append(otherFlags[index + 1]) }
                else if flag.hasPrefix("-D"), flag.count > 2 { defines.append(String(flag.dropFirst(2))) }
            }
            for define in Self.unique(defines) where define.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                settings.append("define(\"\(define)\")")
            }
            var flags = Self.aliasedFrameworks.sorted { $0.key < $1.key }.flatMap { ["-module-alias", "\($0.key)=\($0.value)"] }
            if combine { flags += ["-module-alias", "Combine=OpenUIKitCombine"] }
            if isTests { flags += ["-Xfrontend", "-disable-cross-import-overlays"] }
            settings.append("unsafeFlags([\(flags.map { "\"\($0)\"" }.joined(separator: ", "))])")
            let kind = isTests ? "testTarget" : "target"
            targetsText.append("""
                    .\(kind)(
                        name: "\(module.name)",
                        dependencies: [\(dependencies.joined(separator: ", "))],
                        path: "\(base)/\(module.name)",
                        swiftSettings: [\(settings.map { "." + $0 }.joined(separator: ", "))]
                    ),
            """)
        }
        // The C constructor that launches the host named by OPENUIKIT_TEST_HOST before XCTest or
        // Swift Testing starts (a test bundle has no other hook that runs first).
        if !hosts.isEmpty {
            let launch = folder.appendingPathComponent("Sources/OpenUIKitTestHostLaunch/launch.c")
            try Self.write(Self.launcher(hosts: hosts, testModules: plan.modules.filter { testModules.contains($0.name) }.map(\.name)), to: launch)
            let header = folder.appendingPathComponent("Sources/OpenUIKitTestHostLaunch/include/OpenUIKitTestHostLaunch.h")
            try Self.write("/* The test host launch runs from a constructor in launch.c; nothing to include. */\n", to: header)
            written.formUnion([launch.path, header.path])
            targetsText.append("""
                    .target(name: "OpenUIKitTestHostLaunch", dependencies: [\(hosts.map { "\"\($0)\"" }.joined(separator: ", "))], path: "Sources/OpenUIKitTestHostLaunch"),
            """)
        }
        var packageLines = [".package(path: \"\(openUIKitRoot.path)\")"]
        if combine {
            let exports = folder.appendingPathComponent("Sources/OpenUIKitCombine/Exports.swift")
            try Self.write("""
            // Generated by `openuikit test`: `import Combine` (aliased here) brings OpenCombine.
            @_exported import OpenCombine
            @_exported import OpenCombineDispatch
            @_exported import OpenCombineFoundation

            """, to: exports)
            written.insert(exports.path)
            let products = Self.combineStandIn.products.map { ".product(name: \"\($0)\", package: \"opencombine\")" }
            targetsText.append("""
                    .target(name: "OpenUIKitCombine", dependencies: [\(products.joined(separator: ", "))], path: "Sources/OpenUIKitCombine"),
            """)
            packageLines.append(".package(url: \"\(Self.combineStandIn.url)\", from: \"\(Self.combineStandIn.version)\")")
        }
        for (_, package) in packages.sorted(by: { $0.key < $1.key }) {
            packageLines.append(".package(url: \"\(package.url)\", \(Self.requirement(package.requirement)))")
        }
        let manifest = """
        // swift-tools-version: 6.1
        // Generated by `openuikit test` for \(plan.projects.map(\.url.lastPathComponent).joined(separator: ", ")): written again at every run.
        import PackageDescription

        let package = Package(
            name: "OpenUIKitAppTests",
            dependencies: [
                \(packageLines.joined(separator: ",\n        "))
            ],
            targets: [
        \(targetsText.joined(separator: "\n"))
            ]
        )

        """
        let manifestURL = folder.appendingPathComponent("Package.swift")
        try Self.write(manifest, to: manifestURL)
        written.insert(manifestURL.path)
        try removeStaleFiles(keeping: written)
        return outcome
    }

    // MARK: Generated code

    static func glue(module: String, entry: AppEntryPoints, isHost: Bool, isTests: Bool) -> String {
        var registrations: [String] = []
        for delegate in entry.delegateClasses {
            registrations.append("HostedTests.register(\"\(module).\(delegate.name)\") { \(delegate.name)() }")
            if let objc = delegate.objectiveCName { registrations.append("HostedTests.register(\"\(objc)\") { \(delegate.name)() }") }
        }
        let register = registrations.joined(separator: "\n        ")
        var text = """
        // Generated by `openuikit test`: written again at every run.
        import UIKit
        import UIKitTesting

        """
        if isTests {
            text += """

            /// Makes the test module's delegate classes known by name (a test app delegate a
            /// main.swift may choose).
            @_cdecl("openuikit_register_test_classes_\(module)")
            func openUIKitRegisterTestClasses() {
                MainActor.assumeIsolated {
                    \(register)
                }
            }

            """
        }
        if isHost {
            let main: String
            if entry.mainFile != nil {
                main = "openUIKitAppMain()"
            } else if let type = entry.mainType, !type.isApplicationDelegate {
                main = "\(type.name).main()"
            } else if let type = entry.mainType {
                main = "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, \"\(module).\(type.name)\")"
            } else {
                main = "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)"
            }
            text += """

            /// Launches \(module) as the host of its tests, as Xcode launches TEST_HOST: the app's
            /// entry point, on the device OPENUIKIT_TEST_DEVICE names (iphone or ipad).
            @_cdecl("openuikit_launch_test_host_\(module)")
            func openUIKitLaunchTestHost() {
                MainActor.assumeIsolated {
                    \(register)
                    let device: UIScreen.Preset = ProcessInfo.processInfo.environment["OPENUIKIT_TEST_DEVICE"] == "ipad" ? .iPad : .iPhone
                    HostedTests.launch(device: device) {
                        \(main)
                    }
                }
            }

            """
        }
        return text
    }

    static func launcher(hosts: [String], testModules: [String]) -> String {
        var text = """
        // Generated by `openuikit test`: launches the app OPENUIKIT_TEST_HOST names before any
        // test runs (XCTest and Swift Testing have no earlier hook), after the test modules'
        // classes are registered.
        #include <stdlib.h>
        #include <string.h>

        """
        for host in hosts { text += "extern void openuikit_launch_test_host_\(host)(void);\n" }
        for module in testModules { text += "extern void openuikit_register_test_classes_\(module)(void) __attribute__((weak));\n" }
        // glibc passes constructors the program's arguments: listing the tests launches nothing.
        text += "\n__attribute__((constructor)) static void openuikit_launch_test_host(int argc, char **argv, char **envp) {\n"
        text += "    const char *host = getenv(\"OPENUIKIT_TEST_HOST\");\n    if (host == NULL) return;\n"
        text += "    for (int i = 1; i < argc; i++) {\n"
        text += "        if (strcmp(argv[i], \"--dump-tests-json\") == 0 || strcmp(argv[i], \"--list-tests\") == 0) return;\n    }\n"
        for module in testModules { text += "    if (openuikit_register_test_classes_\(module)) openuikit_register_test_classes_\(module)();\n" }
        for host in hosts { text += "    if (strcmp(host, \"\(host)\") == 0) openuikit_launch_test_host_\(host)();\n" }
        text += "}\n"
        return text
    }

    /// Apple's Foundation has URL loading and XML parsing; on Linux they are the modules
    /// FoundationNetworking and FoundationXML. A file importing Foundation (or UIKit or XCTest,
    /// which bring it) gets them on the same line, so its line numbers stay the app's.
    static func addingFoundationModules(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" })
            return words.count == 2 && words[0] == "import" && ["Foundation", "UIKit", "XCTest"].contains(words[1])
        }) else { return text }
        lines[index] += "; import FoundationNetworking; import FoundationXML"
        return lines.joined(separator: "\n")
    }

    // MARK: Reading sources

    /// The modules a file imports (`import X`, `@testable import X`, `import class X.Y`).
    /// An import inside `#if canImport(Module)` is not listed: on Linux the condition is false
    /// for a framework Linux lacks, so the file builds without it. (Combine is listed all the
    /// same: its stand-in makes the condition true.)
    static func imports(in text: String) -> [String] {
        var result: [String] = []
        // The module each enclosing `#if canImport(…)` clause tests ("" for other conditions).
        var conditions: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                let condition = trimmed.dropFirst(4).trimmingCharacters(in: .whitespaces)
                conditions.append(condition.hasPrefix("canImport(") && condition.hasSuffix(")")
                    ? String(condition.dropFirst("canImport(".count).dropLast()) : "")
                continue
            }
            if trimmed.hasPrefix("#else") || trimmed.hasPrefix("#elseif"), !conditions.isEmpty { conditions[conditions.count - 1] = ""; continue }
            if trimmed.hasPrefix("#endif") { _ = conditions.popLast(); continue }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            if let module = path.split(separator: ".").first.map(String.init), module == "Combine" || !conditions.contains(module) {
                result.append(module)
            }
        }
        return result
    }

    /// The test methods a file declares, by name: `func testX()` in XCTest classes
    /// (`Module.Class/testX`) and `@Test` functions (`Module.Suite/name()`).
    static func testNames(in text: String, module: String) -> [String] {
        var names: [String] = []
        var currentType = "?"
        var testAttributeSeen = false
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            for keyword in ["class ", "struct ", "enum "] {
                guard let range = trimmed.range(of: keyword), trimmed.hasSuffix("{"),
                      !trimmed.contains("func "), trimmed.range(of: keyword)?.lowerBound == trimmed.startIndex
                        || trimmed[..<range.lowerBound].split(separator: " ").allSatisfy({ $0.hasPrefix("@") || ["final", "public", "internal", "open"].contains($0) }) else { continue }
                currentType = String(trimmed[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            }
            if trimmed.hasPrefix("@Test") { testAttributeSeen = true }
            guard let range = trimmed.range(of: "func ") else { continue }
            let name = String(trimmed[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if testAttributeSeen {
                names.append("\(module).\(currentType)/\(name)()")
            } else if name.hasPrefix("test") {
                names.append("\(module).\(currentType)/\(name)")
            }
            testAttributeSeen = false
        }
        return names
    }

    /// Whether git can reach a package's repository (this machine's mirror, or the network).
    static func canFetch(_ url: String) -> Bool {
        Shell.run(["git", "ls-remote", "--exit-code", "-q", url, "HEAD"], log: nil,
                  environment: ProcessInfo.processInfo.environment.merging(["GIT_TERMINAL_PROMPT": "0"]) { $1 }, timeout: 60).status == 0
    }

    static func languageMode(_ version: String?) -> String {
        switch version?.split(separator: ".").first {
        case "6": ".v6"
        case "4": version?.hasPrefix("4.2") == true ? ".v4_2" : ".v4"
        default: ".v5"
        }
    }

    static func packageIdentity(_ url: String) -> String {
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name.lowercased()
    }

    /// Xcode's requirement (`kind upToNextMajorVersion, minimumVersion 1.5.0`) as SwiftPM's.
    static func requirement(_ described: String) -> String {
        var fields: [String: String] = [:]
        for part in described.split(separator: ",") {
            let words = part.split(separator: " ").map(String.init)
            if words.count == 2 { fields[words[0]] = words[1] }
        }
        switch fields["kind"] {
        case "exactVersion": return "exact: \"\(fields["version"] ?? "0.0.0")\""
        case "branch": return "branch: \"\(fields["branch"] ?? "main")\""
        case "revision": return "revision: \"\(fields["revision"] ?? "")\""
        case "upToNextMinorVersion": return ".upToNextMinor(from: \"\(fields["minimumVersion"] ?? "0.0.0")\")"
        case "versionRange": return "\"\(fields["minimumVersion"] ?? "0.0.0")\"..<\"\(fields["maximumVersion"] ?? "99.0.0")\""
        default: return "from: \"\(fields["minimumVersion"] ?? "0.0.0")\""
        }
    }

    /// Dependencies with each left-out module replaced by what it depends on (a CocoaPods
    /// umbrella target with no Swift source links the pods' frameworks: its dependents need them).
    static func dependencies(of names: [String], skipping skipped: Set<String>, in plan: AppTestPlan, depth: Int = 0) -> [String] {
        names.flatMap { name -> [String] in
            guard skipped.contains(name) else { return [name] }
            guard depth < 32, let module = plan.modules.first(where: { $0.name == name }) else { return [] }
            return dependencies(of: module.dependencies, skipping: skipped, in: plan, depth: depth + 1)
        }
    }

    static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    // MARK: Files

    /// Writes `text` unless the file already holds it (keeps its date, so SwiftPM does not
    /// rebuild it).
    static func write(_ text: String, to url: URL) throws {
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Deletes generated files a previous run wrote that this run did not.
    private func removeStaleFiles(keeping written: Set<String>) throws {
        for base in ["Sources", "Tests"] {
            let root = folder.appendingPathComponent(base)
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                if !written.contains(url.path) { try? FileManager.default.removeItem(at: url) }
            }
        }
    }
}

extension GeneratedPackage {
    /// The modules `name` depends on, directly or not, each once.
    static func transitiveDependencies(of name: String, in plan: AppTestPlan) -> [String] {
        var result: [String] = []
        var pending = plan.modules.first { $0.name == name }?.dependencies ?? []
        while let next = pending.popLast() {
            guard !result.contains(next) else { continue }
            result.append(next)
            pending += plan.modules.first { $0.name == next }?.dependencies ?? []
        }
        return result
    }
}
#endif
