import Testing
import Wayfinder

/// Planner tables for split roots: which column's edit animates, the arrangement first, columns
/// under a layer unseen. Steps are compared as their descriptions, identities included.
@Suite("Planner tables: split roots")
struct SplitPlannerTableTests {
    typealias Row = PlannerTableTests.Row

    /// Catalog sidebar, product(7) detail: root#0 catalog#1 product(7)#2.
    static let split = try! NavigationState<Shop>(flow: .main, split: SplitStacks(primary: [.catalog], secondary: [.product(7)]))
    /// The same without a detail: root#0 catalog#1, the placeholder.
    static let placeholder = try! NavigationState<Shop>(flow: .main, split: SplitStacks(primary: [.catalog]))

    static let rows: [Row] = [
        Row(
            "a detail replaced at the same depth",
            from: split, to: build(split) { try $0.replaceStack(with: [.product(8)], at: .column(.secondary)) },
            ["set column secondary [product(8)#3] (animated)"],
            swiftUI17: ["set column secondary [product(8)#3]"]),
        Row(
            "the placeholder filled: the detail arrives animated",
            from: placeholder, to: build(placeholder) { try $0.replaceStack(with: [.product(1)], at: .column(.secondary)) },
            ["set column secondary [product(1)#2] (animated)"]),
        Row(
            "the detail emptied: it leaves animated",
            from: split, to: build(split) { try $0.pop(from: .column(.secondary)) },
            ["set column secondary [] (animated)"]),
        Row(
            "the sidebar and the detail together: only the detail animates",
            from: split,
            to: build(split) { state in
                try state.push(.orders, onto: .column(.primary))
                try state.replaceStack(with: [.product(8), .options], at: .column(.secondary))
            },
            ["set column primary [catalog#1, orders#3]", "set column secondary [product(8)#4, options#5] (animated)"]),
        Row(
            "the arrangement first, then a detail a compact host no longer shows, unseen",
            from: split,
            to: build(split) { state in
                try state.showColumn(.primary)
                try state.setSplitDisplay(.allColumns)
                try state.replaceStack(with: [.product(8)], at: .column(.secondary))
            },
            ["arrange columns allColumns, compact primary", "set column secondary [product(8)#3]"]),
        Row(
            "columns under a sheet change unseen",
            from: split,
            to: build(split) { state in
                try state.replaceStack(with: [.product(8)], at: .column(.secondary))
                try state.present(.options, as: .sheet)
            },
            ["set column secondary [product(8)#3]", "present sheet#4 options#5 (animated)"]),
        Row(
            "a single stack switched to a split",
            from: NavigationState(flow: .signIn, root: .signIn),
            to: build(NavigationState(flow: .signIn, root: .signIn)) { state in
                try state.switchRoot(to: .main, split: SplitStacks(primary: [.catalog]))
            },
            ["replace root with main#2 (animated)"]),
    ]

    private func plan(_ row: Row, _ capabilities: HostCapabilities) -> [String] {
        TransitionPlanner.plan(from: row.from, to: row.to, capabilities: capabilities).map(\.description)
    }

    @Test(arguments: rows)
    func plansTheExpectedSteps(_ row: Row) {
        #expect(plan(row, .uiKit) == row.uiKit)
        #expect(plan(row, .swiftUI17) == (row.swiftUI17 ?? row.uiKit))
    }

    // The plan reaches the target with valid values at every step, and replanning continues it.
    @Test(arguments: rows)
    func planReachesTheTargetAndIsStableUnderReplanning(_ row: Row) {
        for capabilities in [HostCapabilities.uiKit, .oneLayerPerDismissal, .swiftUI17] {
            let steps = TransitionPlanner.plan(from: row.from, to: row.to, capabilities: capabilities)
            var current = row.from
            for (index, step) in steps.enumerated() {
                #expect(TransitionPlanner.plan(from: current, to: row.to, capabilities: capabilities) == Array(steps[index...]))
                current = current.applying(step)
                #expect(current.isValid, "step \(step) left an invalid value")
            }
            #expect(current == row.to)
            #expect(steps.filter(\.isAnimated).count <= 2)
        }
    }
}
