import Testing
import Wayfinder
import WayfinderTesting

/// Children live exactly as long as their region is in the navigation value.
@MainActor
@Suite("Child coordinators")
struct ChildCoordinatorsTests {
    final class Child {}

    // A sheet's coordinator is made when the sheet appears, kept while it is dismissed (events
    // may still come during the animation), and released once it has left both values.
    @Test func sheetChildFollowsItsLayer() {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        var made: [NavigationRegion] = []
        let children = ChildCoordinators(navigator: testbed.navigator) { region -> AnyObject? in
            guard case .layer = region else { return nil }
            made.append(region)
            return Child()
        }
        #expect(children.count == 0)
        testbed.navigator.present(.options, as: .sheet)
        let sheet = NavigationRegion.layer(testbed.navigator.state.layers[0].id)
        #expect(children[sheet] != nil)
        testbed.settle()
        weak let child = children[sheet]
        testbed.navigator.dismiss()
        testbed.host.advance(by: .milliseconds(200))
        #expect(child != nil)  // still on screen, being dismissed
        testbed.settle()
        #expect(child == nil)
        #expect(children.count == 0)
        #expect(made == [sheet])
    }

    // A refused update leaves no trace: a child made inside the change for a region the change
    // would bring is released when the change is refused (it stayed alive before).
    @Test func refusedUpdateLeavesNoChild() {
        struct Refusal: Error {}
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let children = ChildCoordinators(navigator: navigator) { region -> AnyObject? in
            if case .layer = region { Child() } else { nil }
        }
        weak var made: AnyObject?
        let request = navigator.update { state in
            try state.present(.options, as: .sheet)
            made = children.child(AnyObject.self, for: .layer(state.layers[0].id))
            #expect(made != nil)
            throw Refusal()
        }
        #expect(request.finishedOutcome == .refused(.changeFailed("Refusal()")))
        #expect(made == nil)
        #expect(children.count == 0)
    }

    // Tabs of a new root are new regions: switching roots releases the old tabs' children.
    @Test func rootSwitchReleasesTabChildren() throws {
        let navigator = Navigator(mainTabs(selected: .cart))
        let children = ChildCoordinators(navigator: navigator) { region -> AnyObject? in
            if case .tab = region { Child() } else { nil }
        }
        let oldRoot = navigator.state.root.id
        weak let cart = children[.tab(.cart, root: oldRoot)]
        #expect(cart != nil)
        #expect(children.count == 3)
        navigator.update { state in
            state.switchRoot(to: .signIn, root: .signIn)
            try state.switchRoot(to: .main, tabs: [TabStack(.cart, root: .cart)], selected: .cart)
        }
        #expect(cart == nil)
        #expect(children.regions == [.tab(.cart, root: navigator.state.root.id)])
    }

    // A child made on demand for a region the change is building is kept when the region lands,
    // and released when it never does.
    @Test func onDemandChildIsKeptOnlyIfItsRegionLands() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let children = ChildCoordinators(navigator: navigator) { region -> AnyObject? in
            if case .tab = region { Child() } else { nil }
        }
        var landed: Child?
        navigator.update { state in
            try state.switchRoot(to: .main, tabs: [TabStack(.profile, root: .profile)], selected: .profile)
            landed = children.child(Child.self, for: .tab(.profile, root: state.root.id))
        }
        #expect(landed != nil)
        #expect(children[.tab(.profile, root: navigator.state.root.id)] === landed)

        weak var stray: Child?
        navigator.update { state in
            stray = children.child(Child.self, for: .tab(.catalog, root: state.root.id))
            throw NavigationError.nothingToDismiss  // the change is refused: the region never lands
        }
        navigator.push(.orders)
        #expect(stray == nil)
        #expect(children.count == 1)
    }
}

/// A child coordinator's factory is told what its region shows.
@MainActor
@Suite("Child coordinators: what a region shows")
struct RegionContentTests {
    final class Child {}

    // The flow, each tab with the screen at its bottom, a sheet with its style and its screen,
    // an alert with its owner: a factory picks a layer's coordinator by the screen it shows.
    @Test func factoryIsToldWhatEachRegionShows() {
        let testbed = NavigationTestbed(mainTabs(selected: .cart))
        var told: [RegionContent<Shop>] = []
        let children = ChildCoordinators<Shop, Child>(navigator: testbed.navigator) { _, content in
            told.append(content)
            switch content {
            case .layer(.sheet, root: .options), .tab(.cart, _): return Child()
            default: return nil
            }
        }
        #expect(
            Set(told) == [.flow(.main, root: nil), .tab(.catalog, root: .catalog), .tab(.cart, root: .cart), .tab(.profile, root: .profile)])
        testbed.navigator.present(.options, path: [.product(1)], as: .sheet(.fitting))
        let sheet = testbed.navigator.state.layers[0].id
        let owner = testbed.navigator.state.topEntry!.id
        testbed.navigator.showAlert(.removeItem)
        testbed.navigator.present(.product(2), as: .fullScreenCover)
        testbed.settle()
        #expect(
            told.suffix(3) == [
                .layer(.sheet(.fitting), root: .options), .alert(.removeItem, owner: owner),
                .layer(.fullScreenCover, root: .product(2)),
            ])
        #expect(children.regions == [.tab(.cart, root: testbed.navigator.state.root.id), .layer(sheet)])
        let root = NavigationState<Shop>(flow: .signIn, root: .signIn)
        #expect(root.content(of: .flow(.signIn, root: root.root.id)) == .flow(.signIn, root: .signIn))
        #expect(root.content(of: .flow(.main, root: root.root.id)) == nil)
    }

    // A child made on demand for a region of the value being built is told what it shows there.
    @Test func onDemandChildIsToldWhatTheValueBeingBuiltShows() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        var told: [RegionContent<Shop>] = []
        let children = ChildCoordinators<Shop, Child>(navigator: navigator) { _, content in
            told.append(content)
            return Child()
        }
        told = []
        navigator.update { state in
            try state.present(.options, path: [.product(2)], as: .fullScreenCover)
            #expect(children.child(Child.self, for: .layer(state.layers[0].id), in: state) != nil)
            // Not in the navigator's values yet, and no value given: nothing to tell, nothing made.
            #expect(children.child(Child.self, for: .tab(.cart, root: state.root.id)) == nil)
        }
        #expect(told == [.layer(.fullScreenCover, root: .options)])
        #expect(children.count == 2)  // the flow's and the cover's
    }
}
