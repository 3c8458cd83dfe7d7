// Signature stub of SwiftUI for Linux type-checking. See LinuxChecks/README.md.
// SwiftUI inside UIKit (UIHostingController) and UIKit inside SwiftUI (UIViewControllerRepresentable).
import UIKit

// MARK: - UIHostingController

// https://developer.apple.com/documentation/swiftui/uihostingcontroller · iOS 13.0
// Page: `@MainActor @preconcurrency class UIHostingController<Content> where Content : View`;
// superclass UIViewController. Open, as UIKit classes are here (apps subclass it).
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {

    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:) · iOS 13.0
    // Page: `@MainActor @preconcurrency init(rootView: Content)`.
    @MainActor @preconcurrency public init(rootView: Content) { fatalError("stub") }

    // UNVERIFIED: the page was not retrieved. `@MainActor @preconcurrency required dynamic
    // init?(coder aDecoder: NSCoder)`, as UIHostingController declares it (quoted from its page in
    // the UIKit stub's UIViewController.swift); `dynamic` is an Objective-C matter and left out.
    @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview · iOS 13.0
    // Page: `@MainActor @preconcurrency var rootView: Content { get set }`.
    @MainActor @preconcurrency open var rootView: Content { get { fatalError("stub") } set {} }
}

// MARK: - UIViewControllerRepresentable

// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable · iOS 13.0
// Page: `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never`.
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype · iOS 13.0
    // UNVERIFIED: page not retrieved; `associatedtype UIViewControllerType : UIViewController`
    // (named by the make and update pages below).
    associatedtype UIViewControllerType: UIViewController

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator · iOS 13.0
    // Page: `associatedtype Coordinator = Void`.
    associatedtype Coordinator = Void

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:) · iOS 13.0
    // Page: `@MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType`.
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:) · iOS 13.0
    // UNVERIFIED: page not retrieved; declared like its sibling makeUIViewController(context:)
    // (the hosts' research quotes `func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)`).
    @MainActor @preconcurrency func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context)

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:) · iOS 13.0
    // Page: `@MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)`.
    @MainActor @preconcurrency static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8 · iOS 13.0
    // Page: `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator` (the
    // requirement; its default for `Coordinator == Void` is below).
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context · iOS 13.0
    // Page: `typealias Context = UIViewControllerRepresentableContext<Self>`.
    typealias Context = UIViewControllerRepresentableContext<Self>
}

// The defaults the SDK provides, so that a representable implements only make and update.
// UNVERIFIED: their pages were not retrieved (dismantle's page says "If you do not use a custom
// coordinator, the system provides a default instance"; the primitive view's body is Never).
extension UIViewControllerRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}

    public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext · iOS 13.0
// Page: `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable> where
// Representable : UIViewControllerRepresentable`. SwiftUI makes it ("Don't create this structure
// yourself"), so it has no initializer here; none of its members is used.
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
    private init() { fatalError("stub") }
}
