import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// S5 (a branching flow with no UI) and S6 (root flows free memory).
@MainActor
@Suite("Shop: flows")
struct FlowScenarioTests {
    // S5: the flow model decides Name → (under 18: Guardian) → Email → Finish from answers
    // alone, goes back, jumps to Email; tested with a headless navigator and no host.
    @Test func s5OnboardingDecidesFromAnswers() {
        let navigator = Navigator(NavigationState<ShopScreen>(flow: .onboarding, root: .onboarding(.name)))
        var finished: OnboardingAnswers?
        let flow = OnboardingFlow(navigator: navigator) { finished = $0 }
        func steps() -> [ShopScreen] { navigator.state.stack(at: .root)?.screens ?? [] }

        flow.answer(.name("Sam", age: 15))
        #expect(steps() == [.onboarding(.name), .onboarding(.guardian)])
        flow.back()
        flow.answer(.name("Sam", age: 19))
        #expect(steps() == [.onboarding(.name), .onboarding(.email)])
        flow.back()
        flow.jumpToEmail()
        #expect(steps() == [.onboarding(.name), .onboarding(.email)])
        flow.answer(.email("sam@example.com"))
        #expect(steps().last == .onboarding(.finish))
        #expect(finished == nil)
        flow.answer(.finished)
        #expect(finished == OnboardingAnswers(name: "Sam", age: 19, email: "sam@example.com"))
        #expect(navigator.shown == navigator.state)
    }

    // S5: the decision itself is a pure function.
    @Test(arguments: [
        (OnboardingStep.name, 17, OnboardingStep?.some(.guardian)), (.name, 18, .email), (.guardian, 15, .email),
        (.email, 30, .finish), (.finish, 30, nil),
    ])
    func s5NextStep(step: OnboardingStep, age: Int, next: OnboardingStep?) {
        #expect(OnboardingFlow.step(after: step, answers: OnboardingAnswers(name: "A", age: age)) == next)
    }

    // S5 inside the app: after the first sign-in, onboarding runs, then Main; the flow
    // coordinator lives exactly as long as the onboarding root.
    @Test func s5OnboardingInTheApp() {
        let shop = ShopTestbed(signedIn: false, onboarded: false)
        shop.tap(.signIn(name: "Sam"))
        shop.settle()
        #expect(shop.tree == "root onboarding: onboarding(name)")
        #expect(shop.app.onboarding != nil)
        shop.tap(.onboarding(.name("Sam", age: 16)))
        shop.settle()
        #expect(shop.tree == "root onboarding: onboarding(name) › onboarding(guardian)")
        shop.tap(.onboarding(.guardian(email: "parent@example.com")))
        shop.settle()
        shop.tap(.onboarding(.email("sam@example.com")))
        shop.settle()
        shop.tap(.onboarding(.finished))
        shop.settle()
        #expect(shop.navigator.shown.root.flow == .main)
        #expect(shop.app.onboarding == nil)
        #expect(shop.app.coordinators.regions.allSatisfy { if case .flow(.onboarding, _) = $0 { false } else { true } })
        #expect(shop.problems.isEmpty, "\(shop.problems)")
    }

    // S6: Splash → Sign in → Main → sign out → Sign in: after each switch no screen model and no
    // coordinator of the previous flow is alive.
    @Test func s6RootFlowsFreeMemory() {
        let shop = ShopTestbed(signedIn: false)
        #expect(shop.tree == "root signIn: signIn")
        weak let signInModel = shop.app.models[shop.navigator.shown.topEntry!.id]
        #expect(signInModel != nil)

        let fade = shop.host.transcript.count
        shop.tap(.signIn(name: "Ada"))
        shop.settle()
        #expect(shop.host.transcript.dropFirst(fade).contains { $0.text.contains("crossFade (animated)") })
        #expect(signInModel == nil)
        #expect(shop.app.models.liveCount == 3)  // the three tab roots
        shop.tap(.openProduct(4))
        shop.settle()
        weak let product = shop.app.models.all.last?.model
        weak let catalogCoordinator = shop.app.tabCoordinator(.catalog)
        #expect(product is ProductModel)
        #expect(catalogCoordinator != nil)

        let slide = shop.host.transcript.count
        shop.app.signOut()
        shop.settle()
        #expect(shop.tree == "root signIn: signIn")
        #expect(shop.host.transcript.dropFirst(slide).contains { $0.text.contains("slideFromLeading (animated)") })
        #expect(product == nil)
        #expect(catalogCoordinator == nil)
        #expect(shop.app.models.liveCount == 1)
        #expect(shop.app.coordinators.count == 0)
        #expect(shop.problems.isEmpty, "\(shop.problems)")
    }
}
