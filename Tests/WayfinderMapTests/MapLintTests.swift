import Testing
import Wayfinder
import WayfinderMap

/// Each finding of the linter, on the small test app broken in one way; the app unbroken lints clean.
@Suite("Navigation map: lint")
struct MapLintTests {
    let signIn = ScreenPath("signIn", ["signIn"])

    @Test("the test app as declared has no problems")
    func cleanApp() throws {
        #expect(try NavigationMap.testApp().lint() == [])
    }

    @Test("a screen no flow, link, redirect or transition reaches")
    func unreachableScreen() throws {
        var map = try NavigationMap.testApp()
        map.screens.append("receipt(id)")
        map.transitions.append(.init(from: "receipt", to: "home", by: .push))  // from it, not to it
        #expect(map.lint() == [.unreachable(screen: "receipt")])
        #expect(map.lint().map(\.description) == [#"no flow, tab, link, redirect or transition reaches the screen "receipt""#])
    }

    @Test("a screen reached through a chain of transitions is reachable")
    func reachedThroughTransitions() throws {
        var map = try NavigationMap.testApp()
        map.screens += ["receipt(id)", "share"]
        map.transitions += [.init(from: "receipt", to: "share", by: .present), .init(from: "item", to: "receipt(id)", by: .push)]
        #expect(map.lint() == [])
    }

    @Test("a link whose pattern lacks a value its screen is built from")
    func parameterMissing() throws {
        var map = try NavigationMap.testApp()
        // The link writes the screen without its parameter; the app's list of screens says it needs one.
        map.links.append(LinkDeclaration(pattern: "/latest", parameters: [], shows: ScreenPath("main", ["home", "item"])))
        #expect(map.lint() == [.parameterMissing(pattern: "/latest", screen: "item(id)", parameter: "id")])
        #expect(map.lint().first?.description == #"the link /latest lands on item(id), which needs "id", and the pattern has no such parameter"#)
    }

    @Test("a guard whose redirect shows a screen it protects")
    func redirectProtected() throws {
        var map = try NavigationMap.testApp()
        map.guards[0].redirectsTo = [ScreenPath("main", ["home"])]
        #expect(map.lint() == [.redirectProtected(guardID: "signedIn", screen: "home")])
    }

    @Test("a pattern other patterns take every link of")
    func shadowed() throws {
        var map = try NavigationMap.testApp()
        let home = ScreenPath("main", ["home"])
        // "/a/x" goes to /a/:x, and "/a/x/y…" to /a/:x/*more: the router never picks /a/*rest.
        map.links += ["/a/*rest", "/a/:x", "/a/:x/*more"].map { LinkDeclaration(pattern: $0, parameters: [], shows: home) }
        #expect(map.lint() == [.shadowed(pattern: "/a/*rest", by: ["/a/:x", "/a/:x/*more"])])
        #expect(map.lint().first?.description == "no link opens /a/*rest: /a/:x, /a/:x/*more match every link it would")
        #expect(MapFinding.shadowed(pattern: "/b", by: []).description == "no link opens /b")
    }

    @Test("a literal that takes one value of a parameter shadows nothing; a duplicate shape is the router's to refuse")
    func partialOverlapIsNotShadowing() throws {
        var map = try NavigationMap.testApp()
        let home = ScreenPath("main", ["home"])
        map.links += ["/items/new", "/items/*ids", "/x"].map { LinkDeclaration(pattern: $0, parameters: [], shows: home) }
        #expect(map.lint() == [])
    }

    @Test("a link or a guard that does not say where it lands")
    func notDeclared() throws {
        var map = try NavigationMap.testApp()
        map.links.append(LinkDeclaration(pattern: "/help", parameters: [], shows: nil))
        map.guards.append(.init(id: "paid", protects: [], redirectsTo: []))
        #expect(map.lint() == [.linkNotDeclared(pattern: "/help"), .redirectNotDeclared(guardID: "paid")])
    }

    @Test("a screen named somewhere that the app's screens lack (a typo)")
    func unknownScreen() throws {
        var map = try NavigationMap.testApp()
        map.transitions.append(.init(from: "home", to: "itme(id)", by: .push))
        #expect(map.lint() == [.unknownScreen("itme", namedBy: "the transition home → itme(id) (push)")])
    }
}
