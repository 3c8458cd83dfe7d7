import Testing
import Wayfinder
import WayfinderHosting

/// A list screen's anchor on a cold launch (AnchoredListController's decisions, without UIKit):
/// a restored or linked anchor waits for its page, on screen too, and is given up only when
/// the user sees the list without its item and nothing loads.
@Suite("List anchor: still loading is not gone")
@MainActor
struct ListAppearanceTests {
    static let list = "products"

    enum Screen: Hashable, Sendable {
        case catalog
    }

    /// A list screen over a navigator whose value anchors it on `anchored`, its items loaded a
    /// page at a time (ten items a page, item names their numbers), as an app drives it.
    @MainActor
    final class ColdList {
        let navigator: Navigator<Screen>
        let entry: EntryID
        var appearance: ListAppearance
        var paging: ListPaging<Int>
        var items: [String] = []
        /// What the list shows at the top of its visible area.
        var position: ListAnchor?

        init(anchored: ListAnchor) throws {
            var state = NavigationState<Screen>(root: .catalog)
            let entry = try #require(state.topEntry?.id)
            try state.setAnchor(anchored, of: ListAppearanceTests.list, in: entry)
            navigator = Navigator(state)
            self.entry = entry
            appearance = ListAppearance(value: anchored)
            // The app loads the page that holds the anchored item first.
            paging = ListPaging(first: (Int(anchored.item) ?? 0) / 10)
        }

        var value: ListAnchor? { navigator.state.anchor(of: ListAppearanceTests.list, in: entry) }

        /// The app starts loading the next page and applies a snapshot saying so.
        func startLoading() {
            _ = paging.start()
            apply()
        }

        /// The page arrives.
        func pageArrives() {
            guard case .loading(let page) = paging.phase, paging.finish(page, next: page + 1) else { return }
            items += (page * 10..<page * 10 + 10).map(String.init)
            apply()
        }

        /// The page fails.
        func pageFails() {
            guard case .loading(let page) = paging.phase else { return }
            paging.fail(page, error: CancellationError())
            apply()
        }

        /// The user sees the list.
        func appear() {
            appearance.appear()
            place()
        }

        /// A snapshot is applied: it says whether a page still loads.
        func apply() {
            appearance.loading = paging.isLoading
            if position == nil, let first = items.first { position = ListAnchor(item: first) }
            place()
            record()
        }

        private func place() {
            switch appearance.showing(holds: items.contains, onTop: true, value: value) {
            case .anchor(let anchor):
                position = anchor
                appearance.sync.showed(anchor)
            case .start:
                position = items.first.map { ListAnchor(item: $0) }
                record()
            case .nothing:
                break
            }
        }

        func record() {
            guard let anchor = appearance.sync.record(position, value: value) else { return }
            try? navigator.setAnchor(anchor, of: ListAppearanceTests.list, in: entry)
        }
    }

    // Promise: a restored anchor whose page arrives after the list appeared is shown, and kept
    // in the value meanwhile: the list on screen while the page loads is not a gone item.
    @Test func aPageThatArrivesAfterTheListAppearedShowsTheAnchor() throws {
        let restored = ListAnchor(item: "42", offset: 12)
        let list = try ColdList(anchored: restored)
        list.startLoading()
        list.appear()
        #expect(list.position == nil)
        #expect(list.value == restored)
        list.pageArrives()
        #expect(list.position == restored)
        #expect(list.value == restored)
        #expect(!list.appearance.sync.pending)
    }

    // Promise: a linked anchor whose page fails is given up once the user sees the list without
    // it and nothing loads: the list shows its start, recorded as its place.
    @Test func aPageThatFailsGivesTheAnchorUp() throws {
        let list = try ColdList(anchored: ListAnchor(item: "9000"))
        list.items = ["1", "2", "3"]  // the newest products, shown above the pages
        list.startLoading()
        list.appear()
        #expect(list.value == ListAnchor(item: "9000"))
        list.pageFails()
        #expect(list.position == ListAnchor(item: "1"))
        #expect(list.value == ListAnchor(item: "1"))
    }

    // Promise: an item gone from the list (nothing loading) is given up when the user sees the
    // list, not before: off screen, a page may still come.
    @Test func aGoneItemIsGivenUpWhenTheUserSeesTheList() throws {
        let list = try ColdList(anchored: ListAnchor(item: "7"))
        list.items = ["1", "2"]
        list.apply()
        #expect(list.value == ListAnchor(item: "7"))
        list.appear()
        #expect(list.value == ListAnchor(item: "1"))
    }

    // Promise: a page that arrives before the list appears is shown at once, and appearing then
    // changes nothing.
    @Test func aPageThatArrivesFirstShowsTheAnchor() throws {
        let restored = ListAnchor(item: "15")
        let list = try ColdList(anchored: restored)
        list.startLoading()
        list.pageArrives()
        list.appear()
        #expect(list.position == restored)
        #expect(list.value == restored)
    }
}
