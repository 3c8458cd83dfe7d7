import Observation
import Testing
import Wayfinder
import WayfinderTesting

/// Commands issued at awkward moments: from every kind of callback, while every kind of command
/// or gesture is under way. Whatever the moment, after settling the value is valid, the
/// controllers show `shown`, `shown` is `state`, every request ended and nothing stalled. And a
/// command issued while a command was being taken lands exactly as if it had been issued right
/// after that command returned: same value, same outcomes, same controller calls.
@MainActor
@Suite("Re-entrancy: every callback × every command × every trigger")
struct ReentrancyMatrixTests {
    @Test(arguments: ReentryCallback.allCases)
    func commandsFromACallbackKeepEveryPromise(callback: ReentryCallback) {
        var fired: [String: Int] = [:]
        for command in ReentryCommand.all {
            for trigger in ReentryTrigger.all where callback.applies(to: trigger) {
                let rig = ReentryRig(callback: callback)
                trigger.setup(rig)
                rig.arm(command)
                let triggerRequest = trigger.run(rig)
                let firedDuringTrigger = rig.shot.prepared
                rig.settle()
                let cell = "\(callback) × \(command.name) during \(trigger.name)"
                #expect(rig.problems.isEmpty, "\(cell): \(rig.problems)")
                #expect(rig.navigator.state.isValid, "\(cell)")
                #expect(triggerRequest?.isFinished != false, "\(cell): the trigger's request never ended")
                guard let issued = rig.shot.request else { continue }
                fired[command.name, default: 0] += 1
                #expect(issued.isFinished, "\(cell): the command issued from the callback never ended")
                guard let replay = firedDuringTrigger, trigger.edit != nil else { continue }
                // Issued while the trigger was being taken: it is taken right after, as if issued then.
                let reference = ReentryRig(callback: nil)
                trigger.setup(reference)
                let referenceTrigger = trigger.run(reference)
                let referenceRequest = replay(reference.navigator)
                reference.settle()
                #expect(rig.navigator.state == reference.navigator.state, "\(cell): \(rig.navigator.state) instead of \(reference.navigator.state)")
                #expect(issued.finishedOutcome == referenceRequest.finishedOutcome, "\(cell)")
                #expect(triggerRequest?.finishedOutcome == referenceTrigger?.finishedOutcome, "\(cell)")
                #expect(rig.calls == reference.calls, "\(cell): the controller calls differ")
            }
        }
        // Every command was issued from this callback at least once: no row of the matrix is empty.
        for command in ReentryCommand.all {
            #expect(fired[command.name, default: 0] > 0, "\(callback) never issued \(command.name)")
        }
    }
}

/// Where a command comes from.
enum ReentryCallback: String, CaseIterable, CustomStringConvertible, Sendable {
    case observingState, observingShown, observingTransition, observingInteraction, observingRevision
    case follower
    case hostPerform, hostBeforeCompletion, hostAfterCompletion, hostEvent
    case alertResponse
    case modelFactory, modelDeinit
    case guardCondition
    case changeClosure

    var description: String { rawValue }

    /// The change closure wraps the trigger's own change; a gesture has none.
    func applies(to trigger: ReentryTrigger) -> Bool {
        self != .changeClosure || trigger.edit != nil
    }
}

/// A command issued from a callback: read what it needs from the navigator when the callback
/// runs (`prepare`), then issue it; the reference run replays the same prepared command.
struct ReentryCommand: Sendable {
    let name: String
    let prepare: @MainActor (Navigator<Shop>) -> @MainActor (Navigator<Shop>) -> NavigationRequest

    static let all: [ReentryCommand] = [
        ReentryCommand(name: "push") { _ in { $0.push(.order(7)) } },
        ReentryCommand(name: "pop") { _ in { $0.pop() } },
        ReentryCommand(name: "pop to") { navigator in
            let root = navigator.state.stack(at: navigator.state.topStackLocation)?.entries.first?.id ?? EntryID(rawValue: 0)
            return { $0.pop(to: root) }
        },
        ReentryCommand(name: "present") { _ in { $0.present(.settings, as: .fullScreenCover) } },
        ReentryCommand(name: "dismiss") { _ in { $0.dismiss() } },
        ReentryCommand(name: "alert") { _ in { $0.showAlert(.productNote) } },
        ReentryCommand(name: "select tab") { _ in { $0.selectTab(.profile) } },
        ReentryCommand(name: "switch root") { _ in { $0.switchRoot(to: .signIn, root: .signIn) } },
        ReentryCommand(name: "update") { _ in
            {
                $0.update { state in
                    state.dismissAll()
                    try state.selectTab(.cart)
                    try state.replaceStack(with: [.cart, .address, .confirmOrder], at: .tab(.cart))
                }
            }
        },
    ]
}

/// What is under way when the callback runs: a command (as its change) or a user gesture.
struct ReentryTrigger: Sendable {
    let name: String
    var setup: @MainActor (ReentryRig) -> Void = { _ in }
    var edit: (@Sendable (inout NavigationState<Shop>) throws -> Void)?
    var gesture: (@MainActor (SimulatedHost<Shop>) -> Void)?

    /// Runs the trigger; a command's request, or `nil` for a gesture.
    @MainActor
    func run(_ rig: ReentryRig) -> NavigationRequest? {
        if let edit {
            if rig.callback == .changeClosure {
                return rig.navigator.update { [shot = rig.shot] state in
                    shot.fire()
                    try edit(&state)
                }
            }
            return rig.navigator.update(edit)
        }
        gesture?(rig.host.simulated)
        return nil
    }

    static let withSheet: @MainActor (ReentryRig) -> Void = { rig in
        rig.navigator.present(.options, as: .sheet)
        rig.settle()
    }

    static let all: [ReentryTrigger] = [
        ReentryTrigger(name: "push", edit: { try $0.push(.address) }),
        ReentryTrigger(name: "pop", edit: { try $0.pop() }),
        ReentryTrigger(name: "pop to", edit: { state in try state.pop(to: state.stack(at: .tab(.catalog))!.entries[0].id) }),
        ReentryTrigger(name: "present", edit: { try $0.present(.options, as: .sheet) }),
        ReentryTrigger(name: "dismiss", setup: withSheet, edit: { try $0.dismiss() }),
        ReentryTrigger(name: "alert", edit: { try $0.showAlert(.removeItem) }),
        ReentryTrigger(name: "select tab", edit: { try $0.selectTab(.cart) }),
        ReentryTrigger(name: "switch root", edit: { $0.switchRoot(to: .signIn, root: .signIn) }),
        ReentryTrigger(name: "update", edit: { state in
            state.dismissAll()
            try state.selectTab(.profile)
            try state.replaceStack(with: [.profile, .orders, .order(3)], at: .tab(.profile))
        }),
        ReentryTrigger(name: "swipe back", gesture: { _ = $0.swipeBack() }),
        ReentryTrigger(name: "drag sheet down", setup: withSheet, gesture: { _ = $0.dragSheetDown() }),
        ReentryTrigger(
            name: "tap alert button",
            setup: { rig in
                rig.navigator.showAlert(.removeItem)
                rig.settle()
            },
            gesture: { _ = $0.tapAlertButton(1) }),
        ReentryTrigger(name: "tap tab", gesture: { _ = $0.tapTab(.profile) }),
    ]
}

/// One command, issued once, the first time its callback runs.
@MainActor
final class ReentryShot {
    weak var navigator: Navigator<Shop>?
    var command: ReentryCommand?
    private(set) var prepared: (@MainActor (Navigator<Shop>) -> NavigationRequest)?
    private(set) var request: NavigationRequest?

    func fire() {
        guard prepared == nil, let navigator, let command else { return }
        let issue = command.prepare(navigator)
        prepared = issue
        request = issue(navigator)
    }
}

/// A screen model whose release runs a closure (a model's `deinit` issuing a command).
final class ReentryModel {
    let released: @MainActor @Sendable () -> Void
    init(released: @escaping @MainActor @Sendable () -> Void) { self.released = released }
    deinit {
        let released = self.released
        MainActor.assumeIsolated { released() }
    }
}

/// A navigator on the hooked simulated host, at Catalog › Product(1) in three tabs, with the
/// callback kind under test wired in (armed by `arm(_:)`).
@MainActor
final class ReentryRig: NavigatorFollower {
    let callback: ReentryCallback?
    let navigator = Navigator(build(mainTabs(selected: .catalog)) { try $0.push(.product(1)) })
    let host = HookedHost()
    let shot = ReentryShot()
    private var isArmed = false
    private var models: ScreenModels<Shop, ReentryModel>?

    init(callback: ReentryCallback?) {
        self.callback = callback
        shot.navigator = navigator
        navigator.attach(host)
        settle()
        switch callback {
        case .follower: navigator.follow(by: self)
        case .hostPerform, .hostBeforeCompletion, .hostAfterCompletion, .hostEvent:
            let moment: HookedHost.Moment = switch callback {
            case .hostPerform: .perform
            case .hostBeforeCompletion: .beforeCompletion
            case .hostAfterCompletion: .afterCompletion
            default: .event
            }
            host.hook = { [weak self] in if $0 == moment { self?.fireIfArmed() } }
        case .alertResponse: navigator.onAlertResponse = { [weak self] _ in self?.fireIfArmed() }
        case .modelFactory, .modelDeinit:
            models = ScreenModels(navigator: navigator) { [weak self] _ in
                if callback == .modelFactory { self?.fireIfArmed() }
                return ReentryModel { [weak self] in if callback == .modelDeinit { self?.fireIfArmed() } }
            }
        case .guardCondition:
            navigator.guards = [
                NavigationGuard("probe", isSatisfied: { [weak self] in
                    self?.fireIfArmed()
                    return true
                }, protects: { _ in false }, redirect: { _ in })
            ]
        default: break
        }
    }

    /// Arms the callback: from now on its first run issues `command`.
    func arm(_ command: ReentryCommand) {
        shot.command = command
        isArmed = true
        let navigator = self.navigator
        let shot = self.shot
        func observe(_ read: @escaping @MainActor () -> Void) {
            withObservationTracking { read() } onChange: { MainActor.assumeIsolated { shot.fire() } }
        }
        switch callback {
        case .observingState: observe { _ = navigator.state }
        case .observingShown: observe { _ = navigator.shown }
        case .observingTransition: observe { _ = navigator.transitionInFlight }
        case .observingInteraction: observe { _ = navigator.isInteracting }
        case .observingRevision: observe { _ = navigator.revision }
        default: break
        }
    }

    private func fireIfArmed() {
        if isArmed { shot.fire() }
    }

    func navigatorDidChange() { fireIfArmed() }

    func settle() { host.simulated.settle(limit: 10_000) }

    /// The controller calls made, without their times.
    var calls: [String] { host.simulated.transcript.map(\.text) }

    /// Everything wrong: rule violations, stalls, something in flight, `shown` not `state`, the
    /// controllers not `shown`.
    var problems: [String] {
        let simulated = host.simulated
        var problems = simulated.violations.map { "violation \($0)" } + simulated.window.stalls.map { "stalled: \($0)" }
        if navigator.transitionInFlight != nil { problems.append("a transition is still in flight") }
        if navigator.isInteracting { problems.append("a gesture is still in flight") }
        if navigator.shown != navigator.state { problems.append("shown \(navigator.shown) differs from state \(navigator.state)") }
        return problems + simulated.mismatches(with: navigator.shown).map { "controllers: \($0)" }
    }
}
