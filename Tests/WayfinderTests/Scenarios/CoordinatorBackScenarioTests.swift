import Testing
import Wayfinder
import WayfinderTesting

/// A coordinator written as FlowStacks' example is: numbers pushed, shown in sheets and covers,
/// and its three ways back (`goBack`, `goBackTo`, `goBackToRoot`), each one line over the
/// navigator, crossing whatever layers are up, in the fewest transitions the platform allows.
@MainActor
@Suite("Scenarios: a coordinator going back across layers")
struct CoordinatorBackScenarioTests {
    enum Route: Hashable, Sendable {
        case home, number(Int)
    }

    @MainActor
    final class NumberCoordinator {
        let navigator: Navigator<Route>
        init(navigator: Navigator<Route>) { self.navigator = navigator }

        func push(_ number: Int) { navigator.push(.number(number)) }
        func sheet(_ number: Int) { navigator.present(.number(number), as: .sheet) }
        func cover(_ number: Int) { navigator.present(.number(number), as: .fullScreenCover) }
        func goBack() { navigator.back() }
        func goBackTo(_ number: Int) {
            guard let entry = navigator.state.visiblePath.last(where: { $0.screen == .number(number) }) else { return }
            navigator.back(to: entry.id)
        }
        func goBackToRoot() { navigator.backToRoot() }
    }

    /// Home › 1 › 2, a sheet 3 › 4, a cover 5 › 6, settled.
    func deep() -> (NavigationTestbed<Route>, NumberCoordinator) {
        let testbed = NavigationTestbed(NavigationState<Route>(root: .home))
        let coordinator = NumberCoordinator(navigator: testbed.navigator)
        coordinator.push(1)
        coordinator.push(2)
        coordinator.sheet(3)
        coordinator.push(4)
        coordinator.cover(5)
        coordinator.push(6)
        testbed.settle()
        return (testbed, coordinator)
    }

    var modal: Duration { SimulatedDurations.uiKit.modal }

    // Promise: goBack steps back one screen at a time, dismissing a layer from its root.
    @Test func goBackStepsThroughEveryLayer() {
        let (testbed, coordinator) = deep()
        var tops: [Route?] = []
        var times: [Duration] = []
        for _ in 0..<6 {
            times.append(testbed.measure { coordinator.goBack() }.time)
            tops.append(testbed.navigator.shown.topEntry?.screen)
        }
        #expect(tops == [.number(5), .number(4), .number(3), .number(2), .number(1), .home])
        let push = SimulatedDurations.uiKit.push
        #expect(times == [push, modal, push, modal, push, push])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Promise: goBackTo a screen under a sheet and a cover dismisses both and pops in one change:
    // one animated dismissal, the pop under it unseen.
    @Test func goBackToCrossesASheetAndACoverInOneAnimation() {
        let (testbed, coordinator) = deep()
        let report = testbed.measure { coordinator.goBackTo(1) }
        #expect(testbed.tree == "root main: home › number(1)")
        #expect(report.animatedTransitions == 1)
        #expect(report.time == modal)
        #expect(report.steps.count == 2)
        #expect(report.steps.last?.hasPrefix("dismiss from") == true)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Promise: goBackTo a screen inside the sheet dismisses the cover and pops in the sheet.
    @Test func goBackToInsideASheet() {
        let (testbed, coordinator) = deep()
        let report = testbed.measure { coordinator.goBackTo(3) }
        #expect(testbed.tree == "root main: home › number(1) › number(2)\nsheet [large]: number(3)")
        #expect(report.animatedTransitions == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Promise: goBackToRoot dismisses everything and pops to home with one animation.
    @Test func goBackToRootCrossesEverything() {
        let (testbed, coordinator) = deep()
        let report = testbed.measure { coordinator.goBackToRoot() }
        #expect(testbed.tree == "root main: home")
        #expect(report.animatedTransitions == 1)
        #expect(report.time == modal)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Promise: going back further than there is is refused and changes nothing on screen.
    @Test func goingBackTooFarIsRefused() {
        let (testbed, _) = deep()
        let before = testbed.navigator.shown
        var request: NavigationRequest?
        testbed.measure { request = testbed.navigator.back(7) }
        #expect(request?.finishedOutcome == .refused(.nothingToPop(.root)))
        #expect(testbed.navigator.shown == before)
    }
}
