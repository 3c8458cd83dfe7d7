// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.

// https://developer.apple.com/documentation/uikit/uisplitviewcontroller · iOS 3.2
// Page: `@MainActor class UISplitViewController`; superclass UIViewController.
@MainActor open class UISplitViewController: UIViewController {

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:) · iOS 14.0
    public init(style: UISplitViewController.Style) { fatalError("stub") }

    // UNVERIFIED: the pages of `init(nibName:bundle:)` and `init(coder:)` were not found in the
    // docs corpus. Swift requires `init?(coder:)` here (UIViewController's is `required` and this
    // class declares its own designated initializer).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("stub") }
    public required init?(coder aDecoder: NSCoder) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.property · iOS 14.0
    open var style: UISplitViewController.Style { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:) · iOS 14.0
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed · iOS 8.0
    open var isCollapsed: Bool { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode · iOS 8.0
    open var preferredDisplayMode: UISplitViewController.DisplayMode { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate
    // UNVERIFIED: page not found in the docs corpus; declared as UIKit's headers do, weak.
    open weak var delegate: (any UISplitViewControllerDelegate)?
}

extension UISplitViewController {
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum · iOS 14.0
    // Page: `enum Style`. `Sendable` as the SDK imports every C enum; no raw values here.
    public enum Style: Sendable {
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/unspecified · iOS 14.0
        case unspecified
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/doublecolumn · iOS 14.0
        case doubleColumn
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/triplecolumn · iOS 14.0
        case tripleColumn
    }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column · iOS 14.0
    // Page: `enum Column`. Only the cases the host uses (the page also lists `inspector`).
    public enum Column: Sendable {
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/primary · iOS 14.0
        case primary
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/supplementary · iOS 14.0
        case supplementary
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/secondary · iOS 14.0
        case secondary
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact · iOS 14.0
        case compact
    }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum · iOS 8.0
    // Page: `enum DisplayMode`. Only the cases the host uses.
    public enum DisplayMode: Sendable {
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/automatic · iOS 8.0
        case automatic
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/secondaryonly · iOS 8.0
        case secondaryOnly
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/onebesidesecondary · iOS 8.0
        case oneBesideSecondary
        // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twobesidesecondary · iOS 14.0
        case twoBesideSecondary
    }
}

// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate · (page shows "-")
// Apple's requirements are `optional`; here the four the host uses are required.
@MainActor public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:) · iOS 14.0
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column

    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:displaymodeforexpandingtoproposeddisplaymode:) · iOS 14.0
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode

    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:) · iOS 14.0
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidexpand(_:) · iOS 14.0
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}
