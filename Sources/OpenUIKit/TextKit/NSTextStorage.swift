import Foundation

/// Attributed text that tells its layout managers when it changes: TextKit's model.
///
/// Every edit (`replaceCharacters`, `setAttributes`, `addAttribute`, `append`…) is recorded with
/// `edited(_:range:changeInLength:)`; edits between `beginEditing()` and `endEditing()` are
/// gathered into one. Then `processEditing()` asks the delegate, posts
/// `willProcessEditingNotification` and `didProcessEditingNotification`, and the layout
/// managers lay the text out again the next time they are asked.
///
/// - Note: OpenUIKit differs: edits made through `mutableString` are not seen (Foundation on
///   Linux changes the characters directly; call `edited(_:range:changeInLength:)` after them),
///   and attributes are never fixed (`fixesAttributesLazily` is false and
///   `ensureAttributesAreFixed(in:)` does nothing to fix, as with attributes that need no fixing).
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed.
    public struct EditActions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters were added, removed or replaced.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// Posted in `processEditing()` after the delegate's
    /// `textStorage(_:willProcessEditing:range:changeInLength:)`; the object is the text storage.
    public static let willProcessEditingNotification = Notification.Name("NSTextStorageWillProcessEditingNotification")
    /// Posted once an edit is processed; the object is the text storage.
    public static let didProcessEditingNotification = Notification.Name("NSTextStorageDidProcessEditingNotification")

    /// The layout managers that lay this text out.
    public private(set) var layoutManagers: [NSLayoutManager] = []
    /// Told before and after each edit is processed.
    open weak var delegate: (any NSTextStorageDelegate)?
    /// What the pending edit changed (empty outside an edit).
    public private(set) var editedMask: EditActions = []
    /// The range the pending edit covers, in the text as it is now (`NSNotFound` outside an edit).
    public private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How many characters the pending edit added (negative when it removed some).
    public private(set) var changeInLength = 0
    /// Whether attributes are fixed only when read: false, as attributes are never fixed here.
    open var fixesAttributesLazily: Bool { false }

    /// Counts the processed edits: a layout manager lays the text out again when it changed.
    var editGeneration = 0
    private var editingDepth = 0
    /// Above zero while one of this class's mutators runs, so that Foundation's own calls
    /// between mutators are not recorded twice.
    private var mutationDepth = 0

    // MARK: Layout managers

    /// Adds `layoutManager`, which lays this text out from now on.
    @MainActor
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        layoutManager.textStorage?.removeLayoutManager(layoutManager)
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    /// Removes `layoutManager`; it no longer has text.
    @MainActor
    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        guard let index = layoutManagers.firstIndex(where: { $0 === layoutManager }) else { return }
        layoutManagers.remove(at: index)
        if layoutManager.textStorage === self { layoutManager.textStorage = nil }
    }

    // MARK: Editing

    /// Gathers the edits that follow, until the matching `endEditing()`, into one.
    override open func beginEditing() {
        editingDepth += 1
    }

    /// Ends a group of edits; the outermost one processes them.
    override open func endEditing() {
        guard editingDepth > 0 else {
            OpenUIKitDiagnostics.report(.textStorageMisuse, "NSTextStorage.endEditing() without a matching beginEditing(); nothing was ended.")
            return
        }
        editingDepth -= 1
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    /// Records an edit: `range` is where it was in the text before it, `delta` how many
    /// characters it added. Outside `beginEditing()`/`endEditing()` it is processed at once.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        var editedRange = editedRange
        if !Self.isRange(editedRange, within: length - delta) || delta == Int.min {
            OpenUIKitDiagnostics.report(.textStorageMisuse, "NSTextStorage.edited(_:range:changeInLength:) with the range {\(editedRange.location), \(editedRange.length)} and change \(delta), which do not fit the text; the whole text is taken as edited.")
            editedRange = NSRange(location: 0, length: length)
            return edited(editedMask, range: editedRange, changeInLength: 0)
        }
        let newRange = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        if self.editedMask.isEmpty {
            self.editedRange = newRange
        } else {
            // The earlier range moves with this edit's characters when it lies after them.
            var earlier = self.editedRange
            if earlier.location >= editedRange.location + editedRange.length { earlier.location += delta }
            self.editedRange = NSUnionRange(earlier, newRange)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }

    /// Tells the delegate and the layout managers about the pending edit, then clears it.
    // Behaviour source [R] — Text
    //   Rule: Order of a text storage's edit messages
    //   Value: delegate's willProcessEditing, then willProcessEditingNotification, then
    //     didProcessEditing, then didProcessEditingNotification
    //   Source: ours: Apple documents the four, not their order.
    open func processEditing() {
        let mask = editedMask, range = editedRange, delta = changeInLength
        delegate?.textStorage(self, willProcessEditing: mask, range: range, changeInLength: delta)
        NotificationCenter.default.post(name: Self.willProcessEditingNotification, object: self)
        editGeneration += 1
        delegate?.textStorage(self, didProcessEditing: mask, range: range, changeInLength: delta)
        NotificationCenter.default.post(name: Self.didProcessEditingNotification, object: self)
        // Layout managers (main-actor objects) pass the edit on to the text views showing it.
        if !layoutManagers.isEmpty {
            let managers = layoutManagers
            if MainQueue.isCurrent {
                MainActor.assumeIsolated {
                    for manager in managers { manager.textStorageDidProcessEditing() }
                }
            } else {
                OpenUIKitDiagnostics.report(.textStorageMisuse, "An NSTextStorage with layout managers was edited off the main queue: the layout managers lay it out again when next asked, but the text views showing it are not told (edit it on the main queue, as UIKit requires).")
            }
        }
        editedMask = []
        self.editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }

    /// Attributes in `range` need fixing; nothing to fix here (see the type's note).
    open func invalidateAttributes(in range: NSRange) {}

    /// Fixes the attributes in `range`; nothing to fix here (see the type's note).
    open func ensureAttributesAreFixed(in range: NSRange) {}

    // MARK: Mutators

    /// Whether `range` lies within text of `length` characters (no overflow, no `NSNotFound`).
    private static func isRange(_ range: NSRange, within length: Int) -> Bool {
        range.location >= 0 && range.length >= 0 && range.location <= Int.max - range.length
            && range.location + range.length <= max(0, length)
    }

    /// Runs one of Foundation's mutators and records it as one edit. A range outside the text
    /// is reported and changes nothing (Foundation would stop the process; iOS raises).
    private func mutate(_ mask: EditActions, range: NSRange, changeInLength delta: Int, _ body: () -> Void) {
        guard Self.isRange(range, within: length) else {
            OpenUIKitDiagnostics.report(.textStorageMisuse, "NSTextStorage edited at {\(range.location), \(range.length)}, outside its \(length) characters; nothing was changed.")
            return
        }
        mutationDepth += 1
        body()
        mutationDepth -= 1
        if mutationDepth == 0 { edited(mask, range: range, changeInLength: delta) }
    }

    override open func replaceCharacters(in range: NSRange, with str: String) {
        mutate(.editedCharacters, range: range, changeInLength: str.utf16.count - range.length) {
            super.replaceCharacters(in: range, with: str)
        }
    }

    override open func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        mutate([.editedCharacters, .editedAttributes], range: range, changeInLength: attrString.length - range.length) {
            super.replaceCharacters(in: range, with: attrString)
        }
    }

    override open func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        mutate(.editedAttributes, range: range, changeInLength: 0) { super.setAttributes(attrs, range: range) }
    }

    override open func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        mutate(.editedAttributes, range: range, changeInLength: 0) { super.addAttribute(name, value: value, range: range) }
    }

    override open func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        mutate(.editedAttributes, range: range, changeInLength: 0) { super.addAttributes(attrs, range: range) }
    }

    override open func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        mutate(.editedAttributes, range: range, changeInLength: 0) { super.removeAttribute(name, range: range) }
    }

    override open func insert(_ attrString: NSAttributedString, at loc: Int) {
        mutate([.editedCharacters, .editedAttributes], range: NSRange(location: loc, length: 0), changeInLength: attrString.length) {
            super.insert(attrString, at: loc)
        }
    }

    override open func append(_ attrString: NSAttributedString) {
        mutate([.editedCharacters, .editedAttributes], range: NSRange(location: length, length: 0), changeInLength: attrString.length) {
            super.append(attrString)
        }
    }

    override open func deleteCharacters(in range: NSRange) {
        mutate(.editedCharacters, range: range, changeInLength: -range.length) { super.deleteCharacters(in: range) }
    }

    override open func setAttributedString(_ attrString: NSAttributedString) {
        mutate([.editedCharacters, .editedAttributes], range: NSRange(location: 0, length: length), changeInLength: attrString.length - length) {
            super.setAttributedString(attrString)
        }
    }
}

/// What a text storage tells its delegate around each edit it processes. Both methods have
/// defaults that do nothing.
public protocol NSTextStorageDelegate: AnyObject {
    /// Before the edit is processed: the delegate may still change the text's attributes.
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int)
    /// After the edit is processed, before the layout managers lay it out.
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {}
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {}
}

extension DiagnosticCode {
    /// A text storage used in a way TextKit does not allow (an unmatched `endEditing()`).
    public static let textStorageMisuse = DiagnosticCode(rawValue: "NSTextStorageMisuse")
}
