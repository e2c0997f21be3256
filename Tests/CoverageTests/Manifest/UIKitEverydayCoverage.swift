import OpenUIKit

/// The everyday API real transition code uses beyond the transition system itself (issue 17):
/// effects, text fields and the keyboard, the status bar, the device, legacy drawing, values.
/// A key for the association row (any stable address).
nonisolated(unsafe) private let coverageAssociationKey = UnsafeRawPointer(bitPattern: 0x1000)!

@MainActor
let uiKitEverydaySections: [CoverageSection] = [
    CoverageSection(module: "OpenUIKit", title: "Visual effects", entries: [
        CoverageEntry("UIMotionEffect / UIInterpolatingMotionEffect (keyPath, type, minimum and maximum relative values) / UIMotionEffectGroup; UIView addMotionEffect / removeMotionEffect / motionEffects", .differs,
                      "the simulated device never tilts (as in the simulator): effects are kept and compute their values exactly, but nothing moves on screen") {
            let e = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis); _ = e.keyPathsAndRelativeValues(forViewerOffset: UIOffset())
            let g = UIMotionEffectGroup(); g.motionEffects = [e]; let v = UIView(); v.addMotionEffect(g); v.removeMotionEffect(g); _ = v.motionEffects
        },
        CoverageEntry("UIInteraction; UIView addInteraction / removeInteraction / interactions", .implemented,
                      "the view keeps its interactions in order, takes one from its previous view, and calls willMove(to:) and didMove(to:) around each change") {
            final class I: NSObject, UIInteraction { var view: UIView?; func willMove(to view: UIView?) {}; func didMove(to view: UIView?) { self.view = view } }
            let v = UIView(); let i = I(); v.addInteraction(i); _ = v.interactions; v.removeInteraction(i)
        },
        CoverageEntry("UIPointerInteraction(delegate:) / delegate / isEnabled / invalidate / view; UIPointerInteractionDelegate; UIPointerInteractionAnimating; UIPointerRegion / UIPointerRegionRequest / UIPointerStyle / UIPointerEffect / UIPointerShape; UITargetedPreview / UIPreviewParameters / UIPreviewTarget", .differs,
                      "OpenUIKit's devices have no pointer, as an iPhone has none: the interaction is kept on its view and its delegate is never asked; a targeted preview of a view in no window is placed in its superview (iOS raises)") {
            let v = UIView(); let p = UIPointerInteraction(delegate: nil); v.addInteraction(p); p.invalidate(); _ = p.isEnabled
            _ = UIPointerStyle(effect: .highlight(UITargetedPreview(view: v, parameters: UIPreviewParameters())), shape: .verticalBeam(length: 20))
            _ = UIPointerStyle.hidden(); _ = UIPointerRegion(rect: .zero, identifier: 1); _ = UIPreviewTarget(container: v, center: .zero)
        },
        CoverageEntry("UIVisualEffectView(effect:) / effect / contentView", .implemented,
                      "the compositor blurs what lies behind the view (a Gaussian on a downsampled copy, as iOS does) and tints it; setting effect in an animation block animates the blur radius and tint") {
            let v = UIVisualEffectView(effect: UIBlurEffect(style: .regular)); v.effect = nil; _ = v.contentView
        },
        CoverageEntry("UIBlurEffect(style:): every style, the system…Material ones and their Light and Dark variants", .differs,
                      "each style's blur radius and tint are our choice (Apple does not publish them); no saturation boost; adaptive styles use their light variants") {
            _ = UIBlurEffect.Style.allCases.map { UIBlurEffect(style: $0).style }
        },
        CoverageEntry("UIVibrancyEffect(blurEffect:) / (blurEffect:style:)", .differs, "content in a vibrancy view is drawn as it is, without the vibrancy blend") {
            _ = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .label)
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Standard controls", entries: [
        CoverageEntry("UISwitch(frame:) / isOn / setOn(_:animated:) / onTintColor / thumbTintColor / preferredStyle / style", .differs,
                      "a tap flips it (the thumb does not follow a drag); always the sliding style; the off grey and the 0.25 s slide are ours") {
            let s = UISwitch(frame: .zero); s.setOn(true, animated: false); s.isOn = false; s.onTintColor = nil; s.thumbTintColor = nil
            s.preferredStyle = .automatic; _ = (s.style, UISwitch.Style.checkbox)
        },
        CoverageEntry("UISegmentedControl(items:) / (frame:actions:) / selectedSegmentIndex / noSegment / isMomentary / numberOfSegments / insertSegment(withTitle:at:animated:) / insertSegment(with:at:animated:) / insertSegment(action:at:animated:) / removeSegment(at:animated:) / removeAllSegments() / setTitle(_:forSegmentAt:) / titleForSegment(at:) / setImage(_:forSegmentAt:) / imageForSegment(at:) / setEnabled(_:forSegmentAt:) / isEnabledForSegment(at:) / setWidth(_:forSegmentAt:) / widthForSegment(at:) / apportionsSegmentWidthsByContent / selectedSegmentTintColor / setTitleTextAttributes(_:for:) / titleTextAttributes(for:)",
                      .differs, "widths, the 32-point height and colours are ours; title attributes honour .font and .foregroundColor") {
            let c = UISegmentedControl(items: ["a", "b"]); c.selectedSegmentIndex = UISegmentedControl.noSegment; c.isMomentary = false
            c.insertSegment(withTitle: "c", at: 2, animated: false); c.insertSegment(with: nil, at: 0, animated: false)
            c.insertSegment(action: UIAction { _ in }, at: 0, animated: false); c.removeSegment(at: 0, animated: false)
            c.setTitle("x", forSegmentAt: 0); c.setImage(nil, forSegmentAt: 1); c.setEnabled(true, forSegmentAt: 0); c.setWidth(0, forSegmentAt: 0)
            _ = (c.numberOfSegments, c.titleForSegment(at: 0), c.imageForSegment(at: 0), c.isEnabledForSegment(at: 0), c.widthForSegment(at: 0))
            c.apportionsSegmentWidthsByContent = false; c.selectedSegmentTintColor = nil
            c.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13)], for: .normal); _ = c.titleTextAttributes(for: .selected)
            c.removeAllSegments(); _ = UISegmentedControl(frame: .zero, actions: [])
        },
        CoverageEntry("UISlider value / minimumValue / maximumValue / setValue(_:animated:) / isContinuous / minimumTrackTintColor / maximumTrackTintColor / thumbTintColor / trackRect(forBounds:) / thumbRect(forBounds:trackRect:value:)",
                      .differs, "the drag begins on the thumb; sizes are ours; track images are stretched whole (cap insets not honoured)") {
            let s = UISlider(frame: .zero); s.minimumValue = 0; s.maximumValue = 1; s.value = 0.5; s.setValue(1, animated: true); s.isContinuous = true
            s.minimumTrackTintColor = nil; s.maximumTrackTintColor = nil; s.thumbTintColor = nil
            _ = s.thumbRect(forBounds: .zero, trackRect: s.trackRect(forBounds: .zero), value: 0)
        },
        CoverageEntry("UISlider setThumbImage / setMinimumTrackImage / setMaximumTrackImage (for: state) / thumbImage(for:) / minimumTrackImage(for:) / maximumTrackImage(for:) / currentThumbImage / currentMinimumTrackImage / currentMaximumTrackImage / minimumValueImage / maximumValueImage / minimumValueImageRect / maximumValueImageRect", .differs,
                      "images replace the drawn parts per state (highlighted while dragged); value images sit at the ends with an 8-point gap (ours)") {
            let s = UISlider(frame: .zero); s.setThumbImage(nil, for: .normal); s.setMinimumTrackImage(nil, for: .normal); s.setMaximumTrackImage(nil, for: .normal)
            _ = (s.thumbImage(for: .normal), s.minimumTrackImage(for: .normal), s.maximumTrackImage(for: .normal), s.currentThumbImage, s.currentMinimumTrackImage, s.currentMaximumTrackImage)
            _ = (s.minimumValueImage, s.maximumValueImage, s.minimumValueImageRect(forBounds: .zero), s.maximumValueImageRect(forBounds: .zero))
        },
        CoverageEntry("UIStepper value / minimumValue / maximumValue / stepValue / wraps / autorepeat / isContinuous", .differs,
                      "steps on touch down; held, again after 0.5 s and every 0.1 s (iOS accelerates); custom images are not available; 94 × 32") {
            let s = UIStepper(frame: .zero); s.minimumValue = 0; s.maximumValue = 10; s.stepValue = 1; s.value = 2; s.wraps = false; s.autorepeat = true; s.isContinuous = true
        },
        CoverageEntry("UIPageControl numberOfPages / currentPage / hidesForSinglePage / pageIndicatorTintColor / currentPageIndicatorTintColor / size(forNumberOfPages:)",
                      .differs, "a tap moves one page toward it; custom indicator images, the background style and scrubbing are not available; dot sizes are ours") {
            let p = UIPageControl(frame: .zero); p.numberOfPages = 3; p.currentPage = 1; p.hidesForSinglePage = true
            p.pageIndicatorTintColor = nil; p.currentPageIndicatorTintColor = nil; _ = p.size(forNumberOfPages: 3)
        },
        CoverageEntry("UIActivityIndicatorView(style:) / style (.medium, .large, .white, .whiteLarge, .gray) / color / hidesWhenStopped / isAnimating / startAnimating() / stopAnimating()",
                      .differs, "the spin does not keep runUntilIdle() waiting; spokes and the one-second turn are ours") {
            let a = UIActivityIndicatorView(style: .medium); a.style = .large; a.color = .red; a.hidesWhenStopped = true
            a.startAnimating(); a.stopAnimating(); _ = (a.isAnimating, UIActivityIndicatorView.Style.whiteLarge, UIActivityIndicatorView.Style.white, UIActivityIndicatorView.Style.gray)
        },
        CoverageEntry("UIProgressView(progressViewStyle:) / progressViewStyle / progress / setProgress(_:animated:) / progressTintColor / trackTintColor",
                      .differs, "observedProgress and track and progress images are not available; the 4-point bar and the 0.25 s fill are ours") {
            let p = UIProgressView(progressViewStyle: .bar); p.progressViewStyle = .default; p.progress = 0.5; p.setProgress(1, animated: true)
            p.progressTintColor = nil; p.trackTintColor = nil
        },
        CoverageEntry("UILabel / UITextField adjustsFontForContentSizeCategory", .implemented,
                      "a preferred font or a UIFontMetrics-scaled font takes the new text size when it changes (the test kit sets it)") {
            UILabel().adjustsFontForContentSizeCategory = true; UITextField().adjustsFontForContentSizeCategory = true
        },
        CoverageEntry("UIListContentConfiguration.TextProperties.adjustsFontForContentSizeCategory", .differs,
                      "kept as set: a cell's text keeps the size its configuration was applied at until the configuration is applied again") {
            var c = UIListContentConfiguration.cell(); c.textProperties.adjustsFontForContentSizeCategory = true
        },
        CoverageEntry("UIImage.SymbolConfiguration (pointSize:, weight:, scale:, textStyle:, font:, applying(_:)), Scale, Weight, UIImageView.preferredSymbolConfiguration", .differs,
                      "kept as set: there are no SF Symbols on Linux (UIImage(systemName:) returns nil), so nothing is drawn with them") {
            let c = UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .large).applying(UIImage.SymbolConfiguration(textStyle: .body, scale: .small))
            _ = (UIImage.SymbolConfiguration(pointSize: 1), UIImage.SymbolConfiguration(pointSize: 1, weight: .regular), UIImage.SymbolConfiguration(textStyle: .body),
                 UIImage.SymbolConfiguration(scale: .medium), UIImage.SymbolConfiguration(weight: .light), UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12)),
                 UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12), scale: .small), c.pointSize, c.weight, c.scale, c.textStyle)
            UIImageView().preferredSymbolConfiguration = c
        },
        CoverageEntry("UISearchBar text / placeholder / delegate / showsCancelButton / setShowsCancelButton(_:animated:) / searchBarStyle / barTintColor / searchTextField / keyboardType / autocapitalizationType / autocorrectionType / returnKeyType, UISearchBarDelegate, UISearchTextField",
                      .differs, "scope buttons, bookmark and results-list buttons, prompts and UISearchController are not available; typing is insertText(_:) (no keyboard); the 56-point height is ours") {
            let b = UISearchBar(frame: .zero); b.text = "a"; b.placeholder = "p"; b.showsCancelButton = true; b.setShowsCancelButton(false, animated: false)
            b.searchBarStyle = .minimal; b.barTintColor = nil; b.keyboardType = .webSearch; b.autocapitalizationType = .none; b.autocorrectionType = .no
            b.returnKeyType = .search; _ = (b.delegate, b.searchTextField as UISearchTextField, UISearchBar.Style.prominent)
            final class D: UISearchBarDelegate {}
            let d = D(); _ = d.searchBarShouldBeginEditing(b); d.searchBarTextDidBeginEditing(b); _ = d.searchBarShouldEndEditing(b); d.searchBarTextDidEndEditing(b)
            d.searchBar(b, textDidChange: ""); _ = d.searchBar(b, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: ""); d.searchBarSearchButtonClicked(b); d.searchBarCancelButtonClicked(b)
        },
        CoverageEntry("UITextField clearButtonMode / clearButtonRect(forBounds:), UITextFieldDelegate.textFieldShouldClear(_:)", .differs,
                      "the button shows while the mode says so and there is text; a tap asks the delegate, empties the field and sends .editingChanged; its size and place are ours") {
            let f = UITextField(); f.clearButtonMode = .whileEditing; _ = f.clearButtonRect(forBounds: .zero)
        },
        CoverageEntry("UITextField leftView / rightView / leftViewMode / rightViewMode (ViewMode) / leftViewRect(forBounds:) / rightViewRect(forBounds:)") {
            let f = UITextField(); f.leftView = UIView(); f.leftViewMode = .always; f.rightView = nil; f.rightViewMode = .whileEditing
            _ = (f.leftViewRect(forBounds: .zero), f.rightViewRect(forBounds: .zero), UITextField.ViewMode.unlessEditing, UITextField.ViewMode.never)
        },
        CoverageEntry("UIToolbar items / setItems(_:animated:) / barStyle / barTintColor / isTranslucent; UIBarButtonItem.flexibleSpace() / fixedSpace(_:) / width", .differs,
                      "items from the leading edge 16 points in, 8 apart, flexible spaces sharing the rest (our spacing)") {
            let t = UIToolbar(); t.setItems([.flexibleSpace(), .fixedSpace(10)], animated: false); _ = (t.items, t.barStyle, t.barTintColor, t.isTranslucent)
        },
        CoverageEntry("UIBarItem title / image / isEnabled / tag / landscapeImagePhone / imageInsets / setTitleTextAttributes(_:for:) / titleTextAttributes(for:)", .differs,
                      "the base of UIBarButtonItem and UITabBarItem; the title's font and colour are drawn (normal, disabled, selected), other attributes, landscapeImagePhone and imageInsets are kept") {
            let i: UIBarItem = UIBarButtonItem(); i.setTitleTextAttributes([:], for: .normal); _ = (i.title, i.image, i.isEnabled, i.tag, i.landscapeImagePhone, i.imageInsets, i.titleTextAttributes(for: .normal))
        },
        CoverageEntry("UIControl allTargets / actions(forTarget:forControlEvent:)", .differs,
                      "selector names are listed for actions added with a Selector (every #selector the source bridge writes); method references have no name") {
            let b = UIButton(); _ = (b.allTargets, b.actions(forTarget: nil, forControlEvent: .touchUpInside))
        },
        CoverageEntry("UIImageView highlightedImage / isHighlighted") {
            let v = UIImageView(image: nil); v.highlightedImage = nil; v.isHighlighted = true
        },
        CoverageEntry("UITabBarItem() / titlePositionAdjustment") {
            let i = UITabBarItem(); i.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
        },
        CoverageEntry("UIAppearance (adopted by UIView and UIBarItem)", .differs,
                      "extensions of it reach views and bar items; appearance proxies (appearance(), appearance(whenContainedInInstancesOf:)) are absent") {
            let items: [any UIAppearance] = [UIView(), UIBarButtonItem()]
            _ = items.count
        },
        CoverageEntry("UIToolbar standardAppearance / compactAppearance / scrollEdgeAppearance (UIToolbarAppearance, UIBarAppearance)", .differs,
                      "background colour and shadow line drawn; the toolbar counts as at its scroll edge (as the navigation bar here); compactAppearance is kept") {
            let t = UIToolbar(); let a = UIToolbarAppearance(); a.configureWithTransparentBackground(); t.standardAppearance = a
            _ = (t.compactAppearance, t.scrollEdgeAppearance, UIBarAppearance(barAppearance: a).shadowColor)
        },
        CoverageEntry("UIPickerView dataSource (UIPickerViewDataSource) / delegate (UIPickerViewDelegate: widths, row heights, titles, attributed titles, views, didSelectRow) / numberOfComponents / numberOfRows / rowSize / view(forRow:forComponent:) / reloadAllComponents / reloadComponent / selectRow / selectedRow", .differs,
                      "wheels drawn flat, rows fading from the band; a dragged wheel settles on the nearest row (0.15 s of its velocity carried on) and then tells the delegate; tapping a row does not select it") {
            let p = UIPickerView(); p.reloadAllComponents(); p.selectRow(0, inComponent: 0, animated: false)
            _ = (p.dataSource, p.delegate, p.numberOfComponents, p.numberOfRows(inComponent: 0), p.rowSize(forComponent: 0), p.view(forRow: 0, forComponent: 0), p.selectedRow(inComponent: 0))
        },
        CoverageEntry("UIDatePicker date / setDate(_:animated:) / datePickerMode / minimumDate / maximumDate / minuteInterval / countDownDuration / locale / calendar / timeZone / preferredDatePickerStyle / datePickerStyle (UIDatePickerStyle)", .differs,
                      "always wheels (datePickerStyle is .wheels), hours 0-23; the user's pick sends .valueChanged, code does not; picks outside the limits turn back") {
            let d = UIDatePicker(); d.setDate(d.date, animated: false); d.datePickerMode = .time; d.minuteInterval = 5
            _ = (d.minimumDate, d.maximumDate, d.countDownDuration, d.locale, d.calendar, d.timeZone, d.preferredDatePickerStyle, d.datePickerStyle)
        },
        CoverageEntry("UISearchController init(searchResultsController:) / searchBar / isActive / searchResultsUpdater (UISearchResultsUpdating) / delegate (UISearchControllerDelegate) / obscuresBackgroundDuringPresentation / hidesNavigationBarDuringPresentation / automaticallyShowsCancelButton / automaticallyShowsSearchResultsController / showsSearchResultsController; UINavigationItem.searchController / hidesSearchBarWhenScrolling", .differs,
                      "the results are shown over the content as a child of the bar's controller, not presented modally (presentingViewController stays nil); the bar does not hide on scrolling") {
            let s = UISearchController(searchResultsController: nil); _ = (s.searchBar, s.isActive, s.searchResultsUpdater, s.delegate, s.obscuresBackgroundDuringPresentation, s.hidesNavigationBarDuringPresentation)
            _ = (s.automaticallyShowsCancelButton, s.automaticallyShowsSearchResultsController, s.showsSearchResultsController, UINavigationItem(title: "").searchController, UINavigationItem(title: "").hidesSearchBarWhenScrolling)
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Text field, first responder, keyboard", entries: [
        CoverageEntry("UITextView text / font / textColor / textAlignment / isEditable / isSelectable / textContainerInset / isScrollEnabled self-sizing; UITextViewDelegate (begin, end, shouldChangeTextIn, didChange); insertText / deleteBackward; its notifications", .differs,
                      "wrapped plain text drawn through Pango; the selection is not drawn; no layout manager or data detectors; delegate keeps the scroll view's type") {
            let t = UITextView(); t.text = "x"; t.font = .systemFont(ofSize: 17); t.textColor = .label; t.textAlignment = .left
            t.isEditable = true; t.isSelectable = true; t.textContainerInset = .zero; t.isScrollEnabled = false
            _ = (t.hasText, t.isEditing, UITextView.textDidChangeNotification, t.sizeThatFits(.zero))
        },
        CoverageEntry("NSTextContainer init(size:) / size / lineFragmentPadding / maximumNumberOfLines / lineBreakMode / widthTracksTextView / heightTracksTextView / layoutManager / replaceLayoutManager(_:); UITextView textContainer / init(frame:textContainer:)", .differs,
                      "shapes the text view's or layout manager's text (its width follows the view inside the insets; padding, line limit and last line's break); no exclusion paths; main-actor isolated") {
            let container = UITextView().textContainer
            container.lineFragmentPadding = 5; container.maximumNumberOfLines = 0; container.lineBreakMode = .byWordWrapping
            _ = (container.size, container.widthTracksTextView, container.heightTracksTextView, NSTextContainer(size: .zero), container.layoutManager)
            _ = UITextView(frame: .zero, textContainer: NSTextContainer(size: .zero))
        },
        CoverageEntry("NSTextStorage edited(_:range:changeInLength:) / processEditing() / beginEditing() / endEditing() / editedMask / editedRange / changeInLength / layoutManagers / addLayoutManager(_:) / removeLayoutManager(_:) / delegate; NSTextStorageDelegate; willProcessEditingNotification / didProcessEditingNotification; UITextView textStorage", .differs,
                      "every mutator of NSMutableAttributedString is recorded and processed (gathered between begin and end editing); edits made through mutableString are not seen; attributes are never fixed") {
            let storage = NSTextStorage(string: "a")
            storage.beginEditing(); storage.append(NSAttributedString(string: "b")); storage.endEditing()
            _ = (storage.editedMask, storage.editedRange, storage.changeInLength, storage.layoutManagers, storage.delegate, NSTextStorage.didProcessEditingNotification, UITextView().textStorage)
        },
        CoverageEntry("NSLayoutManager addTextContainer(_:) / textContainers / glyphRange(for:) / usedRect(for:) / lineFragmentRect(forGlyphAt:effectiveRange:) / lineFragmentUsedRect / enumerateLineFragments(forGlyphRange:using:) / boundingRect(forGlyphRange:in:) / glyphIndex(for:in:) / characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:) / location(forGlyphAt:) / extraLineFragmentRect / ensureLayout / invalidateLayout / drawGlyphs / drawBackground; UITextView layoutManager", .differs,
                      "laid out by Pango in the text's containers, flowing from one to the next; a glyph is a UTF-16 code unit (glyph index = character index); no delegate, temporary attributes or exclusion paths") {
            let manager = UITextView().layoutManager
            _ = (manager.numberOfGlyphs, manager.textContainers, manager.extraLineFragmentRect, manager.usesFontLeading)
        },
        CoverageEntry("UITextField text / placeholder / font / textColor / textAlignment / borderStyle / isSecureTextEntry / clearsOnBeginEditing", .implemented,
                      "drawn with the border styles, placeholder colour and bullets for secure entry") {
            let f = UITextField(); f.text = ""; f.placeholder = ""; _ = (f.font, f.textColor, f.textAlignment, f.borderStyle, f.isSecureTextEntry, f.clearsOnBeginEditing)
        },
        CoverageEntry("UITextField attributedText / attributedPlaceholder; UITextView attributedText", .differs,
                      "runs of font, colours, kern, underline and strikethrough (and a text view's paragraph alignment and line spacing); typing or setting the plain text drops the attributes (no typing attributes)") {
            let f = UITextField(); f.attributedText = NSAttributedString(string: "a"); f.attributedPlaceholder = nil; _ = UITextView().attributedText
        },
        CoverageEntry("UITextField delegate / isEditing / insertText / deleteBackward / hasText, editing events and notifications", .differs,
                      "no keyboard on screen, and the cursor and selection are not drawn: typing is insertText(_:) at the selection (tests, the live window); the delegate, control events and notifications follow UIKit's order") {
            let f = UITextField(); f.insertText(""); f.deleteBackward(); _ = (f.delegate, f.isEditing, f.hasText, UITextField.textDidChangeNotification)
        },
        CoverageEntry("UITextInput (UIKeyInput) on UITextField and UITextView: selectedTextRange / beginningOfDocument / endOfDocument / position(from:offset:) / position(from:in:offset:) / offset(from:to:) / compare(_:to:) / textRange(from:to:) / text(in:) / replace(_:withText:) / markedTextRange; UITextPosition / UITextRange / UITextLayoutDirection / UITextStorageDirection; UITextView.selectedRange", .differs,
                      "offsets count UTF-16 code units; a text field's selection exists only while it edits; the geometric requirements (caretRect, firstRect, closestPosition, selectionRects), marked text and the tokenizer are absent; the members are not open") {
            let f = UITextField(); let t = UITextView(); t.selectedRange = NSRange(location: 0, length: 0)
            let inputs: [any UITextInput] = [f, t]
            for input in inputs {
                let range = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)
                _ = (input.selectedTextRange, input.markedTextRange, input.position(from: input.endOfDocument, offset: 0),
                     input.position(from: input.endOfDocument, in: UITextLayoutDirection.left, offset: 0), range?.isEmpty, range.flatMap { input.text(in: $0) },
                     input.compare(input.beginningOfDocument, to: input.endOfDocument), input.offset(from: input.beginningOfDocument, to: input.endOfDocument))
            }
            let _: (UITextPosition.Type, UITextRange.Type, UITextStorageDirection, any UIKeyInput) = (UITextPosition.self, UITextRange.self, .forward, f)
        },
        CoverageEntry("keyboardType / returnKeyType / autocapitalizationType / autocorrectionType", .differs, "kept for the app to read; there is no keyboard to configure") {
            let f = UITextField(); _ = (f.keyboardType, f.returnKeyType, f.autocapitalizationType, f.autocorrectionType)
        },
        CoverageEntry("UIResponder becomeFirstResponder / resignFirstResponder / isFirstResponder / canBecomeFirstResponder; UIView.endEditing(_:)") {
            let r = UIResponder(); _ = (r.becomeFirstResponder(), r.resignFirstResponder(), r.isFirstResponder, r.canBecomeFirstResponder); _ = UIView().endEditing(true)
        },
        CoverageEntry("UIResponder inputView / inputAccessoryView / reloadInputViews(); UITextField and UITextView inputView / inputAccessoryView", .differs,
                      "not drawn (nor is the keyboard); the keyboard notifications' frames are the input view's height plus the accessory's, and a responder that is not text brings its accessory up alone") {
            let r = UIResponder(); _ = (r.inputView, r.inputAccessoryView); r.reloadInputViews()
            let f = UITextField(); f.inputView = nil; f.inputAccessoryView = nil
            let t = UITextView(); t.inputView = nil; t.inputAccessoryView = nil
        },
        CoverageEntry("keyboard will/did show, hide and change-frame notifications with their userInfo keys", .differs,
                      "posted when a text field gains or loses focus, with the frame a keyboard would have (336 points on the iPhone preset), 0.25 s, curve 7") {
            _ = (UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidHideNotification, UIResponder.keyboardFrameEndUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey)
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Status bar, device, memory", entries: [
        CoverageEntry("preferredStatusBarStyle / prefersStatusBarHidden / preferredStatusBarUpdateAnimation / childForStatusBarStyle / childForStatusBarHidden / setNeedsStatusBarAppearanceUpdate / modalPresentationCapturesStatusBarAppearance", .differs,
                      "resolved as UIKit does (full-screen or capturing presentations, navigation and tab controllers pass it on) and read through UIApplication.statusBarStyle / isStatusBarHidden / statusBarFrame; no status bar is drawn") {
            let c = UIViewController(); c.setNeedsStatusBarAppearanceUpdate()
            _ = (c.preferredStatusBarStyle, c.prefersStatusBarHidden, c.preferredStatusBarUpdateAnimation, c.childForStatusBarStyle, c.childForStatusBarHidden)
            _ = (UIApplication.shared.statusBarStyle, UIApplication.shared.isStatusBarHidden, UIApplication.shared.statusBarFrame)
        },
        CoverageEntry("UIApplication.statusBarStyle / isStatusBarHidden setters", .differs,
                      "as setStatusBarStyle(_:animated:) and setStatusBarHidden(_:with:): nothing changes (controllers decide) and the call is reported") {
            let _: ReferenceWritableKeyPath<UIApplication, UIStatusBarStyle> = \.statusBarStyle
            let _: ReferenceWritableKeyPath<UIApplication, Bool> = \.isStatusBarHidden
        },
        CoverageEntry("UIWindowScene.statusBarManager / UIStatusBarManager statusBarFrame / statusBarStyle / isStatusBarHidden", .differs,
                      "the application's resolved status bar (one per app, from the key window's controllers); nothing is drawn") {
            _ = \UIWindowScene.statusBarManager; _ = (\UIStatusBarManager.statusBarFrame, \UIStatusBarManager.statusBarStyle, \UIStatusBarManager.isStatusBarHidden)
        },
        CoverageEntry("UIApplication.setStatusBarStyle(_:animated:) / setStatusBarHidden(_:with:) (deprecated)", .differs,
                      "no effect, as on iOS with view-controller-based status bar appearance (iOS's default); reported once through the logger") {
            _ = UIApplication.setStatusBarStyle; _ = UIApplication.setStatusBarHidden
        },
        CoverageEntry("UIApplication.willChangeStatusBarFrameNotification / didChangeStatusBarFrameNotification", .differs,
                      "never posted: the status bar's frame does not change (no in-call bar, window size transitions do not rotate the screen)") {
            _ = (UIApplication.willChangeStatusBarFrameNotification, UIApplication.didChangeStatusBarFrameNotification)
        },
        CoverageEntry("UIDevice.current model / name / systemName / systemVersion / userInterfaceIdiom / orientation / identifierForVendor", .differs,
                      "from the screen preset; the orientation is fixed and its notifications are never posted; no battery or proximity") {
            let d = UIDevice.current; _ = (d.model, d.name, d.systemName, d.systemVersion, d.userInterfaceIdiom, d.orientation, d.identifierForVendor)
        },
        CoverageEntry("UIApplication.supportedInterfaceOrientations(for:) / statusBarOrientation; UIWindowScene.interfaceOrientation; UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:)", .differs,
                      "the device never rotates: the interface is portrait, or landscape right on a preset wider than tall; without a delegate, the orientations Xcode's template declares") {
            _ = (UIApplication.shared.supportedInterfaceOrientations(for: nil), UIApplication.shared.statusBarOrientation)
        },
        CoverageEntry("UIFeedbackGenerator / UIImpactFeedbackGenerator / UISelectionFeedbackGenerator / UINotificationFeedbackGenerator", .differs,
                      "no haptic engine: each feedback is recorded in the transition trace (CallbackRecorder sees it)") {
            let i = UIImpactFeedbackGenerator(style: .soft); i.prepare(); i.impactOccurred(); i.impactOccurred(intensity: 0.5)
            UISelectionFeedbackGenerator().selectionChanged(); UINotificationFeedbackGenerator().notificationOccurred(.error)
        },
        CoverageEntry("UIAccessibility isReduceMotionEnabled / isReduceTransparencyEnabled / isVoiceOverRunning / prefersCrossFadeTransitions and their notifications; AccessibilitySettings (OpenUIKit only)", .differs,
                      "false by default; UIApplication.accessibilitySettings (AccessibilitySettings, OpenUIKit only) turns them on and posts the notifications") {
            _ = (UIAccessibility.isReduceMotionEnabled, UIAccessibility.isReduceTransparencyEnabled, UIAccessibility.isVoiceOverRunning, UIAccessibility.prefersCrossFadeTransitions)
            _ = AccessibilitySettings()
        },
        CoverageEntry("accessibilityLabel / accessibilityHint / accessibilityValue / isAccessibilityElement / accessibilityTraits (UIAccessibilityTraits) / accessibilityElementsHidden / accessibilityViewIsModal", .differs,
                      "on responders (iOS: every NSObject), overridable; labels and buttons default to their text and title; no assistive technology reads them") {
            let v = UIView(); v.accessibilityLabel = "x"; v.accessibilityHint = nil; v.accessibilityValue = nil
            v.isAccessibilityElement = true; v.accessibilityTraits = [.button]; v.accessibilityElementsHidden = false; v.accessibilityViewIsModal = false
        },
        CoverageEntry("UIAccessibility.post(notification:argument:) (.screenChanged, .layoutChanged, .announcement, .pageScrolled)", .differs,
                      "kept in order in UIApplication.postedAccessibilityNotifications (OpenUIKit only) for tests; nothing reads them out") {
            UIAccessibility.post(notification: .layoutChanged, argument: nil); _ = UIApplication.shared.postedAccessibilityNotifications
        },
        CoverageEntry("accessibilityIdentifier on views, bar button items and tab bar items; a bar button item's accessibilityLabel (its title by default)") {
            UIView().accessibilityIdentifier = "x"; UIBarButtonItem().accessibilityIdentifier = "x"; _ = UIBarButtonItem().accessibilityLabel
        },
        CoverageEntry("accessibilityElements / accessibilityElementCount() / accessibilityElement(at:) / index(ofAccessibilityElement:)", .differs,
                      "on responders (iOS: every NSObject), overridable; the defaults answer from accessibilityElements") {
            let v = UIView(); v.accessibilityElements = []; _ = (v.accessibilityElementCount(), v.accessibilityElement(at: 0), v.index(ofAccessibilityElement: v))
        },
        CoverageEntry("UIAccessibilityElement init(accessibilityContainer:) / accessibilityContainer / accessibilityLabel / accessibilityHint / accessibilityValue / accessibilityTraits / isAccessibilityElement / accessibilityIdentifier / accessibilityFrame / accessibilityFrameInContainerSpace") {
            let e = UIAccessibilityElement(accessibilityContainer: UIView()); e.accessibilityLabel = "x"; e.accessibilityFrameInContainerSpace = .zero
            _ = (e.accessibilityContainer, e.accessibilityHint, e.accessibilityValue, e.accessibilityTraits, e.isAccessibilityElement, e.accessibilityIdentifier, e.accessibilityFrame)
        },
        CoverageEntry(missing: "accessibilityFrame on views / accessibilityCustomActions / UIImage.accessibilityIdentifier / accessibility attributes on plain NSObject", "not yet"),
        CoverageEntry("UIApplication beginIgnoringInteractionEvents / endIgnoringInteractionEvents / isIgnoringInteractionEvents", .implemented,
                      "fingers that come down while ignored are never delivered; fingers already down finish") {
            let a = UIApplication.shared; a.beginIgnoringInteractionEvents(); a.endIgnoringInteractionEvents(); _ = a.isIgnoringInteractionEvents
        },
        CoverageEntry("UIView.traitCollection / UIScreen.traitCollection") { _ = (UIView().traitCollection, UIScreen.main.traitCollection) },
        CoverageEntry("UITraitCollection.layoutDirection / init(layoutDirection:) (UITraitEnvironmentLayoutDirection)", .implemented,
                      "screens read in the application's direction; a view forced left to right or right to left passes its direction to its subviews' traits") {
            _ = (UIView().traitCollection.layoutDirection, UITraitCollection(layoutDirection: .rightToLeft))
        },
        CoverageEntry("willTransition(to:with:) of UIContentContainer (controllers, presentation controllers)", .differs,
                      "never called by UIKit here: traits come from the screen preset and do not change; the default passes the call on") {
            _ = UIViewController.willTransition(to:with:)
        },
        CoverageEntry("prefersHomeIndicatorAutoHidden / childForHomeIndicatorAutoHidden / preferredScreenEdgesDeferringSystemGestures / childForScreenEdgesDeferringSystemGestures", .differs,
                      "never asked: there is no home indicator and no system edge gesture") {
            let c = UIViewController(); _ = (c.prefersHomeIndicatorAutoHidden, c.childForHomeIndicatorAutoHidden, c.preferredScreenEdgesDeferringSystemGestures, c.childForScreenEdgesDeferringSystemGestures)
        },
        CoverageEntry("accessibilityPerformEscape() / accessibilityActivate() / accessibilityPerformMagicTap()", .differs,
                      "declared on UIResponder (NSObject on iOS); nothing performs them, there is no VoiceOver") {
            let r = UIResponder(); _ = (r.accessibilityPerformEscape(), r.accessibilityActivate(), r.accessibilityPerformMagicTap())
        },
        CoverageEntry("UIView.minimumContentSizeCategory / maximumContentSizeCategory / appliedContentSizeCategoryLimitsDescription", .differs,
                      "screens always report Large, so limits matter when they exclude it; the description's format is OpenUIKit's") {
            let v = UIView(); v.maximumContentSizeCategory = .medium; v.minimumContentSizeCategory = nil; _ = v.appliedContentSizeCategoryLimitsDescription
        },
        CoverageEntry("userInterfaceLayoutDirection / effectiveUserInterfaceLayoutDirection (UIUserInterfaceLayoutDirection); UIView.semanticContentAttribute (UISemanticContentAttribute) / userInterfaceLayoutDirection(for:) / userInterfaceLayoutDirection(for:relativeTo:)", .differs,
                      "the application's direction is left to right unless the test kit sets it (TransitionHost.userInterfaceLayoutDirection); leading and trailing constraints, directional margins, stack views and natural alignment mirror; navigation transitions, the back swipe, bars, flow layouts and scroll views do not yet") {
            let v = UIView(); v.semanticContentAttribute = .unspecified
            _ = (UIApplication.shared.userInterfaceLayoutDirection, v.effectiveUserInterfaceLayoutDirection, UIView.userInterfaceLayoutDirection(for: .playback),
                 UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft), UISemanticContentAttribute.forceRightToLeft)
        },
        CoverageEntry("didReceiveMemoryWarning() / UIApplication.didReceiveMemoryWarningNotification", .differs,
                      "sent on request only: UIApplication.performMemoryWarning() or the test kit (OpenUIKit never runs short itself)") {
            UIViewController().didReceiveMemoryWarning(); _ = UIApplication.didReceiveMemoryWarningNotification
        },
        CoverageEntry("objc_setAssociatedObject / objc_getAssociatedObject / objc_removeAssociatedObjects (objc_AssociationPolicy)", .differs,
                      "a table beside the objects: values are released when their object is gone and the table is next swept; ASSIGN holds weakly; value-type owners are reported") {
            let view = UIView()
            objc_setAssociatedObject(view, coverageAssociationKey, "value", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            _ = objc_getAssociatedObject(view, coverageAssociationKey); objc_removeAssociatedObjects(view)
        },
        CoverageEntry("IMP / Method: class_getInstanceMethod, class_getMethodImplementation, method_getImplementation, method_setImplementation, method_getName; unsafeBitCast(imp, to:) to call one", .differs,
                      "only UIViewController's present and dismiss can be replaced (others are reported, nil); an IMP is an object, cast to a function type without @convention(c); an IMP made from a selector returns no value") {
            if let method = class_getInstanceMethod(UIViewController.self, Selector("dismissViewControllerAnimated:completion:")) {
                let imp = method_getImplementation(method); _ = method_setImplementation(method, imp); _ = method_getName(method)
                _ = unsafeBitCast(imp, to: ((AnyObject, Selector, Bool, (() -> Void)?) -> Void).self)
            }
            _ = class_getMethodImplementation(UIViewController.self, Selector(UIViewController.loadView, name: "loadView"))
        },
        CoverageEntry("os_log / OSLog (subsystem:category:, default, disabled) / OSLogType", .differs,
                      "messages go to swift-log under \"subsystem.category\"; privacy marks are ignored; the source bridge turns import os / os.log into import UIKit") {
            os_log("%{public}@", log: .disabled, type: .info, "x"); os_log(.debug, log: OSLog(subsystem: "s", category: "c"), "y"); _ = OSLog.default
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Scroll views", entries: [
        CoverageEntry("UIScrollView contentOffset / setContentOffset(_:animated:) / contentSize / contentInset / adjustedContentInset / contentInsetAdjustmentBehavior / adjustedContentInsetDidChange() / scrollRectToVisible(_:animated:)",
                      .differs, "the animated offset glides in 0.3 s (ease in-out, our choice)") {
            let s = UIScrollView(frame: .zero)
            s.contentSize = .zero; s.contentInset = .zero; s.contentInsetAdjustmentBehavior = .never; s.adjustedContentInsetDidChange()
            s.setContentOffset(s.contentOffset, animated: false); s.scrollRectToVisible(.zero, animated: false); _ = s.adjustedContentInset
        },
        CoverageEntry("isScrollEnabled / isPagingEnabled / bounces / alwaysBounceVertical / alwaysBounceHorizontal / decelerationRate / isDragging / isTracking / isDecelerating / panGestureRecognizer / delegate",
                      .differs, "deceleration follows the per-millisecond rate exactly (docs/scroll-views.md); the overshoot of a fling past an edge is our spring's") {
            let s = UIScrollView(frame: .zero)
            s.isScrollEnabled = true; s.isPagingEnabled = false; s.bounces = true; s.alwaysBounceVertical = false; s.alwaysBounceHorizontal = false
            s.decelerationRate = .fast; _ = (s.isDragging, s.isTracking, s.isDecelerating, s.panGestureRecognizer, s.delegate)
        },
        CoverageEntry("isDirectionalLockEnabled", .differs, "a drag counts as along one axis when it began at least twice as far along it as along the other (our threshold)") {
            let s = UIScrollView(frame: .zero); s.isDirectionalLockEnabled = true
        },
        CoverageEntry("showsVerticalScrollIndicator / showsHorizontalScrollIndicator / indicatorStyle / verticalScrollIndicatorInsets / horizontalScrollIndicatorInsets / scrollIndicatorInsets / flashScrollIndicators()",
                      .differs, "the bars' thickness, minimum length and fade (0.25 s after 0.5 s) are our measures; there is no dark appearance") {
            let s = UIScrollView(frame: .zero)
            s.showsVerticalScrollIndicator = true; s.showsHorizontalScrollIndicator = false; s.indicatorStyle = .white
            s.verticalScrollIndicatorInsets = .zero; s.horizontalScrollIndicatorInsets = .zero; s.scrollIndicatorInsets = .zero; s.flashScrollIndicators()
        },
        CoverageEntry("UIScrollView delaysContentTouches / canCancelContentTouches / touchesShouldCancel(in:)", .implemented,
                      "content touches are held 0.15 s (iOS's observed delay) unless the fingers lift first; a drag takes a control's touch only when touchesShouldCancel(in:) says so") {
            let s = UIScrollView(frame: .zero); s.delaysContentTouches = true; s.canCancelContentTouches = true; _ = s.touchesShouldCancel(in: UIView())
        },
        CoverageEntry("UIScrollView scrollsToTop", .differs, "kept, but there is no status bar to tap: nothing asks it") {
            let s = UIScrollView(frame: .zero); s.scrollsToTop = false
        },
        CoverageEntry("UIViewController.automaticallyAdjustsScrollViewInsets", .differs,
                      "not marked deprecated; false makes a root scroll view's .automatic adjustment act as .scrollableAxes") {
            UIViewController().automaticallyAdjustsScrollViewInsets = false
        },
        CoverageEntry("UIScrollView keyboardDismissMode", .differs, ".interactive dismisses at the start of the drag, as .onDrag (the keyboard does not follow the finger)") {
            let s = UIScrollView(frame: .zero); s.keyboardDismissMode = .onDrag; _ = UIScrollView.KeyboardDismissMode.interactive
        },
        CoverageEntry("UIScrollViewDelegate didScroll / willBeginDragging / willEndDragging(withVelocity:targetContentOffset:) / didEndDragging(willDecelerate:) / willBeginDecelerating / didEndDecelerating / didEndScrollingAnimation / didChangeAdjustedContentInset",
                      .implemented, "UIKit's order; the velocity in points per millisecond; the target may be moved") {
            final class D: UIScrollViewDelegate {}
            let s = UIScrollView(frame: .zero)
            D().scrollViewDidScroll(s); D().scrollViewDidEndDecelerating(s)
        },
        CoverageEntry("zoomScale / setZoomScale(_:animated:) / zoom(to:animated:) / minimumZoomScale / maximumZoomScale / bouncesZoom / isZooming / pinchGestureRecognizer; delegate viewForZooming(in:) / scrollViewWillBeginZooming / scrollViewDidZoom / scrollViewDidEndZooming",
                      .differs, "a pinch past the limits follows our rubber band (at most twice the maximum) and zooms back in 0.3 s") {
            let s = UIScrollView(frame: .zero)
            s.minimumZoomScale = 1; s.maximumZoomScale = 2; s.bouncesZoom = true
            s.setZoomScale(1, animated: false); s.zoom(to: .zero, animated: false); _ = (s.zoomScale, s.isZooming, s.pinchGestureRecognizer)
            final class D: UIScrollViewDelegate {}
            _ = D().viewForZooming(in: s); D().scrollViewDidZoom(s)
        },
        CoverageEntry("UIScrollView.refreshControl / UITableViewController.refreshControl / UIRefreshControl beginRefreshing / endRefreshing / isRefreshing / attributedTitle", .differs,
                      "a pull of 100 points while dragging refreshes (sends .valueChanged once) and the content rests 60 points lower until endRefreshing glides it back; the distances are ours") {
            let s = UIScrollView(frame: .zero); let r = UIRefreshControl(); s.refreshControl = r
            r.beginRefreshing(); r.endRefreshing(); r.attributedTitle = nil; _ = (r.isRefreshing, UITableViewController(style: .plain).refreshControl)
        },
        CoverageEntry(missing: "UIScrollView scrollsToTop, contentLayoutGuide / frameLayoutGuide",
                      "not available yet"),
    ]),
    CoverageSection(module: "OpenUIKit", title: "Bars", entries: [
        CoverageEntry("UINavigationBar barStyle / barTintColor / isTranslucent / titleTextAttributes") {
            let b = UINavigationBar(); _ = (b.barStyle, b.barTintColor, b.isTranslucent, b.titleTextAttributes)
        },
        CoverageEntry("addObserver(_:forKeyPath:options:context:) / removeObserver(_:forKeyPath:context:) / removeObserver(_:forKeyPath:); observeValue(forKeyPath:of:change:context:) (NSKeyValueObserving); NSKeyValueChangeKey", .differs,
                      "on OpenUIKit's observable objects by the names OpenUIKit lists (UIKit's documented observable properties and common view, scroll view, control, controller and layer ones; dotted paths), and on any NSObject by its stored properties' names (Mirror), told by didChangeValue(forKey:); responders declare observeValue, other observers adopt NSKeyValueObserving (the bridge does it for NSObject subclasses); #keyPath becomes the string; misuse reported where iOS raises") {
            let view = UIView(); view.addObserver(view, forKeyPath: "alpha", options: .new, context: nil)
            view.removeObserver(view, forKeyPath: "alpha", context: nil); view.removeObserver(view, forKeyPath: "alpha")
            _ = ((any NSKeyValueObserving).self, NSKeyValueChangeKey.newKey, NSKeyValueChangeKey.oldKey, NSKeyValueChangeKey.kindKey,
                 NSKeyValueChangeKey.indexesKey, NSKeyValueChangeKey.notificationIsPriorKey)
        },
        CoverageEntry("willChangeValue(forKey:) / didChangeValue(forKey:) / willChange(_:valuesAt:forKey:) / didChange(_:valuesAt:forKey:) / mutableArrayValue(forKey:); NSKeyValueChange", .differs,
                      "manual notifications tell observers registered by key-path string (the bridge adds them to dynamic stored properties); the array proxy needs a stored NSMutableArray property and sends Apple's kinds, indexes and objects, one change per NSMutableArray method") {
            let object = NSObject(); object.willChangeValue(forKey: "x"); object.didChangeValue(forKey: "x")
            object.willChange(.insertion, valuesAt: IndexSet(integer: 0), forKey: "x"); object.didChange(.insertion, valuesAt: IndexSet(integer: 0), forKey: "x")
            _ = (object.mutableArrayValue(forKey: "x").count, NSKeyValueChange.replacement)
        },
        CoverageEntry("NSPredicate(format:) / (format:argumentArray:); NSComparisonPredicate; NSExpression (Foundation, unavailable on Linux)", .differs,
                      "Apple's format syntax without arithmetic, functions, SUBQUERY or collection operators other than @count; an unreadable format is reported and always false; name OpenUIKit's classes UIKit.NSComparisonPredicate / UIKit.NSExpression (the bridge does)") {
            let predicate = NSPredicate(format: "$age > %d AND name CONTAINS[c] %@", 18, "a")
            _ = (predicate as? OpenUIKit.NSComparisonPredicate)?.leftExpression.expressionType
            _ = OpenUIKit.NSExpression(forKeyPath: "name").keyPath
        },
        CoverageEntry("DateComponentsFormatter unitsStyle / allowedUnits / zeroFormattingBehavior / maximumUnitCount / string(from:) / localizedString(from:unitsStyle:) (Foundation, unavailable on Linux)", .differs,
                      "English words only, as Apple documents them for en_US; no fractional units, approximation or time-remaining phrases; name it UIKit.DateComponentsFormatter (the bridge does)") {
            let formatter = OpenUIKit.DateComponentsFormatter(); formatter.unitsStyle = .abbreviated; formatter.allowedUnits = [.hour, .minute]
            formatter.zeroFormattingBehavior = .pad; formatter.maximumUnitCount = 2; _ = formatter.string(from: 90)
            _ = OpenUIKit.DateComponentsFormatter.localizedString(from: DateComponents(minute: 1), unitsStyle: .full)
        },
        CoverageEntry("Formatter.getObjectValue(_:for:errorDescription:); AutoreleasingUnsafeMutablePointer (internal or absent on Linux)", .differs,
                      "numbers and dates through NumberFormatter and DateFormatter; a subclass's getObjectValue(_:for:range:) through FormatterObjectValueParsing (the bridge adopts it); no autorelease pool") {
            let storage = UnsafeMutablePointer<Double>.allocate(capacity: 1); defer { storage.deallocate() }
            _ = NumberFormatter().getObjectValue(AutoreleasingUnsafeMutablePointer<AnyObject?>(storage), for: "1", errorDescription: nil)
        },
        CoverageEntry("UINavigationBar setBackgroundImage(_:for:) / backgroundImage(for:) / setBackgroundImage(_:for:barMetrics:) / backgroundImage(for:barMetrics:) / shadowImage; UIBarMetrics; UIBarPosition", .differs,
                      "the image for the metrics in effect (compact in a landscape phone window) replaces the background, stretched; the shadow image replaces the line only while a background image is set, as documented; the prompt metrics count as their bar's; the older API wins over standardAppearance's background") {
            let b = UINavigationBar(); b.setBackgroundImage(UIImage(), for: .default); _ = b.backgroundImage(for: .compact)
            b.setBackgroundImage(nil, for: .top, barMetrics: .compactPrompt); _ = b.backgroundImage(for: .any, barMetrics: .defaultPrompt)
            b.shadowImage = UIImage(); _ = (UIBarPosition.topAttached, UIBarPosition.bottom)
        },
        CoverageEntry("UINavigationBarAppearance configureWith…Background / backgroundColor / shadowColor / titleTextAttributes; standardAppearance / scrollEdgeAppearance / compactAppearance", .differs,
                      "background, shadow line and title are drawn; backgroundEffect is kept but not blurred behind the bar; the bar does not follow scroll views yet: it is always at its scroll edge") {
            let a = UINavigationBarAppearance(); a.configureWithOpaqueBackground(); a.configureWithTransparentBackground(); a.configureWithDefaultBackground()
            let b = UINavigationBar(); b.standardAppearance = a; b.scrollEdgeAppearance = a; b.compactAppearance = a
            _ = (a.backgroundColor, a.shadowColor, a.titleTextAttributes, a.backgroundEffect)
        },
        CoverageEntry("NSAttributedString.Key.font / foregroundColor / backgroundColor / kern / paragraphStyle / underlineStyle / strikethroughStyle, NSUnderlineStyle", .differs,
                      "every underline or strikethrough style but none draws Pango's single line; swift-corelibs-foundation halts comparing two different UIKit objects under one key (docs/porting.md)") {
            _ = [NSAttributedString.Key.font, .foregroundColor, .backgroundColor, .kern, .paragraphStyle, .underlineStyle, .strikethroughStyle]; _ = NSUnderlineStyle.single
        },
        CoverageEntry("NSParagraphStyle / NSMutableParagraphStyle", .differs, "alignment, lineBreakMode and lineSpacing only (paragraph spacing, line heights, indents and tab stops are absent)") {
            let style = NSMutableParagraphStyle(); style.alignment = .center; style.lineBreakMode = .byTruncatingTail; style.lineSpacing = 2; _ = NSParagraphStyle.default.copy()
        },
        CoverageEntry("String / NSString size(withAttributes:) / boundingRect(with:options:attributes:context:) / draw(at:withAttributes:) / draw(in:withAttributes:) / draw(with:options:attributes:context:), NSStringDrawingOptions, NSStringDrawingContext", .differs,
                      "Pango's typographic metrics (usesDeviceMetrics and usesFontLeading change nothing); text is never shrunk (actualScaleFactor 1)") {
            _ = "a".size(withAttributes: nil); _ = ("a" as NSString).boundingRect(with: .zero, options: [.usesLineFragmentOrigin], attributes: nil, context: NSStringDrawingContext())
            "a".draw(at: .zero, withAttributes: nil); "a".draw(in: .zero, withAttributes: nil); "a".draw(with: .zero, options: [], attributes: nil, context: nil)
        },
        CoverageEntry("NSAttributedString size() / boundingRect(with:options:context:) / draw(at:) / draw(in:)", .differs,
                      "run by run; the paragraph style of the first character aligns the whole string") {
            let text = NSAttributedString(string: "a"); _ = text.size(); _ = text.boundingRect(with: .zero, context: nil); text.draw(at: .zero); text.draw(in: .zero)
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Drawing and values", entries: [
        CoverageEntry("UIGraphicsBeginImageContext / …WithOptions / GetImageFromCurrentImageContext / EndImageContext", .implemented,
                      "on the same stack as UIGraphicsPushContext; a bad size is refused with UIKit's message") {
            UIGraphicsBeginImageContextWithOptions(.zero, false, 0); UIGraphicsBeginImageContext(.zero); _ = UIGraphicsGetImageFromCurrentImageContext(); UIGraphicsEndImageContext()
        },
        CoverageEntry("UIColor(named:) / (named:in:compatibleWith:)", .differs, "reads <name>.colorset from an .xcassets folder in the bundle's resources (no compiled Assets.car); light and dark (luminosity) appearances; other appearances (high contrast) are not read") {
            _ = UIColor(named: "x"); _ = UIColor(named: "x", in: nil, compatibleWith: nil)
        },
        CoverageEntry("UIImage renderingMode / withRenderingMode(_:) / withTintColor(_:) / (_:renderingMode:)", .implemented,
                      "image views draw template images in their tint colour; system buttons treat .automatic images as templates") {
            let i = UIImage(cgImage: UIGraphicsImageRenderer(size: .zero).image { _ in }.cgImage!); _ = (i.renderingMode, i.withRenderingMode(.alwaysTemplate), i.withTintColor(.red), i.withTintColor(.red, renderingMode: .automatic))
        },
        CoverageEntry("UIImage imageFlippedForRightToLeftLayoutDirection() / flipsForRightToLeftLayoutDirection", .differs,
                      "image views show such an image mirrored while they lay out right to left; images drawn directly (draw(in:)) are not mirrored") {
            let i = UIImage(cgImage: UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }.cgImage!)
            _ = i.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection
        },
        CoverageEntry("UITextView(usingTextLayoutManager:)", .differs, "there is no TextKit 1 or 2 layout manager: both make the same text view") {
            _ = UITextView(usingTextLayoutManager: false)
        },
        CoverageEntry("UIImage(systemName:)", .differs, "SF Symbols are not available on Linux: nil (as for an unknown symbol), logged once") { _ = UIImage(systemName: "x") },
        CoverageEntry("UIFont.preferredFont(forTextStyle:) / preferredFont(forTextStyle:compatibleWith:) / UIFont.TextStyle", .implemented,
                      "Apple's Dynamic Type table for every style and the twelve text sizes; the system font is DejaVu Sans") {
            _ = UIFont.preferredFont(forTextStyle: .headline)
            _ = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        },
        CoverageEntry("UIButton setImage(_:for:) / image(for:) / currentImage / imageView", .implemented, "image then title, centred together") {
            let b = UIButton(); b.setImage(nil, for: .normal); _ = (b.image(for: .normal), b.currentImage, b.imageView)
        },
        CoverageEntry("#colorLiteral / #imageLiteral (UIColor and UIImage literals)", .differs, "a missing image literal logs an error and gives a transparent 1x1 image instead of stopping the app") {
            let c: UIColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1); _ = c
        },
        CoverageEntry("IndexPath(row:section:) / (item:section:) / row / section / item") {
            var i = IndexPath(row: 0, section: 0); i.item = 1; _ = (i.row, i.section, IndexPath(item: 0, section: 0))
        },
        CoverageEntry("NSValue(uiEdgeInsets:) / uiEdgeInsetsValue / NSValue(uiOffset:) / uiOffsetValue", .differs, "boxed as arrays of doubles") {
            _ = (NSValue(uiEdgeInsets: .zero).uiEdgeInsetsValue, NSValue(uiOffset: UIOffset(horizontal: 0, vertical: 0)).uiOffsetValue)
        },
    ]),
]
