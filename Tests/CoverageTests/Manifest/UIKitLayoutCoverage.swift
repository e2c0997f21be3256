import OpenUIKit

@MainActor
let uiKitLayoutSections: [CoverageSection] = [
    CoverageSection(module: "OpenUIKit", title: "Auto Layout", entries: [
        CoverageEntry("NSLayoutConstraint init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) / firstItem / secondItem / firstAttribute / secondAttribute / relation / multiplier / constant / priority / identifier / isActive / firstAnchor / secondAnchor / shouldBeArchived",
                      .implemented, "an invalid constraint (mixed axes, a location against a constant, non-finite values) is reported when made and never activates") {
            let v = UIView()
            let c = NSLayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 1)
            _ = (c.firstItem, c.secondItem, c.firstAttribute, c.secondAttribute, c.relation, c.multiplier, c.constant, c.priority, c.identifier, c.isActive,
                 c.firstAnchor, c.secondAnchor, c.shouldBeArchived)
        },
        CoverageEntry("NSLayoutConstraint() (a placeholder without items)", .differs,
                      "never active, as on iOS; activating it is reported; its multiplier (1) is our choice") {
            _ = NSLayoutConstraint().firstAttribute
        },
        CoverageEntry("NSLayoutConstraint.activate / deactivate, NSLayoutConstraint.Attribute (all, margins and baselines) / Relation / Axis") {
            NSLayoutConstraint.activate([]); NSLayoutConstraint.deactivate([])
            _ = (NSLayoutConstraint.Attribute.firstBaseline, NSLayoutConstraint.Attribute.centerXWithinMargins, NSLayoutConstraint.Relation.lessThanOrEqual, NSLayoutConstraint.Axis.vertical)
        },
        CoverageEntry("UILayoutPriority (required, defaultHigh, defaultLow, fittingSizeLevel, dragThat… / sceneSizeStayPut, + and -)", .differs,
                      "priorities are weights (2^(p/50)), not a strict order: many lower-priority errors can outweigh one slightly higher priority") {
            _ = (UILayoutPriority.required, UILayoutPriority.defaultHigh + 1, UILayoutPriority.defaultLow - 1, UILayoutPriority.fittingSizeLevel,
                 UILayoutPriority.dragThatCanResizeScene, UILayoutPriority.sceneSizeStayPut, UILayoutPriority.dragThatCannotResizeScene)
        },
        CoverageEntry("NSLayoutAnchor / NSLayoutXAxisAnchor / NSLayoutYAxisAnchor / NSLayoutDimension: constraint(equalTo:/greaterThanOrEqualTo:/lessThanOrEqualTo:[constant:]), equalToConstant…, multiplier forms, system spacing after/below",
                      .differs, "system spacing is 8 points whatever the font") {
            let v = UIView()
            _ = v.leadingAnchor.constraint(equalTo: v.trailingAnchor, constant: 1)
            _ = v.topAnchor.constraint(greaterThanOrEqualTo: v.bottomAnchor)
            _ = v.widthAnchor.constraint(equalTo: v.heightAnchor, multiplier: 2, constant: 1)
            _ = v.widthAnchor.constraint(lessThanOrEqualToConstant: 1)
            _ = v.leadingAnchor.constraint(equalToSystemSpacingAfter: v.leadingAnchor, multiplier: 1)
            _ = v.topAnchor.constraint(equalToSystemSpacingBelow: v.bottomAnchor, multiplier: 1)
        },
        CoverageEntry("NSLayoutXAxisAnchor / NSLayoutYAxisAnchor anchorWithOffset(to:)") {
            let v = UIView()
            _ = v.topAnchor.anchorWithOffset(to: v.bottomAnchor).constraint(equalToConstant: 1)
            _ = v.leadingAnchor.anchorWithOffset(to: v.trailingAnchor)
        },
        CoverageEntry("UICornerConfiguration (corners(radius:), corners(topLeftRadius:…), uniformCorners, uniformTopRadius, uniformBottomRadius, capsule(maximumRadius:)) / UICornerRadius (fixed, containerConcentric(minimum:)) / UIView cornerConfiguration, effectiveRadius(corner:)", .differs,
                      "iOS 26; cornerConfiguration is optional (nil: none set); corners are circular arcs; a concentric radius subtracts the larger inset (ours); uniformEdges and uniformLeft/RightRadius are not here") {
            let v = UIView()
            v.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 2))
            v.cornerConfiguration = .corners(topLeftRadius: .fixed(1), topRightRadius: nil, bottomLeftRadius: nil, bottomRightRadius: nil)
            v.cornerConfiguration = .uniformCorners(radius: .fixed(4)); v.cornerConfiguration = .capsule(maximumRadius: 8)
            v.cornerConfiguration = .uniformTopRadius(.fixed(3)); v.cornerConfiguration = .uniformBottomRadius(.fixed(3))
            _ = v.effectiveRadius(corner: .topLeft)
        },
        CoverageEntry("UIView anchors (leading … lastBaselineAnchor), translatesAutoresizingMaskIntoConstraints, constraints, addConstraint(s), removeConstraint(s)",
                      .implemented, "a frame-based view in the engine gets NSAutoresizingMaskLayoutConstraints holding its frame") {
            let v = UIView()
            _ = (v.leadingAnchor, v.firstBaselineAnchor, v.lastBaselineAnchor, v.translatesAutoresizingMaskIntoConstraints, v.constraints)
            v.addConstraint(v.widthAnchor.constraint(equalToConstant: 1)); v.addConstraints([]); v.removeConstraints(v.constraints)
        },
        CoverageEntry("UILayoutGuide (layoutFrame, owningView, identifier, anchors), addLayoutGuide / removeLayoutGuide / layoutGuides") {
            let v = UIView(), g = UILayoutGuide()
            v.addLayoutGuide(g); _ = (g.layoutFrame, g.owningView, g.identifier, g.centerXAnchor, v.layoutGuides); v.removeLayoutGuide(g)
        },
        CoverageEntry("safeAreaLayoutGuide / layoutMarginsGuide / readableContentGuide / directionalLayoutMargins (NSDirectionalEdgeInsets) / insetsLayoutMarginsFromSafeArea",
                      .differs, "the readable width is 672 points at every text size; layout is left to right only") {
            let v = UIView()
            _ = (v.safeAreaLayoutGuide, v.layoutMarginsGuide, v.readableContentGuide, v.directionalLayoutMargins, v.insetsLayoutMarginsFromSafeArea)
            v.directionalLayoutMargins = NSDirectionalEdgeInsets.zero
        },
        CoverageEntry("preservesSuperviewLayoutMargins", .implemented,
                      "each edge keeps at least what reaches in of the superview's margin past the view's edge") {
            let v = UIView(); v.preservesSuperviewLayoutMargins = true; _ = v.preservesSuperviewLayoutMargins
        },
        CoverageEntry("keyboardLayoutGuide (UIKeyboardLayoutGuide)", .differs, "no software keyboard: the guide rests at the bottom, as tall as the bottom safe-area inset") {
            _ = UIView().keyboardLayoutGuide.followsUndockedKeyboard
        },
        CoverageEntry("UIViewController topLayoutGuide / bottomLayoutGuide (UILayoutSupport) / systemMinimumLayoutMargins / viewRespectsSystemMinimumLayoutMargins / updateViewConstraints",
                      .differs, "minimum side margins are 16 points below 414 points of width, 20 above") {
            let c = UIViewController()
            _ = (c.topLayoutGuide.length, c.bottomLayoutGuide.bottomAnchor, c.systemMinimumLayoutMargins, c.viewRespectsSystemMinimumLayoutMargins)
            c.updateViewConstraints()
        },
        CoverageEntry("intrinsicContentSize / invalidateIntrinsicContentSize / content hugging and compression resistance priorities", .implemented,
                      "labels measure with Pango (multi-line labels wrap at the width layout gives them, or preferredMaxLayoutWidth), image views and buttons from their content") {
            let v = UIView(); v.invalidateIntrinsicContentSize()
            v.setContentHuggingPriority(.defaultLow, for: .horizontal); v.setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
            _ = (v.contentHuggingPriority(for: .vertical), v.contentCompressionResistancePriority(for: .horizontal), UILabel().preferredMaxLayoutWidth)
        },
        CoverageEntry("setNeedsUpdateConstraints / needsUpdateConstraints / updateConstraintsIfNeeded / updateConstraints / requiresConstraintBasedLayout",
                      .implemented, "the update pass runs bottom-up before layout, in the same commit") {
            let v = UIView(); v.setNeedsUpdateConstraints(); _ = v.needsUpdateConstraints(); v.updateConstraintsIfNeeded(); v.updateConstraints()
            _ = UIView.requiresConstraintBasedLayout
        },
        CoverageEntry("layoutIfNeeded() inside animation blocks animates the solved frames", .implemented, "layoutSubviews() applies the engine's frames (call super)") {
            UIView.animate(withDuration: 1) { UIView().layoutIfNeeded() }
        },
        CoverageEntry("systemLayoutSizeFitting(_:) / (_:withHorizontalFittingPriority:verticalFittingPriority:) / layoutFittingCompressedSize / layoutFittingExpandedSize") {
            let v = UIView()
            _ = v.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            _ = v.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        },
        CoverageEntry("NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:) (FormatOptions)", .differs,
                      "standard spacing is 8 points between views and 20 to the superview; a format that cannot be read is reported with a caret and returns no constraint") {
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[v]|", options: [.alignAllTop], metrics: nil, views: [:])
        },
        CoverageEntry("hasAmbiguousLayout / constraintsAffectingLayout(for:) / forFirstBaselineLayout / forLastBaselineLayout / forBaselineLayout()") {
            let v = UIView(); _ = (v.hasAmbiguousLayout, v.constraintsAffectingLayout(for: .horizontal), v.forFirstBaselineLayout, v.forLastBaselineLayout, v.forBaselineLayout())
        },
        CoverageEntry(missing: "exerciseAmbiguityInLayout() / alignmentRectInsets / frame(forAlignmentRect:) / alignmentRect(forFrame:)", "alignment rectangles are frames"),
        CoverageEntry("\"Unable to simultaneously satisfy constraints.\" diagnostics", .differs,
                      "the constraint being added (or changed) is the one broken; iOS chooses by its own rules") {
            _ = DiagnosticCode.unsatisfiableConstraints
        },
        CoverageEntry("UIStackView init(arrangedSubviews:) / arrangedSubviews / addArrangedSubview / insertArrangedSubview / removeArrangedSubview / axis / distribution (all five) / alignment (all) / spacing / setCustomSpacing / customSpacing(after:) / isLayoutMarginsRelativeArrangement / isBaselineRelativeArrangement / spacingUseDefault / spacingUseSystem",
                      .differs, "a view hidden inside an animation block disappears at once (on iOS it stays until its collapse ends); isBaselineRelativeArrangement is accepted but spacing is edge to edge") {
            let s = UIStackView(arrangedSubviews: [])
            s.addArrangedSubview(UIView()); s.insertArrangedSubview(UIView(), at: 0); s.removeArrangedSubview(UIView())
            _ = (s.arrangedSubviews, s.axis, s.distribution, s.alignment, s.spacing, s.isLayoutMarginsRelativeArrangement, s.isBaselineRelativeArrangement)
            s.setCustomSpacing(UIStackView.spacingUseSystem, after: s); _ = s.customSpacing(after: s); _ = UIStackView.spacingUseDefault
        },
    ]),
]
