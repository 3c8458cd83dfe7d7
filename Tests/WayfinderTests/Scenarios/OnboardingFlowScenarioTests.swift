import Testing
import Wayfinder
import WayfinderTesting

/// An onboarding written as a flow model apart from its screen models, as NavigationFlow's
/// example is: the flow decides the next screen and takes a finished step out of the middle of
/// the path, so going back skips it. The screens the user typed into keep their models.
@MainActor
@Suite("Scenarios: an onboarding flow")
struct OnboardingFlowScenarioTests {
    enum Step: Hashable, Sendable {
        case welcome, name, email, verify, password, done
    }

    /// What a screen's model holds: what the user typed.
    final class Input {
        var text = ""
    }

    /// The flow model: it knows the order of the steps and nothing of screens' models.
    @MainActor
    final class Onboarding {
        let navigator: Navigator<Step>
        init(navigator: Navigator<Step>) { self.navigator = navigator }

        func start() { navigator.push(.name) }
        func named() { navigator.push(.email) }
        func emailed() { navigator.push(.verify) }
        /// The code is right: the password comes next, and the code screen leaves the path.
        func verified() {
            navigator.update { state in
                let verify = state.topEntry!.id
                try state.push(.password)
                try state.remove(verify)
            }
        }
        /// Editing the email again: back to it, whatever was on top.
        func editEmail() {
            guard let email = navigator.state.visiblePath.last(where: { $0.screen == .email }) else { return }
            navigator.back(to: email.id)
        }
    }

    // Promise: the verify screen leaves the middle of the path unseen in the same change as the
    // push of the password; every other screen keeps its model and what was typed into it;
    // going back from the password shows the email.
    @Test func aFinishedStepLeavesTheMiddleOfThePath() {
        let testbed = NavigationTestbed(NavigationState<Step>(root: .welcome))
        let navigator = testbed.navigator
        let models = ScreenModels<Step, Input>(navigator: navigator) { _ in Input() }
        let flow = Onboarding(navigator: navigator)
        flow.start()
        flow.named()
        flow.emailed()
        testbed.settle()
        let entries = navigator.shown.stack(at: .root)!.entries
        for (entry, text) in zip(entries, ["", "Ada", "ada@example.com", "123456"]) { models[entry.id]!.text = text }
        let kept = entries.prefix(3).map { models[$0.id]! }

        let report = testbed.measure { flow.verified() }
        #expect(navigator.shown.stack(at: .root)!.screens == [.welcome, .name, .email, .password])
        #expect(report.animatedTransitions == 1)
        #expect(report.steps.count == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        let now = navigator.shown.stack(at: .root)!.entries
        #expect(Array(now.prefix(3)) == Array(entries.prefix(3)))
        #expect(zip(now.prefix(3), kept).allSatisfy { models[$0.id] === $1 })
        #expect(models[now[2].id]?.text == "ada@example.com")
        #expect(models.liveCount == 4)

        let back = testbed.measure { navigator.back() }
        #expect(navigator.shown.topEntry == entries[2])
        #expect(back.animatedTransitions == 1)
        var request: NavigationRequest?
        testbed.measure { request = navigator.back() }
        #expect(request?.finishedOutcome == .completed)
        #expect(navigator.shown.topEntry == entries[1])
    }

    // Promise: removing a screen under the top is unseen: no animation, no time, the top screen
    // stays; a removed top is a pop.
    @Test func aRemovalUnderTheTopIsUnseen() {
        let testbed = NavigationTestbed(NavigationState<Step>(root: .welcome, path: [.name, .email, .verify]))
        let navigator = testbed.navigator
        let entries = navigator.state.stack(at: .root)!.entries
        let report = testbed.measure { navigator.remove(entries[1].id) }
        #expect(report.animatedTransitions == 0)
        #expect(report.time == .zero)
        #expect(navigator.shown.stack(at: .root)!.entries == [entries[0], entries[2], entries[3]])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")

        let pop = testbed.measure { navigator.remove(entries[3].id) }
        #expect(pop.animatedTransitions == 1)
        #expect(pop.time == SimulatedDurations.uiKit.push)
        #expect(navigator.shown.topEntry == entries[2])
    }

    // Promise: going back to the email from the end of the flow, and replacing the path with
    // the steps that stay, keeps the entries (and models) of the screens still there; a new
    // top is one push.
    @Test func editingTheEmailGoesBackAcrossTheFlow() {
        let testbed = NavigationTestbed(NavigationState<Step>(root: .welcome, path: [.name, .email, .password, .done]))
        let navigator = testbed.navigator
        let entries = navigator.state.stack(at: .root)!.entries
        let back = testbed.measure { Onboarding(navigator: navigator).editEmail() }
        #expect(navigator.shown.stack(at: .root)!.entries == Array(entries.prefix(3)))
        #expect(back.animatedTransitions == 1)

        let replaced = testbed.measure { navigator.replaceStack(with: [.welcome, .email, .verify]) }
        #expect(navigator.shown.stack(at: .root)!.entries.prefix(2) == [entries[0], entries[2]])
        #expect(replaced.animatedTransitions == 1)
        #expect(replaced.steps.count == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
