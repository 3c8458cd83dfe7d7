// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.
// The compositional layout: what the list screen (AnchoredListController) and the iOS example's
// catalog build their sections with, and the visible-items handler that reads a horizontally
// scrolling section's offset.

// MARK: - Layouts

// https://developer.apple.com/documentation/uikit/uicollectionviewlayout · iOS 6.0
// UNVERIFIED: page not retrieved; `@MainActor class UICollectionViewLayout : NSObject` (UIKit
// headers; its init() page, uicollectionviewlayout/init(), is in the corpus).
@MainActor open class UICollectionViewLayout: NSObject {}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout · iOS 13.0
// Page: `@MainActor class UICollectionViewCompositionalLayout`; superclass UICollectionViewLayout
// (not on the page's declaration line; "A compositional layout is a type of collection view layout").
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:) · iOS 13.0
    // UNVERIFIED: UIKit's page was not in the docs corpus (its sibling
    // init(sectionProvider:configuration:) is: `init(sectionProvider: @escaping
    // UICollectionViewCompositionalLayoutSectionProvider, configuration: ...)`); AppKit's
    // NSCollectionViewCompositionalLayout/init(sectionProvider:) page reads `init(sectionProvider:
    // @escaping NSCollectionViewCompositionalLayoutSectionProvider)`, and UIKit's headers declare
    // `initWithSectionProvider:`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider · availability "-"
// Page: `typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any
// NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment · iOS 13.0
// UNVERIFIED: page not retrieved; `@MainActor protocol NSCollectionLayoutEnvironment :
// NSObjectProtocol` (UIKit headers). No member is used; UIKit conforms its own objects.
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {}

// MARK: - Sections

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection · iOS 13.0
// Page: `@MainActor class NSCollectionLayoutSection`; superclass NSObject (UIKit headers).
@MainActor open class NSCollectionLayoutSection: NSObject {
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:) · iOS 13.0
    // Page: `convenience init(group: NSCollectionLayoutGroup)`.
    public convenience init(group: NSCollectionLayoutGroup) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior · iOS 13.0
    // Page: `var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior { get set }`.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler · iOS 13.0
    // Page: `var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? { get set }`.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior · iOS 13.0
// Page: `enum UICollectionLayoutSectionOrthogonalScrollingBehavior` (an imported NS_ENUM: raw value
// Int, Sendable). Cases as the .NET binding lists them with their values (none 0, continuous 1,
// continuousGroupLeadingBoundary 2, paging 3, groupPaging 4, groupPagingCentered 5); `none` and
// `continuous` have their own pages in the corpus.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous = 1
    case continuousGroupLeadingBoundary = 2
    case paging = 3
    case groupPaging = 4
    case groupPagingCentered = 5
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler · availability "-"
// Page: `typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = ([any
// NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void`. "Called
// before each layout cycle, any time an animation occurs in that section due to changes such as
// adding or removing items, scrolling the section, or rotating the device." The page does not
// say in which coordinates the CGPoint (the content offset) is.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
    [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

// https://developer.apple.com/documentation/uikit/uidynamicitem · iOS 7.0
// UNVERIFIED: page not retrieved; `@MainActor protocol UIDynamicItem : NSObjectProtocol` (UIKit
// headers). Only named as the visible item's parent protocol; its members are not used.
@MainActor public protocol UIDynamicItem: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem · iOS 13.0
// Page: `@MainActor protocol NSCollectionLayoutVisibleItem : UIDynamicItem`.
@MainActor public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/frame · iOS 13.0
    // Page: `var frame: CGRect { get }`, "the item's location and size in its section's
    // coordinate system".
    var frame: CGRect { get }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/indexpath · iOS 13.0
    // Page: `var indexPath: IndexPath { get }`.
    var indexPath: IndexPath { get }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/representedelementcategory · iOS 13.0
    // Page: `var representedElementCategory: UICollectionView.ElementCategory { get }`.
    var representedElementCategory: UICollectionView.ElementCategory { get }
}

// MARK: - Items, groups and sizes (what the iOS example's sections are made of)

// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem · iOS 13.0
// Page (a mirror of UIKit's reference, onestack.dev): `@MainActor class NSCollectionLayoutItem`;
// superclass NSObject (UIKit headers). UNVERIFIED on Apple's own class page (not retrieved).
@MainActor open class NSCollectionLayoutItem: NSObject {
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:) · iOS 13.0
    // Page: `convenience init(layoutSize: NSCollectionLayoutSize)`.
    public convenience init(layoutSize: NSCollectionLayoutSize) { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup · iOS 13.0
// Page: `@MainActor class NSCollectionLayoutGroup`; superclass NSCollectionLayoutItem (UIKit headers).
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:) · iOS 13.0
    // UNVERIFIED: UIKit's page was not retrieved; its sibling vertical(layoutSize:subitems:) page
    // reads `class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self`,
    // and a mirror of UIKit's reference (onestack.dev) gives `class func horizontal(layoutSize:
    // NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self`, iOS 13.0.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError("stub")
    }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize · iOS 13.0
// Page: `@MainActor class NSCollectionLayoutSize`; superclass NSObject (UIKit headers).
@MainActor open class NSCollectionLayoutSize: NSObject {
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:) · iOS 13.0
    // Page: `convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension
    // height: NSCollectionLayoutDimension)`.
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        fatalError("stub")
    }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension · iOS 13.0
// Page: `@MainActor class NSCollectionLayoutDimension`; superclass NSObject (UIKit headers).
@MainActor open class NSCollectionLayoutDimension: NSObject {
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:) · iOS 13.0
    // Page: `class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self`.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:) · iOS 13.0
    // Page: `class func absolute(_ absoluteDimension: CGFloat) -> Self`.
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:) · iOS 13.0
    // Page: `class func estimated(_ estimatedDimension: CGFloat) -> Self` ("The final size of the
    // dimension is determined when the content is rendered").
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError("stub") }
}
