import Observation
import Testing
import Wayfinder
import WayfinderTesting

/// Following a navigator: once per change, after every value has changed, in order, and never a
/// cycle.
@MainActor
@Suite("Following the navigator")
struct FollowingTests {
    /// Records the top screen shown after each change; holds its navigator, as an app would.
    @MainActor final class Log: NavigatorFollower {
        let navigator: Navigator<Shop>
        var shownTops: [Shop?] = []
        var revisions: [Int] = []
        init(_ navigator: Navigator<Shop>) {
            self.navigator = navigator
            navigator.follow(by: self)
        }
        func navigatorDidChange() {
            shownTops.append(navigator.shown.topEntry?.screen)
            revisions.append(navigator.revision)
        }
    }

    // Promise: when told, the follower reads the change's revision (not the one before), so a
    // log keyed by revision names each change once.
    @Test func followerReadsTheNewRevision() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let log = Log(navigator)
        navigator.push(.address)
        navigator.push(.orders)
        #expect(log.revisions == [navigator.revision - 1, navigator.revision])
    }

    // Following twice with one follower tells it once per change.
    @Test func followingTwiceTellsOnce() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let log = Log(navigator)
        navigator.follow(by: log)
        navigator.push(.address)
        #expect(log.shownTops == [.address])
    }

    /// Starts a second follower from inside its first notice.
    @MainActor final class Recruiter: NavigatorFollower {
        let navigator: Navigator<Shop>
        var recruit: Log?
        init(_ navigator: Navigator<Shop>) {
            self.navigator = navigator
            navigator.follow(by: self)
        }
        func navigatorDidChange() {
            if recruit == nil { recruit = Log(navigator) }
        }
    }

    // A follower that starts following from a notice is told of the changes after it, not of
    // the one being told.
    @Test func followingFromANotice() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let recruiter = Recruiter(navigator)
        navigator.push(.address)
        #expect(recruiter.recruit?.shownTops == [])
        navigator.push(.orders)
        #expect(recruiter.recruit?.shownTops == [.orders])
    }

    // A headless push changes state and shown in one change: followers hear of it once (they
    // heard twice before), and read the new values.
    @Test func headlessCommandIsOneChange() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let log = Log(navigator)
        let before = navigator.revision
        navigator.push(.address)
        #expect(navigator.revision == before + 1)
        #expect(log.shownTops == [.address])
        navigator.push(contentsOf: [.confirmOrder, .orders])
        #expect(log.shownTops == [.address, .orders])
    }

    // On a host, the command is one change and each step's completion another.
    @Test func hostedCommandAndEachStepAreChanges() {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        let log = Log(testbed.navigator)
        testbed.navigator.push(.address)
        #expect(log.shownTops == [.cart])
        testbed.settle()
        #expect(log.shownTops == [.cart, .address])
    }

    /// Pushes once from inside the notice of the first change: a change caused by a follower.
    @MainActor final class Pusher: NavigatorFollower {
        let navigator: Navigator<Shop>
        var notices = 0
        init(_ navigator: Navigator<Shop>) {
            self.navigator = navigator
            navigator.follow(by: self)
        }
        func navigatorDidChange() {
            notices += 1
            if navigator.state.stack(at: .root)?.count == 2 { navigator.push(.orders) }
        }
    }

    // A change a follower causes while it is told of one is told once, after: the follower is
    // not registered twice (notices doubled with every such change) and revision counts both.
    @Test func changeCausedByAFollowerIsToldOnceAfter() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let pusher = Pusher(navigator)
        let before = navigator.revision
        navigator.push(.address)
        #expect(navigator.state.stack(at: .root)?.screens == [.cart, .address, .orders])
        #expect(pusher.notices == 2)
        #expect(navigator.revision == before + 2)
        for _ in 0..<5 { navigator.push(.confirmOrder) }
        #expect(pusher.notices == 7)
    }

    /// Answers every notice with a push, keeping each request.
    @MainActor final class Echo: NavigatorFollower {
        let navigator: Navigator<Shop>
        var requests: [NavigationRequest] = []
        init(_ navigator: Navigator<Shop>) {
            self.navigator = navigator
            navigator.follow(by: self)
        }
        func navigatorDidChange() { requests.append(navigator.push(.product(requests.count))) }
    }

    // Promise: a follower that answers every change with a command is stopped with a reason,
    // in a loop rather than a recursion, and the navigator stays valid and usable.
    @Test func followerAnsweringEveryChangeIsStopped() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let echo = Echo(navigator)
        let limit = Navigator<Shop>.nestedCommandLimit
        navigator.push(.address)
        #expect(echo.requests.count == limit + 1)
        #expect(echo.requests.last?.finishedOutcome == .refused(.commandLoop(limit: limit)))
        #expect(echo.requests.dropLast().allSatisfy { $0.finishedOutcome == .completed })
        #expect(navigator.state.isValid)
        #expect(navigator.state.stack(at: .root)?.count == limit + 2)
    }

    // A follower that owns its navigator closes no cycle: released, both are freed, with a
    // tracking still registered (nothing changed since the last notice).
    @Test func followerOwningItsNavigatorIsFreed() {
        weak var weakLog: Log?
        weak var weakNavigator: Navigator<Shop>?
        do {
            let log = Log(Navigator(NavigationState<Shop>(flow: .main, root: .cart)))
            log.navigator.push(.address)
            (weakLog, weakNavigator) = (log, log.navigator)
        }
        #expect(weakLog == nil)
        #expect(weakNavigator == nil)
    }

    // A follower released while its navigator lives is not kept, and is told nothing more.
    @Test func releasedFollowerIsNotKept() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        weak var weakLog: Log?
        do {
            let log = Log(navigator)
            weakLog = log
            navigator.push(.address)
            #expect(log.shownTops.count == 1)
        }
        #expect(weakLog == nil)
        navigator.push(.orders)
        #expect(weakLog == nil)
    }

    /// Observes as a SwiftUI view does: reads `state` and `shown` while rendering, is marked
    /// dirty by the first change of either, and tracks anew when it renders again.
    @MainActor final class ViewLike {
        let navigator: Navigator<Shop>
        var notices = 0
        var rendered: [Shop?] = []
        init(_ navigator: Navigator<Shop>) {
            self.navigator = navigator
            render()
        }
        func render() {
            withObservationTracking {
                rendered.append(navigator.state.topEntry?.screen)
                _ = navigator.shown
            } onChange: { [weak self] in
                MainActor.assumeIsolated { self?.notices += 1 }
            }
        }
    }

    // Promise: a view observing `state` is told once per command and, rendering again, reads
    // the new value; a list anchor, which `==` leaves out, is a change it is told of too.
    @Test func aViewObservingTheValuesIsToldOncePerChange() throws {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let view = ViewLike(navigator)
        navigator.push(.address)
        #expect(view.notices == 1)
        view.render()
        navigator.push(contentsOf: [.confirmOrder, .orders])
        #expect(view.notices == 2)
        view.render()
        #expect(view.rendered == [.cart, .address, .orders])
        let cart = try #require(navigator.state.stack(at: .root)?.root?.id)
        try navigator.setAnchor(ListAnchor(item: 3), of: "items", in: cart)
        #expect(view.notices == 3)
    }
}
