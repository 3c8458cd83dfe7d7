// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.
// Scroll views and collection views: what the list anchoring (ListAnchoring) and the list screen
// (AnchoredListController) touch. The compositional layout is in CompositionalLayout.swift, the
// diffable data source in DiffableDataSource.swift.

// MARK: - UIScrollView

// https://developer.apple.com/documentation/uikit/uiscrollview · iOS 2.0
// Page: `@MainActor class UIScrollView`. The superclass UIView is not on the page's declaration
// line; UNVERIFIED beyond "UIScrollView is the superclass of several UIKit classes" (the page) and
// the UIKit headers (`@interface UIScrollView : UIView`).
@MainActor open class UIScrollView: UIView {

    // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset · iOS 2.0
    // Page: `var contentOffset: CGPoint { get set }`.
    open var contentOffset: CGPoint {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }

    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset · iOS 11.0
    // Page: `var adjustedContentInset: UIEdgeInsets { get }`.
    open var adjustedContentInset: UIEdgeInsets { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize · iOS 2.0
    // Page: `var contentSize: CGSize { get set }`.
    open var contentSize: CGSize {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

// MARK: - UIScrollViewDelegate

// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate · iOS 2.0
// UNVERIFIED: the protocol's own page was not in the docs corpus; `@MainActor protocol
// UIScrollViewDelegate : NSObjectProtocol` from the UIKit headers (`@protocol UIScrollViewDelegate
// <NSObject>`, main-actor as UIKit's delegate protocols are). Its members are all `optional` on
// iOS; here the five the list screen implements are required (README, rule 6).
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:) · iOS 2.0
    // Page: `optional func scrollViewDidScroll(_ scrollView: UIScrollView)`.
    func scrollViewDidScroll(_ scrollView: UIScrollView)

    // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:) · iOS 2.0
    // Page: `optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)`.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

    // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:) · iOS 2.0
    // Page: `optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)`.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

    // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscrolltotop(_:) · iOS 2.0
    // Page: `optional func scrollViewDidScrollToTop(_ scrollView: UIScrollView)` ("when it finishes
    // scrolling to the top of the content": the tap on the status bar).
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

    // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:) · iOS 11.0
    // Page: `optional func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)`.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

// MARK: - UICollectionView

// https://developer.apple.com/documentation/uikit/uicollectionview · iOS 6.0
// Page: `@MainActor class UICollectionView`. The superclass UIScrollView is UNVERIFIED on Apple's
// page (the declaration line omits it); a mirror of the page (velog.io/@panther222128) and the
// UIKit headers give `class UICollectionView : UIScrollView`.
@MainActor open class UICollectionView: UIScrollView {

    // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:) · iOS 6.0
    // Page: `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)` (the
    // designated initializer).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError("stub") }

    // Inherited from UIView; redeclared because the initializer above is designated.
    public required init?(coder: NSCoder) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uicollectionview/delegate · iOS 6.0
    // Page: `weak var delegate: (any UICollectionViewDelegate)? { get set }`. UIScrollView's own
    // `delegate` (of the wider `UIScrollViewDelegate`) is not declared here: Swift source cannot
    // override a property with another type (see the README's table).
    open weak var delegate: (any UICollectionViewDelegate)?

    // https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:) · iOS 6.0
    // Page: `func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)`.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        fatalError("stub")
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:) · iOS 14.0
    // Page: `@MainActor @preconcurrency func dequeueConfiguredReusableCell<Cell, Item>(using
    // registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item:
    // Item?) -> Cell where Cell : UICollectionViewCell`.
    @MainActor @preconcurrency public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        fatalError("stub")
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition · availability "-"
    // Page: `struct ScrollPosition` (an imported NS_OPTIONS: OptionSet, raw value UInt, Sendable,
    // per the SDK's import rules); only the members the list screen uses.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/left · availability "-"
        // UNVERIFIED: the member's page was not retrieved; the type's page lists `left`
        // ("Scroll so that the item is positioned at the left edge of the collection view's
        // bounds"), declared as its sibling `top` is: `static var left: UICollectionView.ScrollPosition { get }`.
        public static var left: UICollectionView.ScrollPosition { fatalError("stub") }

        // https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/right · availability "-"
        // Page: `static var right: UICollectionView.ScrollPosition { get }`.
        public static var right: UICollectionView.ScrollPosition { fatalError("stub") }
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
    // UNVERIFIED: the type's page was not retrieved; NSCollectionLayoutVisibleItem's
    // `representedElementCategory` page names `UICollectionView.ElementCategory`. An imported
    // NS_ENUM (raw value UInt, Sendable): `cell`, `supplementaryView`, `decorationView` (UIKit
    // headers: UICollectionElementCategoryCell, ...SupplementaryView, ...DecorationView).
    public enum ElementCategory: UInt, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration · iOS 14.0
    // Page: `struct CellRegistration<Cell, Item> where Cell : UICollectionViewCell`.
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler · iOS 14.0
        // Page: `typealias Handler = (Cell, IndexPath, Item) -> Void`.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:) · iOS 14.0
        // Page: `init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler)`.
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) { fatalError("stub") }
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections · iOS 6.0
    // Page: `var numberOfSections: Int { get }`: "The number of sections displayed by the
    // collection view."
    open var numberOfSections: Int { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems · iOS 6.0
    // Page: `var indexPathsForVisibleItems: [IndexPath] { get }` (an unsorted array).
    open var indexPathsForVisibleItems: [IndexPath] { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:) · iOS 6.0
    // Page: `func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:) · iOS 6.0
    // Page: `func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?` (from iOS 15 also
    // a prepared cell that is not visible).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError("stub") }
}

// MARK: - UICollectionViewLayoutAttributes

// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes · iOS 6.0
// Page: `@MainActor class UICollectionViewLayoutAttributes`; superclass NSObject (UIKit headers;
// UNVERIFIED on the page).
@MainActor open class UICollectionViewLayoutAttributes: NSObject {

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame · iOS 6.0
    // Page: `var frame: CGRect { get set }`, in the collection view's coordinate system.
    open var frame: CGRect {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

// MARK: - UICollectionViewDelegate

// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate · iOS 6.0
// UNVERIFIED: the protocol's own page was not in the docs corpus; `@MainActor protocol
// UICollectionViewDelegate : UIScrollViewDelegate` from the UIKit headers (`@protocol
// UICollectionViewDelegate <UIScrollViewDelegate>`). Optional on iOS, required here (rule 6).
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:) · iOS 8.0
    // Page: `optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)`.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

// MARK: - Cells

// https://developer.apple.com/documentation/uikit/uicollectionreusableview · iOS 6.0
// UNVERIFIED: page not retrieved; `@MainActor class UICollectionReusableView : UIView` (UIKit
// headers). Only named as the cell's superclass.
@MainActor open class UICollectionReusableView: UIView {}

// https://developer.apple.com/documentation/uikit/uicollectionviewcell · iOS 6.0
// UNVERIFIED: page not retrieved; `@MainActor class UICollectionViewCell :
// UICollectionReusableView` (UIKit headers).
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview · iOS 6.0
    // Page: `var contentView: UIView { get }` ("The main view that you add your cell's custom content to").
    open var contentView: UIView { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k · iOS 14.0
    // Page: `@MainActor @preconcurrency var contentConfiguration: (any UIContentConfiguration)? { get set }`.
    @MainActor @preconcurrency open var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError("stub") }
        set {}
    }
}

// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5 · iOS 14.0
// Page: `protocol UIContentConfiguration`. Its requirements (`makeContentView()`, `updated(for:)`)
// are not declared: no code here conforms to it but the stub's own UIListContentConfiguration.
public protocol UIContentConfiguration {}

// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct · iOS 14.0
// Page: `struct UIListContentConfiguration`; a content configuration (UIContentConfiguration).
public struct UIListContentConfiguration: UIContentConfiguration {
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell() · iOS 14.0
    // Page: `static func cell() -> UIListContentConfiguration`: one label, which "resizes
    // automatically based on the length of the text you provide and the device's Dynamic Type".
    public static func cell() -> UIListContentConfiguration { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text · iOS 14.0
    // UNVERIFIED: the member's page was not retrieved; `var text: String? { get set }` per the
    // type's use on defaultContentConfiguration()'s page (`content.text = "Favorites"`).
    public var text: String? { get { fatalError("stub") } set {} }
}
