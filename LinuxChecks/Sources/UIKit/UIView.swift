// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.
// Views, windows, traits, colours, images, bar items and gesture recognizers: only what the
// host touches.

// MARK: - UIResponder

// https://developer.apple.com/documentation/uikit/uiresponder · iOS 2.0
// UNVERIFIED: the UIResponder page was not found in the docs corpus. `@MainActor class UIResponder`
// and the superclass NSObject are taken from the UIKit headers / the UIView and UIViewController pages.
@MainActor open class UIResponder: NSObject {
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape() · iOS 5.0
    // Page: `@MainActor func accessibilityPerformEscape() -> Bool`, declared on NSObject (the
    // UIAccessibilityAction informal protocol). Declared on UIResponder here: an extension of
    // Foundation's NSObject cannot hold an overridable member on Linux, and UIResponder is
    // narrower than NSObject, so a UIView or UIViewController subclass overrides it as on iOS and
    // nothing compiles here that would not there. `@discardableResult` as every imported
    // Objective-C method that returns a value.
    @discardableResult
    open func accessibilityPerformEscape() -> Bool { fatalError("stub") }
}

extension UIResponder {
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification · iOS 2.0
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidshownotification · iOS 2.0
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification · iOS 2.0
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidhidenotification · iOS 2.0
    // UNVERIFIED: none of the four pages is in the docs corpus. `class let ...: NSNotification.Name`
    // as a third-party copy of the SDK's interface shows them (gist laevandus/1187bc936afc60888faecb73c9554c52);
    // `static let` is the Swift-source equivalent of an imported `class let` (as for
    // `UIView.layoutFittingCompressedSize`), and `nonisolated` because the SDK's imported
    // constants are read from any context. Posted on the main thread (Text Programming Guide).
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")

    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardislocaluserinfokey · iOS 9.0
    // Page: `nonisolated class let keyboardIsLocalUserInfoKey: String`; an NSNumber holding a
    // Boolean: true for the app that caused the keyboard to appear, false for the other apps
    // (iPadOS multitasking notifies every visible app). `static let`, as above.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

// MARK: - UIUserInterfaceLayoutDirection

// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection · iOS 5.0
// Page: `enum UIUserInterfaceLayoutDirection`, cases `leftToRight` and `rightToLeft`; conforms to
// Hashable and RawRepresentable. UNVERIFIED: the raw type `Int` (NSInteger in the UIKit headers).
public enum UIUserInterfaceLayoutDirection: Int {
    case leftToRight = 0
    case rightToLeft = 1
}

// MARK: - UIView

// https://developer.apple.com/documentation/uikit/uiview · iOS 2.0
// Page: `@MainActor class UIView`; superclass UIResponder (UIKit headers).
@MainActor open class UIView: UIResponder {

    // https://developer.apple.com/documentation/uikit/uiview/init(frame:) · iOS 2.0
    public init(frame: CGRect) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:) · iOS 2.0
    // UNVERIFIED: page not retrieved; `init?(coder: NSCoder)` is the NSCoding initializer every UIKit
    // view imports, and Swift requires it to be `required` here so that subclasses (and UIWindow)
    // must provide it, as they must on iOS.
    public required init?(coder: NSCoder) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiview/frame · iOS 2.0 (page shows "-")
    open var frame: CGRect { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiview/bounds · iOS 2.0 (page shows "-")
    open var bounds: CGRect { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiview/window · iOS 2.0 (page shows "-")
    open var window: UIWindow? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiview/ishidden · iOS 2.0 (page shows "-")
    // Page: `var isHidden: Bool { get set }`.
    open var isHidden: Bool { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection · iOS 10.0
    // Page: `var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) · iOS 2.0 (page shows "-")
    open func addSubview(_ view: UIView) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() · iOS 2.0 (page shows "-")
    open func removeFromSuperview() { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor · iOS 2.0 (page shows "-")
    // Apple: `@NSCopying var backgroundColor: UIColor? { get set }`. `@NSCopying` applies only to a
    // stored property of an NSCopying type, so it is left off this computed stand-in; it changes
    // the setter's copying, not how callers use the property.
    open var backgroundColor: UIColor? { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiview/alpha · iOS 2.0 (page shows "-")
    open var alpha: CGFloat { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property · iOS 2.0
    // UNVERIFIED: the property page was not retrieved (the struct page was).
    open var autoresizingMask: UIView.AutoresizingMask { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets · iOS 11.0
    // Page: `var safeAreaInsets: UIEdgeInsets { get }`.
    open var safeAreaInsets: UIEdgeInsets { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) (page shows "-")
    // Page: `func sizeThatFits(_ size: CGSize) -> CGSize`.
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiview/endediting(_:) (page shows "-")
    // Page: `func endEditing(_ force: Bool) -> Bool` (not discardable: callers write `_ =`).
    open func endEditing(_ force: Bool) -> Bool { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() · iOS 2.0 (page shows "-")
    // Page: `func layoutIfNeeded()`.
    open func layoutIfNeeded() { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiview/setneedslayout() · iOS 2.0 (page shows "-")
    // Page: `func setNeedsLayout()`.
    open func setNeedsLayout() { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:) · iOS 8.0
    // `@discardableResult`: Swift imports Objective-C methods as discardable, so on iOS an unused
    // result does not warn there either. Not shown on the page (it is implicit in the import).
    @discardableResult
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fatalError("stub")
    }

    // https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize · iOS 6.0
    // Apple: `class let layoutFittingCompressedSize: CGSize`. Swift source cannot declare a
    // `class let` (only imported Objective-C constants can be), so this is the `static let`
    // equivalent; call sites (`UIView.layoutFittingCompressedSize`) read the same.
    public static let layoutFittingCompressedSize: CGSize = { fatalError("stub") }()

    // MARK: Accessibility (UIKit's informal protocols on NSObject)

    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal · iOS 5.0
    // UNVERIFIED: the page was not found in the docs corpus (three look-ups). UIKit declares it on
    // NSObject (UIAccessibility.h: `@property (nonatomic) BOOL accessibilityViewIsModal`), imported
    // as `var accessibilityViewIsModal: Bool { get set }`, `@MainActor` like its sibling
    // `accessibilityPerformEscape()` (on UIResponder here). Declared on UIView here: an extension of Foundation's NSObject
    // cannot hold an overridable member on Linux, and UIView is narrower than NSObject, so
    // nothing compiles here that would not on iOS.
    open var accessibilityViewIsModal: Bool { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:) · iOS 4.0
    // (Not declared: the SwiftUI-animation overload `animate(_:changes:completion:)`, iOS 18.)
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        fatalError("stub")
    }
}

extension UIView {
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions · iOS 4.0
    // Page: `struct AnimationOptions`; OptionSet with `UInt` raw value and Sendable as the SDK imports
    // every NS_OPTIONS type (the page does not list conformances).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncrossdissolve · iOS 4.0
        public static var transitionCrossDissolve: UIView.AnimationOptions { fatalError("stub") }

        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout · iOS 4.0
        public static var curveEaseInOut: UIView.AnimationOptions { fatalError("stub") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct · iOS 2.0 (page shows "-")
    // Page: `struct AutoresizingMask`; OptionSet with `UInt` raw value and Sendable as the SDK imports
    // every NS_OPTIONS type (the page does not list conformances).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth · iOS 2.0
        // Listed on the struct page as `static var flexibleWidth: UIView.AutoresizingMask`.
        public static var flexibleWidth: UIView.AutoresizingMask { fatalError("stub") }

        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight · iOS 2.0
        // UNVERIFIED: cut off the struct page excerpt; a third-party mirror shows
        // `static var flexibleHeight: UIView.AutoresizingMask { get }`, like flexibleWidth.
        public static var flexibleHeight: UIView.AutoresizingMask { fatalError("stub") }
    }
}

// https://developer.apple.com/documentation/uikit/uilayoutpriority · iOS 6.0 (page shows "-")
// Page: `struct UILayoutPriority`. UNVERIFIED: the conformance list (RawRepresentable with a `Float`
// raw value, Hashable, Sendable) and `init(rawValue:)` are not on the page excerpt; they follow the
// SDK's import of the `typedef float UILayoutPriority NS_TYPED_EXTENSIBLE_ENUM`.
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uilayoutpriority/required · iOS 6.0
    // Page: `static var required: UILayoutPriority { get }`.
    public static var required: UILayoutPriority { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel · iOS 6.0
    // Page: `static var fittingSizeLevel: UILayoutPriority { get }`.
    public static var fittingSizeLevel: UILayoutPriority { fatalError("stub") }
}

// MARK: - Windows and scenes

// https://developer.apple.com/documentation/uikit/uiwindow · iOS 2.0
// UNVERIFIED: the UIWindow class page was not retrieved; `@MainActor class UIWindow : UIView` per the
// UIKit headers (a third-party mirror shows `@MainActor class UIWindow`).
@MainActor open class UIWindow: UIView {

    // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:) · iOS 13.0
    // Page: `init(windowScene: UIWindowScene)`.
    public init(windowScene: UIWindowScene) { fatalError("stub") }

    // Swift requires it here (UIView's `init?(coder:)` is `required`).
    public required init?(coder: NSCoder) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller · iOS 4.0
    // Page: `var rootViewController: UIViewController? { get set }`.
    open var rootViewController: UIViewController? { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() · iOS 2.0
    // Page: `func makeKeyAndVisible()`.
    open func makeKeyAndVisible() { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uiscene · iOS 13.0
// UNVERIFIED: class page not retrieved; `@MainActor class UIScene : UIResponder` per the UIKit headers.
// Class only: the host never creates scenes (UIKit does).
@MainActor open class UIScene: UIResponder {}

extension UIScene {
    // https://developer.apple.com/documentation/uikit/uiscene/willdeactivatenotification · iOS 13.0
    // Page: `nonisolated class let willDeactivateNotification: NSNotification.Name`; posted before
    // the scene goes to the background too, with the scene as the notification's object.
    // `static let`, as UIResponder's keyboard notifications are declared here.
    nonisolated public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
}

// https://developer.apple.com/documentation/uikit/uiwindowscene · iOS 13.0
// UNVERIFIED: class page not retrieved; a third-party copy of it shows
// `@MainActor class UIWindowScene : UIScene`. Class only.
@MainActor open class UIWindowScene: UIScene {}

// MARK: - Traits

// https://developer.apple.com/documentation/uikit/uitraitcollection · iOS 8.0
// UNVERIFIED: class page not retrieved. Declared without `@MainActor` (trait collections are
// immutable values read from any context; superclass NSObject per the headers). Whether the SDK
// also marks it `Sendable` is unconfirmed, so it is not marked here (the stricter choice).
open class UITraitCollection: NSObject {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass · iOS 8.0
    // Page: `var verticalSizeClass: UIUserInterfaceSizeClass { get }`.
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass · iOS 8.0
    // Page: `var horizontalSizeClass: UIUserInterfaceSizeClass { get }`.
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass · iOS 8.0
// Page: `enum UIUserInterfaceSizeClass`, conforms to RawRepresentable, Hashable, Equatable, Sendable.
// The `Int` raw type and values 0/1/2 come from the NS_ENUM(NSInteger) in the headers (the page
// does not show them).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/unspecified · iOS 8.0
    case unspecified = 0
    // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/compact · iOS 8.0
    case compact = 1
    // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/regular · iOS 8.0
    case regular = 2
}

// MARK: - Colours and images

// https://developer.apple.com/documentation/uikit/uicolor · iOS 2.0
// Page: `class UIColor` (not main-actor isolated); superclass NSObject (UIKit headers).
open class UIColor: NSObject {
    // https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:) · iOS 2.0
    public init(white: CGFloat, alpha: CGFloat) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uicolor/clear · iOS 2.0
    open class var clear: UIColor { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uicolor/systembackground · iOS 13.0
    open class var systemBackground: UIColor { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uiimage · iOS 2.0
// Page: `class UIImage` (not main-actor isolated); superclass NSObject (UIKit headers).
open class UIImage: NSObject {
    // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:) · iOS 13.0
    public init?(systemName name: String) { fatalError("stub") }
}

// MARK: - Bar items

// https://developer.apple.com/documentation/uikit/uibaritem · iOS 2.0
// UNVERIFIED: class page not retrieved; superclass of UITabBarItem and `@MainActor`, per the UIKit
// headers. Class only.
@MainActor open class UIBarItem: NSObject {}

// https://developer.apple.com/documentation/uikit/uitabbaritem · iOS 2.0
// Page: `@MainActor class UITabBarItem`; superclass UIBarItem (UIKit headers).
@MainActor open class UITabBarItem: UIBarItem {
    // https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:) · iOS 7.0
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { fatalError("stub") }
}

// MARK: - Gestures

// https://developer.apple.com/documentation/uikit/uigesturerecognizer · iOS 3.2
// UNVERIFIED: class page not retrieved; `@MainActor class UIGestureRecognizer : NSObject` per the
// UIKit headers. The host reads `interactivePopGestureRecognizer` and sets its delegate.
@MainActor open class UIGestureRecognizer: NSObject {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate · iOS 3.2
    // Page: `weak var delegate: (any UIGestureRecognizerDelegate)? { get set }`; "The gesture
    // recognizer maintains a weak reference to its delegate."
    open weak var delegate: (any UIGestureRecognizerDelegate)?
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate · iOS 3.2
// UNVERIFIED: protocol page not retrieved; `@MainActor protocol UIGestureRecognizerDelegate :
// NSObjectProtocol` per the UIKit headers. Apple's requirements are `optional` (as its
// `gestureRecognizer(_:shouldReceive:)` page shows); Objective-C interop is off on Linux, so the
// one the host uses is required here (a conformer implements exactly it, which also compiles on iOS).
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:) · iOS 3.2
    // UNVERIFIED: page not retrieved; Apple: `optional func gestureRecognizerShouldBegin(_
    // gestureRecognizer: UIGestureRecognizer) -> Bool` per the UIKit headers.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}
