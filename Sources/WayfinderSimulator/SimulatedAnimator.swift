import Wayfinder
import WayfinderHosting

/// What a navigation controller's transition does, as its delegate is asked about it
/// (`UINavigationController.Operation`).
enum StackOperation: String {
    case push, pop
}

/// A fake `UIViewControllerAnimatedTransitioning`: the animator a navigation controller's
/// delegate returns from `navigationController(_:animationControllerFor:from:to:)`. UIKit asks it
/// for `transitionDuration(using:)`, calls `animateTransition(using:)`, and ends the transition
/// only when the animator calls the context's `completeTransition(_:)` (Platform Rules 12.1).
@MainActor
struct SimulatedAnimator {
    /// For transcripts and drawing: `fade`, `slideFromBottom`, `custom(named: fold)`.
    var transition: ScreenTransition
    /// `transitionDuration(using:)`.
    var duration: Duration
    /// `animateTransition(using:)`: the animator's own code, which must end with `complete`.
    var animate: @MainActor (_ complete: @escaping @MainActor () -> Void) -> Void
}

/// A fake `UIViewController.Transition` (iOS 18), set as a screen's `preferredTransition`: the
/// zoom, whose source view provider UIKit calls when the screen is pushed and again when it is
/// popped (Platform Rules 12.4). The simulator's "view" is the name of the list item it shows,
/// `nil` when there is none.
@MainActor
struct SimulatedZoom {
    var sourceViewProvider: @MainActor () -> String?
}

/// A list a simulated screen shows: its items in order and the rows in its viewport. What a
/// UIKit list tells a driver: the index path of an item, the visible ones, and
/// `scrollToItem(at:at:animated:)`.
@MainActor
public final class SimulatedList {
    /// The items' identities, in order (``ListAnchor/item``).
    public private(set) var items: [String]
    /// The index of the first row in the viewport.
    public private(set) var firstVisible = 0
    /// How many rows the viewport shows.
    public let visibleCount: Int

    init(items: [String], visibleCount: Int) {
        self.items = items
        self.visibleCount = visibleCount
    }

    /// The items in the viewport now.
    public var visibleItems: ArraySlice<String> { items[min(firstVisible, items.count)..<min(firstVisible + visibleCount, items.count)] }

    /// The user (or the app) scrolls so that the row at `index` is the first one in view.
    public func scroll(toIndex index: Int) {
        firstVisible = max(0, min(index, items.count - 1))
    }

    /// The app reloads the list with `items`; the viewport keeps its first row's index.
    public func reload(_ items: [String]) {
        self.items = items
        firstVisible = max(0, min(firstVisible, items.count - 1))
    }

    /// The app deletes `item` from the list.
    public func delete(_ item: String) {
        items.removeAll { $0 == item }
        firstVisible = max(0, min(firstVisible, items.count - 1))
    }

    /// Where `item` is: in view, scrolled out, or gone.
    func place(of item: String) -> ListItemPlace {
        guard items.contains(item) else { return .gone }
        return visibleItems.contains(item) ? .visible : .scrolledOut
    }
}
