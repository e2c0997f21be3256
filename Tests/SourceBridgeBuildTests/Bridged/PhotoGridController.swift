import UIKit

// A photo grid as iOS apps write it: a cell subclass registered by class with its own
// init(frame:), a UICollectionViewController subclass overriding the data source, a flow
// layout delegate, and a #selector action.

class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let imageView = UIImageView()
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.backgroundColor = .systemTeal
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        captionLabel.frame = CGRect(x: 0, y: contentView.bounds.height - 20, width: contentView.bounds.width, height: 20)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        captionLabel.text = nil
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { PhotoCell(frame: .zero) }
        connections.initializer("init()", { PhotoCell() })
        connections.initializer("init(frame:)", { (frame: CGRect) in PhotoCell(frame: frame) })
    }
}

final class FeaturedPhotoCell: PhotoCell {
    static let featuredIdentifier = "FeaturedPhotoCell"

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { FeaturedPhotoCell(frame: .zero) }
        connections.initializer("init()", { FeaturedPhotoCell() })
        connections.initializer("init(frame:)", { (frame: CGRect) in FeaturedPhotoCell(frame: frame) })
    }
}

final class SectionHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { SectionHeader(frame: .zero) }
        connections.initializer("init()", { SectionHeader() })
        connections.initializer("init(frame:)", { (frame: CGRect) in SectionHeader(frame: frame) })
    }
}

final class PhotoGridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var photos = (0..<40).map { "Photo \($0)" }
    var opened: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(FeaturedPhotoCell.self, forCellWithReuseIdentifier: FeaturedPhotoCell.featuredIdentifier)
        collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Shuffle", style: .plain, target: self, action: Selector(Self.shuffle, name: "shuffle"))
    }

    func shuffle() {
        photos.reverse()
        collectionView.reloadData()
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let identifier = indexPath.item == 0 ? FeaturedPhotoCell.featuredIdentifier : PhotoCell.reuseIdentifier
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? PhotoCell else {
            fatalError("Unexpected cell")
        }
        cell.captionLabel.text = photos[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! SectionHeader
        header.label.text = "Recent"
        return header
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = (collectionView.bounds.width - 16) / 3
        return indexPath.item == 0 ? CGSize(width: collectionView.bounds.width, height: width * 1.5) : CGSize(width: width, height: width + 20)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(photos[indexPath.item])
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        navigationItem.title = scrollView.contentOffset.y > 100 ? "Photos" : nil
    }
}
