import Testing
import Wayfinder
import WayfinderHosting

/// Platform Rules 1.6 and 9.13: a driver's answer to "is the container in a window", from its
/// appearance callbacks: away after a disappearance, back after an appearance, and still in
/// the window while a full-screen presentation of its own covers it.
@MainActor
@Suite struct WindowMembershipTests {
    @Test func whatWaitsRunsOnceWhenTheContainerAppears() {
        let membership = WindowMembership()
        var runs = 0
        membership.whenInWindow { runs += 1 }
        #expect(!membership.isInWindow)
        #expect(runs == 0)

        membership.appeared()
        #expect(membership.isInWindow)
        #expect(runs == 1)
        membership.appeared()
        #expect(runs == 1)
    }

    // The regression of issue #20 (3.9): the UIKit root controller remembered its first
    // appearance for good, so after a SwiftUI tab was switched away steps ran and were refused
    // (not in a window) instead of waiting for the tab to come back.
    @Test func aContainerThatLeftTheWindowWaitsAgain() {
        let membership = WindowMembership(isInWindow: true)
        membership.disappeared(presenting: false)
        #expect(!membership.isInWindow)

        var runs = 0
        membership.whenInWindow { runs += 1 }
        #expect(runs == 0)
        membership.appeared()
        #expect(runs == 1)
        #expect(membership.isInWindow)
    }

    // Platform Rules 5: a full-screen cover removes the views under it, and the container gets
    // viewDidDisappear, but it still presents from the window: steps must not wait for a
    // dismissal that is itself a step.
    @Test func aFullScreenPresentationKeepsTheContainerInTheWindow() {
        let membership = WindowMembership(isInWindow: true)
        membership.disappeared(presenting: true)
        #expect(membership.isInWindow)
        var runs = 0
        membership.whenInWindow { runs += 1 }
        #expect(runs == 1)
    }

    // An action that runs may ask to wait again (the container left meanwhile): it waits for
    // the next appearance, and nothing runs twice.
    @Test func anActionQueuedWhileRunningWaitsForTheNextAppearance() {
        let membership = WindowMembership()
        var log: [String] = []
        membership.whenInWindow {
            log.append("first")
            membership.disappeared(presenting: false)
            membership.whenInWindow { log.append("second") }
        }
        membership.appeared()
        #expect(log == ["first"])
        membership.appeared()
        #expect(log == ["first", "second"])
    }
}
