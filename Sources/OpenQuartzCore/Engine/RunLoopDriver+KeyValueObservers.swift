extension RunLoopDriver {
    /// After a frame: observations of properties that report no change see it here.
    func checkObservedObjects() {
        guard !KeyValueObserverList.watched.isEmpty else { return }
        for list in KeyValueObserverList.watched { list.objectDidChange() }
        KeyValueObserverList.watched.removeAll { $0.isEmpty }
    }
}
