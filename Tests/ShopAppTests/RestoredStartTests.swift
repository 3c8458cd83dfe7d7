import Foundation
import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// The Shop starts from restored data as well as from its splash screen.
@MainActor
@Suite("Shop: restored start")
struct RestoredStartTests {
    /// What a signed-in session left on screen: Profile › Orders › Order(42) with the options
    /// sheet of Product 7 over it, saved as restoration data.
    static func savedData() throws -> Data {
        let app = ShopApp(session: Session(user: "Ada", hasOnboarded: true))
        app.start()
        app.open("shop://orders/42")
        app.navigator.present(.options(product: 7), as: .sheet(.fitting))
        return try app.navigator.state.restorationData()
    }

    // A ready session starts at the restored screens, identities kept, with no splash between.
    @Test func readySessionStartsWhereItLeft() throws {
        let saved = try NavigationState<ShopScreen>.restored(from: try Self.savedData())
        let app = ShopApp(session: Session(user: "Ada", hasOnboarded: true), restored: saved)
        let testbed = NavigationTestbed(attaching: app.navigator)
        app.start()
        testbed.settle()
        #expect(app.navigator.shown == saved)
        #expect(app.navigator.shown.root.flow == .main)
        #expect(testbed.host.transcript.allSatisfy { !$0.text.contains("splash") })
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        // The restored screens have their models, the coordinators their regions.
        #expect(app.models.all.count == app.navigator.shown.allStacks.flatMap(\.stack.entries).count)
        #expect(app.tabCoordinator(.profile) != nil)
    }

    // A session that ended since the value was saved shows Sign in instead of guarded screens.
    @Test func endedSessionShowsSignIn() throws {
        let saved = try NavigationState<ShopScreen>.restored(from: try Self.savedData())
        let app = ShopApp(session: Session(), restored: saved)
        let testbed = NavigationTestbed(attaching: app.navigator)
        app.start()
        testbed.settle()
        #expect(app.navigator.shown.root.flow == .signIn)
        #expect(app.navigator.shown.allStacks.flatMap(\.stack.entries).allSatisfy { !$0.screen.needsSession })
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // A saved session says whether onboarding was done: signed in is never "not onboarded" by default.
    @Test func sessionSaysBoth() {
        #expect(Session().isSignedIn == false)
        #expect(Session().hasOnboarded == false)
        #expect(Session(user: "Ada", hasOnboarded: true).isReady)
        #expect(!Session(user: "Ada", hasOnboarded: false).isReady)
    }
}
