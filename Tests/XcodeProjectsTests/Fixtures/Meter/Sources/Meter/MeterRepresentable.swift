import SwiftUI
import UIKit

/// The meter in SwiftUI (the source bridge removes it: Linux has no SwiftUI).
public struct MeterRepresentable: UIViewRepresentable {
    public var reading: Double

    public func makeUIView(context: Context) -> MeterView { MeterView() }

    public func updateUIView(_ view: MeterView, context: Context) { view.reading = reading }
}
