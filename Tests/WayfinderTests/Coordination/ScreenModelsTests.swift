import Testing
import Wayfinder
import WayfinderTesting

/// Screen models are made when their entry is first shown and released when it leaves.
@MainActor
@Suite("Screen models")
struct ScreenModelsTests {
    final class Model {
        let screen: Shop
        init(_ screen: Shop) { self.screen = screen }
    }

    // A model appears when its push has finished, not before, and goes when its pop has.
    @Test func modelsFollowWhatIsShown() {
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
        #expect(models.liveCount == 0)  // not on screen yet
        testbed.settle()
        #expect(models.liveCount == 1)
        let entry = testbed.navigator.shown.topEntry!.id
        weak let model = models[entry]
        #expect(model?.screen == .product(3))
        testbed.navigator.push(.product(4))
        testbed.settle()
        #expect(models.liveCount == 2)
        #expect(asked == 3)  // never asked again for the catalog
        testbed.navigator.popToRoot()
        testbed.settle()
        #expect(model == nil)
        #expect(models.liveCount == 0)
        #expect(models.madeCount == 2)
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
    // each model once: the sync it causes waits for the first to finish.
    @Test func factoryThatNavigatesMakesEachModelOnce() {
        final class Model {}
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        var made: [Shop] = []
        let models = ScreenModels<Shop, Model>(navigator: navigator) { entry in
            made.append(entry.screen)
            if entry.screen == .address { navigator.push(.confirmOrder) }
            return Model()
        }
        navigator.push(.address)
        #expect(made == [.cart, .address, .confirmOrder])
        #expect(models.madeCount == 3)
        #expect(models.liveCount == 3)
    }
}
