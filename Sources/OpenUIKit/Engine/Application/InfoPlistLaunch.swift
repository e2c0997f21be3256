import Foundation

/// What `UIApplicationMain` reads from the app's Info.plist (`Bundle.main`), and the classes a
/// launch may name by string.
@MainActor
enum InfoPlistLaunch {
    /// A scene configuration of `UIApplicationSceneManifest`.
    struct SceneConfiguration {
        var name: String?
        var delegateClassName: String?
        var storyboardName: String?
        var sceneClassName: String?
    }

    /// Factories for classes named by string (`"App.AppDelegate"`): Swift on Linux cannot make
    /// an object from a class value whose initializer is not `required`, so whoever builds the
    /// app (the hosted-test launch of `openuikit test`) registers the app's delegates here.
    static var factories: [String: RegisteredClass] = [:]

    /// A class a launch may name: its type (to check conformances and fill a scene
    /// configuration's `delegateClass` without making one) and how to make one.
    struct RegisteredClass {
        var type: AnyObject.Type
        var make: @MainActor () -> AnyObject

        init<T: AnyObject>(_ make: @escaping @MainActor () -> T) {
            type = T.self
            self.make = make
        }
    }
    /// Set while an app is launched as a test host: `UIApplicationMain` returns after the launch
    /// so the tests can run.
    static var isHostingTests = false

    /// The registered factory for a class name: exact, else the same name in any module
    /// (`AppDelegate` for `App.AppDelegate`, as Objective-C's unqualified names resolve).
    static func factory(for name: String) -> RegisteredClass? {
        if let exact = factories[name] { return exact }
        let unqualified = name.split(separator: ".").last.map(String.init) ?? name
        let matches = factories.keys.filter { $0 == unqualified || $0.hasSuffix("." + unqualified) }.sorted()
        return matches.first.flatMap { factories[$0] }
    }

    /// The Info.plist's main storyboard (the iPad variant on an iPad screen).
    static var mainStoryboardName: String? {
        let info = Bundle.main.infoDictionary ?? [:]
        if UIScreen.main.traitCollection.userInterfaceIdiom == .pad, let pad = info["UIMainStoryboardFile~ipad"] as? String { return pad }
        return info["UIMainStoryboardFile"] as? String
    }

    /// The scene manifest's configurations for the application role, in order; nil without a
    /// manifest.
    static var sceneConfigurations: [SceneConfiguration]? {
        guard let manifest = Bundle.main.infoDictionary?["UIApplicationSceneManifest"] as? [String: Any] else { return nil }
        let configurations = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
        let list = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]] ?? []
        return list.map { entry in
            SceneConfiguration(name: entry["UISceneConfigurationName"] as? String,
                               delegateClassName: entry["UISceneDelegateClassName"] as? String,
                               storyboardName: entry["UISceneStoryboardFile"] as? String,
                               sceneClassName: entry["UISceneClassName"] as? String)
        }
    }

    /// The manifest's configuration called `name` (the first when `name` is nil).
    static func sceneConfiguration(named name: String?) -> SceneConfiguration? {
        guard let configurations = sceneConfigurations else { return nil }
        guard let name else { return configurations.first }
        return configurations.first { $0.name == name }
    }

    /// Fills what the app's delegate left out of a configuration from the manifest entry of the
    /// same name, as UIKit does: the storyboard and the delegate class.
    static func complete(_ configuration: UISceneConfiguration) {
        guard let entry = sceneConfiguration(named: configuration.name) else { return }
        if configuration.storyboard == nil, let storyboard = entry.storyboardName {
            configuration.storyboard = UIStoryboard(name: storyboard, bundle: nil)
        }
        if configuration.delegateClass == nil, let name = entry.delegateClassName {
            configuration.delegateClass = factory(for: name)?.type
        }
    }
}
