import Testing
@testable import Wayfinder
import WayfinderTesting

/// Once the screen shows what the app wants, the next command under many sheets is planned from
/// what is shown as it would be under one.
@Suite("A settled navigator under sheets")
@MainActor
struct SettledUnderSheetsTests {
    // Promise: after sheets presented one per transition and a push in the top one, `shown`
    // equals `state`, and the next push in the top sheet takes exactly one step.
    @Test func settledNavigatorPlansTheNextPushAsOneStep() async throws {
        let testbed = NavigationTestbed(NavigationState<Shop>(root: .cart))
        for _ in 0..<3 { testbed.navigator.present(.options, as: .sheet) }
        testbed.settle()
        testbed.navigator.push(.address)
        testbed.settle()
        #expect(testbed.navigator.shown == testbed.navigator.state)
        let report = testbed.measure { testbed.navigator.push(.product(1)) }
        #expect(report.steps.count == 1)
        #expect(testbed.navigator.shown == testbed.navigator.state)
        #expect(testbed.problems.isEmpty)
    }
}
