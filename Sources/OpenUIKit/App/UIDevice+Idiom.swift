/// The idiom of the current device (`UIDevice.current.userInterfaceIdiom`): the C macro that iOS
/// code from before iOS 13 calls as a function.
@preconcurrency @MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
    UIDevice.current.userInterfaceIdiom
}
