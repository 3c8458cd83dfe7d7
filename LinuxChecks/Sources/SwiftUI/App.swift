// Signature stub of SwiftUI for Linux type-checking. See LinuxChecks/README.md.
// The app and its scenes: `App`, `Scene`, `WindowGroup` and the UIKit app delegate adaptor, as
// the iOS example's App struct and the SwiftUI quick start use them.
import UIKit

// https://developer.apple.com/documentation/swiftui/app · iOS 14.0
// Page: `@MainActor @preconcurrency protocol App`.
@MainActor @preconcurrency public protocol App {
    // https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype · iOS 14.0
    // Page: `associatedtype Body : Scene`.
    associatedtype Body: Scene

    // https://developer.apple.com/documentation/swiftui/app/body-swift.property · iOS 14.0
    // Page: `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    // https://developer.apple.com/documentation/swiftui/app/init() · iOS 14.0
    // Page: `@MainActor @preconcurrency init()`.
    @MainActor @preconcurrency init()
}

extension App {
    // https://developer.apple.com/documentation/swiftui/app/main() · iOS 14.0
    // Page: `@MainActor @preconcurrency static func main()`: what `@main` calls.
    @MainActor @preconcurrency public static func main() { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/scene · iOS 14.0
// Page: `@MainActor @preconcurrency protocol Scene`.
@MainActor @preconcurrency public protocol Scene {
    // UNVERIFIED: the associated type's page was not retrieved; `associatedtype Body : Scene` as App's.
    associatedtype Body: Scene

    // https://developer.apple.com/documentation/swiftui/scene/body-swift.property · iOS 14.0
    // Page: `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// UNVERIFIED: not on a retrieved page. The body of every primitive scene, as `Never: View` is of
// every primitive view.
extension Never: Scene {}

// https://developer.apple.com/documentation/swiftui/scenebuilder · iOS 14.0
// Page: `@resultBuilder struct SceneBuilder`.
@resultBuilder public struct SceneBuilder {
    // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:) · iOS 14.0
    // Page: `static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where
    // repeat each Content : Scene` (without the page's `@export(implementation)`, an attribute of
    // newer compilers).
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where repeat each Content: Scene {
        StubScene()
    }
}

// https://developer.apple.com/documentation/swiftui/windowgroup · iOS 14.0
// UNVERIFIED: the type page was not retrieved; `nonisolated struct WindowGroup<Content> where
// Content : View` (onestack.dev's copy of the iOS SDK), a Scene.
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:) · iOS 14.0 (deprecated after 18.0)
    // Page: `nonisolated init(@ContentBuilder content: () -> Content)` (`@ViewBuilder` at iOS 17,
    // see View.swift).
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError("stub") }

    // `return` keeps SceneBuilder (inferred from the requirement) out of a body that only traps.
    public var body: Never { return fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor · iOS 14.0
// Page: `@MainActor @preconcurrency @propertyWrapper struct UIApplicationDelegateAdaptor<DelegateType>
// where DelegateType : NSObject, DelegateType : UIApplicationDelegate`.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType> where DelegateType: NSObject, DelegateType: UIApplicationDelegate {
    // https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor/init(_:)-59sfu · iOS 14.0
    // Page: `@MainActor @preconcurrency init(_ delegateType: DelegateType.Type = DelegateType.self)`.
    @MainActor @preconcurrency public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor/wrappedvalue · iOS 14.0
    // Page: `@MainActor @preconcurrency var wrappedValue: DelegateType { get }`.
    @MainActor @preconcurrency public var wrappedValue: DelegateType { fatalError("stub") }
}

// Not Apple's: what the stub's `some Scene` builder returns (as StubView for `some View`).
nonisolated struct StubScene: Scene {
    init() { fatalError("stub") }
    var body: Never { return fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/scenephase · iOS 14.0
// Page: `enum ScenePhase`; read from the environment (`@Environment(\.scenePhase)`). Its pages do
// not list conformances here; it is compared with `==` and watched with `onChange(of:)` in the
// page's own example, so Equatable (and Hashable, as an enum without payloads) per the SDK interface.
public enum ScenePhase: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/scenephase/background · iOS 14.0
    // Page: `case background`: "The scene isn't currently visible in the UI."
    case background
    // https://developer.apple.com/documentation/swiftui/scenephase/inactive · iOS 14.0
    // Page: `case inactive`: "The scene is in the foreground but should pause its work."
    case inactive
    // https://developer.apple.com/documentation/swiftui/scenephase/active · iOS 14.0
    // Page: `case active`: "The scene is in the foreground and interactive."
    case active
}

extension EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase · iOS 14.0
    // Page: `var scenePhase: ScenePhase { get set }`.
    public var scenePhase: ScenePhase {
        get { fatalError("stub") }
        set {}
    }
}
