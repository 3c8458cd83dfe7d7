import Observation
import Testing
import Wayfinder
import WayfinderTesting

/// An error of the app's own, thrown while applying a route.
struct LinkApplyFailure: Error, CustomStringConvertible {
    var description: String { "the shelf is closed" }
}

/// Whether the user is a member; read by the guard, changed by the test.
@MainActor
final class LinkMembership {
    var isMember = false
}

@MainActor
@Suite("DeepLinkHandler")
struct DeepLinkHandlerTests {
    /// A headless navigator on `home` and a handler that pushes each route's screen.
    static func handler(guards: [NavigationGuard<String>] = []) throws -> DeepLinkHandler<String, String> {
        var router = DeepLinkRouter<String>(schemes: ["app"])
        try router.add("/item/:id") { "item \(try $0.parameter("id", as: Int.self))" }
        try router.add("/vip") { _ in "vip" }
        try router.add("/refuse") { _ in "refuse" }
        try router.add("/fail") { _ in "fail" }
        let navigator = Navigator(NavigationState<String>(root: "home"))
        navigator.guards = guards
        return DeepLinkHandler(navigator: navigator, router: router) { route, state in
            switch route {
            case "refuse": try state.pop(5)
            case "fail": throw LinkApplyFailure()
            default: try state.push(route)
            }
        }
    }

    // Promise: a link that resolves opens as one change of the navigation value, and returns
    // the request of that change, which ends when the screen shows it.
    @Test func opens() throws {
        let links = try Self.handler()
        let testbed = NavigationTestbed(attaching: links.navigator)
        let request = links.open("app://item/3")
        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "item 3"])
        testbed.settle()
        #expect(request.finishedOutcome == .completed)
        #expect(links.navigator.shown.stack(at: .root)?.screens == ["home", "item 3"])
    }

    // Promise: a link that cannot be read or matched throws its typed error and changes nothing.
    @Test(arguments: [
        ("app://item/x", DeepLinkError.parameterInvalid(name: "id", value: "x", expected: "Int")),
        ("web://item/3", .schemeUnsupported("web")),
        ("app://item//3", .emptySegment(position: 1)),
        ("app://nowhere", .unmatched(path: "/nowhere")),
        ("app item", .malformed("the link holds spaces, control or non-ASCII characters; encode them")),
    ])
    func badLinkThrowsWithoutChange(_ text: String, _ error: DeepLinkError) throws {
        let links = try Self.handler()
        links.open("app://item/1")
        let (before, revision) = (links.navigator.state, links.navigator.revision)
        #expect(links.open(text).finishedOutcome == .refused(.link(error)))
        #expect(links.navigator.state == before)
        #expect(links.navigator.revision == revision)
        #expect(links.pending == nil)
    }

    // Promise: a link whose change the navigator refuses (the route's change throws, or leaves
    // a value that cannot be shown) is a refused command: its request has ended refused with
    // the reason, typed, and nothing changed.
    @Test(arguments: [
        ("app://refuse", NavigationError.nothingToPop(.root)),
        ("app://fail", .changeFailed("the shelf is closed")),
    ])
    func refusedChangeEndsItsRequestRefused(_ text: String, _ error: NavigationError) throws {
        let links = try Self.handler()
        links.open("app://item/1")
        let before = links.navigator.state
        let request = links.open(text)
        #expect(request.finishedOutcome == .refused(error))
        #expect(links.navigator.state == before)
        #expect(links.pending == nil)
    }

    // Promise: guards decide in one place. With no guard protecting "vip", its link opens: there
    // is no route-level requirement that could name a guard the navigator lacks and wait forever.
    @Test func unprotectedScreenOpens() throws {
        let links = try Self.handler()
        links.open("app://vip")
        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "vip"])
        #expect(links.pending == nil)
    }

    // Promise: a pending link and the guard it waits for are one value; a guard the app removes
    // while a link waits no longer holds it back: resuming asks the navigator again.
    @Test func pendingLinkKeepsItsGuard() throws {
        let guardian = NavigationGuard<String>(
            "member", isSatisfied: { false }, protects: { $0 == "vip" }, redirect: { state in try state.push("join") })
        let links = try Self.handler(guards: [guardian])
        links.open("app://vip")
        #expect(links.pending?.link == (try DeepLink("app://vip")))
        #expect(links.pending?.guardID == "member")
        #expect(links.pending?.route == "vip")
        #expect(links.resumePending() == nil)
        links.navigator.guards = []
        #expect(links.resumePending() != nil)
        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "join", "vip"])
        #expect(links.pending == nil)
        links.dropPending()
        #expect(links.pending == nil)
    }

    // Promise: a guarded link waits behind the guard's redirect, whose request it returns, and
    // opens once the guard holds.
    @Test func guardedLinkResumes() throws {
        let membership = LinkMembership()
        let guardian = NavigationGuard<String>(
            "member", isSatisfied: { membership.isMember }, protects: { $0 == "vip" },
            redirect: { state in try state.push("join") })
        let links = try Self.handler(guards: [guardian])
        let testbed = NavigationTestbed(attaching: links.navigator)
        let redirect = links.open("app://vip")
        #expect(links.pending?.guardID == "member")
        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "join"])
        testbed.settle()
        #expect(redirect.finishedOutcome == .completed)
        membership.isMember = true
        let resumed = try #require(links.resumePending())
        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "join", "vip"])
        #expect(links.pending == nil)
        testbed.settle()
        #expect(resumed.finishedOutcome == .completed)
    }

    // Promise: a link that fails, to be read or by a refused change, neither replaces nor drops
    // the link already pending; a link that opens does replace it (it is the newer wish).
    @Test func onlyAnOpenedLinkReplacesThePendingOne() throws {
        let guardian = NavigationGuard<String>(
            "member", isSatisfied: { false }, protects: { $0 == "vip" }, redirect: { state in try state.push("join") })
        let links = try Self.handler(guards: [guardian])
        links.open("app://vip")
        #expect(links.open("app://nowhere").finishedOutcome == .refused(.link(.unmatched(path: "/nowhere"))))
        #expect(links.open("app://fail").finishedOutcome == .refused(.changeFailed("the shelf is closed")))
        #expect(links.pending?.route == "vip")
        links.open("app://item/2")
        #expect(links.pending == nil)
    }
}

extension DeepLinkHandlerTests {
    // A link opened while the navigator changes (here from an observer's onChange) is taken
    // right after the change: a guard's refusal still keeps it pending and shows the redirect,
    // and the request it returned says it was refused.
    @Test func aGuardedLinkOpenedDuringAChangeStillWaitsBehindItsRedirect() throws {
        let links = try Self.handler(guards: [
            NavigationGuard("member", isSatisfied: { false }, protects: { $0 == "vip" }, redirect: { try $0.push("join") })
        ])
        var request: NavigationRequest?
        withObservationTracking { _ = links.navigator.state } onChange: {
            MainActor.assumeIsolated { request = links.open("app://vip") }
        }
        links.navigator.push("item 1")
        #expect(links.pending?.route == "vip")
        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "item 1", "join"])
        #expect(request?.finishedOutcome == .refused(.refusedByGuard("member")))
    }

    // The same link opened at once, outside any change, is pending with its redirect in one change.
    @Test func aGuardedLinkAndItsRedirectAreOneChange() throws {
        let links = try Self.handler(guards: [
            NavigationGuard("member", isSatisfied: { false }, protects: { $0 == "vip" }, redirect: { try $0.push("join") })
        ])
        let before = links.navigator.revision
        links.open("app://vip")
        #expect(links.pending?.guardID == "member")
        #expect(links.navigator.revision == before + 1)
    }
}
