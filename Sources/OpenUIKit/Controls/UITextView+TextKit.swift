import Foundation

/// A text view's TextKit objects and how its text stays the same as its text storage's.
extension UITextView {
    /// A text view's own container: unlimited height, its width following the view's.
    static func makeTextContainer() -> NSTextContainer {
        NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
    }

    /// The text storage and layout manager, made with the view's text when first asked for.
    var textKit: (storage: NSTextStorage, manager: NSLayoutManager) {
        if let textKitObjects { return textKitObjects }
        let storage = NSTextStorage(attributedString: attributedText)
        let manager = NSLayoutManager()
        manager.addTextContainer(textContainer)
        storage.addLayoutManager(manager)
        textKitObjects = (storage, manager)
        return (storage, manager)
    }

    /// Takes the layout manager and text storage `container` already belongs to, and shows
    /// the storage's text.
    func adoptTextKit(of container: NSTextContainer) {
        guard let manager = container.layoutManager, let storage = manager.textStorage else { return }
        textKitObjects = (storage, manager)
        textStorageDidChange(storage)
    }

    /// Writes the view's text into the text storage, if there is one.
    func pushTextToStorage() {
        guard let storage = textKitObjects?.storage else { return }
        isPushingTextToStorage = true
        defer { isPushingTextToStorage = false }
        storage.setAttributedString(attributedText)
    }

    /// The text storage was edited: the view shows its text.
    func textStorageDidChange(_ storage: NSTextStorage) {
        guard !isPushingTextToStorage, storage === textKitObjects?.storage else { return }
        let copy = NSAttributedString(attributedString: storage)
        storedText = copy.string
        attributedTextStorage = copy
        selectedRange = KeyboardTyping.clamped(selectedRange, toLength: copy.length)
        textDidChangeLayout()
    }
}
