import Testing
import Wayfinder
@testable import WayfinderSimulator

/// The simulated `UISplitViewController` keeps UIKit's documented rules, the unkind ones too
/// (Platform Rules 11), so a driver that leans on them fails a test.
@MainActor
@Suite("The simulated split controller")
struct SplitControllerRuleTests {
    let window = SimulatedWindow()

    func stack(_ location: StackLocation, _ ids: [Int]) -> SimulatedStackController {
        SimulatedStackController(
            window: window, location: location,
            showing: ids.map { SimulatedScreenController(window: window, entryID: EntryID(rawValue: $0), screen: "screen") })
    }

    func entries(_ controller: SimulatedController?) -> [Int] {
        (controller as? SimulatedStackController)?.screens.map { $0.entryID.rawValue } ?? []
    }

    // 11.2: the delegate is asked before collapsing and expanding, and told after.
    @Test func theDelegateHearsOfCollapseAndExpansionBeforeAndAfter() {
        let split = SimulatedSplitController(window: window)
        var heard: [String] = []
        split.delegate = SimulatedSplitDelegate(
            // Unowned: the split keeps its delegate, as the driver's delegate must not keep the split.
            topColumnForCollapsing: { [unowned split] proposed in
                heard.append("top column for collapsing, proposed \(proposed), collapsed \(split.isCollapsed)")
                return proposed
            },
            didCollapse: { [unowned split] in heard.append("did collapse, collapsed \(split.isCollapsed)") },
            displayModeForExpanding: { [unowned split] proposed in
                heard.append("display mode for expanding, collapsed \(split.isCollapsed)")
                return proposed
            },
            didExpand: { [unowned split] in heard.append("did expand, collapsed \(split.isCollapsed)") })
        split.horizontalSizeClassChanged(to: .compact)
        split.horizontalSizeClassChanged(to: .compact)  // no change: nothing heard
        split.horizontalSizeClassChanged(to: .regular)
        #expect(heard == [
            "top column for collapsing, proposed secondary, collapsed false",
            "did collapse, collapsed true",
            "display mode for expanding, collapsed true",
            "did expand, collapsed false",
        ])
    }

    // 11.3: without a compact column the secondary's screens join the primary's stack when
    // the split collapses, and go back when it expands; with one, the compact column shows.
    @Test func withoutACompactColumnTheStacksMergeAndSplitAgain() {
        let split = SimulatedSplitController(window: window)
        split.setViewController(stack(.column(.primary), [1]), for: .primary)
        split.setViewController(stack(.column(.secondary), [2, 3]), for: .secondary)
        split.horizontalSizeClassChanged(to: .compact)
        #expect(entries(split.columns[.primary]) == [1, 2, 3])
        #expect(entries(split.columns[.secondary]) == [])
        #expect(split.shownControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(split.columns[.primary]!)])
        split.horizontalSizeClassChanged(to: .regular)
        #expect(entries(split.columns[.primary]) == [1])
        #expect(entries(split.columns[.secondary]) == [2, 3])
        #expect(window.violations.isEmpty, "\(window.violations)")

        let compact = stack(.column(.primary), [])
        split.setCompactViewController(compact)
        split.horizontalSizeClassChanged(to: .compact)
        #expect(entries(split.columns[.primary]) == [1] && entries(split.columns[.secondary]) == [2, 3])
        #expect(split.shownControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(compact)])
    }

    // 11.4: collapsed without a compact column, setting the secondary pushes it.
    @Test func theSecondarySetWhileCollapsedIsPushedOntoThePrimary() {
        let split = SimulatedSplitController(window: window)
        split.setViewController(stack(.column(.primary), [1]), for: .primary)
        split.setViewController(stack(.column(.secondary), []), for: .secondary)
        split.horizontalSizeClassChanged(to: .compact)
        let detail = SimulatedScreenController(window: window, entryID: EntryID(rawValue: 9), screen: "detail")
        split.setViewController(detail, for: .secondary)
        #expect(entries(split.columns[.primary]) == [1, 9])
        #expect(split.columns[.secondary] !== detail)
    }

    // 11.5: a second compact column is ignored, as on iOS 17 and earlier.
    @Test func aSecondCompactColumnIsIgnored() {
        let split = SimulatedSplitController(window: window)
        let first = stack(.column(.primary), [1])
        split.setCompactViewController(first)
        split.setCompactViewController(stack(.column(.primary), [2]))
        #expect(split.compactController === first)
        split.ignoresCompactColumnReset = false
        let third = stack(.column(.primary), [3])
        split.setCompactViewController(third)
        #expect(split.compactController === third)
    }
}
