// The planner's cost: `TransitionPlanner.plan` (every step of a change) and
// `TransitionPlanner.nextStep` (the first step, what the runner asks for after each completion)
// on stacks of 10, 100 and 1,000 entries.
//
// Two changes per size:
// - "unwind": a deep stack in tab A under a sheet (3 screens) and an alert owned by the sheet's
//   top; the target dismisses both layers, selects tab B, rebuilds B's deep stack (first half
//   kept, second half new) and pops A to its root. Four steps: set B, select B, set A, dismiss.
// - "push": a visible push on top of the deep stack in tab A, nothing else. One animated step.
//
// Both values are built once, outside the measurement; each iteration is one call.

import Benchmark
@testable import Wayfinder

enum Screen: Hashable, Sendable {
    case home, search, page(Int), result(Int), sheet, sheetPage(Int)
}

extension TabID {
    static let a: TabID = "a"
    static let b: TabID = "b"
}

/// A pair of values the planner goes between.
struct Change: Sendable {
    let shown: NavigationState<Screen>
    let wanted: NavigationState<Screen>
}

/// Tabs A and B, each holding `depth` entries, A selected.
func deepTabs(depth: Int) throws -> NavigationState<Screen> {
    try NavigationState<Screen>(
        flow: "main",
        tabs: [
            TabStack(.a, root: .home, path: (1..<depth).map { .page($0) }),
            TabStack(.b, root: .search, path: (1..<depth).map { .result($0) }),
        ],
        selected: .a)
}

/// A deep stack under a sheet and an alert, to a target that unwinds both and rebuilds tab B.
func unwindChange(depth: Int) throws -> Change {
    var shown = try deepTabs(depth: depth)
    try shown.present(.sheet, path: [.sheetPage(1), .sheetPage(2)], as: .sheet)
    try shown.showAlert(NavigationAlert(title: "Leave?", buttons: [.cancel(), AlertButton("Leave", action: "leave")]))

    var wanted = shown
    wanted.dismissAll()
    let kept = depth / 2
    let rebuilt: [Screen] = [.search] + (1..<kept).map { .result($0) } + (kept..<depth).map { .result(depth + $0) }
    try wanted.replaceStack(with: rebuilt, at: .tab(.b))
    try wanted.selectTab(.b)
    try wanted.popToRoot(of: .tab(.a))
    return Change(shown: shown, wanted: wanted)
}

/// One visible push on top of the deep stack.
func pushChange(depth: Int) throws -> Change {
    let shown = try deepTabs(depth: depth)
    var wanted = shown
    try wanted.push(.page(depth))
    return Change(shown: shown, wanted: wanted)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        maxDuration: .seconds(1),
        maxIterations: 10_000)

    let sizes = [10, 100, 1_000]
    let changes: [(name: String, make: (Int) throws -> Change, steps: Int)] = [
        ("unwind", unwindChange, 4),
        ("push", pushChange, 1),
    ]

    for (name, make, steps) in changes {
        for size in sizes {
            let change: Change
            do {
                change = try make(size)
            } catch {
                fatalError("building the \(name) change with \(size) entries failed: \(error)")
            }
            let plan = TransitionPlanner.plan(from: change.shown, to: change.wanted, capabilities: .uiKit)
            guard plan.count == steps, plan.reduce(change.shown, { $0.applying($1) }) == change.wanted else {
                fatalError("the \(name) plan for \(size) entries is \(plan.count) steps, not \(steps): \(plan)")
            }

            Benchmark("plan \(name) \(size)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(TransitionPlanner.plan(from: change.shown, to: change.wanted, capabilities: .uiKit))
                }
            }

            Benchmark("nextStep \(name) \(size)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(TransitionPlanner.nextStep(from: change.shown, to: change.wanted, capabilities: .uiKit))
                }
            }
        }
    }
}
