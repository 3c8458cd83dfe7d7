// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.
// Scroll views and collection views: only what the list anchoring (ListAnchoring) touches.

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
}

// MARK: - UICollectionView

// https://developer.apple.com/documentation/uikit/uicollectionview · iOS 6.0
// Page: `@MainActor class UICollectionView`. The superclass UIScrollView is UNVERIFIED on Apple's
// page (the declaration line omits it); a mirror of the page (velog.io/@panther222128) and the
// UIKit headers give `class UICollectionView : UIScrollView`.
@MainActor open class UICollectionView: UIScrollView {

    // https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems · iOS 6.0
    // Page: `var indexPathsForVisibleItems: [IndexPath] { get }` (an unsorted array).
    open var indexPathsForVisibleItems: [IndexPath] { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:) · iOS 6.0
    // Page: `func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError("stub") }
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
