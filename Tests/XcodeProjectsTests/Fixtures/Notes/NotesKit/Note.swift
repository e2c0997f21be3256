import Foundation

public struct Note: Codable, Equatable {
    public var title: String
    public init(title: String) { self.title = title }
}
