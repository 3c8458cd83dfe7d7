import Observation
import Testing
import Wayfinder

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

    // Promise: a link that resolves opens as one change of the navigation value.
    @Test func opens() throws {
        let links = try Self.handler()
        let outcome = links.open("app://item/3")
        #expect(outcome.request != nil)
        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "item 3"])
    }

    // Promise: a link that fails, to resolve or to apply, gives its typed error and changes nothing.
    @Test(arguments: [
        ("app://item/x", DeepLinkError.invalidParameter(name: "id", value: "x", expected: "Int")),
        ("web://item/3", .unsupportedScheme("web")),
        ("app://item//3", .emptySegment(position: 1)),
        ("app://nowhere", .noMatch(path: "/nowhere")),
        ("app://refuse", .refused(.nothingToPop(.root))),
        ("app://fail", .refused(.changeFailed("the shelf is closed"))),
    ])
    func failsWithoutChange(_ text: String, _ error: DeepLinkError) throws {
        let links = try Self.handler()
        links.open("app://item/1")
        let before = links.navigator.state
        #expect(links.open(text).error == error)
        #expect(links.navigator.state == before)
        #expect(links.pending == nil)
    }

    // Promise: guards decide in one place. With no guard protecting "vip", its link opens: there
    // is no route-level requirement that could name a guard the navigator lacks and wait forever.
    @Test func unprotectedScreenOpens() throws {
        let links = try Self.handler()
        #expect(links.open("app://vip").request != nil)
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
        #expect(links.pending?.guardID == "member")
        #expect(links.pending?.route == "vip")
        #expect(links.resumePending() == nil)
        links.navigator.guards = []
        #expect(links.resumePending()?.request != nil)
        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "join", "vip"])
        #expect(links.pending == nil)
        links.dropPending()
        #expect(links.pending == nil)
    }

    // Promise: a guarded link waits behind the guard's redirect and opens once the guard holds.
    @Test func guardedLinkResumes() throws {
        let membership = LinkMembership()
        let guardian = NavigationGuard<String>(
            "member", isSatisfied: { membership.isMember }, protects: { $0 == "vip" },
            redirect: { state in try state.push("join") })
        let links = try Self.handler(guards: [guardian])
        #expect(links.open("app://vip").pendingGuard == "member")
        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "join"])
        membership.isMember = true
        #expect(links.resumePending()?.request != nil)
        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "join", "vip"])
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
        var outcome: LinkOutcome?
        withObservationTracking { _ = links.navigator.state } onChange: {
            MainActor.assumeIsolated { outcome = links.open("app://vip") }
        }
        links.navigator.push("item 1")
        #expect(links.pending?.route == "vip")
        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "item 1", "join"])
        #expect(outcome?.request?.finishedOutcome == .refused(.refusedByGuard("member")))
    }

    // The same link opened at once, outside any change, is pending with its redirect in one change.
    @Test func aGuardedLinkAndItsRedirectAreOneChange() throws {
        let links = try Self.handler(guards: [
            NavigationGuard("member", isSatisfied: { false }, protects: { $0 == "vip" }, redirect: { try $0.push("join") })
        ])
        let before = links.navigator.revision
        #expect(links.open("app://vip").pendingGuard == "member")
        #expect(links.navigator.revision == before + 1)
    }
}
