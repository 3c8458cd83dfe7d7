import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 2.2 and 2.3: dismissing a chain of presented controllers in one call.
@MainActor
@Suite struct DismissalRuleTests {
    let rig = ControllerRig()

    // Rule 2.2: dismiss on a lower presenter takes every controller above it, as one animated dismissal of the top.
    @Test func dismissOnALowerPresenterRemovesTheWholeChain() {
        let (bottom, middle, top) = (rig.sheet(), rig.sheet(), rig.sheet())
        rig.presentChain([bottom, middle, top])
        let animatedBefore = rig.window.animatedTransitionCount
        let linesBefore = rig.lines.count

        bottom.dismissPresented(animated: true) {}
        rig.host.settle()

        let dismissals = rig.lines.dropFirst(linesBefore).filter { $0.hasPrefix("dismiss") }
        #expect(dismissals == ["dismiss [\(middle.name), \(top.name)] from \(bottom.name) (animated: \(top.name))"])
        #expect(rig.window.animatedTransitionCount == animatedBefore + 1)
        #expect(rig.violatedRules.isEmpty)
        #expect(bottom.presented == nil)
        #expect(middle.presented == nil && middle.presenter == nil)
        #expect(top.presenter == nil)
        #expect(rig.container.presented === bottom)
        #expect(bottom.presenter === rig.container)
    }

    // Rule 2.2: dismissing from the container empties the screen of every layer in one call.
    @Test func dismissOnTheContainerRemovesEveryLayer() {
        let chain = [rig.sheet(), rig.sheet(), rig.sheet()]
        rig.presentChain(chain)

        rig.container.dismissPresented(animated: true) {}
        #expect(chain.allSatisfy { $0.isBeingDismissed })
        rig.host.settle()

        #expect(rig.container.presented == nil)
        #expect(chain.allSatisfy { $0.presenter == nil && $0.presented == nil && !$0.isBeingDismissed })
        #expect(rig.lines.filter { $0.hasPrefix("dismiss") }.count == 1)
    }

    // Rule 2.3: the completion runs once the modal duration (0.4 s) has passed, after the chain is gone.
    @Test func completionRunsAfterTheModalDurationOnceTheChainIsGone() {
        let (bottom, top) = (rig.sheet(), rig.sheet())
        rig.presentChain([bottom, top])
        let start = rig.clock.now
        var completedAt: Duration?
        var chainGoneAtCompletion = false

        rig.container.dismissPresented(animated: true) { [rig] in
            completedAt = rig.clock.now
            chainGoneAtCompletion = rig.container.presented == nil && bottom.presented == nil
                && bottom.presenter == nil && top.presenter == nil
        }
        rig.clock.advance(by: .milliseconds(399))
        #expect(completedAt == nil)
        #expect(rig.container.presented === bottom)
        #expect(bottom.isBeingDismissed && top.isBeingDismissed)

        rig.clock.advance(by: .milliseconds(1))
        #expect(completedAt == start + .milliseconds(400))
        #expect(chainGoneAtCompletion)
    }

    // Rule 2.2: a non-animated dismissal animates nothing and is over on the clock's next turn.
    @Test func nonAnimatedDismissalIsNoAnimation() {
        rig.presentChain([rig.sheet(), rig.sheet()])
        var completed = false
        rig.container.dismissPresented(animated: false) { completed = true }
        rig.clock.advance(by: .zero)
        #expect(completed)
        #expect(rig.container.presented == nil)
        #expect(rig.window.animatedTransitionCount == 0)
    }
}
