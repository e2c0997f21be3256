//
//  FlipAnimation.swift — imports Foundation only, and uses UIKit as a framework's files may.
//

import Foundation

public final class FlipAnimation {
    public func apply(to view: UIView) {
        view.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    }
}
