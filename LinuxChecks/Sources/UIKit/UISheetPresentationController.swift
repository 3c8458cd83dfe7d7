// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller · iOS 15.0
// Page: `@MainActor class UISheetPresentationController`; superclass UIPresentationController.
//
// Not declared: the sheet's own `weak var delegate: (any UISheetPresentationControllerDelegate)? { get set }`
// (iOS 15; its page was not returned by the docs corpus, a third-party mirror shows it). UIKit
// re-declares the superclass property with a narrower type, which Swift source cannot do (a
// stored or read-write property cannot be overridden with a different type). Assigning a sheet
// delegate goes through UIPresentationController.delegate, which accepts it because
// UISheetPresentationControllerDelegate refines UIAdaptivePresentationControllerDelegate;
// reading it back yields the wider type here.
@MainActor open class UISheetPresentationController: UIPresentationController {

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents · iOS 15.0
    // UNVERIFIED: the page was not returned in this session; The UIKit Host (Wayfinder.docc)
    // lists it with this declaration, from the project's earlier reading of Apple's page.
    open var detents: [UISheetPresentationController.Detent] { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier · iOS 15.0
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get { fatalError("stub") }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier · iOS 15.0
    open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get { fatalError("stub") }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible · iOS 15.0
    open var prefersGrabberVisible: Bool { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersscrollingexpandswhenscrolledtoedge · iOS 15.0
    open var prefersScrollingExpandsWhenScrolledToEdge: Bool { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/animatechanges(_:) · iOS 15.0
    open func animateChanges(_ changes: () -> Void) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/invalidatedetents() · iOS 16.0
    open func invalidateDetents() { fatalError("stub") }
}

extension UISheetPresentationController {

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent · iOS 15.0
    // Page: `@MainActor class Detent`; an NSObject subclass in UIKit (UISheetPresentationControllerDetent).
    // Apps never create one with an initializer, so none is offered; NSObject's `init()` is hidden
    // by the `private init()` below, as in UIKit.
    @MainActor open class Detent: NSObject {
        private override init() { fatalError("stub") }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large() · iOS 15.0
        // `@discardableResult`: Swift imports Objective-C methods as discardable, so on iOS an unused
        // result does not warn there either. Not shown on the page (it is implicit in the import).
        @discardableResult
        open class func large() -> Self { fatalError("stub") }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium() · iOS 15.0
        // `@discardableResult`: Swift imports Objective-C methods as discardable, so on iOS an unused
        // result does not warn there either. Not shown on the page (it is implicit in the import).
        @discardableResult
        open class func medium() -> Self { fatalError("stub") }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:) · iOS 16.0
        // `@discardableResult`: Swift imports Objective-C methods as discardable, so on iOS an unused
        // result does not warn there either. Not shown on the page (it is implicit in the import).
        @discardableResult
        @MainActor @preconcurrency public static func custom(
            identifier: UISheetPresentationController.Detent.Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> UISheetPresentationController.Detent {
            fatalError("stub")
        }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.property · iOS 16.0
        open var identifier: UISheetPresentationController.Detent.Identifier { fatalError("stub") }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/resolvedvalue(in:) · iOS 16.0
        // `@discardableResult`: Swift imports Objective-C methods as discardable, so on iOS an unused
        // result does not warn there either. Not shown on the page (it is implicit in the import).
        @discardableResult
        @MainActor @preconcurrency public func resolvedValue(
            in context: any UISheetPresentationControllerDetentResolutionContext
        ) -> CGFloat? {
            fatalError("stub")
        }
    }
}

extension UISheetPresentationController.Detent {

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct · iOS 15.0
    // Page: `struct Identifier`. Conformances are those the SDK gives every NS_TYPED_ENUM string
    // type (Hashable, Equatable, RawRepresentable, Sendable); the page does not list them.
    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(_:) · iOS 15.0
        // Listed on the struct page as `init(String)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(rawvalue:) · iOS 15.0
        // Listed on the struct page as `init(rawValue: String)`.
        public init(rawValue: String) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/large · iOS 15.0
        // Listed on the struct page as `static let large: UISheetPresentationController.Detent.Identifier`.
        public static let large: UISheetPresentationController.Detent.Identifier = { fatalError("stub") }()

        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/medium · iOS 15.0
        public static let medium: UISheetPresentationController.Detent.Identifier = { fatalError("stub") }()
    }
}

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext · iOS 16.0
// UIKit provides the conforming object; apps only read it.
@MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/containertraitcollection · iOS 16.0
    // Listed on the protocol page as `var containerTraitCollection: UITraitCollection` (read-only).
    var containerTraitCollection: UITraitCollection { get }

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue · iOS 16.0
    // Listed on the protocol page; `{ get }` per The UIKit Host (Wayfinder.docc).
    var maximumDetentValue: CGFloat { get }
}

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate · iOS 15.0
// A conformer implements this method and the four adaptive-delegate methods (Presentation.swift).
@MainActor public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:) · iOS 15.0
    // Apple: `optional func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}
