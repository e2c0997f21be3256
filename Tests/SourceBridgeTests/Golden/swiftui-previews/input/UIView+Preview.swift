import UIKit
import SwiftUI

/// Shows a UIKit view in Xcode's canvas.
struct UIViewPreview<Content: UIView>: UIViewRepresentable {
    let content: Content

    init(_ make: @escaping () -> Content) {
        content = make()
    }

    func makeUIView(context: Context) -> Content { content }
    func updateUIView(_ uiView: Content, context: Context) {}
}

extension UIViewPreview {
    var isEmpty: Bool { content.subviews.isEmpty }
}
