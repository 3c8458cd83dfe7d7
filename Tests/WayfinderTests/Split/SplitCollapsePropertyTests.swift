import Testing
import Wayfinder
import WayfinderTesting

/// Collapse is a projection: for random splits, the compact stack expands back to the same
/// columns with the same identities, and what the user pops off it leaves the right columns.
@Suite("Split collapse is a projection")
struct SplitCollapsePropertyTests {
    static func randomSplit(_ random: inout SeededRandom) -> NavigationState<Shop> {
        let screens: [Shop] = [.catalog, .product(1), .product(2), .options, .orders, .order(3), .settings]
        func stack(_ least: Int) -> [Shop] { (0..<(least + random.below(4))).map { _ in random.pick(screens) } }
        let three = random.below(2) == 0
        let columns: [SplitColumn] = three ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        let split = SplitStacks(
            primary: stack(1), supplementary: three ? stack(0) : nil, secondary: stack(0),
            display: random.pick([.automatic, .secondaryOnly, .allColumns]), compactColumn: random.pick(columns))
        return try! NavigationState(flow: .main, split: split)
    }

    @Test func expandingTheCollapsedStackGivesTheSameColumns() {
        var random = SeededRandom(seed: 34)
        for _ in 0..<500 {
            let state = Self.randomSplit(&random)
            let columns = state.root.columnSet!
            #expect(columns.expanded(from: columns.collapsed) == columns)
            // The compact stack is the path the user goes back along, identities and all.
            #expect(columns.collapsed == state.visiblePath)
        }
    }

    @Test func aPopWhileCollapsedLandsInTheRightColumn() {
        var random = SeededRandom(seed: 3434)
        for _ in 0..<500 {
            let state = Self.randomSplit(&random)
            let columns = state.root.columnSet!
            let compact = columns.collapsed
            guard compact.count > 1 else { continue }
            let kept = 1 + random.below(compact.count - 1)
            let removed = compact[kept...].map(\.id)
            let after = state.applying(.popped(.column(.primary), removed: removed))
            #expect(after.isValid)
            let result = after.root.columnSet!
            #expect(result == columns.expanded(from: Array(compact.prefix(kept))))
            #expect(result.collapsed == Array(compact.prefix(kept)))
            // Each column keeps a start of its own entries; the popped ones come off the deepest
            // columns first; the columns a compact host does not show keep everything.
            let shown = columns.collapsedColumns
            for column in columns.columns {
                let before = columns[column]!.entries, now = result[column]!.entries
                #expect(Array(before.prefix(now.count)) == now)
                guard let index = shown.firstIndex(of: column) else {
                    #expect(now == before)
                    continue
                }
                // A column that lost entries has every column after it in the compact stack emptied.
                if now.count < before.count {
                    #expect(shown[(index + 1)...].allSatisfy { result[$0]!.entries.isEmpty })
                }
            }
            #expect(!result.primary.entries.isEmpty)
            // Going back the same way on the value gives the same columns.
            var back = state
            try? back.back(compact.count - kept)
            #expect(back.root.columnSet == result)
        }
    }
}
