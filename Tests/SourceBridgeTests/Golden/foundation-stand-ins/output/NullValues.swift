import Foundation
import UIKit

final class ValueStore<T> {
    var values: [String: Any] = [:]

    func store(_ value: T?, for key: String) {
        values[key] = value != nil ? value! as Any : NSNull()
        values["\(key).flag"] = value == nil ? NSNull() : true
        values["\(key).already"] = value != nil ? value! as Any : NSNull()
    }
}
