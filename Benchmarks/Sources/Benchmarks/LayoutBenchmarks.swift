import CKiwi
@testable import OpenQuartzCore
@testable import OpenUIKit

/// "Auto Layout" (issue 21): OpenUIKit's Cassowary solver against kiwi (C++) on the same
/// constraint systems, and a full update-constraints + layout pass of a realistic screen.
///
/// (a) a nested layout of 1,000 views, five constraints each (5,000 plus the root's four),
///     added and solved from scratch; (b) 1,000 changes of the root's width through an edit
///     variable, each re-solved and every variable read back. Goal: ≤ 1.5x kiwi on both.
/// (c) a 60-view screen (labels, image views, stack views) in a window: a constraint constant
///     changes and the screen lays out again. Goal: ≤ 0.2 ms. Reference: the same screen laid
///     out by frames in layoutSubviews.
@MainActor
func runLayoutBenchmarks() -> Bool {
    if let rounds = profilingRounds {
        ApplicationEnvironment.reset()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let navigation = UINavigationController(rootViewController: ScreenController(autoLayout: true))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        for _ in 0..<rounds {
            navigation.pushViewController(ScreenController(autoLayout: true), animated: true)
            RunLoopDriver.shared.runUntilIdle()
            navigation.popViewController(animated: true)
            RunLoopDriver.shared.runUntilIdle()
        }
        return true
    }
    let system = NestedLayoutSystem(views: 1_000)
    var met = true

    // (a) Build and solve.
    let swiftBuild = measure("solver: 5,004 constraints of 1,000 nested views, add + solve", iterations: 30, warmup: 3) {
        blackHole(system.buildSwift())
    }
    let kiwiBuild = measure("reference: kiwi (C++), the same system", iterations: 30, warmup: 3) {
        let handle = system.buildKiwi()
        kiwi_bench_free(handle)
    }
    let buildRatio = swiftBuild.median / kiwiBuild.median
    report(swiftBuild, reference: kiwiBuild, goal: ("≤ 1.5x kiwi", buildRatio <= 1.5), key: "layout-solver-build")
    met = met && buildRatio <= 1.5

    // Same answers.
    let (solver, variables) = system.buildSwift()
    let kiwiHandle = system.buildKiwi()!
    var largest = 0.0
    for (index, variable) in variables.enumerated() {
        largest = max(largest, abs(solver.value(of: variable) - kiwi_bench_value(kiwiHandle, Int32(index))))
    }
    precondition(largest < 1e-6, "the solvers disagree by \(largest)")

    // (b) 1,000 edits of the root's width.
    let edit = try! solver.addEditConstraint(variables[2], value: 1000, strength: UILayoutPriority(999).solverStrength)
    kiwi_bench_add_edit(kiwiHandle, 2, UILayoutPriority(999).solverStrength)
    let widths = (0..<1_000).map { 800 + Double(($0 * 37) % 400) }
    let swiftEdits = measure("solver: 1,000 root width edits, re-solve + read all", iterations: 10, warmup: 2) {
        var sum = 0.0
        for width in widths {
            try! solver.suggest(width, for: edit)
            for variable in variables { sum += solver.value(of: variable) }
        }
        blackHole(sum)
    }
    let kiwiEdits = measure("reference: kiwi suggestValue + updateVariables", iterations: 10, warmup: 2) {
        var sum = 0.0
        for width in widths { sum += kiwi_bench_suggest(kiwiHandle, 2, width) }
        blackHole(sum)
    }
    kiwi_bench_free(kiwiHandle)
    let editRatio = swiftEdits.median / kiwiEdits.median
    report(swiftEdits, reference: kiwiEdits, goal: ("≤ 1.5x kiwi", editRatio <= 1.5), key: "layout-solver-edits")
    met = met && editRatio <= 1.5

    // (c) A realistic screen.
    ApplicationEnvironment.reset()
    defer { ApplicationEnvironment.reset() }
    let screen = ProfileScreen(autoLayout: true)
    let manual = ProfileScreen(autoLayout: false)
    var toggle = false
    let pass = measure("60-view screen: constant change + update constraints + layout", iterations: 2000, warmup: 200) {
        toggle.toggle()
        screen.relayout(headerHeight: toggle ? 180 : 200)
    }
    let manualPass = measure("reference: the same screen laid out by frames", iterations: 2000, warmup: 200) {
        toggle.toggle()
        manual.relayout(headerHeight: toggle ? 180 : 200)
    }
    report(pass, reference: manualPass, goal: ("≤ 0.2 ms", pass.median <= 0.2e-3), key: "layout-screen-pass")
    met = met && pass.median <= 0.2e-3

    // (d) Pushing and popping such a screen: the engine takes the screen's constraints in and out.
    func pushAndPop(autoLayout: Bool) -> () -> Void {
        ApplicationEnvironment.reset()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let navigation = UINavigationController(rootViewController: ScreenController(autoLayout: autoLayout))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        RunLoopDriver.shared.step(frames: 1)
        return {
            navigation.pushViewController(ScreenController(autoLayout: autoLayout), animated: true)
            RunLoopDriver.shared.runUntilIdle()
            navigation.popViewController(animated: true)
            RunLoopDriver.shared.runUntilIdle()
        }
    }
    let constrainedPair = measure("push + pop of the 60-view screen (Auto Layout), to idle", iterations: 300, warmup: 30, pushAndPop(autoLayout: true))
    let framedPair = measure("reference: the same screen laid out by frames", iterations: 300, warmup: 30, pushAndPop(autoLayout: false))
    report(constrainedPair, reference: framedPair, key: "layout-push-pop")
    return met
}

/// A controller whose view is the profile screen.
@MainActor
final class ScreenController: UIViewController {
    let autoLayout: Bool
    var screen: ProfileScreen?
    init(autoLayout: Bool) {
        self.autoLayout = autoLayout
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        screen = ProfileScreen(autoLayout: autoLayout, in: self)
    }
}

/// A nested layout in absolute coordinates: a root of 1,000 × 2,000 and views in a tree (four
/// children each), each with five constraints: inset from its parent's top-left (children side
/// by side), half its parent's width at most, inside its parent's right edge, and a preferred
/// height (750).
struct NestedLayoutSystem {
    var variableCount = 0
    var termCounts: [Int32] = []
    var termVariables: [Int32] = []
    var termCoefficients: [Double] = []
    var constants: [Double] = []
    var relations: [Int32] = []
    var strengths: [Double] = []

    init(views: Int) {
        func variable() -> Int32 {
            variableCount += 1
            return Int32(variableCount - 1)
        }
        func add(_ terms: [(Int32, Double)], _ constant: Double, _ relation: Int32, _ strength: Double) {
            termCounts.append(Int32(terms.count))
            for (variable, coefficient) in terms {
                termVariables.append(variable)
                termCoefficients.append(coefficient)
            }
            constants.append(constant)
            relations.append(relation)
            strengths.append(strength)
        }
        let required = -1.0
        let preferred = UILayoutPriority.defaultHigh.solverStrength
        var frames: [(x: Int32, y: Int32, w: Int32, h: Int32)] = []
        let root = (x: variable(), y: variable(), w: variable(), h: variable())
        frames.append(root)
        add([(root.x, 1)], 0, 0, required)
        add([(root.y, 1)], 0, 0, required)
        add([(root.w, 1)], -1000, 0, required)
        add([(root.h, 1)], -2000, 0, required)
        for index in 1..<views {
            let parent = frames[(index - 1) / 4]
            let previousSibling = (index - 1) % 4 == 0 ? nil : frames[index - 1]
            let view = (x: variable(), y: variable(), w: variable(), h: variable())
            frames.append(view)
            if let previousSibling {
                add([(view.x, 1), (previousSibling.x, -1), (previousSibling.w, -1)], -8, 0, required)
            } else {
                add([(view.x, 1), (parent.x, -1)], -10, 0, required)
            }
            add([(view.y, 1), (parent.y, -1)], -10, 0, required)
            add([(view.w, 1), (parent.w, -0.5)], 0, -1, required)
            add([(view.x, 1), (view.w, 1), (parent.x, -1), (parent.w, -1)], 10, -1, required)
            add([(view.h, 1)], -44, 0, preferred)
        }
    }

    func buildSwift() -> (LayoutSolver, [LayoutSolver.Variable]) {
        let solver = LayoutSolver()
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        var term = 0
        for index in termCounts.indices {
            var terms: [(LayoutSolver.Variable, Double)] = []
            for _ in 0..<Int(termCounts[index]) {
                terms.append((variables[Int(termVariables[term])], termCoefficients[term]))
                term += 1
            }
            let relation: LayoutSolver.Relation = relations[index] < 0 ? .lessThanOrEqual : relations[index] > 0 ? .greaterThanOrEqual : .equal
            _ = try! solver.add(terms, constant: constants[index], relation: relation,
                                strength: strengths[index] < 0 ? LayoutSolver.requiredStrength : strengths[index])
        }
        var sum = 0.0
        for variable in variables { sum += solver.value(of: variable) }
        blackHole(sum)
        return (solver, variables)
    }

    func buildKiwi() -> UnsafeMutableRawPointer? {
        kiwi_bench_build(Int32(variableCount), Int32(termCounts.count), termCounts, termVariables, termCoefficients, constants, relations, strengths)
    }
}

/// A profile screen of 60 views: a header (image, name, subtitle), a row of three stat stacks,
/// and a list of eight rows (icon, title, detail, chevron, separator), in a window.
@MainActor
final class ProfileScreen {
    let window: UIWindow?
    unowned let controller: UIViewController
    let ownController: UIViewController?
    let autoLayout: Bool
    var headerHeight: NSLayoutConstraint?
    var manualHeaderHeight: CGFloat = 200
    var viewCount = 0

    /// The screen in `controller`'s view, or (without one) in a window of its own.
    init(autoLayout: Bool, in host: UIViewController? = nil) {
        self.autoLayout = autoLayout
        if let host {
            controller = host
            ownController = nil
            window = nil
        } else {
            let own = UIViewController()
            ownController = own
            controller = own
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = own
            window.makeKeyAndVisible()
            self.window = window
        }
        let root = controller.view!
        let header = ManualLayoutView { [unowned self] view in self.layOutHeader(view) }
        root.addSubview(header)
        let avatar = UIImageView(image: UIImage(size: CGSize(width: 64, height: 64), color: .systemBlue))
        let name = label("Ada Lovelace", 22)
        let subtitle = label("Analyst of engines", 15)
        for view in [avatar, name, subtitle] { header.addSubview(view) }
        let stats = UIStackView(arrangedSubviews: (0..<3).map { index in
            let column = UIStackView(arrangedSubviews: [label("\(index * 42)", 20), label("Stat \(index)", 13)])
            column.axis = .vertical
            column.alignment = .center
            return column
        })
        stats.distribution = .fillEqually
        root.addSubview(stats)
        var rows: [UIView] = []
        for index in 0..<8 {
            let row = ManualLayoutView { _ in }
            let icon = UIImageView(image: UIImage(size: CGSize(width: 28, height: 28), color: .systemGreen))
            let title = label("Setting \(index)", 17)
            let detail = label("Value", 15)
            let chevron = label("›", 17)
            let separator = UIView()
            for view in [icon, title, detail, chevron, separator] { row.addSubview(view) }
            root.addSubview(row)
            rows.append(row)
        }
        viewCount = 1 + root.subviewsRecursiveCount
        precondition(viewCount >= 60, "the screen has \(viewCount) views")
        if autoLayout {
            for view in [header, avatar, name, subtitle, stats] + rows { view.translatesAutoresizingMaskIntoConstraints = false }
            let height = header.heightAnchor.constraint(equalToConstant: 200)
            headerHeight = height
            var constraints = [
                header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: root.leadingAnchor), header.trailingAnchor.constraint(equalTo: root.trailingAnchor), height,
                avatar.centerXAnchor.constraint(equalTo: header.centerXAnchor), avatar.topAnchor.constraint(equalTo: header.topAnchor, constant: 20),
                name.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12), name.centerXAnchor.constraint(equalTo: header.centerXAnchor),
                subtitle.firstBaselineAnchor.constraint(equalTo: name.lastBaselineAnchor, constant: 22), subtitle.centerXAnchor.constraint(equalTo: header.centerXAnchor),
                stats.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
                stats.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                stats.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            ]
            var previous: UIView = stats
            for row in rows {
                let parts = row.subviews
                for view in parts { view.translatesAutoresizingMaskIntoConstraints = false }
                constraints += [
                    row.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: previous === stats ? 12 : 0),
                    row.leadingAnchor.constraint(equalTo: root.leadingAnchor), row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    row.heightAnchor.constraint(equalToConstant: 52),
                    parts[0].leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor), parts[0].centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    parts[1].leadingAnchor.constraint(equalTo: parts[0].trailingAnchor, constant: 12), parts[1].centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    parts[2].trailingAnchor.constraint(equalTo: parts[3].leadingAnchor, constant: -8), parts[2].firstBaselineAnchor.constraint(equalTo: parts[1].firstBaselineAnchor),
                    parts[2].leadingAnchor.constraint(greaterThanOrEqualTo: parts[1].trailingAnchor, constant: 8),
                    parts[3].trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor), parts[3].centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    parts[4].leadingAnchor.constraint(equalTo: parts[1].leadingAnchor), parts[4].trailingAnchor.constraint(equalTo: row.trailingAnchor),
                    parts[4].bottomAnchor.constraint(equalTo: row.bottomAnchor), parts[4].heightAnchor.constraint(equalToConstant: 0.5),
                ]
                previous = row
            }
            NSLayoutConstraint.activate(constraints)
        }
        if let window {
            CATransaction.flush()
            window.layoutIfNeeded()
        }
    }

    private func label(_ text: String, _ size: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        return label
    }

    /// The manual layout: what the constraints say, written as frames.
    private func layOutHeader(_ header: UIView) {
        guard !autoLayout else { return }
        let views = header.subviews
        let width = header.bounds.width
        views[0].frame = CGRect(x: (width - 64) / 2, y: 20, width: 64, height: 64)
        let name = views[1].intrinsicContentSize, subtitle = views[2].intrinsicContentSize
        views[1].frame = CGRect(x: (width - name.width) / 2, y: 96, width: name.width, height: name.height)
        views[2].frame = CGRect(x: (width - subtitle.width) / 2, y: 96 + name.height + 6, width: subtitle.width, height: subtitle.height)
    }

    func relayout(headerHeight height: CGFloat) {
        if autoLayout {
            headerHeight?.constant = height
            controller.view.layoutIfNeeded()
        } else {
            manualHeaderHeight = height
            let root = controller.view!
            root.setNeedsLayout()
            let top = root.safeAreaInsets.top
            let subviews = root.subviews
            subviews[0].frame = CGRect(x: 0, y: top, width: root.bounds.width, height: height)
            subviews[1].frame = CGRect(x: 8, y: top + height + 8, width: root.bounds.width - 16, height: 44)
            var y = top + height + 64
            for row in subviews.dropFirst(2) {
                row.frame = CGRect(x: 0, y: y, width: root.bounds.width, height: 52)
                let parts = row.subviews
                let title = parts[1].intrinsicContentSize, detail = parts[2].intrinsicContentSize, chevron = parts[3].intrinsicContentSize
                parts[0].frame = CGRect(x: 8, y: 12, width: 28, height: 28)
                parts[1].frame = CGRect(x: 48, y: (52 - title.height) / 2, width: title.width, height: title.height)
                parts[3].frame = CGRect(x: root.bounds.width - 8 - chevron.width, y: (52 - chevron.height) / 2, width: chevron.width, height: chevron.height)
                parts[2].frame = CGRect(x: parts[3].frame.minX - 8 - detail.width, y: parts[1].frame.minY, width: detail.width, height: detail.height)
                parts[4].frame = CGRect(x: 48, y: 51.5, width: root.bounds.width - 48, height: 0.5)
                y += 52
            }
            root.layoutIfNeeded()
        }
    }
}

/// A view whose layoutSubviews runs a closure (the manual layout's header).
@MainActor
final class ManualLayoutView: UIView {
    let layout: (UIView) -> Void
    init(layout: @escaping (UIView) -> Void) {
        self.layout = layout
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        layout(self)
    }
}

extension UIView {
    var subviewsRecursiveCount: Int { subviews.reduce(subviews.count) { $0 + $1.subviewsRecursiveCount } }
}

extension UIImage {
    /// A plain image of one colour.
    @MainActor convenience init(size: CGSize, color: UIColor) {
        let renderer = UIGraphicsImageRenderer(size: size)
        let image = renderer.image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        self.init(cgImage: image.cgImage!)
    }
}
