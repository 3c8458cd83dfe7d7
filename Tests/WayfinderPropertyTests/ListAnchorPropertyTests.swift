import PropertyBased
import Testing
import Wayfinder

/// Random lists (1 to 30 items of random heights, scrolled anywhere) through random sequences
/// of batches (removals, moves, insertions, resizes, full reloads), re-anchored after each:
/// while the anchored item survives it is exactly where it was on screen; when it leaves, the
/// anchor goes to the nearest surviving neighbour in the old order (the following one on ties),
/// which stays where it was; a batch resolves the same way whatever the order of its changes.
/// Every list is also applied the slow way (every item walked) to compare.
///
/// Runs `WAYFINDER_PROPERTY_RUNS` sequences like the other property suites (CI: 10,000 in
/// release mode); `WAYFINDER_PROPERTY_SEED` replays a failure's seed.
@Suite("Properties: list anchors")
struct ListAnchorPropertyTests {
    /// A sequence: codes read in turn to build the list and its batches (0 when they run out).
    static let sequences = Gen.int(in: 0...9_999).array(of: 0...400)

    @Test(.disabled(if: NavigationPropertyTests.replaySeed != nil, "replaying WAYFINDER_PROPERTY_SEED instead"))
    func anchoredItemsNeverMoveOnScreen() async {
        await propertyCheck(count: NavigationPropertyTests.runs, input: Self.sequences, perform: Self.check)
    }

    @Test(
        .enabled(if: NavigationPropertyTests.replaySeed != nil, "set WAYFINDER_PROPERTY_SEED to replay a failure"),
        .fixedSeed(
            NavigationPropertyTests.replayState.0, NavigationPropertyTests.replayState.1,
            NavigationPropertyTests.replayState.2, NavigationPropertyTests.replayState.3))
    func replay() async {
        await propertyCheck(input: Self.sequences, perform: Self.check)
    }

    static func check(_ codes: [Int]) {
        let problems = run(codes)
        #expect(
            problems.isEmpty,
            """
            \(problems.joined(separator: "\n"))
            replay: WAYFINDER_PROPERTY_SEED='<the seed printed below>' swift test --filter WayfinderPropertyTests
            """)
    }

    /// Builds a list from the codes, re-anchors it through up to six batches, and returns every
    /// broken promise.
    static func run(_ codes: [Int]) -> [String] {
        var reader = CodeReader(codes)
        var list = RandomList(&reader)
        var index = reader.next(list.items.count)
        var anchor = ListAnchor(item: list.items[index], offset: Double(reader.next(80) - 20))
        list.contentOffset = list.top(index) + anchor.offset
        for step in 0..<(1 + reader.next(6)) {
            let edits = list.randomEdits(&reader)
            let after = list.applying(edits)
            let result: ListAnchor.Reanchoring
            do {
                result = try anchor.reanchored(
                    at: index, count: list.items.count, after: edits, item: { list.items[$0] }, top: { list.top($0) })
            } catch {
                return ["batch \(step) refused: \(error); \(edits)"]
            }
            var problems: [String] = []
            let reversed = ListEdits(
                removals: edits.removals.reversed(), insertions: edits.insertions.reversed(),
                resizes: edits.resizes.reversed())
            if let again = try? anchor.reanchored(
                at: index, count: list.items.count, after: reversed, item: { list.items[$0] }, top: { list.top($0) }),
                again != result
            {
                problems.append("batch \(step): the same changes in another order resolved to \(again), not \(result)")
            }
            let expected = list.expectedAnchorItem(from: index, after: after)
            guard let kept = result.anchor, let newIndex = result.index else {
                if expected != nil || !after.items.isEmpty {
                    problems.append("batch \(step): no anchor, expected \(String(describing: expected))")
                }
                return problems
            }
            var moved = after
            if let expected {
                if kept.item != expected { problems.append("batch \(step): anchored \(kept.item), expected \(expected)") }
                guard let shift = result.shift else { return problems + ["batch \(step): no shift with a survivor"] }
                moved.contentOffset += shift
                if let was = list.screenTop(of: expected), let now = moved.screenTop(of: expected), was != now {
                    problems.append("batch \(step): \(expected) moved on screen from \(was) to \(now); \(edits)")
                }
            } else {
                // Nothing survived: the first new item at the top.
                if result.shift != nil || newIndex != 0 || kept.item != after.items.first || kept.offset != 0 {
                    problems.append("batch \(step): nothing survived, but the anchor is \(result)")
                }
                moved.contentOffset = 0
            }
            if moved.items[newIndex] != kept.item || moved.contentOffset != moved.top(newIndex) + kept.offset {
                problems.append("batch \(step): index \(newIndex) and offset \(kept.offset) do not describe the list")
            }
            if !problems.isEmpty { return problems }
            (list, index, anchor) = (moved, newIndex, kept)
        }
        return []
    }
}

/// Reads the codes in turn, 0 once they run out (so a shrunk sequence is a smaller list).
struct CodeReader {
    private var codes: IndexingIterator<[Int]>
    init(_ codes: [Int]) { self.codes = codes.makeIterator() }
    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int { bound <= 1 ? 0 : (codes.next() ?? 0) % bound }
}
