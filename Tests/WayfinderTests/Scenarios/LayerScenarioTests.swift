import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// S2 (an alert belongs to its screen), S3 (unwind anything) and S4 (self-sizing sheet), against
/// the simulated UIKit host. The deep links are given as the change they resolve to; the link
/// parsing itself is tested with the deep-link layer.
@MainActor
@Suite("Scenarios: layers")
struct LayerScenarioTests {
    /// What `shop://orders/{id}` resolves to: Profile › Orders › Order(id), everything unwound.
    func openOrder(_ id: Int) -> (inout NavigationState<Shop>) throws(NavigationError) -> Void {
        { state throws(NavigationError) in
            state.dismissAll()
            try state.selectTab(.profile)
            try state.replaceStack(with: [.profile, .orders, .order(id)], at: .tab(.profile))
        }
    }

    /// What `shop://product/{id}` resolves to: Catalog › Product(id), everything unwound.
    func openProduct(_ id: Int) -> (inout NavigationState<Shop>) throws(NavigationError) -> Void {
        { state throws(NavigationError) in
            state.dismissAll()
            try state.selectTab(.catalog)
            try state.replaceStack(with: [.catalog, .product(id)], at: .tab(.catalog))
        }
    }

    // S2: Product(7) shows an alert; a push notification opens orders/42. The alert goes (and
    // never comes back), Profile › Orders › Order(42) is shown, nothing is presented while a
    // presentation is in progress.
    @Test func s2AlertBelongsToItsScreen() async {
        let testbed = NavigationTestbed(mainTabs(selected: .catalog))
        let navigator = testbed.navigator
        navigator.push(.product(7))
        navigator.showAlert(.productNote)
        testbed.settle()
        #expect(navigator.shown.layers.last?.alert == .productNote)

        var link: NavigationRequest?
        let report = testbed.measure { link = navigator.update(openOrder(42)) }
        #expect(await link?.outcome == .completed)
        #expect(testbed.tree == """
            root main: tabs
              catalog: catalog › product(7)
              cart: cart
              profile*: profile › orders › order(42)
            """)
        #expect(report.steps.first == "dismiss from #5 (animated)")
        #expect(report.animatedTransitions == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")

        // It does not come back when its screen is shown again.
        navigator.selectTab(.catalog)
        testbed.settle()
        #expect(navigator.shown.layers.isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // S2 while the alert is still appearing: the link waits for the presentation to finish
    // instead of dismissing during it (Platform Rules 1.5).
    @Test func s2LinkArrivesWhileTheAlertIsAppearing() {
        let testbed = NavigationTestbed(mainTabs(selected: .catalog))
        let navigator = testbed.navigator
        navigator.push(.product(7))
        testbed.settle()
        navigator.showAlert(.productNote)
        testbed.host.advance(by: .milliseconds(100))
        navigator.update(openOrder(42))
        testbed.settle()
        #expect(navigator.shown.layers.isEmpty)
        #expect(navigator.shown.root.tabSet?.selected == .profile)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // S3: from Cart › Address with the Options sheet and an alert above it, open product/3: alert
    // and sheet go in one dismissal, the tab switches, the stack is built, in at most two
    // animated transitions, no rule violated; and far faster than animating every operation.
    @Test(arguments: [HostCapabilities.uiKit, .swiftUI17, .oneLayerPerDismissal])
    func s3UnwindAnything(_ capabilities: HostCapabilities) async {
        func start() -> NavigationTestbed<Shop> {
            let testbed = NavigationTestbed(mainTabs(selected: .cart), capabilities: capabilities)
            testbed.navigator.push(.address)
            testbed.navigator.present(.options, as: .sheet(.fitting))
            testbed.navigator.showAlert(.removeItem)
            testbed.settle()
            return testbed
        }
        let testbed = start()
        var link: NavigationRequest?
        let report = testbed.measure { link = testbed.navigator.update(openProduct(3)) }
        #expect(await link?.outcome == .completed)
        #expect(testbed.tree == """
            root main: tabs
              catalog*: catalog › product(3)
              cart: cart › address
              profile: profile
            """)
        #expect(report.animatedTransitions <= 2)
        #expect(report.animatedTransitions == 1)
        #expect(report.time == .milliseconds(400))
        #expect(report.transcript.filter { $0.text.hasPrefix("dismiss") }.count == (capabilities == .oneLayerPerDismissal ? 2 : 1))
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")

        // A naive executor: every primitive operation animated, one after another.
        let naive = start()
        let naiveTime = naive.measure {
            naive.navigator.dismiss()  // the alert
            naive.settle()
            naive.navigator.dismiss()  // the sheet
            naive.settle()
            naive.navigator.selectTab(.catalog)
            naive.settle()
            naive.navigator.push(.product(3))
        }
        #expect(naiveTime.time == .milliseconds(1150))
        #expect(naive.tree == testbed.tree)
        print("S3 settle time (\(capabilities)): Wayfinder \(report.time.secondsText), naive \(naiveTime.time.secondsText)")
    }

    // S4: the Options sheet uses the fitting detent: its height follows its content; taller
    // than the limit, it is capped and scrolls; empty, it still rests above 0 (Platform Rules 4.9).
    @Test(arguments: [(300.0, 300.0, false), (800.0, 800.0, false), (1200.0, 800.0, true), (0.0, 1.0, false)])
    func s4FittingSheetSizesToItsContent(content: Double, height: Double, scrolls: Bool) {
        let container = SheetContainer(maximumHeight: 800)
        #expect(SheetStyle.fitting.layout(in: container, contentHeight: content) == SheetLayout(height: height, scrolls: scrolls))
    }

    // S4: the other detents resolve as UIKit's do (Platform Rules 4.1-4.3).
    @Test func s4DetentsResolveLikeUIKit() {
        let container = SheetContainer(maximumHeight: 800)
        #expect(Detent.medium.height(in: container, contentHeight: 100) == 400)
        #expect(Detent.large.height(in: container, contentHeight: 100) == 800)
        #expect(Detent.height(1000).height(in: container, contentHeight: 100) == 800)
        #expect(Detent.fraction(0.25).height(in: container, contentHeight: 100) == 200)
        // Medium is inactive in compact height; nothing selected rests at the smallest active detent.
        let compact = SheetContainer(maximumHeight: 360, isCompactHeight: true)
        #expect(Detent.medium.height(in: compact, contentHeight: 100) == nil)
        let style = SheetStyle(detents: [.medium, .large])
        #expect(style.layout(in: container, contentHeight: 900) == SheetLayout(height: 400, scrolls: true))
        #expect(style.layout(in: compact, contentHeight: 100) == SheetLayout(height: 360, scrolls: false))
        let selected = SheetStyle(detents: [.medium, .large], selectedDetent: .large)
        #expect(selected.layout(in: container, contentHeight: 100).height == 800)
    }

    // S4: an alert raised inside the sheet covers the sheet; dismissing the sheet takes the
    // alert with it, in one dismissal.
    @Test func s4AlertInsideTheSheetLeavesWithIt() async {
        let testbed = NavigationTestbed(mainTabs(selected: .catalog))
        let navigator = testbed.navigator
        navigator.push(.product(7))
        navigator.present(.options, as: .sheet(.fitting))
        navigator.showAlert(.removeItem)
        testbed.settle()
        #expect(testbed.tree.hasSuffix("""
            sheet [fitting, grabber]: options
            alert "Remove item?" [Cancel, Remove] on options
            """))
        let sheet = navigator.shown.layers[0].id
        let report = testbed.measure { navigator.update { state throws(NavigationError) in try state.dismiss(sheet) } }
        #expect(report.steps == ["dismiss from \(sheet) (animated)"])
        #expect(report.transcript.contains { $0.text == "dismiss [options, alert#8] from container (animated: alert#8)" }
            || report.transcript.contains { $0.text.hasPrefix("dismiss [stack(layer \(sheet)), alert") })
        #expect(navigator.shown.layers.isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
