// The blocks with @Test of Sources/Wayfinder/Wayfinder.docc/Recipes.md, in order (RecipesArticleTests checks it).

import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@MainActor @Test func theUserTapsATab() {
    let testbed = NavigationTestbed(launchTabs())
    #expect(testbed.host.tapTab(.cart) == .performed)
    testbed.settle()
    #expect(testbed.tree == """
        root main: tabs
          catalog: catalog
          cart*: cart
          profile: profile
        """)
    #expect(testbed.problems.isEmpty)
}

@MainActor @Test func alertAnswers() {
    let app = AppModel()
    let testbed = NavigationTestbed(attaching: app.navigator)
    app.cart.add(3)
    app.cart.add(7)
    app.navigator.push(.product(7))
    app.navigator.showAlert(.removeItem)
    testbed.settle()
    #expect(testbed.tree == """
        root main: tabs
          catalog*: catalog › product(7)
          cart: cart
          profile: profile
        alert "Remove item?" [Cancel, Remove] on product(7)
        """)

    testbed.host.tapAlertButton(titled: "Remove")
    testbed.settle()
    #expect(app.cart.items == [3])

    app.navigator.showAlert(.saveList)
    testbed.settle()
    testbed.host.tapAlertButton(titled: "Save", text: ["Weekend"])   // typed into the field
    testbed.settle()
    #expect(app.cart.lists == ["Weekend": [3]])
    #expect(app.navigator.shown.layers.isEmpty)
    #expect(testbed.problems.isEmpty)
}

@MainActor @Test func signInThenTheLink() async {
    let app = AppModel()
    let testbed = NavigationTestbed(attaching: app.navigator)
    let link = app.links.open("shop://orders/42")
    testbed.settle()
    #expect(testbed.tree == """
        root main: tabs
          catalog*: catalog
          cart: cart
          profile: profile
        sheet [large, locked]: signIn
        """)
    #expect(await link.outcome == .completed)          // the request of Sign in's sheet
    #expect(app.links.pending?.guardID == .signedIn)
    #expect(testbed.host.dragSheetDown() != .performed)   // locked: Cancel is the way out

    let report = testbed.measure { app.signIn(as: "Ada") }
    #expect(testbed.tree == """
        root main: tabs
          catalog: catalog
          cart: cart
          profile*: profile › orders › order(42)
        """)
    #expect(report.animatedTransitions == 1)           // the sheet leaves over the link's screen
    #expect(app.links.pending == nil)
    #expect(testbed.problems.isEmpty)
}

@MainActor @Test func cancelDropsTheLink() {
    let app = AppModel()
    let testbed = NavigationTestbed(attaching: app.navigator)
    app.links.open("shop://orders/42")
    testbed.settle()
    app.cancelSignIn()
    testbed.settle()
    #expect(app.links.pending == nil)

    app.signIn(as: "Ada")                              // later, from Profile: no old link opens
    testbed.settle()
    #expect(testbed.tree == """
        root main: tabs
          catalog*: catalog
          cart: cart
          profile: profile
        """)
    #expect(testbed.problems.isEmpty)
}

@MainActor @Test func aRedirectThatThrows() async {
    struct SignInUnavailable: Error {}
    let app = AppModel()
    app.navigator.guards = [NavigationGuard(
        .signedIn, isSatisfied: { false }, protects: { $0 == .orders },
        redirect: { _ in throw SignInUnavailable() })]
    let testbed = NavigationTestbed(attaching: app.navigator)
    let link = app.links.open("shop://orders/42")
    #expect(await link.outcome == .refused(.changeFailed("SignInUnavailable()")))
    #expect(testbed.tree == launchTabs().tree())       // nothing changed
    #expect(app.links.pending?.guardID == .signedIn)   // but the link waits
}

@MainActor @Test func promoCodeSheet() {
    let app = AppModel()
    let testbed = NavigationTestbed(attaching: app.navigator)
    testbed.host.window.sheetSizing.contentHeights["promoCode"] = 120   // the field and the button
    app.navigator.selectTab(.cart)
    app.enterPromoCode()
    testbed.settle()
    let sheet = app.navigator.shown.layers[0].id
    #expect(testbed.host.restingHeights(of: sheet) == [176])          // the content and its bar

    app.apply(promoCode: "SUMMER")
    testbed.settle()
    #expect(testbed.tree == """
        root main: tabs
          catalog: catalog
          cart*: cart
          profile: profile
        sheet [fitting, grabber]: promoCode
        alert "Code not valid" [OK] on promoCode
        """)
    testbed.host.tapAlertButton(titled: "OK")
    app.apply(promoCode: "SPRING")
    testbed.settle()
    #expect(app.navigator.shown.layers.isEmpty)
    #expect(app.cart.promoCode == "SPRING")
    #expect(testbed.problems.isEmpty)
}

@MainActor @Test func linkHandedToProfile() {
    let session = Session()
    session.signIn(as: "Ada")
    let app = AppModel(session: session)
    let testbed = NavigationTestbed(attaching: app.navigator)
    app.enterPromoCode()
    testbed.settle()

    testbed.measure { app.links.open("shop://orders/42") }
    app.profile?.openOrder(43)                         // the child's own event
    testbed.settle()
    #expect(testbed.tree == """
        root main: tabs
          catalog: catalog
          cart: cart
          profile*: profile › orders › order(42) › order(43)
        """)
    #expect(testbed.problems.isEmpty)
}

@MainActor @Test func restoresAtLaunch() {
    let session = Session()
    session.signIn(as: "Ada")
    let before = AppModel(session: session)
    before.links.open("shop://orders/42")             // headless: done at once
    let saved = before.savedNavigation()

    let after = AppModel(session: session, saved: saved)
    let testbed = NavigationTestbed(attaching: after.navigator)
    #expect(after.navigator.state == before.navigator.state)   // identities too
    #expect(testbed.tree == """
        root main: tabs
          catalog: catalog
          cart: cart
          profile*: profile › orders › order(42)
        """)
    #expect(testbed.problems.isEmpty)

    let signedOut = AppModel(saved: saved)             // the session ended meanwhile
    #expect(signedOut.navigator.state.stack(at: .tab(.profile))?.screens == [.profile])
}

@MainActor @Test func badSavedDataStartsAfresh() {
    #expect(throws: RestorationError.tooLarge(byteCount: 2_000_000, limit: 1_048_576)) {
        try NavigationState<Screen>.restored(from: Data(count: 2_000_000))
    }
    #expect(throws: RestorationError.self) {
        try NavigationState<Screen>.restored(from: Data(#"{"format":1,"state":{"#.utf8))
    }
    let app = AppModel(saved: Data(#"{"format":1,"state":{"#.utf8))
    #expect(app.navigator.state.tree() == launchTabs().tree())
}
