import Observation
import Testing
import Wayfinder
import WayfinderTesting

/// Screen models are made before their screen is built and released once their entry has left.
@MainActor
@Suite("Screen models")
struct ScreenModelsTests {
    final class Model {
        let screen: Shop
        init(_ screen: Shop) { self.screen = screen }
    }

    /// What a host's screen factory found when each screen was built: the entry, and whether its
    /// model was there.
    @MainActor final class Builds {
        var screens: [(entry: EntryID, screen: Shop, hadModel: Bool)] = []
        var withoutModel: [Shop] { screens.filter { !$0.hadModel }.map(\.screen) }

        init(_ host: SimulatedHost<Shop>, reading models: ScreenModels<Shop, Model>) {
            host.driver.onMakeScreen = { [weak self, weak models] entry in
                self?.screens.append((entry.id, entry.screen, models?[entry.id, as: Model.self] != nil))
            }
        }
    }

    // A model is there from the command that adds its entry, so the screen sliding in has it
    // from its first frame; it stays while its screen slides out, and goes once it has.
    @Test func modelLivesFromTheCommandUntilItsScreenHasLeft() {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .catalog))
        var asked = 0
        let models = ScreenModels<Shop, Model>(navigator: testbed.navigator) { entry in
            asked += 1
            if case .product = entry.screen { return Model(entry.screen) }
            return nil
        }
        #expect(models.liveCount == 0)
        #expect(asked == 1)  // the catalog was asked once, and has no model
        testbed.navigator.push(.product(3))
        let entry = testbed.navigator.state.topEntry!.id
        weak let model = models[entry]
        #expect(model?.screen == .product(3))
        testbed.host.advance(by: .milliseconds(100))  // the push is running
        #expect(models[entry] != nil)
        testbed.settle()
        testbed.navigator.push(.product(4))
        testbed.settle()
        #expect(models.liveCount == 2)
        #expect(asked == 3)  // never asked again for the catalog
        testbed.navigator.popToRoot()
        testbed.host.advance(by: .milliseconds(100))  // the pop is running: the screens are still there
        #expect(model != nil)
        testbed.settle()
        #expect(model == nil)
        #expect(models.liveCount == 0)
        #expect(models.madeCount == 2)
    }

    // The host's screen factory finds every screen's model, whatever the step builds: a push, a
    // layer with its path, a new stack, a root of tabs.
    // Promise: the counts are observable, as a view reads them: told once when they change.
    @Test func countsAreObserved() {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .catalog))
        let models = ScreenModels<Shop, Model>(navigator: testbed.navigator) { Model($0.screen) }
        @MainActor final class Tally { var told = 0 }
        let tally = Tally()
        func observe() {
            withObservationTracking { _ = (models.liveCount, models.madeCount) } onChange: {
                MainActor.assumeIsolated { tally.told += 1 }
            }
        }
        observe()
        testbed.navigator.push(.product(3))
        #expect(tally.told == 1)
        observe()
        testbed.navigator.selectTab(.catalog)   // no entry comes or goes: nothing to tell
        testbed.settle()
        #expect(tally.told == 1)
        #expect(models.liveCount == 2 && models.madeCount == 2)
    }

    @Test func noScreenIsBuiltWithoutItsModel() throws {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .catalog))
        let models = ScreenModels<Shop, Model>(navigator: testbed.navigator) { Model($0.screen) }
        let builds = Builds(testbed.host, reading: models)
        testbed.navigator.push(.product(1))
        testbed.settle()
        testbed.navigator.present(.options, path: [.product(2)], as: .sheet)
        testbed.settle()
        testbed.navigator.replaceStack(with: [.cart, .address, .confirmOrder], at: .root)
        testbed.settle()
        testbed.navigator.switchRoot(to: .main, tabs: [TabStack(.catalog, root: .catalog), TabStack(.cart, root: .cart)], selected: .cart)
        testbed.settle()
        #expect(builds.screens.map(\.screen) == [.product(1), .options, .product(2), .cart, .address, .confirmOrder, .catalog, .cart])
        #expect(builds.withoutModel == [])
        #expect(models.madeCount == Set(builds.screens.map(\.entry)).count + 1)  // + the first catalog
    }

    // A host attached to a navigator that already holds layers (a restored value) presents them
    // one by one: their models, made before, are kept, not made again.
    @Test func attachingKeepsTheModelsOfLayersNotYetPresented() throws {
        let restored = build(NavigationState(flow: .main, root: .catalog)) { state in
            try state.present(.options, as: .sheet)
            try state.present(.product(5), as: .fullScreenCover)
        }
        let navigator = Navigator(restored)
        let models = ScreenModels<Shop, Model>(navigator: navigator) { Model($0.screen) }
        #expect(models.madeCount == 3)
        let host = SimulatedHost<Shop>()
        let builds = Builds(host, reading: models)
        navigator.attach(host)
        host.settle()
        #expect(builds.screens.map(\.screen) == [.catalog, .options, .product(5)])
        #expect(builds.withoutModel == [])
        #expect(models.madeCount == 3)
    }

    // An entry a later command removes before its screen was built has its model released at
    // that command, and its screen is never built; an entry whose push was running when a
    // command removed it keeps its model until its screen has slid in and out again.
    @Test func entryRemovedBeforeItWasShown() {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .catalog))
        let models = ScreenModels<Shop, Model>(navigator: testbed.navigator) { Model($0.screen) }
        let builds = Builds(testbed.host, reading: models)
        testbed.navigator.push(.product(1))
        testbed.host.advance(by: .zero)  // the turn ends: its push starts
        let sliding = testbed.navigator.state.topEntry!.id
        testbed.navigator.push(.product(2))  // waits for the first push
        weak let waiting = models[testbed.navigator.state.topEntry!.id]
        #expect(waiting != nil)
        testbed.navigator.popToRoot()
        #expect(waiting == nil)  // never built: released with its entry
        weak let slidingModel = models[sliding]
        #expect(slidingModel != nil)  // on its way in
        testbed.host.advance(by: .milliseconds(400))
        #expect(slidingModel != nil)  // shown, and now on its way out
        testbed.settle()
        #expect(slidingModel == nil)
        #expect(builds.screens.map(\.screen) == [.product(1)])
        #expect(builds.withoutModel == [])
        #expect(models.madeCount == 3)
    }

    // A step the host fails (UIKit will not present over a share sheet the app put up itself)
    // leaves its entry out of both values: the model made for its screen goes with the change.
    @Test func failedStepReleasesTheModelMadeForIt() {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .catalog))
        let models = ScreenModels<Shop, Model>(navigator: testbed.navigator) { Model($0.screen) }
        let share = testbed.host.driver.makeStack(at: .layer(LayerID(1_000)), showing: [])
        testbed.host.container.present(share, animated: false) {}
        let request = testbed.navigator.present(.product(7), as: .fullScreenCover)
        testbed.settle()
        guard case .hostFailed? = request.finishedOutcome else {
            Issue.record("the presentation was not failed: \(String(describing: request.finishedOutcome))")
            return
        }
        #expect(models.madeCount == 2)
        #expect(models.liveCount == 1)
        #expect(models.all.map(\.model.screen) == [.catalog])
    }

    // A screen the user swipes away keeps its model during the gesture (a cancelled swipe keeps
    // it for good) and loses it when the gesture ends the screen.
    @Test func userPopReleasesTheModelWhenTheGestureEnds() {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .catalog))
        let models = ScreenModels<Shop, Model>(navigator: testbed.navigator) { Model($0.screen) }
        testbed.navigator.push(.product(1))
        testbed.settle()
        weak let model = models[testbed.navigator.state.topEntry!.id]
        testbed.host.swipeBack(cancelled: true)
        testbed.settle()
        #expect(model != nil)
        testbed.host.swipeBack()
        testbed.host.advance(by: .milliseconds(100))
        #expect(model != nil)
        testbed.settle()
        #expect(model == nil)
        #expect(models.madeCount == 2)
    }

    // Models of several types, each read as its own type without a cast; another type reads nil.
    @Test func typedAccess() {
        final class ProductModel {}
        final class CartModel {}
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let models = ScreenModels<Shop, AnyObject>(navigator: navigator) { entry in
            switch entry.screen {
            case .product: ProductModel()
            case .cart: CartModel()
            default: nil
            }
        }
        navigator.push(.product(1))
        let product = navigator.state.topEntry!.id
        let cart = navigator.state.stack(at: .root)!.entries[0].id
        let productModel: ProductModel? = models[product, as: ProductModel.self]
        #expect(productModel != nil)
        #expect(models[cart, as: CartModel.self] != nil)
        #expect(models[cart, as: ProductModel.self] == nil)
    }

    // The same screen twice gets two models: models belong to entries, not screen values.
    @Test func sameScreenTwiceHasTwoModels() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .catalog))
        let models = ScreenModels<Shop, Model>(navigator: navigator) { Model($0.screen) }
        navigator.push(contentsOf: [.product(1), .product(1)])
        #expect(models.liveCount == 3)
        let ids = navigator.shown.stack(at: .root)!.entries.map(\.id)
        #expect(models[ids[1]] !== models[ids[2]])
    }

    // A factory that navigates while a model is made (a model that opens a screen at once) makes
    // each model once, and on a host the screen it opens is built with its model.
    @Test(arguments: [false, true])
    func factoryThatNavigatesMakesEachModelOnce(hosted: Bool) {
        final class Model {}
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let host = SimulatedHost<Shop>()
        if hosted { navigator.attach(host) }
        var made: [Shop] = []
        let models = ScreenModels<Shop, Model>(navigator: navigator) { entry in
            made.append(entry.screen)
            if entry.screen == .address { navigator.push(.confirmOrder) }
            return Model()
        }
        var builtWithoutModel: [Shop] = []
        host.driver.onMakeScreen = { entry in
            if models[entry.id] == nil { builtWithoutModel.append(entry.screen) }
        }
        navigator.push(.address)
        host.settle()
        #expect(made == [.cart, .address, .confirmOrder])
        #expect(models.madeCount == 3)
        #expect(models.liveCount == 3)
        #expect(builtWithoutModel == [])
    }
}
