import Foundation

/// A token whose identity names a registration's reuse pool (copies of a registration share it).
@MainActor
final class RegistrationToken {
    private let name: String
    init(kind: String, cellType: Any.Type) {
        name = "OpenUIKit.\(kind).\(String(reflecting: cellType))"
    }

    /// The reuse identifier: the kind and class, and this token's identity.
    var identifier: String { name + "." + String(UInt(bitPattern: ObjectIdentifier(self).hashValue)) }
}

extension UICollectionView {
    /// A cell class with the code that configures it for an item: dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`. Keep the registration (make it once,
    /// outside the cell provider), as on iOS.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let nib: UINib?
        let token: RegistrationToken
        var identifier: String { token.identifier }

        /// Cells made of `Cell` (see UICollectionReusableView's note on making subclasses on Linux).
        public init(handler: @escaping Handler) {
            self.handler = handler
            nib = nil
            token = RegistrationToken(kind: "CellRegistration", cellType: Cell.self)
        }

        /// Cells loaded from `cellNib`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            nib = cellNib
            token = RegistrationToken(kind: "CellRegistration", cellType: Cell.self)
        }
    }

    /// A supplementary view class of one kind with the code that configures it.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view for its kind and index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        let token: RegistrationToken
        var identifier: String { token.identifier }

        /// Views of `elementKind` made of `Supplementary`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            token = RegistrationToken(kind: "SupplementaryRegistration", cellType: Supplementary.self)
        }
    }

    /// A cell of the registration, reused or new, configured for `item` by its handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                                                item: Item?) -> Cell {
        let identifier = registration.identifier
        if cellRegistrations[identifier] == nil {
            cellRegistrations[identifier] = registration.nib.map { .nib($0) } ?? .viewClass(Cell.self)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            // Without the source bridge's factory a subclass cannot be made by init(frame:); its
            // init(coder:) is the only initializer Swift lets a generic call. A cell that cannot be
            // made either way leaves nothing to return.
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "The registration's cells are \(Cell.self), but a \(type(of: dequeued)) was made: build the target with SourceBridgePlugin (or run `openuikit port`) so \(Cell.self) gets its factory. It is made with init(coder:) instead.")
            guard let cell = Cell(coder: RestorationCoder(values: [:], resolve: { _ in nil })) else {
                fatalError("\(Cell.self) cannot be made without the source bridge's factory, and its init(coder:) returned nil")
            }
            if let item { registration.handler(cell, indexPath, item) }
            return cell
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(using registration: SupplementaryRegistration<Supplementary>,
                                                                                              for indexPath: IndexPath) -> Supplementary {
        let identifier = registration.identifier
        let key = registration.elementKind + "/" + identifier
        if supplementaryRegistrations[key] == nil { supplementaryRegistrations[key] = .viewClass(Supplementary.self) }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: identifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "The registration's views are \(Supplementary.self), but a \(type(of: dequeued)) was made: build the target with SourceBridgePlugin so \(Supplementary.self) gets its factory. It is made with init(coder:) instead.")
            guard let view = Supplementary(coder: RestorationCoder(values: [:], resolve: { _ in nil })) else {
                fatalError("\(Supplementary.self) cannot be made without the source bridge's factory, and its init(coder:) returned nil")
            }
            registration.handler(view, registration.elementKind, indexPath)
            return view
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
