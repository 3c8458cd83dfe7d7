// The navigator and its runner on a simulated host whose transitions take no time
// (`SimulatedDurations.instant`), so what is measured is Wayfinder's own work: the command, the
// planner, the runner, the controller-tree translation and the simulated controllers.
//
// - "push+pop settled": one iteration pushes a screen and settles, then pops it and settles:
//   two commands, each carried to a settled host.
// - "1M random commands": one iteration of 1,000,000 seeded random commands (push, pop,
//   present, dismiss, selectTab, showAlert) on three tabs with `ScreenModels` attached, the host
//   settled every 16 commands; then checks that the live models are exactly the entries shown.
//   Every 10,000 commands the navigator moves to a fresh SimulatedHost: a host's transcript keeps
//   every controller call and cannot be cleared, and would otherwise be measured as memory.
//
// Navigator and SimulatedHost are main-actor classes. The benchmark runner calls closures off the
// main actor (a synchronous closure with `MainActor.assumeIsolated` traps), so each benchmark is
// an async `@MainActor` closure: the hop to the main actor happens before the closure's
// `startMeasurement()` and after its `stopMeasurement()`, outside what is measured.

import Benchmark
import Synchronization
import Wayfinder
import WayfinderTesting

enum Screen: Hashable, Sendable {
    case home, search, profile, page(Int), sheet, sheetPage(Int), cover
}

extension TabID {
    static let home: TabID = "home"
    static let search: TabID = "search"
    static let profile: TabID = "profile"
}

let allTabs: [TabID] = [.home, .search, .profile]

/// Three tabs, each with a root and two pushed screens, home selected.
func startState() -> NavigationState<Screen> {
    do {
        return try NavigationState<Screen>(
            flow: "main",
            tabs: [
                TabStack(.home, root: .home, path: [.page(1), .page(2)]),
                TabStack(.search, root: .search, path: [.page(3), .page(4)]),
                TabStack(.profile, root: .profile, path: [.page(5), .page(6)]),
            ],
            selected: .home)
    } catch {
        fatalError("the start state is invalid: \(error)")
    }
}

// MARK: One command, settled

/// A navigator on an instant simulated host that keeps no transcript, kept across iterations.
@MainActor
final class CommandBench {
    let navigator = Navigator(startState())
    private let host = SimulatedHost<Screen>(durations: .instant, keepsTranscript: false)

    init() {
        navigator.attach(host)
        host.settle()
    }

    /// Push, settle, pop, settle. Returns whether both completed and the screen is back.
    func pushThenPop() -> Bool {
        let push = navigator.push(.page(99))
        host.settle()
        let pop = navigator.pop()
        host.settle()
        return push.finishedOutcome == .completed && pop.finishedOutcome == .completed && navigator.isSettled
    }
}

@MainActor let commandBench = CommandBench()

// MARK: A million random commands

/// A screen model that counts its live instances, so a model kept alive elsewhere would show.
final class PageModel {
    static let alive = Atomic<Int>(0)
    let entry: EntryID

    init(entry: EntryID) {
        self.entry = entry
        Self.alive.wrappingAdd(1, ordering: .relaxed)
    }

    deinit {
        Self.alive.wrappingSubtract(1, ordering: .relaxed)
    }
}

/// What the random run ended with.
struct RandomRunSummary: Sendable {
    var commands = 0
    var refused = 0
    var steps = 0
    var entriesShown = 0
    var liveModels = 0
    var modelsMade = 0
    /// Model instances still alive (by their own count) before the navigator is released.
    var modelsAlive = 0
    /// Model instances still alive after the navigator and the models are released.
    var modelsAliveAfterRelease = 0
    var problems: [String] = []
}

@MainActor
func runRandomCommands(count: Int, seed: UInt64, settleEvery: Int, freshHostEvery: Int) -> RandomRunSummary {
    var summary = RandomRunSummary()
    let aliveBefore = PageModel.alive.load(ordering: .relaxed)
    do {
        var random = SeededRandom(seed: seed)
        let navigator = Navigator(startState())
        var host = SimulatedHost<Screen>(durations: .instant)
        navigator.attach(host)
        let models = ScreenModels<Screen, PageModel>(navigator: navigator) { PageModel(entry: $0.id) }
        host.settle()

        let maxDepth = 12
        let maxLayers = 3
        let alert = NavigationAlert(title: "Sure?", buttons: [.cancel(), AlertButton("OK", action: "ok")])

        /// Counts the steps a host performed, before it is let go.
        func countSteps(of host: SimulatedHost<Screen>) {
            summary.steps += host.transcript.count(where: { $0.text.hasPrefix("» ") && !$0.text.hasPrefix("» failed") })
        }

        for index in 1...count {
            let state = navigator.state
            let depth = state.stack(at: state.topStackLocation)?.count ?? 1
            let layers = state.layers.count
            let roll = random.next() % 100
            let request: NavigationRequest
            switch roll {
            case 0..<30 where depth < maxDepth:
                request = navigator.push(.page(Int(random.next() % 10_000)))
            case 0..<52:
                request = navigator.pop()
            case 52..<62 where layers < maxLayers:
                let path = (0..<Int(random.next() % 3)).map { Screen.sheetPage($0) }
                request = random.next() % 3 == 0
                    ? navigator.present(.cover, path: path, as: .fullScreenCover)
                    : navigator.present(.sheet, path: path, as: .sheet)
            case 52..<72:
                request = navigator.dismiss()
            case 72..<88:
                request = navigator.selectTab(allTabs[Int(random.next() % UInt64(allTabs.count))])
            default:
                request = navigator.showAlert(alert)
            }
            summary.commands += 1
            if case .refused = request.finishedOutcome { summary.refused += 1 }

            if index % settleEvery == 0 { host.settle() }
            if index % freshHostEvery == 0 {
                countSteps(of: host)
                host = SimulatedHost(durations: .instant)
                navigator.attach(host)
            }
        }
        host.settle()
        countSteps(of: host)

        let shownEntries = navigator.shown.allStacks.flatMap(\.stack.entries)
        summary.entriesShown = shownEntries.count
        summary.liveModels = models.liveCount
        summary.modelsMade = models.madeCount
        summary.modelsAlive = PageModel.alive.load(ordering: .relaxed) - aliveBefore
        if !navigator.isSettled { summary.problems.append("the navigator is not settled") }
        if shownEntries.contains(where: { models[$0.id] == nil }) { summary.problems.append("an entry shown has no model") }
        summary.problems += host.mismatches(with: navigator.shown).map { "controllers: \($0)" }
        summary.problems += host.violations.map { "violation: \($0)" }
    }
    summary.modelsAliveAfterRelease = PageModel.alive.load(ordering: .relaxed) - aliveBefore
    return summary
}

enum RandomRunMetric {
    static let liveModels = BenchmarkMetric.custom("Live screen models (final)", useScalingFactor: false)
    static let entriesShown = BenchmarkMetric.custom("Entries shown (final)", useScalingFactor: false)
    static let refused = BenchmarkMetric.custom("Commands refused", useScalingFactor: false)
    static let aliveAfterRelease = BenchmarkMetric.custom("Models alive after release", useScalingFactor: false)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "push+pop settled (2 commands)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal],
            timeUnits: .nanoseconds,
            warmupIterations: 10,
            maxDuration: .seconds(2),
            maxIterations: 20_000)
    ) { @MainActor benchmark async in
        benchmark.startMeasurement()
        let ok = commandBench.pushThenPop()
        benchmark.stopMeasurement()
        if !ok { benchmark.error("push then pop did not both complete and settle") }
    }

    let commandCount = 1_000_000
    Benchmark(
        "1M random commands, screen models",
        configuration: .init(
            metrics: [
                .wallClock, .peakMemoryResident, .peakMemoryResidentDelta, .mallocCountTotal, .memoryLeakedBytes,
                RandomRunMetric.liveModels, RandomRunMetric.entriesShown, RandomRunMetric.refused,
                RandomRunMetric.aliveAfterRelease,
            ],
            timeUnits: .milliseconds,
            units: [
                .peakMemoryResident: .kilo, .peakMemoryResidentDelta: .kilo, .memoryLeakedBytes: .count,
                RandomRunMetric.refused: .count,
            ],
            warmupIterations: 0,
            maxDuration: .seconds(900),
            maxIterations: 1)
    ) { @MainActor benchmark async in
        benchmark.startMeasurement()
        let summary = runRandomCommands(count: commandCount, seed: 0x5EED_CAFE, settleEvery: 16, freshHostEvery: 10_000)
        benchmark.stopMeasurement()

        benchmark.measurement(RandomRunMetric.liveModels, summary.liveModels)
        benchmark.measurement(RandomRunMetric.entriesShown, summary.entriesShown)
        benchmark.measurement(RandomRunMetric.refused, summary.refused)
        benchmark.measurement(RandomRunMetric.aliveAfterRelease, summary.modelsAliveAfterRelease)
        print(
            """
            1M random commands: \(summary.commands) commands (\(summary.refused) refused), \
            \(summary.steps) steps performed, \(summary.modelsMade) models made; at the end \(summary.entriesShown) entries shown, \
            \(summary.liveModels) live models (\(summary.modelsAlive) model instances alive), \
            \(summary.modelsAliveAfterRelease) alive after release; \
            live models == entries shown: \(summary.liveModels == summary.entriesShown)
            """)
        var failures = summary.problems
        if summary.liveModels != summary.entriesShown || summary.modelsAlive != summary.entriesShown {
            failures.append(
                "live models \(summary.liveModels) (instances \(summary.modelsAlive)) != entries shown \(summary.entriesShown)")
        }
        if summary.modelsAliveAfterRelease != 0 {
            failures.append("\(summary.modelsAliveAfterRelease) models outlived their navigator")
        }
        if !failures.isEmpty { benchmark.error(failures.joined(separator: "; ")) }
    }
}
