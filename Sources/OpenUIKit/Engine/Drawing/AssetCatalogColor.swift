import Foundation

/// Reads a colour set (`Contents.json`) of an asset catalog folder.
enum AssetCatalogColor {
    typealias Components = (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// The colour set's light (any appearance) colour, and its dark one when it has one.
    static func components(named name: String, in bundle: Bundle) -> (light: Components, dark: Components?)? {
        guard let resources = bundle.resourceURL, let file = AssetCatalog.folder("\(name).colorset", under: resources),
              let data = try? Data(contentsOf: file.appendingPathComponent("Contents.json")),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else { return nil }
        // The entry without an appearance is the light (any) one; "luminosity: dark" the dark one.
        let entry = entries.first { $0["appearances"] == nil } ?? entries.first
        guard let light = entry.flatMap(components) else { return nil }
        let darkEntry = entries.first { entry in
            (entry["appearances"] as? [[String: Any]])?.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" } ?? false
        }
        return (light, darkEntry.flatMap(components))
    }

    private static func components(of entry: [String: Any]) -> Components? {
        guard let color = entry["color"] as? [String: Any], let values = color["components"] as? [String: Any] else { return nil }
        let alpha = number(values["alpha"]) ?? 1
        if let white = number(values["white"]) { return (white, white, white, alpha) }
        guard let red = number(values["red"]), let green = number(values["green"]), let blue = number(values["blue"]) else { return nil }
        return (red, green, blue, alpha)
    }

    /// Xcode writes components as "0.502", "0x80" or "128" (the last two out of 255).
    private static func number(_ value: Any?) -> CGFloat? {
        if let number = value as? Double { return CGFloat(number) }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.hasPrefix("0x"), let hex = Int(text.dropFirst(2), radix: 16) { return CGFloat(hex) / 255 }
        if text.contains(".") { return Double(text).map { CGFloat($0) } }
        return Int(text).map { CGFloat($0) / 255 }
    }
}
