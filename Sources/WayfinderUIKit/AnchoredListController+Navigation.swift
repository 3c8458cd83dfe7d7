#if canImport(UIKit)
import UIKit
import Wayfinder

// Following the navigator: the entry leaving the top, and coming back on top.

extension AnchoredListController {
    /// Follows the navigator's changes: the entry leaving the top records the place; coming
    /// back on top shows the value's anchor if the list does not show it.
    func followNavigator() {
        value.observe { [weak self] in
            MainActor.assumeIsolated { self?.navigatorChanged() }
        }
    }

    private func navigatorChanged() {
        followNavigator()
        let onTop = value.isOnTop()
        defer { wasOnTop = onTop }
        // Before anything is recorded: an anchor another writer put in the value with this
        // change (a link's) is to be shown, never recorded over.
        appearance.sync.observe(value.anchor())
        if wasOnTop, !onTop { record() }
        if !wasOnTop, onTop { showPendingAnchor() }
    }
}
#endif
