import Testing
import Wayfinder
import WayfinderTesting

/// `resumePending(along:)`: the pending link opens in the change that follows its guard starting
/// to hold, so one transition lands on the link's screen.
@MainActor
@Suite("DeepLinkHandler: resuming along a change")
struct ResumeAlongTests {
    /// A handler whose "vip" screen waits for membership, and whose "gold" one for a second
    /// guard that never holds.
    static func handler(_ membership: LinkMembership) throws -> DeepLinkHandler<String, String> {
        var router = DeepLinkRouter<String>(schemes: ["app"])
        try router.add("/vip") { _ in "vip" }
        try router.add("/gold") { _ in "gold" }
        let navigator = Navigator(NavigationState<String>(root: "home"))
        navigator.guards = [
            NavigationGuard("member", isSatisfied: { membership.isMember }, protects: { $0 == "vip" || $0 == "gold" }, redirect: { try $0.push("join") }),
            NavigationGuard("gold", isSatisfied: { false }, protects: { $0 == "gold" }, redirect: { try $0.push("upgrade") }),
        ]
        return DeepLinkHandler(navigator: navigator, router: router) { route, state in try state.push(route) }
    }

    // The app's change and the link, one change: one request, one revision.
    @Test func theLinkComesAlongInOneChange() throws {
        let membership = LinkMembership()
        let links = try Self.handler(membership)
        links.open("app://vip")
        membership.isMember = true
        let revision = links.navigator.revision

        links.resumePending(along: { state in try state.popToRoot(); try state.push("lounge") })

        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "lounge", "vip"])
        #expect(links.navigator.revision == revision + 1)
        #expect(links.pending == nil)
    }

    // While the guard still fails, or with no link pending, the app's change goes alone.
    @Test func withoutALinkTheChangeGoesAlone() throws {
        let membership = LinkMembership()
        let links = try Self.handler(membership)
        links.open("app://vip")
        links.resumePending(along: { state in try state.push("lounge") })
        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "join", "lounge"])
        #expect(links.pending?.route == "vip")
    }

    // A link another guard refuses leaves the app's change to go alone, and waits for that guard.
    @Test func aLinkAnotherGuardRefusesWaitsForIt() throws {
        let membership = LinkMembership()
        let links = try Self.handler(membership)
        links.open("app://gold")
        #expect(links.pending?.guardID == "member")
        membership.isMember = true

        links.resumePending(along: { state in try state.push("lounge") })

        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "join", "lounge"])
        #expect(links.pending?.guardID == "gold")
        #expect(links.pending?.route == "gold")
    }

    // Issued while the navigator is changing (from inside another change, as from an
    // Observation `onChange`), the resume is taken right after that change, once: it used to
    // defer itself again each time it was taken, until the nested-command limit refused it and
    // the link was lost.
    @Test func issuedMidChangeItIsTakenAfterTheChange() throws {
        let membership = LinkMembership()
        let links = try Self.handler(membership)
        links.open("app://vip")
        membership.isMember = true
        var resumed: NavigationRequest?

        links.navigator.update { state in
            try state.push("lobby")
            resumed = links.resumePending(along: { state in try state.push("lounge") })
        }

        #expect(links.navigator.state.stack(at: .root)?.screens == ["home", "join", "lobby", "lounge", "vip"])
        #expect(resumed?.finishedOutcome == .completed)
        #expect(links.pending == nil)
    }
}
