extension RunLoopDriver {
    /// Keeps `list` checked after every frame until its observations end.
    func watchKeyValueObservers(_ list: KeyValueObserverList) {
        guard !observedObjects.contains(where: { $0 === list }) else { return }
        observedObjects.append(list)
    }

    /// After a frame: observations of properties that report no change see it here.
    func checkObservedObjects() {
        guard !observedObjects.isEmpty else { return }
        for list in observedObjects { list.objectDidChange() }
        observedObjects.removeAll { $0.isEmpty }
    }
}
