#if canImport(UIKit)
import UIKit

// The visible area of a scroll view along its vertical axis, in content coordinates: what the
// list's anchor is read against and shown in, one definition for the list screen and its anchoring.

extension UIScrollView {
    /// The top of the visible area: the offset plus the inset that keeps content from under the
    /// bars.
    var visibleTop: Double {
        Double(contentOffset.y + adjustedContentInset.top)
    }

    /// The height of the visible area: the bounds without the insets that keep content from
    /// under the bars.
    var visibleLength: Double {
        Double(bounds.height - adjustedContentInset.top - adjustedContentInset.bottom)
    }
}
#endif
