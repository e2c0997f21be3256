#if CommandLine
import OpenUIKit

/// What Xcode's canvas shows for a table or collection view: each prototype cell once, as the
/// document draws it — the canvas never runs the app's data source.
@MainActor
final class PrototypeCanvas: UITableViewDataSource, UICollectionViewDataSource {
    private let identifiers: [String]

    init(identifiers: [String]) {
        self.identifiers = identifiers
    }

    /// Gives every table and collection view under `view` that has prototypes a canvas (kept
    /// alive by the returned list: data sources are held weakly).
    static func install(under view: UIView) -> [PrototypeCanvas] {
        var canvases: [PrototypeCanvas] = []
        var stack = [view]
        while let next = stack.popLast() {
            let identifiers = StoryboardOutline.prototypeIdentifiers(of: next)
            if let table = next as? UITableView, !identifiers.isEmpty {
                let canvas = PrototypeCanvas(identifiers: identifiers)
                table.dataSource = canvas
                canvases.append(canvas)
            } else if let collection = next as? UICollectionView, !identifiers.isEmpty {
                let canvas = PrototypeCanvas(identifiers: identifiers)
                collection.dataSource = canvas
                canvases.append(canvas)
            }
            stack.append(contentsOf: next.subviews)
        }
        return canvases
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { identifiers.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: identifiers[indexPath.row], for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { identifiers.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifiers[indexPath.item], for: indexPath)
    }
}
#endif
