import Combine

/// Imports another module but names no UIKit type: left as it is.
struct Scale {
    let factor: Double
    let changes = PassthroughSubject<Double, Never>()
}
