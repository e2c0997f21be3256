import Foundation

/// An emitter layer's particles: for each enabled cell with an image, the particles alive at the
/// frame's time, each placed, turned, scaled and faded by its age (its random values from the
/// emitter's seed, the cell and its number), drawn in birth order over the layer's contents.
extension LayerCompositor {
    /// The most particles of one cell drawn in a frame.
    static let maximumParticlesPerCell = 10_000

    func drawParticles(of emitter: CAEmitterLayer, full: CATransform3D, state: DrawState) {
        guard !usesModelValues || emitter.emissionStart != nil else { return }
        let start = emitter.emissionStart ?? frameTime
        if emitter.emissionStart == nil { emitter.emissionStart = frameTime }
        let elapsed = frameTime - start
        guard elapsed >= 0 else { return }
        for (cellIndex, cell) in (emitter.emitterCells ?? []).enumerated() where cell.isEnabled {
            let rate = Double(cell.birthRate) * Double(emitter.birthRate)
            let longest = (Double(cell.lifetime) + abs(Double(cell.lifetimeRange))) * Double(emitter.lifetime)
            guard rate > 0, rate.isFinite, longest > 0, longest.isFinite else { continue }
            guard let image = cell.contents as? CGImage else {
                if cell.contents != nil {
                    OpenUIKitDiagnostics.reportOnce(key: "emitter-contents-\(ObjectIdentifier(cell))", .unsupportedKeyPath,
                                                    "CAEmitterCell.contents must be a CGImage; \(type(of: cell.contents!)) draws nothing.")
                }
                continue
            }
            let texture = particleTexture(image, color: cell.color)
            // Particles k are born at k / rate; those alive now were born in (elapsed - longest, elapsed].
            let last = Int((elapsed * rate).rounded(.down))
            var first = max(0, Int(((elapsed - longest) * rate).rounded(.down)))
            if last - first + 1 > Self.maximumParticlesPerCell {
                OpenUIKitDiagnostics.reportOnce(key: "emitter-count-\(ObjectIdentifier(cell))", .unsupportedKeyPath,
                                                "CAEmitterCell \(cell.name ?? ""): more than \(Self.maximumParticlesPerCell) particles alive at once; the oldest are not drawn.")
                first = last - Self.maximumParticlesPerCell + 1
            }
            guard first <= last else { continue }
            for number in first...last {
                drawParticle(number, cellIndex: cellIndex, cell: cell, emitter: emitter, age: elapsed - Double(number) / rate,
                             texture: texture, imageSize: CGSize(width: image.width, height: image.height), full: full, state: state)
            }
        }
    }

    private func drawParticle(_ number: Int, cellIndex: Int, cell: CAEmitterCell, emitter: CAEmitterLayer, age: Double,
                              texture: PixelBuffer, imageSize: CGSize, full: CATransform3D, state: DrawState) {
        var random = ParticleRandom(seed: emitter.seed, cell: cellIndex, particle: number)
        let lifetime = (Double(cell.lifetime) + Double(cell.lifetimeRange) * random.signed()) * Double(emitter.lifetime)
        guard age >= 0, age < lifetime else { return }
        let origin = birthPlace(of: emitter, &random)
        let longitude = Double(cell.emissionLongitude) + Double(cell.emissionRange) * random.signed()
        let speed = (Double(cell.velocity) + Double(cell.velocityRange) * random.signed()) * Double(emitter.velocity)
        let x = origin.x + cos(longitude) * speed * age + 0.5 * Double(cell.xAcceleration) * age * age
        let y = origin.y + sin(longitude) * speed * age + 0.5 * Double(cell.yAcceleration) * age * age
        let scale = (Double(cell.scale) + Double(cell.scaleRange) * random.signed() + Double(cell.scaleSpeed) * age) * Double(emitter.scale)
        let angle = (Double(cell.spin) + Double(cell.spinRange) * random.signed()) * Double(emitter.spin) * age
        let baseAlpha = cell.color.map { ColorValues.components(of: $0).alpha } ?? 1
        let alpha = min(max(baseAlpha + Double(cell.alphaRange) * random.signed() + Double(cell.alphaSpeed) * age, 0), 1)
        guard scale > 0, alpha > 0.001, x.isFinite, y.isFinite else { return }
        let pointsPerPixel = 1 / max(Double(cell.contentsScale), 0.01)
        let size = CGSize(width: Double(imageSize.width) * pointsPerPixel, height: Double(imageSize.height) * pointsPerPixel)
        var placement = CATransform3DMakeScale(scale, scale, 1)
        placement = CATransform3DConcat(placement, CATransform3DMakeRotation(angle, 0, 0, 1))
        placement = CATransform3DConcat(placement, CATransform3DMakeTranslation(x, y, 0))
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let toTexel = CGAffineTransform(translationX: size.width / 2, y: size.height / 2)
            .concatenating(CGAffineTransform(scaleX: Double(texture.width) / size.width, y: Double(texture.height) / size.height))
        QuadRasterizer.draw(rect: local, transform: CATransform3DConcat(placement, full),
                            source: .texture(texture, localToTexel: toTexel, bilinear: true, opaque: false),
                            opacity: state.opacity * alpha, clip: state.clip, into: state.target)
    }

    /// Where a particle is born: the emitter's shape about its position.
    private func birthPlace(of emitter: CAEmitterLayer, _ random: inout ParticleRandom) -> (x: Double, y: Double) {
        let centre = emitter.emitterPosition
        let width = Double(emitter.emitterSize.width), height = Double(emitter.emitterSize.height)
        let outline = emitter.emitterMode == .outline
        switch emitter.emitterShape {
        case .line:
            return (Double(centre.x) + width * random.signed() / 2, Double(centre.y))
        case .rectangle:
            guard outline else { return (Double(centre.x) + width * random.signed() / 2, Double(centre.y) + height * random.signed() / 2) }
            // A point along the perimeter.
            let along = random.unit() * 2 * (width + height)
            let (dx, dy): (Double, Double) = along < width ? (along, 0) : along < width + height ? (width, along - width)
                : along < 2 * width + height ? (2 * width + height - along, height) : (0, 2 * (width + height) - along)
            return (Double(centre.x) - width / 2 + dx, Double(centre.y) - height / 2 + dy)
        case .circle:
            let turn = random.unit() * 2 * .pi
            let radius = width / 2 * (outline ? 1 : random.unit().squareRoot())
            return (Double(centre.x) + cos(turn) * radius, Double(centre.y) + sin(turn) * radius)
        default:
            return (Double(centre.x), Double(centre.y))
        }
    }

    /// The cell's image multiplied by its colour, made once per image and colour.
    private func particleTexture(_ image: CGImage, color: CGColor?) -> PixelBuffer {
        guard let color else { return Raster.pixels(of: image) }
        var tint = ColorValues.components(of: color)
        tint.alpha = 1
        guard tint.red < 1 || tint.green < 1 || tint.blue < 1 else { return Raster.pixels(of: image) }
        let key = ParticleTextureKey(image: ObjectIdentifier(image), tint: tint)
        if let cached = particleTextures[key] { return cached }
        let tinted = Raster.pixels(of: image).copy()
        Compositing.multiply(tinted, byColor: tint, (0, 0, tinted.width, tinted.height))
        if particleTextures.count > 64 { particleTextures.removeAll() }
        particleTextures[key] = tinted
        return tinted
    }
}

/// A cell's image tinted by a colour (`LayerCompositor.particleTextures`).
struct ParticleTextureKey: Hashable {
    let image: ObjectIdentifier
    let tint: ColorComponents
}

/// A particle's random values: SplitMix64 over the emitter's seed, the cell and the particle's
/// number, the same on every run and machine.
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, cell: Int, particle: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
            ^ UInt64(truncatingIfNeeded: particle) &* 0x94D0_49BB_1331_11EB
    }

    /// 0..<1.
    mutating func unit() -> Double {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    /// -1...1.
    mutating func signed() -> Double { unit() * 2 - 1 }
}
