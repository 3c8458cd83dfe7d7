import Testing
import Wayfinder
import WayfinderMap

/// The map against what sessions did: links never opened, transitions seen but not declared.
@Suite("Navigation map: compared with sessions")
struct MapComparisonTests {
    @Test("a session that used everything declared leaves nothing to report")
    func everythingUsed() throws {
        let map = try NavigationMap.testApp()
        let findings = map.compared(
            openedLinks: ["app://items/7"],
            seenTransitions: [.init(from: "home", to: "item(id)", by: .push)])
        #expect(findings == [])
    }

    @Test("a link declared and never opened; links that match nothing, or are not links, count for none")
    func linkNeverOpened() throws {
        var map = try NavigationMap.testApp()
        map.links.append(LinkDeclaration(pattern: "/help", parameters: [], shows: ScreenPath("main", ["home"])))
        let findings = map.compared(openedLinks: ["https://app.example/items/7", "app://nothing", "not a link"], seenTransitions: [])
        #expect(findings == [.linkNeverOpened(pattern: "/help")])
        #expect(findings.first?.description == "the link /help was never opened")
    }

    @Test("a transition seen and not declared: another screen, or presented where the map says pushed")
    func transitionNotDeclared() throws {
        let map = try NavigationMap.testApp()
        let share = NavigationMap.Transition(from: "item", to: "share", by: .present)
        let presented = NavigationMap.Transition(from: "home", to: "item(id)", by: .present)
        let findings = map.compared(openedLinks: ["app://items/1"], seenTransitions: [share, presented, share])
        #expect(findings == [.transitionNotDeclared(share), .transitionNotDeclared(presented)])
        #expect(findings.first?.description == "the transition item → share (present) was seen, and the map does not declare it")
    }

    @Test("a push that a link's stack builds counts as declared")
    func pushBuiltByALink() throws {
        var map = try NavigationMap.testApp()
        map.transitions = []
        let findings = map.compared(openedLinks: ["app://items/1"], seenTransitions: [.init(from: "home", to: "item(id)", by: .push)])
        #expect(findings == [])
    }
}

/// The pushes and presentations a session's values show, for comparing a map with it.
@Suite("Navigation map: transitions seen in a session's values")
struct SeenTransitionTests {
    enum Page: Hashable, Sendable { case home, item(Int), share }

    static func name(_ page: Page) -> ScreenName {
        switch page {
        case .home: "home"
        case .item: "item(id)"
        case .share: "share"
        }
    }

    @Test("a push, a presentation, and what only goes away or is set anew")
    func pushesAndPresentations() throws {
        var state = NavigationState<Page>(root: .home)
        var values = [state]
        try state.push(.item(1))
        values.append(state)
        try state.present(.share, as: .sheet)
        values.append(state)
        try state.dismiss()
        try state.pop()
        values.append(state)
        // A stack set anew keeps no entry: nothing in it was pushed.
        try state.replaceStack(with: [.home, .share], keeping: .nothing)
        values.append(state)
        try state.push(.item(4))
        values.append(state)

        let seen = NavigationMap.transitions(seenIn: values, naming: Self.name)
        #expect(seen == [
            .init(from: "home", to: "item(id)", by: .push),
            .init(from: "item", to: "share", by: .present),
            .init(from: "share", to: "item(id)", by: .push),
        ])

        let map = try NavigationMap.testApp()
        let findings = map.compared(openedLinks: ["app://items/1"], seenTransitions: seen)
        #expect(findings.contains(.transitionNotDeclared(.init(from: "item", to: "share", by: .present))))
        #expect(!findings.contains(.transitionNotDeclared(.init(from: "home", to: "item(id)", by: .push))))
    }
}
