#if CommandLine && BridgeCommands
import Foundation
import XcodeProjects

/// Puts what the app's and the test targets' bundles hold beside the test executable, where
/// `Bundle.main` (and `Bundle(for:)`, which is the main bundle on Linux) looks: the resources,
/// localised ones in their `.lproj` folders, string catalogs (`.xcstrings`) as `.strings` per
/// language (Foundation on Linux reads no catalogs), and the host app's Info.plist as Xcode
/// builds it.
struct AppBundleStaging {
    let productsFolder: URL
    /// The list of what the last staging copied (removed before the next group's).
    var ledger: URL { productsFolder.appendingPathComponent("openuikit-staged.txt") }

    /// Stages `targets`' resources (the host's first, which win a name clash) and the host's
    /// Info.plist. Returns clashes and problems for the report.
    func stage(host: XcodeTarget?, targets: [XcodeTarget]) throws -> [String] {
        var notes: [String] = []
        unstage()
        var staged: [String] = []
        for target in targets {
            for resource in target.resources {
                let destination = productsFolder.appendingPathComponent(resource.bundlePath)
                if resource.url.pathExtension == "xcstrings" {
                    do {
                        staged += try Self.writeStrings(catalog: resource.url, into: productsFolder)
                    } catch {
                        notes.append("\(target.name): \(resource.url.path): \(error)")
                    }
                    continue
                }
                guard FileManager.default.fileExists(atPath: resource.url.path) else { continue }
                if staged.contains(destination.path) {
                    notes.append("\(target.name): \(resource.bundlePath) is also in another bundle; the first is used")
                    continue
                }
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: destination)
                try FileManager.default.copyItem(at: resource.url, to: destination)
                staged.append(destination.path)
            }
        }
        let info = productsFolder.appendingPathComponent("Info.plist")
        if let host {
            let plist = try Self.infoPlist(of: host)
            let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            try data.write(to: info)
            staged.append(info.path)
        }
        try staged.joined(separator: "\n").write(to: ledger, atomically: true, encoding: .utf8)
        return notes
    }

    /// Removes what the last staging copied.
    func unstage() {
        guard let text = try? String(contentsOf: ledger, encoding: .utf8) else { return }
        for path in text.split(separator: "\n") where path.hasPrefix(productsFolder.path) {
            try? FileManager.default.removeItem(atPath: String(path))
        }
        try? FileManager.default.removeItem(at: ledger)
    }

    /// The Info.plist Xcode builds for an app: its `INFOPLIST_FILE` with `$(VAR)`s expanded,
    /// with `GENERATE_INFOPLIST_FILE`'s keys (`INFOPLIST_KEY_*`, the bundle's names and
    /// versions) added where the file does not set them.
    static func infoPlist(of target: XcodeTarget) throws -> [String: Any] {
        let settings = target.settings
        var plist: [String: Any] = [:]
        if let file = settings["INFOPLIST_FILE"], !file.isEmpty {
            let url = file.hasPrefix("/") ? URL(fileURLWithPath: file)
                : URL(fileURLWithPath: settings["SRCROOT"] ?? ".").appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw AppTestError("\(target.name): its Info.plist \(url.path) cannot be read")
            }
            do {
                plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] ?? [:]
            } catch {
                throw AppTestError("\(target.name): its Info.plist \(url.path) is not a property list")
            }
        }
        func expand(_ value: Any) -> Any {
            if let string = value as? String { return settings.expanding(string) }
            if let array = value as? [Any] { return array.map(expand) }
            if let dictionary = value as? [String: Any] { return dictionary.mapValues(expand) }
            return value
        }
        plist = plist.mapValues(expand)
        var generated: [String: Any] = [
            "CFBundleDevelopmentRegion": settings["DEVELOPMENT_LANGUAGE"] ?? "en",
            "CFBundleExecutable": settings["EXECUTABLE_NAME"] ?? target.name,
            "CFBundleName": settings["PRODUCT_NAME"] ?? target.name,
            "CFBundlePackageType": "APPL",
        ]
        if let identifier = settings["PRODUCT_BUNDLE_IDENTIFIER"] { generated["CFBundleIdentifier"] = identifier }
        if settings.isOn("GENERATE_INFOPLIST_FILE") {
            if let version = settings["MARKETING_VERSION"] { generated["CFBundleShortVersionString"] = version }
            if let build = settings["CURRENT_PROJECT_VERSION"] { generated["CFBundleVersion"] = build }
            for key in settings.keys where key.hasPrefix("INFOPLIST_KEY_") {
                let name = String(key.dropFirst("INFOPLIST_KEY_".count))
                guard let value = settings[key] else { continue }
                if name == "UIApplicationSceneManifest_Generation" {
                    if settings.isOn(key) {
                        generated["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": false]
                    }
                    continue
                }
                if name.hasPrefix("UIApplicationSupportsIndirectInputEvents") || name.hasPrefix("UISupportedInterfaceOrientations") {
                    generated[name] = name.hasPrefix("UISupported") ? BuildSettings.split(value) : settings.isOn(key) as Any
                    continue
                }
                generated[name] = value == "YES" ? true as Any : value == "NO" ? false as Any : value
            }
        }
        // The file's own keys win over generated ones, as in Xcode.
        return generated.merging(plist) { _, file in file }
    }

    /// A string catalog as one `.strings` file per language: `en.lproj/Localizable.strings`.
    static func writeStrings(catalog: URL, into folder: URL) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: catalog.path),
              let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw AppTestError("not a string catalog")
        }
        let table = catalog.deletingPathExtension().lastPathComponent
        let source = json["sourceLanguage"] as? String ?? "en"
        var languages: [String: [String: String]] = [:]
        for (key, entry) in json["strings"] as? [String: Any] ?? [:] {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            languages[source, default: [:]][key] = key
            for (language, value) in localizations {
                let unit = (value as? [String: Any])?["stringUnit"] as? [String: Any]
                if let text = unit?["value"] as? String { languages[language, default: [:]][key] = text }
            }
        }
        var written: [String] = []
        for (language, strings) in languages {
            func quote(_ text: String) -> String {
                "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
            }
            let text = strings.sorted { $0.key < $1.key }.map { "\(quote($0.key)) = \(quote($0.value));" }.joined(separator: "\n") + "\n"
            let url = folder.appendingPathComponent("\(language).lproj/\(table).strings")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            written.append(url.path)
        }
        return written
    }
}
#endif
