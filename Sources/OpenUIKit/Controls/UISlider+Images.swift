import Foundation

extension UISlider {
    /// The thumb's image for `state` (nil: the drawn thumb, or the `.normal` image).
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
    }

    /// The minimum (left) track's image for `state`, stretched over that part of the track.
    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
    }

    /// The maximum (right) track's image for `state`.
    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
    }

    public func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    public func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    public func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }

    /// The thumb image shown now: the one for the current state (highlighted while dragged,
    /// disabled), else the `.normal` one.
    public var currentThumbImage: UIImage? { image(in: thumbImages) }
    public var currentMinimumTrackImage: UIImage? { image(in: minimumTrackImages) }
    public var currentMaximumTrackImage: UIImage? { image(in: maximumTrackImages) }

    private func image(in images: [UInt: UIImage]) -> UIImage? {
        guard !images.isEmpty else { return nil }
        return images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }
}
