import Foundation
import Observation
import PropertyBased
import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// Random sequences in which some actions are not taken at once but armed on a callback: an
/// Observation `onChange` of one of the navigator's properties (which runs while that property is
/// about to change) or a guard's condition (which runs while a command is being checked). The
/// action then runs at that awkward moment: a command, a link, a session change, a screen's event.
/// After every sequence the same promises hold as for the plain sequences (Properties): no rule
/// violated, nothing stalled, every request ended, the controllers show `shown` and `shown` is
/// `state`. Runs as many sequences as the plain suite (`WAYFINDER_PROPERTY_RUNS`); a failure
/// prints its seed, and `WAYFINDER_PROPERTY_SEED` replays it.
@MainActor
@Suite("Properties: actions at awkward moments")
struct ReentrantPropertyTests {
    @Test(.disabled(if: NavigationPropertyTests.replaySeed != nil, "replaying WAYFINDER_PROPERTY_SEED instead"))
    func everySequenceWithActionsInCallbacksKeepsEveryPromise() async {
        await propertyCheck(count: NavigationPropertyTests.runs, input: NavigationPropertyTests.sequences, perform: Self.check)
    }

    @Test(
        .enabled(if: NavigationPropertyTests.replaySeed != nil, "set WAYFINDER_PROPERTY_SEED to replay a failure"),
        .fixedSeed(
            NavigationPropertyTests.replayState.0, NavigationPropertyTests.replayState.1,
            NavigationPropertyTests.replayState.2, NavigationPropertyTests.replayState.3))
    func replay() async {
        await propertyCheck(input: NavigationPropertyTests.sequences, perform: Self.check)
    }

    static func check(_ codes: [Int]) {
        let steps = codes.map(ReentrantStep.init(code:))
        let (app, host, withoutModel) = NavigationPropertyTests.launch(signedIn: codes.count % 2 == 0)
        let log = RequestLog()
        for step in steps { step.perform(on: app, host: host, log: log) }
        let problems = NavigationPropertyTests.settledProblems(app, host, withoutModel, log.requests)
        let unarmed = log.armed - log.fired
        #expect(
            problems.isEmpty,
            """
            \(problems.joined(separator: "\n"))
            steps: \(steps)
            (\(log.fired) of \(log.armed) armed actions ran, \(unarmed) never did)
            replay: WAYFINDER_PROPERTY_SEED='<the seed printed below>' swift test --filter WayfinderPropertyTests
            """)
    }
}

/// The requests of a sequence, wherever they were issued, and how many armed actions ran.
@MainActor
final class RequestLog {
    var requests: [NavigationRequest] = []
    var armed = 0
    var fired = 0
    /// The guard probes that have run their action.
    var probesRun: Set<Int> = []
}

/// An action taken at once, or armed on a callback.
enum ReentrantStep: CustomStringConvertible {
    case now(ShopAction)
    case on(Callback, ShopAction)

    /// Where an armed action runs.
    enum Callback: CaseIterable {
        case state, shown, transitionInFlight, isInteracting, revision, guardCondition
    }

    init(code: Int) {
        // One step in four is armed; the rest decode as the plain suite's actions, so shrinking
        // works the same way.
        guard code % 4 == 0 else {
            self = .now(ShopAction(code: code))
            return
        }
        let callbacks = Callback.allCases
        let action = code / 4 / callbacks.count
        let choice = Self.appCodes[action % Self.appCodes.count]
        self = .on(callbacks[(code / 4) % callbacks.count], ShopAction(code: choice + ShopAction.choiceCount * (action / Self.appCodes.count)))
    }

    /// What app code does in a callback: commands, links, session changes, screen events (the
    /// choices of `ShopAction(code:)`). Not a user's gesture, nor time passing: on a device
    /// both come between turns of the run loop, never inside the navigator's own change, which
    /// is where these callbacks run.
    static let appCodes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 18, 19, 20, 22, 23]

    var description: String {
        switch self {
        case .now(let action): "\(action)"
        case .on(let callback, let action): "on \(callback): \(action)"
        }
    }

    @MainActor
    func perform(on app: ShopApp, host: SimulatedHost<ShopScreen>, log: RequestLog) {
        switch self {
        case .now(let action):
            if let request = action.perform(on: app, host: host) { log.requests.append(request) }
        case .on(let callback, let action):
            log.armed += 1
            // Weakly: an action armed on an observer that never fires stays with the navigator,
            // which the app owns.
            let fire: @MainActor () -> Void = { [weak app, weak host] in
                guard let app, let host else { return }
                log.fired += 1
                if let request = action.perform(on: app, host: host) { log.requests.append(request) }
            }
            let navigator = app.navigator
            func observe(_ read: @escaping @MainActor () -> Void) {
                withObservationTracking { read() } onChange: { MainActor.assumeIsolated { fire() } }
            }
            switch callback {
            case .state: observe { _ = navigator.state }
            case .shown: observe { _ = navigator.shown }
            case .transitionInFlight: observe { _ = navigator.transitionInFlight }
            case .isInteracting: observe { _ = navigator.isInteracting }
            case .revision: observe { _ = navigator.revision }
            case .guardCondition:
                let count = log.armed
                navigator.guards.append(
                    NavigationGuard(GuardID("probe \(count)"), isSatisfied: {
                        // Once: the guard stays, a condition that always holds.
                        if log.probesRun.insert(count).inserted { fire() }
                        return true
                    }, protects: { _ in false }, redirect: { _ in }))
            }
        }
    }
}
