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
        CoverageEntry("CGPoint.equalTo(_:) / CGSize.equalTo(_:) / CGRect.equalTo(_:)") {
            _ = (CGPoint.zero.equalTo(.zero), CGSize.zero.equalTo(.zero), CGRect.zero.equalTo(.zero))
        },
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
    CoverageSection(module: "OpenCoreGraphics", title: "CGContext, CGImage, CGGradient", entries: [
        CoverageEntry("CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)", .differs, "8-bit RGBA/BGRA/gray bitmaps drawn by Cairo; y points up as on iOS bitmap contexts") {
            _ = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        },
        CoverageEntry("saveGState / restoreGState / ctm / translateBy / scaleBy / rotate / concatenate") {
            let c = coverageContext(); c.saveGState(); c.translateBy(x: 1, y: 1); c.scaleBy(x: 1, y: 1); c.rotate(by: 0); c.concatenate(.identity); _ = c.ctm; c.restoreGState()
        },
        CoverageEntry("paths: beginPath / move / addLine / addCurve / addArc / addRect / addEllipse / addPath / closePath") {
            let c = coverageContext(); c.beginPath(); c.move(to: .zero); c.addLine(to: .zero); c.addCurve(to: .zero, control1: .zero, control2: .zero)
            c.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: false); c.addRect(.zero); c.addEllipse(in: .zero); c.addPath(CGMutablePath()); c.closePath()
        },
        CoverageEntry("fillPath(using:) / strokePath / drawPath(using:) / fill / stroke / fillEllipse / strokeEllipse / clear") {
            let c = coverageContext(); c.fillPath(using: .evenOdd); c.strokePath(); c.drawPath(using: .fillStroke); c.fill(.zero); c.stroke(.zero); c.fillEllipse(in: .zero); c.strokeEllipse(in: .zero); c.clear(.zero)
        },
        CoverageEntry("line width / cap / join / miter limit / dashes") {
            let c = coverageContext(); c.setLineWidth(1); c.setLineCap(.round); c.setLineJoin(.bevel); c.setMiterLimit(4); c.setLineDash(phase: 0, lengths: [1])
        },
        CoverageEntry("clip(using:) / clip(to:) / boundingBoxOfClipPath") { let c = coverageContext(); c.clip(to: .zero); c.clip(using: .winding); _ = c.boundingBoxOfClipPath },
        CoverageEntry("setFillColor / setStrokeColor / setAlpha / setShadow(offset:blur:color:)") {
            let c = coverageContext(); c.setFillColor(CGColor(gray: 0, alpha: 1)); c.setStrokeColor(gray: 0, alpha: 1); c.setAlpha(1); c.setShadow(offset: .zero, blur: 1, color: nil)
        },
        CoverageEntry("setBlendMode(_:)", .differs, "Cairo operators: normal, multiply, screen, overlay, darken, lighten, colour dodge/burn, hard/soft light, difference, exclusion, hue, saturation, color, luminosity, clear, copy, the Porter-Duff modes and plusLighter; plusDarker is approximated by Cairo's saturate") { coverageContext().setBlendMode(.multiply) },
        CoverageEntry("CGGradient(colorsSpace:colors: CFArray, locations:) / CFArray", .differs, "CFArray is NSArray (Linux has no Core Foundation types): `[…] as CFArray` compiles and the gradient takes its CGColors") {
            _ = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1)] as CFArray, locations: nil)
        },
        CoverageEntry("drawLinearGradient / drawRadialGradient / CGGradient(colorsSpace:colors:locations:)") {
            let c = coverageContext(); let g = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)], locations: nil)!
            c.drawLinearGradient(g, start: .zero, end: .zero, options: []); c.drawRadialGradient(g, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: [])
        },
        CoverageEntry("draw(_:in:byTiling:) / interpolationQuality / makeImage()") { let c = coverageContext(); c.interpolationQuality = .high; _ = c.makeImage() },
        CoverageEntry("CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:) / cropping(to:)") {
            _ = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: CGDataProvider(data: Data(count: 4))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)?.cropping(to: .zero)
        },
        CoverageEntry("CGImage(pngDataProviderSource:decode:shouldInterpolate:intent:)", .differs, "libpng; decode arrays and intents are ignored (no colour management)") {
            _ = CGImage(pngDataProviderSource: CGDataProvider(data: Data())!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        },
        CoverageEntry("CGDataProvider(data:) / data", .differs, "takes Data or CFData (NSData here); returns Data") { _ = CGDataProvider(data: Data())?.data; _ = CGDataProvider(data: Data() as CFData) },
        CoverageEntry("CGFont(_: CGDataProvider) / postScriptName / fullName / CFData / CFURL / CFError", .differs,
                      "read by fontconfig from a copy of the data in the temporary directory; names are Strings; the Core Foundation types are their Foundation counterparts") {
            _ = CGFont(CGDataProvider(data: Data())!).map { ($0.postScriptName, $0.fullName) }; let _: CFURL? = nil; let _: CFError? = nil
        },
        CoverageEntry("CFAbsoluteTime / CFAbsoluteTimeGetCurrent", .implemented, "the wall clock, as on iOS (CACurrentMediaTime follows the virtual clock)") {
            let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent(); _ = now
        },
        CoverageEntry("CTFontManagerRegisterGraphicsFont / CTFontManagerRegisterFontsForURL / CTFontManagerScope / CTFontManagerError / kCTFontManagerErrorDomain", .differs,
                      "fonts join fontconfig's application fonts for the process whatever the scope; UIFont(name:size:) finds them by PostScript or full name; errors are NSErrors in Core Text's domain and codes") {
            var error: Unmanaged<CFError>?
            _ = CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: "/nonexistent") as CFURL, .process, &error)
            _ = error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue && kCTFontManagerErrorDomain.isEmpty
        },
        CoverageEntry("NSValue(cgPoint:/cgSize:/cgRect:/cgVector:/cgAffineTransform:) and their …Value", .differs,
                      "points, sizes and rects use Foundation's boxes; vectors and transforms are boxed as arrays of doubles (objCType \"[6d]\"), so equal numbers compare equal whatever type boxed them") {
            _ = (NSValue(cgPoint: .zero).cgPointValue, NSValue(cgSize: .zero).cgSizeValue, NSValue(cgRect: .zero).cgRectValue)
            _ = (NSValue(cgVector: CGVector()).cgVectorValue, NSValue(cgAffineTransform: .identity).cgAffineTransformValue)
        },
        CoverageEntry(missing: "CGImageDestination / CGImageSource (ImageIO)", "PNG and GIF writing are internal to the renderer and the openuikit command; use UIImage.pngData() and UIImage(data:)"),
        CoverageEntry(missing: "text drawing through Core Text (CTFont, CTLine)", "text is drawn through Pango by UILabel, UITextField, the navigation bar and UIKit's NSString/NSAttributedString drawing"),
        CoverageEntry(missing: "PDF contexts, CGLayer, CGPattern, CGShading", "not needed by the transition system"),
    ]),
]

/// A 1x1 context for the proofs above (never run).
private func coverageContext() -> CGContext {
    CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}
