@testable import Wayfinder
@testable import WayfinderSimulator
@testable import WayfinderTesting

/// What a schedule took: its settle time and how many transitions animated or steps it made.
struct Schedule {
    var time: Duration
    var count: Int
}

/// A naive executor: every primitive operation animated, one after another. Layers are dismissed
/// one at a time, top first; every popped and pushed screen is its own animated pop or push (in
/// every stack that changes, seen or not); new layers are presented one at a time, then their
/// screens pushed one by one; a root switch dismisses its layers, swaps the root, presents anew.
func naive<Screen>(from: NavigationState<Screen>, to: NavigationState<Screen>, durations: SimulatedDurations) -> Schedule {
    var schedule = Schedule(time: .zero, count: 0)
    func run(_ duration: Duration, times: Int = 1) {
        guard times > 0 else { return }
        schedule.time += duration * times
        schedule.count += times
    }
    func present(_ layers: some Sequence<Layer<Screen>>) {
        for layer in layers {
            run(durations.modal)
            run(durations.push, times: max((layer.stack?.count ?? 1) - 1, 0))
        }
    }
    guard from.root.id == to.root.id else {
        run(durations.modal, times: from.layers.count)
        run(durations.rootTransition)
        present(to.layers[...])
        return schedule
    }
    let kept = zip(from.layers, to.layers).prefix { $0.id == $1.id }.count
    run(durations.modal, times: from.layers.count - kept)
    let stacks = to.root.stacks.map(\.location) + to.layers.prefix(kept).compactMap { $0.stack == nil ? nil : .layer($0.id) }
    for location in stacks {
        guard let old = from.stack(at: location), let new = to.stack(at: location) else { continue }
        let common = old.entries.commonPrefixCount(with: new.entries)
        run(durations.push, times: old.count - common)
        run(durations.push, times: new.count - common)
    }
    present(to.layers[kept...])
    return schedule
}

/// FlowStacks' schedule (How a Change Is Planned, Wayfinder.docc; from its
/// `FlowPath+calculateSteps.swift`): screen data changed where the path keeps its length is
/// applied in place, not as a transition; dismissals go one layer per step (all in one on iOS
/// 17), the pops underneath in the first dismissal's update (its step is the path cut at the
/// first diverging screen), pops alone in one step, pushes merged into the previous step
/// (NavigationStack), each
/// presentation its own step. Fewer than three states (the start and one step) are applied at
/// once; otherwise the first step at once and each later one after a fixed 0.65 s sleep. The
/// screen has settled when the last step's animation has ended.
func flowStacks<Screen>(
    from: NavigationState<Screen>, to: NavigationState<Screen>, durations: SimulatedDurations, iOS17: Bool
) -> Schedule {
    var steps: [Duration] = []
    func dismiss(_ count: Int) {
        guard count > 0 else { return }
        steps += Array(repeating: durations.modal, count: iOS17 ? 1 : count)
    }
    if from.root.id != to.root.id {
        dismiss(from.layers.count)
        steps.append(durations.rootTransition)
        steps += Array(repeating: durations.modal, count: to.layers.count)
    } else {
        let kept = zip(from.layers, to.layers).prefix { $0.id == $1.id }.count
        dismiss(from.layers.count - kept)
        var pops = false
        var pushes = false
        let stacks = to.root.stacks.map(\.location) + to.layers.prefix(kept).compactMap { $0.stack == nil ? nil : .layer($0.id) }
        for location in stacks {
            guard let old = from.stack(at: location), let new = to.stack(at: location) else { continue }
            // Paths compared by length: a changed element at the same place is data, in place.
            pops = pops || new.count < old.count
            pushes = pushes || new.count > old.count
        }
        // A dismissal step sets the whole remaining path (`end[..<firstDivergingIndex]`), so the
        // pops underneath happen in the same update as the first dismissal; pops alone are a
        // step of their own.
        if pops && steps.isEmpty { steps.append(durations.push) }
        if pushes && steps.isEmpty { steps.append(durations.push) }  // otherwise merged into the previous step
        steps += Array(repeating: durations.modal, count: to.layers.count - kept)
    }
    guard let last = steps.last else { return Schedule(time: .zero, count: 0) }
    if steps.count == 1 { return Schedule(time: last, count: 1) }
    return Schedule(time: .milliseconds(650) * (steps.count - 1) + last, count: steps.count)
}

extension Array where Element: Identifiable {
    /// How many leading elements have the same identity in both.
    func commonPrefixCount(with other: [Element]) -> Int {
        zip(self, other).prefix { $0.id == $1.id }.count
    }
}
