import Observation
import Testing
@testable import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// ListAnchorSync against a real navigator, driven as WayfinderUIKit's AnchoredListController
/// drives it: it follows `revision`, records when its entry leaves the top and after updates,
/// and shows a waiting anchor when its entry is on top again.
@Suite("List anchor: syncing with a navigator")
@MainActor
struct ListAnchorSyncNavigatorTests {
    static let list = "products"

    /// The list screen's bookkeeping without UIKit: `position` is what the list shows.
    @MainActor
    final class ListScreen {
        let navigator: Navigator<Shop>
        let entry: EntryID
        var sync: ListAnchorSync
        var position: ListAnchor?
        var wasOnTop: Bool

        init(navigator: Navigator<Shop>, entry: EntryID, position: ListAnchor?) {
            self.navigator = navigator
            self.entry = entry
            self.position = position
            sync = ListAnchorSync(value: navigator.state.anchor(of: ListAnchorSyncNavigatorTests.list, in: entry))
            wasOnTop = navigator.state.topEntry?.id == entry
            follow()
        }

        var value: ListAnchor? { navigator.state.anchor(of: ListAnchorSyncNavigatorTests.list, in: entry) }

        func follow() {
            withObservationTracking { _ = navigator.revision } onChange: { [weak self] in
                MainActor.assumeIsolated { self?.navigatorChanged() }
            }
        }

        func navigatorChanged() {
            follow()
            let onTop = navigator.state.topEntry?.id == entry
            defer { wasOnTop = onTop }
            sync.observe(value)
            if wasOnTop, !onTop { record() }
            if !wasOnTop, onTop { showWaiting() }
        }

        /// As after every update, and when the screen leaves.
        func record() {
            guard let anchor = sync.record(position, value: value) else { return }
            try? navigator.setAnchor(anchor, of: ListAnchorSyncNavigatorTests.list, in: entry)
        }

        func showWaiting() {
            guard let anchor = sync.waiting(value: value) else { return }
            position = anchor
            sync.showed(anchor)
        }
    }

    // Promise: a link that rebuilds the stack over the list and anchors it on the linked product
    // (in the same change) is not overwritten by the list's place, neither as the list leaves the
    // top nor by the updates that follow (a snapshot applied when the product is viewed); going
    // back shows the linked product.
    @Test func aLinksAnchorSurvivesTheListLeavingAndUpdating() throws {
        let testbed = NavigationTestbed(NavigationState<Shop>(root: .catalog))
        let navigator = testbed.navigator
        let catalog = try #require(navigator.state.stack(at: .root)?.root?.id)
        let screen = ListScreen(navigator: navigator, entry: catalog, position: ListAnchor(item: "12", offset: 8))
        screen.record()
        testbed.settle()
        #expect(screen.value == ListAnchor(item: "12", offset: 8))

        navigator.update { state in
            try state.push(.product(9000))
            try state.setAnchor(ListAnchor(item: "9000"), of: Self.list, in: catalog)
        }
        screen.record()  // an update applied while the product shows
        testbed.settle()
        screen.record()
        #expect(screen.value == ListAnchor(item: "9000"))

        navigator.pop()
        testbed.settle()
        #expect(screen.position == ListAnchor(item: "9000"))
        #expect(screen.value == ListAnchor(item: "9000"))
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Promise: the list's own writes made while the navigator is in the middle of a change (a
    // snapshot applied as a screen model is made, which records), which the navigator stores
    // only after that change, are not taken for another writer's anchor: the list goes on
    // recording, and is not made to show an anchor of its own.
    @Test func theListsOwnWritesMidChangeAreNotAnotherWriters() throws {
        let testbed = NavigationTestbed(NavigationState<Shop>(root: .catalog))
        let navigator = testbed.navigator
        let catalog = try #require(navigator.state.stack(at: .root)?.root?.id)
        let screen = ListScreen(navigator: navigator, entry: catalog, position: ListAnchor(item: "12"))
        screen.record()
        testbed.settle()
        navigator.update { state in
            try state.push(.product(13))
            screen.position = ListAnchor(item: "13", offset: 5)
            screen.record()  // stored after this change: the value still holds "12"
            #expect(screen.value == ListAnchor(item: "12"))
            screen.position = ListAnchor(item: "14")
            screen.record()
            #expect(!screen.sync.pending)
        }
        #expect(!screen.sync.pending)
        testbed.settle()
        #expect(screen.value == ListAnchor(item: "14"))
        screen.position = ListAnchor(item: "15")
        screen.record()
        #expect(screen.value == ListAnchor(item: "15"))
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
