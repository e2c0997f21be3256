import Foundation

/// Asset catalogs (`.xcassets` folders) copied into a bundle's resources: colour sets
/// (`AssetCatalogColor`) and image sets.
enum AssetCatalog {
    /// The first folder called `folder` inside an `.xcassets` folder under `root`.
    static func folder(_ folder: String, under root: URL) -> URL? {
        let manager = FileManager.default
        guard let top = try? manager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil) else { return nil }
        for catalog in top where catalog.pathExtension == "xcassets" {
            guard let walker = manager.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.lastPathComponent == folder { return url }
        }
        return nil
    }

    /// The file of the image set `name` at the largest scale it has (`3x`, then `2x`, then
    /// `1x`), and that scale; nil when the bundle's catalogs have no such set or it has no file.
    static func imageFile(named name: String, in bundle: Bundle) -> (url: URL, scale: CGFloat)? {
        guard let resources = bundle.resourceURL, let set = folder("\(name).imageset", under: resources),
              let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = root["images"] as? [[String: Any]] else { return nil }
        let files = images.compactMap { entry -> (String, CGFloat)? in
            guard let file = entry["filename"] as? String, (file as NSString).pathExtension.lowercased() == "png" else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return (file, CGFloat(scale))
        }
        guard let best = files.max(by: { $0.1 < $1.1 }) else { return nil }
        return (set.appendingPathComponent(best.0), best.1)
    }
}
