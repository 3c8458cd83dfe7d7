import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 1.4 to 1.6: presentations UIKit drops, called on the fake controllers directly.
@MainActor
@Suite struct PresentationRuleTests {
    let rig = ControllerRig()

    // Rule 1.4: presenting on a controller that already presents is dropped, without completion.
    @Test func presentingWhileAlreadyPresentingIsDropped() {
        let first = rig.sheet()
        rig.presentChain([first])
        let animatedBefore = rig.window.animatedTransitionCount
        var completed = false

        let second = rig.sheet()
        rig.container.present(second, animated: true) { completed = true }
        rig.host.settle()

        #expect(rig.violatedRules == ["1.4"])
        #expect(rig.window.violations.first?.message.contains("already presenting") == true)
        #expect(rig.container.presented === first)
        #expect(second.presenter == nil)
        #expect(!completed)
        #expect(rig.window.animatedTransitionCount == animatedBefore)
        #expect(!rig.lines.contains { $0.hasPrefix("present \(second.name)") })
    }

    // Rule 1.5: presenting while an animated presentation is in progress is dropped.
    @Test func presentingDuringAPresentationIsDropped() {
        let first = rig.sheet()
        rig.container.present(first, animated: true) {}
        var completed = false

        let second = rig.sheet()
        first.present(second, animated: true) { completed = true }
        rig.host.settle()

        #expect(rig.violatedRules == ["1.5"])
        #expect(rig.window.violations.first?.message.contains("while a presentation is in progress") == true)
        #expect(first.presented == nil)
        #expect(rig.container.presented === first)
        #expect(!completed)
    }

    // Rule 1.5: presenting while an animated dismissal is in progress is dropped.
    @Test func presentingDuringADismissalIsDropped() {
        let sheet = rig.sheet()
        rig.presentChain([sheet])
        rig.container.dismissPresented(animated: true) {}
        var completed = false

        let other = rig.sheet()
        rig.rootStack.screens[0].present(other, animated: true) { completed = true }
        rig.host.settle()

        #expect(rig.violatedRules == ["1.5"])
        #expect(rig.rootStack.screens[0].presented == nil)
        #expect(rig.container.presented == nil)
        #expect(!completed)
    }

    // Rule 1.5: dismissing while a presentation is in progress is dropped, with UIKit's dismissal warning.
    @Test func dismissingDuringAPresentationIsDropped() {
        let lower = rig.sheet()
        rig.presentChain([lower])
        let upper = rig.sheet()
        lower.present(upper, animated: true) {}
        var dismissed = false

        rig.container.dismissPresented(animated: true) { dismissed = true }
        rig.host.settle()

        #expect(rig.violatedRules == ["1.5"])
        #expect(rig.window.violations.first?.message.contains("Attempt to dismiss") == true)
        #expect(!dismissed)
        #expect(!lower.isBeingDismissed)
        #expect(rig.container.presented === lower)
        #expect(lower.presented === upper)
    }

    // Rule 1.6: a controller whose view is not in the window cannot present.
    @Test func presentingFromOutsideTheWindowIsDropped() {
        let detached = rig.stack([rig.screen(.weather)])
        #expect(!detached.isInWindow)
        var completed = false

        detached.present(rig.sheet(), animated: true) { completed = true }
        rig.host.settle()

        #expect(rig.violatedRules == ["1.6"])
        #expect(rig.window.violations.first?.message.contains("not in the window hierarchy") == true)
        #expect(detached.presented == nil)
        #expect(!completed)
    }

    // Rule 1.6, the other side: a screen of the stack the container shows is in the window and presents.
    @Test func presentingFromAScreenInTheWindowSucceeds() {
        let screen = rig.rootStack.screens[0]
        #expect(screen.isInWindow)
        let sheet = rig.sheet()
        var completed = false

        screen.present(sheet, animated: true) { completed = true }
        rig.host.settle()

        #expect(rig.violatedRules.isEmpty)
        #expect(screen.presented === sheet)
        #expect(sheet.presenter === screen)
        #expect(sheet.isInWindow)
        #expect(completed)
    }

    // Rule 1.6: a screen popped off its stack has left the window, so it cannot present any more.
    @Test func screenPoppedOffItsStackCannotPresent() {
        let (bottom, top) = (rig.screen(.trailhead), rig.screen(.camp))
        let stack = rig.rootStack
        stack.setScreens([bottom, top], animated: false) {}
        #expect(top.isInWindow)
        stack.setScreens([bottom], animated: false) {}

        #expect(!top.isInWindow)
        top.present(rig.sheet(), animated: true) {}
        rig.host.settle()
        #expect(rig.violatedRules == ["1.6"])
        #expect(top.presented == nil)
    }

    // Rules 1.1 and 3.5: a non-animated present is not an animation and completes on the clock's next turn, at zero time.
    @Test func nonAnimatedPresentCompletesOnTheNextTurn() {
        let sheet = rig.sheet()
        var completedAt: Duration?
        rig.container.present(sheet, animated: false) { [rig] in completedAt = rig.clock.now }
        #expect(completedAt == nil)

        rig.clock.advance(by: .zero)
        #expect(completedAt == .zero)
        #expect(rig.window.animatedTransitionCount == 0)
        #expect(rig.lines.last == "present \(sheet.name) on container")
    }
}
