// The list-anchor maths (issue 23): re-anchoring after one insertion above the anchored item in
// a list of 100 and of 100,000 items (the cost must not grow with the list), and after a batch
// of 1,000 changes in a list of 100,000 items, the anchored item kept, moved, or removed (then
// its nearest surviving neighbour takes over). The list (identities, heights, each item's top)
// is built once before the iterations, as a layout would hold it; each iteration re-anchors.
// The maths is package API: these scenarios are in the -enable-testing build, with the planner's.

#if PLANNER_COUNTS
@testable import Wayfinder

/// A list of `count` items "0"…: heights 40 to 100 points, and each item's top.
struct BenchmarkList {
    let items: [String]
    let tops: [Double]

    init(count: Int) {
        items = (0..<count).map(String.init)
        var tops = [0.0]
        tops.reserveCapacity(count + 1)
        for index in 0..<count { tops.append(tops[index] + Double(40 + index % 61)) }
        self.tops = tops
    }

    func height(_ index: Int) -> Double { tops[index + 1] - tops[index] }
    func removal(_ index: Int) -> ListEdits.Removal { .init(index: index, item: items[index], height: height(index)) }

    /// Re-anchors the anchor on `index` after `edits`, `iterations` times; a checksum.
    func reanchor(at index: Int, after edits: ListEdits, _ iterations: Int) -> Int {
        let anchor = ListAnchor(item: items[index], offset: 12)
        var checksum = 0
        for _ in 0..<iterations {
            let result = try! anchor.reanchored(
                at: index, count: items.count, after: edits, item: { items[$0] }, top: { tops[$0] })
            checksum &+= result.index ?? 0
        }
        return checksum
    }
}

/// 1,000 changes spread over a list of `count`: 334 removals, 333 insertions, 333 resizes; with
/// `anchor` among the removals (moved to the end of the list when `moved`, else gone).
func thousandChanges(_ list: BenchmarkList, anchor: Int, anchorLeaves: Bool, moved: Bool) -> ListEdits {
    let stride = list.items.count / 334
    var removed = (0..<334).map { $0 * stride + 3 }
    if anchorLeaves { removed[removed.count / 2] = anchor }
    var insertions = (0..<333).map { ListEdits.Insertion(index: $0 * stride + 7, item: "new\($0)", height: 64) }
    if moved { insertions[insertions.count - 1] = .init(index: list.items.count - 2, item: list.items[anchor], height: 64) }
    return ListEdits(
        removals: removed.map(list.removal),
        insertions: insertions,
        resizes: (0..<333).map { .init(index: $0 * stride + 5, from: list.height($0 * stride + 5), to: 88) })
}

/// The checksum of a list scenario, or nil when `scenario` is not one.
func listScenario(_ scenario: String, _ iterations: Int) -> Int? {
    switch scenario {
    case "anchor-insert-above-100", "anchor-insert-above-100000":
        let list = BenchmarkList(count: scenario.hasSuffix("-100") ? 100 : 100_000)
        let edits = ListEdits(insertions: [.init(index: 0, item: "new", height: 64)])
        return list.reanchor(at: list.items.count / 2, after: edits, iterations)
    case "anchor-1000-changes-100000", "anchor-1000-moved-100000", "anchor-1000-removed-100000":
        let list = BenchmarkList(count: 100_000)
        let anchor = 50_001
        let edits = thousandChanges(
            list, anchor: anchor, anchorLeaves: scenario != "anchor-1000-changes-100000",
            moved: scenario == "anchor-1000-moved-100000")
        return list.reanchor(at: anchor, after: edits, iterations)
    default:
        return nil
    }
}
#endif
