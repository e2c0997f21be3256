import Foundation
@testable import OpenQuartzCore
import Testing

/// The descriptor table is the one definition of every animatable layer property: these walk
/// all of them and check that everything derived from it agrees — order, keys, kinds, storage,
/// reading and writing, presentation reset, the evaluator's lanes and key-value coding.
@MainActor
struct LayerPropertyDescriptorTests {
    /// A value of the property's kind that differs from every default.
    private func distinctValue(_ kind: ValueKind, seed: Double) -> AnimationValue {
        switch kind {
        case .scalar: .scalar(7.25 + seed)
        case .point: .point(CGPoint(x: 3.5 + seed, y: -2.25))
        case .size: .size(CGSize(width: 11 + seed, height: 13))
        case .rect: .rect(CGRect(x: 1, y: 2 + seed, width: 30, height: 40))
        case .transform: .transform(CATransform3DMakeTranslation(5 + seed, 6, 7))
        case .color: .color(ColorComponents(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
        case .bool: .bool(seed.truncatingRemainder(dividingBy: 2) == 0)
        case .path: .path(CGPath(rect: CGRect(x: 0, y: 0, width: 10 + seed, height: 10), transform: nil))
        case .object: .object("contents \(seed)")
        case .colors: .colors([ColorComponents(red: 1, green: 0, blue: 0, alpha: 1), ColorComponents(red: 0, green: 0, blue: 1, alpha: 1)])
        case .scalars: .scalars([0, 0.5 + seed / 100, 1])
        }
    }

    private func same(_ a: AnimationValue, _ b: AnimationValue) -> Bool {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): Float(x) == Float(y)
        case let (.point(p), .point(q)): p == q
        case let (.size(p), .size(q)): p == q
        case let (.rect(p), .rect(q)): p == q
        case let (.transform(p), .transform(q)): p == q
        case let (.color(p), .color(q)): p == q
        case let (.bool(p), .bool(q)): p == q
        case let (.path(p), .path(q)): p == q
        case let (.object(p), .object(q)): "\(p.map { "\($0)" } ?? "nil")" == "\(q.map { "\($0)" } ?? "nil")"
        case let (.colors(p), .colors(q)): p == q
        case let (.scalars(p), .scalars(q)): p == q
        default: false
        }
    }

    @Test func oneDescriptorPerPropertyInOrderWithItsKey() {
        #expect(LayerProperty.descriptors.map(\.property) == LayerProperty.allCases)
        #expect(LayerProperty.allCases.count <= 64, "the animated-properties mask has 64 bits")
        let keys = LayerProperty.descriptors.map(\.key)
        #expect(Set(keys).count == keys.count)
        for property in LayerProperty.allCases {
            #expect(LayerProperty(key: property.key) == property)
            // Booleans switch at once; everything else looks for an implicit animation.
            #expect(property.hasImplicitAnimation == (property.kind != .bool), "\(property)")
        }
        #expect(LayerProperty(key: "isHidden") == .hidden && LayerProperty(key: "isDoubleSided") == .doubleSided)
    }

    @Test func storageMatchesTheKind() {
        for property in LayerProperty.allCases {
            switch property.descriptor.storage {
            case .plain(let field):
                let expected: ValueKind = switch field.layout {
                case .cgFloat, .float: .scalar
                case .point: .point
                case .size: .size
                case .rect: .rect
                case .transform: .transform
                case .bool: .bool
                case .color: .color
                }
                #expect(property.kind == expected, "\(property)")
                #expect(!property.isObjectValued && LayerProperty.plainFields[property.rawValue] != nil)
                #expect(field.offset >= 0 && field.offset + field.byteCount <= MemoryLayout<LayerValues>.size)
            case .object:
                #expect([.path, .object, .colors, .scalars].contains(property.kind), "\(property)")
                #expect(property.isObjectValued && LayerProperty.plainFields[property.rawValue] == nil)
                #expect(LayerProperty.objectValuedMask & property.bit != 0)
            }
        }
    }

    /// Every field is its own: writing one property changes that property only, and resetting
    /// the presentation of one property copies that field only.
    @Test func writeReadAndResetTouchOnlyTheirOwnField() {
        for (index, property) in LayerProperty.allCases.enumerated() {
            var values = LayerValues(), objects = LayerObjects()
            let value = distinctValue(property.kind, seed: Double(index))
            property.write(value, into: &values, objects: &objects)
            #expect(same(property.read(values, objects: objects), value), "\(property) reads back what was written")
            for other in LayerProperty.allCases where other != property {
                let untouched = other.read(LayerValues(), objects: LayerObjects())
                #expect(same(other.read(values, objects: objects), untouched), "writing \(property) changed \(other)")
            }
            guard !property.isObjectValued else { continue }
            var core = LayerCore()
            core.model = values
            core.resetPresentation(property)
            #expect(core.presentation == values, "resetting \(property) copies exactly its field")
        }
    }

    /// The evaluator's four lanes agree with the typed value, whole and by component.
    @Test func lanesAgreeWithTheValues() throws {
        for property in LayerProperty.allCases {
            guard let access = VectorAccess(AnimationTarget(property: property)) else {
                #expect(![.scalar, .point, .size, .rect].contains(property.kind) || property.isObjectValued, "\(property) has lanes")
                continue
            }
            var values = LayerValues(), objects = LayerObjects()
            let value = distinctValue(property.kind, seed: 1)
            let lanes = try #require(VectorAccess.lanes(value))
            access.write(lanes, into: &values)
            #expect(same(property.read(values, objects: objects), value), "\(property)")
            #expect(access.read(values) == lanes)
            property.write(distinctValue(property.kind, seed: 2), into: &values, objects: &objects)
            #expect(access.read(values) == VectorAccess.lanes(distinctValue(property.kind, seed: 2)))
        }
        // A component writes only its lane.
        var values = LayerValues()
        values.bounds = CGRect(x: 1, y: 2, width: 3, height: 4)
        let width = try #require(AnimationTarget.parse("bounds.size.width").flatMap(VectorAccess.init))
        width.write(SIMD4(30, 0, 0, 0), into: &values)
        #expect(values.bounds == CGRect(x: 1, y: 2, width: 30, height: 4))
    }

    /// Key-value coding sets every property on the layer class that has it, through the public
    /// setter when there is one, and reads back the value.
    @Test func keyValueCodingReachesEveryProperty() {
        withEngine { _ in
            let plain = CALayer(), shape = CAShapeLayer(), gradient = CAGradientLayer()
            for (index, property) in LayerProperty.allCases.enumerated() {
                let layer: CALayer = switch property {
                case .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd, .lineDashPhase, .miterLimit: shape
                case .colors, .locations, .startPoint, .endPoint: gradient
                default: plain
                }
                let value = distinctValue(property.kind, seed: Double(index))
                layer.setValue(value.objectValue, forKey: property.key)
                let back = AnimationValue(layer.value(forKey: property.key), as: property.kind)
                #expect(back.map { same($0, value) } == true, "\(property): \(String(describing: layer.value(forKey: property.key)))")
            }
        }
    }
}
