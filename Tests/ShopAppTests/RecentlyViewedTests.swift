import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// The products the user opened, and where the carousel starts after each opening: the
/// fallback agrees with the core's anchor maths.
@MainActor
@Suite("Shop: recently viewed")
struct RecentlyViewedTests {
    /// Who observes the products in these tests, for as long as the test runs.
    private final class Owner {}
    private let owner = Owner()

    // Promise: the most recent first, no duplicates, at most ten; the first opened again
    // changes nothing (no observer is told).
    @Test func keepsTheMostRecentFirstWithoutDuplicates() {
        let recent = RecentlyViewed(products: [3, 3, 5])
        #expect(recent.products == [3, 5])
        var changes = 0
        recent.observe(by: owner) { _ in changes += 1 }
        for product in 1...12 { recent.open(product) }
        #expect(recent.products == [12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
        recent.open(7)
        #expect(recent.products == [7, 12, 11, 10, 9, 8, 6, 5, 4, 3])
        recent.open(7)
        #expect(changes == 13)
        #expect(RecentlyViewed(products: Array(1...20)).products == Array(1...10))
    }

    // Promise: the carousel's leading product stays while it keeps its place; when it leaves
    // its place (opened again, or off the end), its nearest neighbour keeps its own place on
    // screen, the following one first.
    @Test func theLeadingProductFallsBackToItsNeighbour() {
        let recent = RecentlyViewed(products: [1, 2, 3, 5, 7, 9])
        var starts: [Int?] = []
        var leading = 3  // product 5 at the leading edge
        recent.observe(by: owner) { [unowned recent] change in
            let start = recent.start(after: change, leading: leading)
            starts.append(start)
            leading = start ?? 0
        }
        recent.open(2)  // from before 5 to the front: 5 stays at index 3
        #expect(recent.products == [2, 1, 3, 5, 7, 9])
        recent.open(5)  // 5 leaves its place: 7, the card after it, stays second on screen
        #expect(recent.products == [5, 2, 1, 3, 7, 9])
        #expect(starts == [3, 3])
        #expect(recent.products[leading] == 3)
        recent.open(42)  // new, in front: everything moves along by one
        #expect(recent.products[leading] == 3)
        #expect(leading == 4)
    }

    // Promise: the last card falls off the end; the carousel cannot start past its last card.
    @Test func theLastCardFallsOffTheEnd() {
        let recent = RecentlyViewed(products: Array(1...10))
        let change = RecentlyViewed.Change(before: recent.products, opened: 11)
        recent.open(11)
        #expect(recent.products.last == 9)
        #expect(recent.start(after: change, leading: 9) == 9)  // product 9, the neighbour before 10
    }

    // Promise: where the carousel starts after any opening is where the core's anchor maths
    // puts it (the sample, compiled as an app, cannot call it), for 2,000 random carousels:
    // a product opened again is a removal from its place, then an insertion in front; a new one
    // an insertion in front and the last removed at the limit. Card widths are 1.
    @Test func agreesWithTheAnchorMaths() throws {
        var random = SeededRandom(seed: 23)
        var checked = 0
        for _ in 0..<2_000 {
            let before = Array(Array(1...15).shuffled(using: &random).prefix(Int.random(in: 1...10, using: &random)))
            let leading = Int.random(in: 0..<before.count, using: &random)
            let opened = Int.random(in: 1...15, using: &random)
            guard opened != before[0] else { continue }
            let recent = RecentlyViewed(products: before)
            let change = RecentlyViewed.Change(before: before, opened: opened)
            recent.open(opened)
            let after = recent.products
            let maths = try coreLeading(before: before, leading: leading, opened: opened)
            #expect(
                recent.start(after: change, leading: leading) == min(max(maths, 0), after.count - 1),
                "\(before) leading \(leading), opened \(opened): \(after)")
            checked += 1
        }
        #expect(checked > 1_500)
    }

    /// The leading card's index after the opening, by the core's `reanchored`.
    private func coreLeading(before: [Int], leading: Int, opened: Int) throws -> Int {
        func item(_ list: [Int]) -> (Int) -> String { { String(list[$0]) } }
        let anchor = ListAnchor(item: before[leading])
        let front = ListEdits.Item(index: 0, item: String(opened), height: 1)
        let result: ListAnchor.Reanchoring
        if before[leading] == opened {
            // It leaves its place, then comes in front: two batches.
            let removed = ListEdits.Item(index: leading, item: String(opened), height: 1)
            let first = try anchor.reanchored(
                at: leading, count: before.count, after: ListEdits(removals: [removed]), item: item(before), top: { Double($0) })
            let between = before.filter { $0 != opened }
            guard let kept = first.anchor, let index = first.index else { return 0 }
            result = try kept.reanchored(
                at: index, count: between.count, after: ListEdits(insertions: [front]), item: item(between), top: { Double($0) })
        } else {
            var removals: [ListEdits.Item] = []
            if let index = before.firstIndex(of: opened) {
                removals.append(ListEdits.Item(index: index, item: String(opened), height: 1))
            } else if before.count == RecentlyViewed.limit {
                removals.append(ListEdits.Item(index: before.count - 1, item: String(before[before.count - 1]), height: 1))
            }
            result = try anchor.reanchored(
                at: leading, count: before.count, after: ListEdits(removals: removals, insertions: [front]), item: item(before),
                top: { Double($0) })
        }
        let anchored = try #require(result.anchor)
        return try #require(result.index) + Int(anchored.offset)
    }
}
