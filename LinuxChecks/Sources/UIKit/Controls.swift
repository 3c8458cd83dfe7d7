// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.
// A label, a button and its closure action: what the UIKit host's standard alert draws with
// (closure actions only: no target-action, no selectors).

// https://developer.apple.com/documentation/uikit/uilabel · iOS 2.0
// Page: `@MainActor class UILabel`; superclass UIView (UIKit headers).
@MainActor open class UILabel: UIView {
    // https://developer.apple.com/documentation/uikit/uilabel/text · iOS 2.0
    // Page: `var text: String? { get set }`.
    open var text: String? { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uilabel/numberoflines · iOS 2.0
    // Page: `var numberOfLines: Int { get set }`.
    open var numberOfLines: Int { get { fatalError("stub") } set {} }
}

// https://developer.apple.com/documentation/uikit/uicontrol · iOS 2.0
// UNVERIFIED: the class page was not retrieved; `@MainActor class UIControl : UIView` per the UIKit
// headers. Class only.
@MainActor open class UIControl: UIView {}

// https://developer.apple.com/documentation/uikit/uibutton · iOS 2.0
// UNVERIFIED: the class page was not retrieved; `@MainActor class UIButton : UIControl` per the UIKit headers.
@MainActor open class UIButton: UIControl {
    // https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:) · iOS 14.0
    // Page: `@MainActor @preconcurrency convenience init(type buttonType: UIButton.ButtonType = .system,
    // primaryAction: UIAction?)`.
    @MainActor @preconcurrency public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        fatalError("stub")
    }
}

extension UIButton {
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum · iOS 2.0
    // UNVERIFIED: the page was not retrieved; `enum ButtonType : Int`, Sendable, as the SDK imports
    // the NS_ENUM(NSInteger) UIButtonType, custom = 0 and system = 1 (the rest are left out).
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
    }
}

// https://developer.apple.com/documentation/uikit/uimenuelement · iOS 13.0
// UNVERIFIED: the class page was not retrieved; `@MainActor class UIMenuElement : NSObject` per the
// UIKit headers. UIAction's superclass, holding the types its initializer names.
@MainActor open class UIMenuElement: NSObject {}

extension UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes · iOS 13.0
    // UNVERIFIED: the page was not retrieved; `struct Attributes`, an OptionSet with a `UInt` raw
    // value and Sendable as the SDK imports every NS_OPTIONS type. No member: the quick start passes `[]`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/uikit/uimenuelement/state · iOS 13.0
    // UNVERIFIED: the page was not retrieved; `enum State : Int`, Sendable, as the SDK imports the
    // NS_ENUM(NSInteger) UIMenuElementState: off = 0, on = 1, mixed = 2.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

// https://developer.apple.com/documentation/uikit/uiactionhandler · iOS 13.0 (page shows "-")
// Page: `typealias UIActionHandler = (UIAction) -> Void`.
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uiaction · iOS 13.0
// Page: `@MainActor class UIAction`; superclass UIMenuElement (UIKit headers).
@MainActor open class UIAction: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:) · iOS 13.0
    // Page: `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
    // identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes:
    // UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)`.
    @MainActor @preconcurrency public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        fatalError("stub")
    }
}

extension UIAction {
    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct · iOS 13.0
    // UNVERIFIED: the page was not retrieved; `struct Identifier`, Hashable, RawRepresentable with a
    // `String` raw value and Sendable, as the SDK imports the NS_TYPED_EXTENSIBLE_ENUM UIActionIdentifier.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
