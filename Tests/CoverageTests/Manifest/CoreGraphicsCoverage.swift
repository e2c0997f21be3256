import OpenCoreGraphics

@MainActor
let coreGraphicsSections: [CoverageSection] = [
    CoverageSection(module: "OpenCoreGraphics", title: "CGAffineTransform, CGVector, geometry", entries: [
        CoverageEntry("CGAffineTransform (a b c d tx ty)") { _ = \CGAffineTransform.a; _ = \CGAffineTransform.ty },
        CoverageEntry("CGAffineTransform.init()", .implemented, "all zeros, like the imported C struct") { _ = CGAffineTransform() },
        CoverageEntry("CGAffineTransform.init(a:b:c:d:tx:ty:)") { _ = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) },
        CoverageEntry("CGAffineTransform.init(translationX:y:)") { _ = CGAffineTransform(translationX: 1, y: 1) },
        CoverageEntry("CGAffineTransform.init(scaleX:y:)") { _ = CGAffineTransform(scaleX: 1, y: 1) },
        CoverageEntry("CGAffineTransform.init(rotationAngle:)") { _ = CGAffineTransform(rotationAngle: 1) },
        CoverageEntry("CGAffineTransform.identity / isIdentity") { _ = CGAffineTransform.identity.isIdentity },
        CoverageEntry("CGAffineTransform.translatedBy(x:y:)") { _ = CGAffineTransform.identity.translatedBy(x: 1, y: 1) },
        CoverageEntry("CGAffineTransform.scaledBy(x:y:)") { _ = CGAffineTransform.identity.scaledBy(x: 1, y: 1) },
        CoverageEntry("CGAffineTransform.rotated(by:)") { _ = CGAffineTransform.identity.rotated(by: 1) },
        CoverageEntry("CGAffineTransform.concatenating(_:)") { _ = CGAffineTransform.identity.concatenating(.identity) },
        CoverageEntry("CGAffineTransform.inverted()") { _ = CGAffineTransform.identity.inverted() },
        CoverageEntry("CGAffineTransform: Equatable, Codable") { _ = CGAffineTransform.identity == .identity },
        CoverageEntry(missing: "CGAffineTransform.decomposed() / init(_: CGAffineTransformComponents)", "iOS 16 component API not provided yet"),
        CoverageEntry("CGPoint.applying(_:)") { _ = CGPoint.zero.applying(.identity) },
        CoverageEntry("CGSize.applying(_:)") { _ = CGSize.zero.applying(.identity) },
        CoverageEntry("CGRect.applying(_:)") { _ = CGRect.zero.applying(.identity) },
        CoverageEntry("CGVector (dx, dy, zero)") { _ = CGVector(dx: 1, dy: 2).dx; _ = CGVector.zero },
        CoverageEntry("CGFloat / CGPoint / CGSize / CGRect", .implemented, "from Foundation on Linux; OpenUIKit only extends them") { _ = CGRect.zero },
    ]),
    CoverageSection(module: "OpenCoreGraphics", title: "CGColor, CGColorSpace", entries: [
        CoverageEntry("CGColor.init(red:green:blue:alpha:)") { _ = CGColor(red: 1, green: 0, blue: 0, alpha: 1) },
        CoverageEntry("CGColor.init(gray:alpha:)") { _ = CGColor(gray: 1, alpha: 1) },
        CoverageEntry("CGColor.init(srgbRed:green:blue:alpha:)") { _ = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1) },
        CoverageEntry("CGColor.init(colorSpace:components:)") { _ = CGColor.init(colorSpace:components:) },
        CoverageEntry("CGColor.components / numberOfComponents / alpha / colorSpace") {
            let c = CGColor.black
            _ = (c.components, c.numberOfComponents, c.alpha, c.colorSpace)
        },
        CoverageEntry("CGColor.copy(alpha:)") { _ = CGColor.black.copy(alpha: 0.5) },
        CoverageEntry("CGColor.black / white / clear") { _ = (CGColor.black, CGColor.white, CGColor.clear) },
        CoverageEntry("CGColor: Equatable, Hashable", .implemented, "value equality, like CFEqual") { _ = CGColor.black == CGColor.white },
        CoverageEntry("CGColorSpace.init(name:)", .differs, "names are String (Linux has no CFString); only RGB and gray models, no colour management") { _ = CGColorSpace(name: CGColorSpace.sRGB) },
        CoverageEntry("CGColorSpaceCreateDeviceRGB() / CGColorSpaceCreateDeviceGray()") { _ = CGColorSpaceCreateDeviceRGB(); _ = CGColorSpaceCreateDeviceGray() },
        CoverageEntry(missing: "CGColor.converted(to:intent:options:)", "no colour management"),
        CoverageEntry(missing: "CGColor(genericCMYKCyan:...), pattern colours", "no CMYK or pattern colour spaces"),
    ]),
    CoverageSection(module: "OpenCoreGraphics", title: "CGPath, CGMutablePath", entries: [
        CoverageEntry("CGPath.init(rect:transform:)") { _ = CGPath(rect: .zero, transform: nil) },
        CoverageEntry("CGPath.init(ellipseIn:transform:)") { _ = CGPath(ellipseIn: .zero, transform: nil) },
        CoverageEntry("CGPath.init(roundedRect:cornerWidth:cornerHeight:transform:)", .differs, "oversized corners are clamped with a diagnostic instead of asserting") { _ = CGPath(roundedRect: .zero, cornerWidth: 0, cornerHeight: 0, transform: nil) },
        CoverageEntry("CGPath.isEmpty / currentPoint / boundingBox / boundingBoxOfPath") {
            let p = CGMutablePath()
            _ = (p.isEmpty, p.currentPoint, p.boundingBox, p.boundingBoxOfPath)
        },
        CoverageEntry("CGPath.contains(_:using:transform:)") { _ = CGMutablePath().contains(.zero, using: .evenOdd, transform: .identity) },
        CoverageEntry("CGPath.isRect(_:)") { _ = CGMutablePath().isRect(nil) },
        CoverageEntry("CGPath.copy() / copy(using:) / mutableCopy() / mutableCopy(using:)") {
            let p = CGMutablePath()
            _ = (p.copy(), p.copy(using: nil), p.mutableCopy(), p.mutableCopy(using: nil))
        },
        CoverageEntry("CGPath.applyWithBlock(_:) / CGPathElement") { CGMutablePath().applyWithBlock { _ = $0.pointee.type } },
        CoverageEntry(missing: "CGPath.apply(info:function:)", "a C callback cannot take OpenUIKit's Swift CGPathElement; use applyWithBlock(_:)"),
        CoverageEntry(missing: "CGPath.copy(strokingWithWidth:...) / copy(dashingWithPhase:...)", "stroke outlines are not computed; the renderer strokes paths directly"),
        CoverageEntry("CGMutablePath.move(to:) / addLine(to:) / addLines(between:)") {
            let p = CGMutablePath()
            p.move(to: .zero); p.addLine(to: .zero); p.addLines(between: [])
        },
        CoverageEntry("CGMutablePath.addQuadCurve(to:control:) / addCurve(to:control1:control2:)") {
            let p = CGMutablePath()
            p.addQuadCurve(to: .zero, control: .zero); p.addCurve(to: .zero, control1: .zero, control2: .zero)
        },
        CoverageEntry("CGMutablePath.addRect / addRects / addEllipse / addRoundedRect") {
            let p = CGMutablePath()
            p.addRect(.zero); p.addRects([]); p.addEllipse(in: .zero); p.addRoundedRect(in: .zero, cornerWidth: 0, cornerHeight: 0)
        },
        CoverageEntry("CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)") {
            CGMutablePath().addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: false)
        },
        CoverageEntry("CGMutablePath.addArc(tangent1End:tangent2End:radius:)") {
            CGMutablePath().addArc(tangent1End: .zero, tangent2End: .zero, radius: 1)
        },
        CoverageEntry("CGMutablePath.addRelativeArc(center:radius:startAngle:delta:)") {
            CGMutablePath().addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 1)
        },
        CoverageEntry("CGMutablePath.addPath(_:transform:) / closeSubpath()") {
            let p = CGMutablePath()
            p.addPath(CGMutablePath()); p.closeSubpath()
        },
    ]),
]
