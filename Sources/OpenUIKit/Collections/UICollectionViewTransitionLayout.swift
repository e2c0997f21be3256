import Foundation

/// The layout a collection view uses during an interactive change between two layouts: each
/// element is placed between its attributes in `currentLayout` and in `nextLayout` by
/// `transitionProgress` (0: current, 1: next) — centre, size, alpha and transform linearly;
/// `zIndex` and `isHidden` from the nearer end.
///
/// `updateValue(_:forAnimatedKey:)` keeps values of your own beside the progress (a subclass
/// reads them in its layout methods); each change of the progress and of those values is
/// recorded with its time. `finishInteractiveTransition()` and `cancelInteractiveTransition()`
/// animate what is left, at least as fast as the progress was last moving toward that end
/// (docs/collection-and-table-views.md, "Interactive layout transitions").
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the change starts from.
    open private(set) var currentLayout: UICollectionViewLayout
    /// The layout the change goes to.
    open private(set) var nextLayout: UICollectionViewLayout
    /// How far the change is, from 0 to 1 (values outside are kept: a spring may overshoot).
    open var transitionProgress: CGFloat = 0 {
        didSet {
            if !transitionProgress.isFinite {
                OpenUIKitDiagnostics.report(.collectionViewMisuse, "UICollectionViewTransitionLayout.transitionProgress \(transitionProgress) must be finite; kept \(oldValue).")
                transitionProgress = oldValue
                return
            }
            progressSamples.record(transitionProgress)
            invalidateLayout()
        }
    }
    private var animatedValues: [String: CGFloat] = [:]
    /// The progress's recent values with their times.
    final private(set) var progressSamples = TimedSamples()
    /// Each animated key's recent values with their times.
    final private(set) var keySamples: [String: TimedSamples] = [:]

    /// A transition layout from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Transition layouts are made in code (a storyboard has none); this makes one between two
    /// empty layouts.
    public required init?(coder: NSCoder) {
        currentLayout = UICollectionViewLayout()
        nextLayout = UICollectionViewLayout()
        super.init(coder: coder)
    }

    /// Keeps a value of your own for the change (read it back with `value(forAnimatedKey:)`).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        guard value.isFinite else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "updateValue(\(value), forAnimatedKey: \"\(key)\"): the value must be finite; the key keeps \(animatedValues[key] ?? 0).")
            return
        }
        animatedValues[key] = value
        keySamples[key, default: TimedSamples()].record(value)
        invalidateLayout()
    }

    /// A value kept with `updateValue(_:forAnimatedKey:)` (0 if none).
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    override open func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            if let collectionView, layout.collectionView == nil { layout.collectionView = collectionView }
            layout.prepareIfNeeded()
        }
    }

    override open var collectionViewContentSize: CGSize {
        let from = currentLayout.checkedContentSize, to = nextLayout.checkedContentSize
        return CGSize(width: from.width + (to.width - from.width) * transitionProgress,
                      height: from.height + (to.height - from.height) * transitionProgress)
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var keys: [CollectionElementKey: Void] = [:]
        for layout in [currentLayout, nextLayout] {
            for attributes in layout.layoutAttributesForElements(in: rect) ?? [] { keys[attributes.elementKey] = () }
        }
        return keys.keys.sorted().compactMap { attributes(for: $0) }
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: CollectionElementKey(category: .cell, kind: "", indexPath: indexPath))
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    override var hearsOfPreferredAttributes: Bool { false }

    private func attributes(for key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        let from = CollectionLayoutQuery.attributes(of: key, in: currentLayout)
        let to = CollectionLayoutQuery.attributes(of: key, in: nextLayout)
        switch (from, to) {
        case (let from?, let to?): return CollectionLayoutQuery.interpolate(from, to, transitionProgress)
        case (let from?, nil): return CollectionLayoutQuery.fading(from, visible: 1 - transitionProgress)
        case (nil, let to?): return CollectionLayoutQuery.fading(to, visible: transitionProgress)
        case (nil, nil): return nil
        }
    }
}

/// A value's last few changes with their media times, for the speed it was moving at.
struct TimedSamples {
    private var samples: [(time: CFTimeInterval, value: CGFloat)] = []

    mutating func record(_ value: CGFloat) {
        let now = CACurrentMediaTime()
        // Changes within one moment (the same frame) count as one.
        if let last = samples.last, now - last.time < 1e-9 { samples.removeLast() }
        samples.append((now, value))
        if samples.count > 4 { samples.removeFirst(samples.count - 4) }
    }

    /// Units per second over the last two changes, if they were made within `window` seconds of
    /// now (an old change says nothing about how fast the finger is moving).
    func velocity(within window: CFTimeInterval = 0.1) -> CGFloat? {
        guard samples.count >= 2 else { return nil }
        let last = samples[samples.count - 1], previous = samples[samples.count - 2]
        let elapsed = last.time - previous.time
        guard elapsed > 0, CACurrentMediaTime() - last.time <= window else { return nil }
        let speed = (last.value - previous.value) / CGFloat(elapsed)
        return speed.isFinite ? speed : nil
    }
}

/// Questions asked of any layout by element, and the blend of two attributes.
@MainActor
enum CollectionLayoutQuery {
    static func attributes(of key: CollectionElementKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        case .decorationView: layout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
    }

    /// `from` moved toward `to` by `progress` (a copy of `to`'s class).
    static func interpolate(_ from: UICollectionViewLayoutAttributes, _ to: UICollectionViewLayoutAttributes, _ progress: CGFloat) -> UICollectionViewLayoutAttributes {
        let result = (to.copy() as? UICollectionViewLayoutAttributes) ?? to
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        result.center = CGPoint(x: mix(from.center.x, to.center.x), y: mix(from.center.y, to.center.y))
        result.size = CGSize(width: max(0, mix(from.size.width, to.size.width)), height: max(0, mix(from.size.height, to.size.height)))
        result.alpha = mix(from.alpha, to.alpha)
        let a = from.transform3D, b = to.transform3D
        result.transform3D = CATransform3D(
            m11: mix(a.m11, b.m11), m12: mix(a.m12, b.m12), m13: mix(a.m13, b.m13), m14: mix(a.m14, b.m14),
            m21: mix(a.m21, b.m21), m22: mix(a.m22, b.m22), m23: mix(a.m23, b.m23), m24: mix(a.m24, b.m24),
            m31: mix(a.m31, b.m31), m32: mix(a.m32, b.m32), m33: mix(a.m33, b.m33), m34: mix(a.m34, b.m34),
            m41: mix(a.m41, b.m41), m42: mix(a.m42, b.m42), m43: mix(a.m43, b.m43), m44: mix(a.m44, b.m44))
        result.zIndex = progress < 0.5 ? from.zIndex : to.zIndex
        result.isHidden = progress < 0.5 ? from.isHidden : to.isHidden
        return result
    }

    /// A copy of `attributes` at `visible` of its alpha (an element only one layout has).
    static func fading(_ attributes: UICollectionViewLayoutAttributes, visible: CGFloat) -> UICollectionViewLayoutAttributes {
        let result = (attributes.copy() as? UICollectionViewLayoutAttributes) ?? attributes
        result.alpha = attributes.alpha * min(max(visible, 0), 1)
        return result
    }
}
