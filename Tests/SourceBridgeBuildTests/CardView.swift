import UIKit

// A file of the target's own with the name of a bridged one (iOS/CardView.swift): the plugin
// names its copy so the two do not collide ("multiple producers" before).
extension CardView {
    /// Read by `aFileOfTheTargetsOwnMayShareABridgedFilesName`.
    static let ownFileName = "CardView.swift, the target's own"
}
