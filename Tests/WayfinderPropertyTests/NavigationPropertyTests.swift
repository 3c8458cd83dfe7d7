import Foundation
import PropertyBased
import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// Random sequences of commands, deep links, user gestures, session changes and clock advances
/// that stop transitions halfway, on the Shop app and the simulated UIKit host. After every
/// sequence: no rule violated, every await ended, `shown == state` once settled and the
/// controllers show exactly `shown`, live screen models are exactly the entries shown, child
/// coordinators live only for regions in the value, and no guarded screen is shown signed out.
/// All along: no screen is built without its model (the host's screen factory reads it).
///
/// `swift test` runs `WAYFINDER_PROPERTY_RUNS` sequences (200 unless set); CI runs 10,000 in
/// release mode; a longer run:
///
///     WAYFINDER_PROPERTY_RUNS=50000 swift test -c release --filter WayfinderPropertyTests
///
/// A failure prints the shrunk sequence and its seed (`.fixedSeed("…")`); one command replays it:
///
///     WAYFINDER_PROPERTY_SEED='…' swift test --filter WayfinderPropertyTests
@MainActor
@Suite("Properties")
struct NavigationPropertyTests {
    static var runs: Int {
        ProcessInfo.processInfo.environment["WAYFINDER_PROPERTY_RUNS"].flatMap(Int.init) ?? 200
    }

    /// A sequence: up to 60 action codes.
    static let sequences = Gen.int(in: 0...1999).array(of: 0...60)

    /// The seed of `WAYFINDER_PROPERTY_SEED` (as a failure prints it), when a replay is asked for.
    nonisolated static let replaySeed: Xoshiro? = ProcessInfo.processInfo.environment["WAYFINDER_PROPERTY_SEED"]
        .flatMap { Xoshiro(seed: $0) }
    /// The replayed seed as the fixed-seed trait takes it (zeros when none is asked for).
    nonisolated static let replayState: (UInt64, UInt64, UInt64, UInt64) = replaySeed?.currentState ?? (0, 0, 0, 0)

    @Test(.disabled(if: replaySeed != nil, "replaying WAYFINDER_PROPERTY_SEED instead"))
    func everySequenceKeepsEveryPromise() async {
        await propertyCheck(count: Self.runs, input: Self.sequences, perform: Self.check)
    }

    /// Replays the one sequence of `WAYFINDER_PROPERTY_SEED` (then reports, as the fixed-seed
    /// trait always does, that a fixed seed was used).
    @Test(
        .enabled(if: replaySeed != nil, "set WAYFINDER_PROPERTY_SEED to replay a failure"),
        .fixedSeed(replayState.0, replayState.1, replayState.2, replayState.3))
    func replay() async {
        await propertyCheck(input: Self.sequences, perform: Self.check)
    }

    static func check(_ codes: [Int]) {
        let problems = run(codes.map(ShopAction.init(code:)), signedIn: codes.count % 2 == 0)
        #expect(
            problems.isEmpty,
            """
            \(problems.joined(separator: "\n"))
            actions: \(codes.map(ShopAction.init(code:)))
            replay: WAYFINDER_PROPERTY_SEED='<the seed printed below>' swift test --filter WayfinderPropertyTests
            """)
    }

    /// Plays the actions, settles, and returns every broken promise.
    static func run(_ actions: [ShopAction], signedIn: Bool) -> [String] {
        let (app, host, builds) = launch(signedIn: signedIn)
        var requests: [NavigationRequest] = []
        for action in actions {
            if let request = action.perform(on: app, host: host) { requests.append(request) }
        }
        return settledProblems(app, host, builds, requests)
    }

    /// The screens the host built without their model.
    @MainActor final class ScreensWithoutModel {
        var screens: [ShopScreen] = []
    }

    /// The Shop on a new simulated host, started; the host's screen factory reads each screen's
    /// model, as the app's screens do, and notes the screens it found without one.
    static func launch(signedIn: Bool) -> (ShopApp, SimulatedHost<ShopScreen>, ScreensWithoutModel) {
        let app = ShopApp(session: Session(user: signedIn ? "Ada" : nil, hasOnboarded: signedIn))
        let host = SimulatedHost<ShopScreen>()
        let withoutModel = ScreensWithoutModel()
        host.driver.onMakeScreen = { [weak app] entry in
            if app?.models[entry.id] == nil { withoutModel.screens.append(entry.screen) }
        }
        // The catalog's list, so a product's zoom finds its row (or, deleted, falls back).
        host.driver.listItems = { [weak app] entry in
            entry.screen == .catalog ? app?.products.items.map(String.init) : nil
        }
        app.navigator.attach(host)
        app.start()
        return (app, host, withoutModel)
    }

    /// Settles, and returns every broken promise.
    static func settledProblems(
        _ app: ShopApp, _ host: SimulatedHost<ShopScreen>, _ withoutModel: ScreensWithoutModel, _ requests: [NavigationRequest]
    ) -> [String] {
        ShopAction.closeShareSheet(on: host)
        host.settle(limit: 20_000)
        let navigator = app.navigator
        var problems = host.violations.map { "violation \($0)" } + host.window.stalls.map { "stalled: \($0)" }
        if !withoutModel.screens.isEmpty { problems.append("screens built without their model: \(withoutModel.screens)") }
        if !navigator.isSettled { problems.append("not settled") }
        problems += host.mismatches(with: navigator.shown).map { "controllers: \($0)" }
        let unfinished = requests.filter { !$0.isFinished }.count
        if unfinished > 0 { problems.append("\(unfinished) requests never ended") }
        let shownEntries = Set(navigator.shown.allStacks.flatMap { $0.stack.entries.map(\.id) })
        let modelEntries = Set(app.models.all.map(\.entry))
        if modelEntries != shownEntries { problems.append("live models \(modelEntries.sorted()) ≠ entries shown \(shownEntries.sorted())") }
        let regions = navigator.state.regions.union(navigator.shown.regions)
        if !app.coordinators.regions.isSubset(of: regions) { problems.append("a coordinator outlived its region") }
        if !app.session.isReady {
            let guarded = navigator.shown.allStacks.flatMap(\.stack.entries).filter { entry in
                if case .onboarding = entry.screen { return false }
                return entry.screen.needsSession
            }
            if !guarded.isEmpty { problems.append("guarded screens shown while signed out: \(guarded)") }
        }
        if !navigator.state.isValid { problems.append("state is invalid") }
        return problems
    }
}
