import Foundation

/// The coder a storyboard or nib hands to `init(coder:)`: it carries the element being decoded
/// and the load it belongs to. OpenUIKit's classes read the document's values from it; an app's
/// `init(coder:)` passes it to `super.init(coder:)` as on iOS.
///
/// Keyed decoding of UIKit's private archive keys is not offered (those keys are Apple's
/// compiled-nib format, not the XML): `decodeObject(forKey:)` answers nil and
/// `containsValue(forKey:)` false, as for a key a nib does not have.
final class InterfaceBuilderCoder: NSCoder {
    let element: IBElement
    let load: IBLoad

    init(element: IBElement, load: IBLoad) {
        self.element = element
        self.load = load
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
}
