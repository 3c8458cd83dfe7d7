import Testing
import Wayfinder

/// Which transition each planned step runs: only the step that reveals or removes an entry or a
/// layer runs its transition; steps made unseen or coalesced run none.
@Suite("Step transitions")
struct StepTransitionTests {
    /// The steps from `from` to `to` on UIKit, each with the transition it runs (`-` for none).
    static func run(from: NavigationState<Shop>, to: NavigationState<Shop>) -> [String] {
        var current = from
        var lines: [String] = []
        for step in TransitionPlanner.plan(from: from, to: to, capabilities: .uiKit) {
            lines.append("\(step) → \(current.transition(of: step, wanted: to).map { "\($0)" } ?? "-")")
            current = current.applying(step)
        }
        return lines
    }

    static let catalog = NavigationState<Shop>(flow: .main, root: .catalog)
    static let zoomed = build(catalog) { try $0.push(.product(7), transition: .zoom(from: 7, in: EntryID(rawValue: 1))) }

    // Promise: a push runs the pushed entry's transition; the pop that removes it runs it again.
    @Test func pushAndPopRunTheEntrysTransition() {
        #expect(Self.run(from: Self.catalog, to: Self.zoomed) == [
            #"set root [catalog#1, product(7)#2] (animated) → zoom(from: Wayfinder.ZoomSource(list: #1, item: "7"))"#,
        ])
        #expect(Self.run(from: Self.zoomed, to: build(Self.zoomed) { try $0.pop() }) == [
            #"set root [catalog#1] (animated) → zoom(from: Wayfinder.ZoomSource(list: #1, item: "7"))"#,
        ])
    }

    // Promise: of two pushes coalesced into one step, only the top's transition runs; popping
    // both runs the leaving top's; an entry pushed and popped in one change runs nothing.
    @Test func coalescedEntriesRunNone() {
        let two = build(Self.catalog) { state in
            try state.push(.product(1), transition: .fade)
            try state.push(.options, transition: .slideFromBottom)
        }
        #expect(Self.run(from: Self.catalog, to: two) == ["set root [catalog#1, product(1)#2, options#3] (animated) → slideFromBottom"])
        #expect(Self.run(from: two, to: Self.catalog) == ["set root [catalog#1] (animated) → slideFromBottom"])
        let pushedAndPopped = build(Self.catalog) { state in
            try state.push(.product(1), transition: .fade)
            try state.pop()
        }
        #expect(Self.run(from: Self.catalog, to: pushedAndPopped) == [])
        // The same depth replaced: a push of the new top (3.1), with its transition.
        let replaced = build(Self.zoomed) { state in
            try state.pop()
            try state.push(.product(8), transition: .custom(named: "fold"))
        }
        #expect(Self.run(from: Self.zoomed, to: replaced) == ["set root [catalog#1, product(8)#3] (animated) → custom(named: fold)"])
    }

    // Promise: a stack changed under a layer that comes runs none; the layer runs its own.
    @Test func stacksUnderALayerRunNone() {
        let covered = build(Self.zoomed) { state in
            try state.pop()
            try state.present(.address, as: .fullScreenCover, transition: .slideFromBottom)
        }
        #expect(Self.run(from: Self.zoomed, to: covered) == [
            "set root [catalog#1] → -",
            "present cover#3 address#4 (animated) → slideFromBottom",
        ])
        #expect(Self.run(from: covered, to: build(covered) { try $0.dismiss() }) == ["dismiss from #3 (animated) → slideFromBottom"])
    }

    // Promise: layers presented on the way (unanimated) run none; a chain dismissed in one call
    // runs the top layer's transition, the one that animates.
    @Test func layersOnTheWayRunNone() {
        let two = build(Self.catalog) { state in
            try state.present(.options, as: .sheet, transition: .fade)
            try state.present(.address, as: .fullScreenCover, transition: .slideFromTop)
        }
        #expect(Self.run(from: Self.catalog, to: two) == [
            "present sheet#2 options#3 → -",
            "present cover#4 address#5 (animated) → slideFromTop",
        ])
        #expect(Self.run(from: two, to: Self.catalog) == ["dismiss from #2 (animated) → slideFromTop"])
    }

    // Promise: a root switch runs no screen transition (its own is the root's); the entries it
    // brings run none.
    @Test func rootSwitchRunsNoScreenTransition() {
        var signIn = Self.zoomed
        signIn.switchRoot(to: .signIn, root: .signIn, transition: .custom(named: "curtain"))
        #expect(Self.run(from: Self.zoomed, to: signIn) == ["replace root with signIn#3 (animated) → -"])
    }

    /// A random number generator with a seed, so a failure replays.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let kinds: [ScreenTransition] = [.system, .fade, .slideFromBottom, .custom(named: "fold"), .zoom(from: 1, in: EntryID(rawValue: 1))]

    /// One random command on `state`; refused ones change nothing.
    static func edit(_ state: inout NavigationState<Shop>, _ random: inout SplitMix) {
        let transition = kinds.randomElement(using: &random)!
        switch Int.random(in: 0..<7, using: &random) {
        case 0, 1: try? state.push(.product(Int.random(in: 0..<9, using: &random)), transition: transition)
        case 2: try? state.pop()
        case 3: try? state.present(.options, as: .sheet, transition: transition)
        case 4: try? state.dismiss()
        case 5: try? state.selectTab([TabID.catalog, .cart, .profile].randomElement(using: &random)!)
        default: try? state.replaceStack(with: [.cart, .product(Int.random(in: 0..<3, using: &random))])
        }
    }

    /// Every transition and its owner (entries and layers) in a value, by identity.
    static func owners(_ state: NavigationState<Shop>) -> [Int: ScreenTransition] {
        var owners: [Int: ScreenTransition] = [:]
        for (_, stack) in state.allStacks { for entry in stack.entries { owners[entry.id.rawValue] = state.transition(of: entry.id) } }
        for layer in state.layers { owners[layer.id.rawValue] = layer.transition }
        return owners
    }

    // Promise (property): in any change of one to five commands, a step runs a transition only
    // when it animates, and only one named by an entry or a layer that the change brings or
    // takes away, never one made and removed within the change (coalesced); at most two steps
    // of a change run one.
    @Test func onlyRevealingOrRemovingStepsRunTransitions() {
        var random = SplitMix(state: 34)
        var shown = mainTabs()
        for _ in 0..<2000 {
            var wanted = shown
            for _ in 0..<Int.random(in: 1...5, using: &random) { Self.edit(&wanted, &random) }
            let before = Self.owners(shown), after = Self.owners(wanted)
            var current = shown
            var running = 0
            for step in TransitionPlanner.plan(from: shown, to: wanted, capabilities: .uiKit) {
                if let transition = current.transition(of: step, wanted: wanted) {
                    running += 1
                    #expect(step.isAnimated, "\(step)")
                    let changed = before.filter { after[$0.key] == nil }.merging(after.filter { before[$0.key] == nil }) { a, _ in a }
                    #expect(changed.values.contains(transition), "\(step) ran \(transition), owned by nothing that came or went")
                }
                current = current.applying(step)
            }
            #expect(running <= 2)
            shown = wanted
        }
    }
}
