import UIKit

/// A label showing a reading rounded to whole units.
public final class MeterView: UILabel {
    public var reading: Double = 0 {
        didSet { text = "\(Int(reading.rounded()))" }
    }
}
