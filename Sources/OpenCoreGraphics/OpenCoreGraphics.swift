// OpenCoreGraphics: the parts of Core Graphics that Foundation on Linux lacks.
//
// Foundation already defines `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; this module extends
// them and adds `CGAffineTransform`, `CGVector`, `CGColor`, `CGPath` and (for drawing) the
// bitmap `CGContext`. Like Apple's framework it re-exports Foundation.
@_exported import Foundation
@_exported import _OpenUIKitShims
