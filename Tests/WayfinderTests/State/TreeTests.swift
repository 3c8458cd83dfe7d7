import Testing
import Wayfinder

@Suite("NavigationState tree printing")
struct TreeTests {
    // Promise: a single stack prints as one root line with the flow and the screens joined by ›.
    @Test func singleStack() {
        let state = NavigationState<Shop>(flow: .signIn, root: .signIn, path: [.onboardingName])
        #expect(state.tree() == "root signIn: signIn › onboardingName")
        #expect(state.tree(identities: true) == "root#0 signIn: signIn#1 › onboardingName#2")
    }

    // Promise: tabs print one indented line per tab, in order, the selected one starred.
    @Test func tabsStarTheSelectedTab() throws {
        let state = build(mainTabs(selected: .cart)) { try $0.push(.product(7), onto: .tab(.catalog)) }
        #expect(state.tree() == """
            root main: tabs
              catalog: catalog › product(7)
              cart*: cart
              profile: profile
            """)
        #expect(state.tree(identities: true) == """
            root#0 main: tabs
              catalog: catalog#1 › product(7)#4
              cart*: cart#2
              profile: profile#3
            """)
    }

    static let sheetLines: [(SheetStyle, String)] = [
        (SheetStyle(), "sheet [large]: options"),
        (.fitting, "sheet [fitting, grabber]: options"),
        (SheetStyle(detents: [.medium, .large], selectedDetent: .medium, grabber: true, userCanDismiss: false),
         "sheet [medium*, large, grabber, locked]: options"),
        (SheetStyle(detents: [.large], selectedDetent: .large), "sheet [large]: options"),
        (SheetStyle(detents: [.height(300), .fraction(0.5)], selectedDetent: .fraction(0.5)),
         "sheet [height 300, fraction 0.5*]: options"),
        (SheetStyle(detents: [.height(120.5)], userCanDismiss: false), "sheet [height 120.5, locked]: options"),
    ]

    // Promise: a sheet prints its detents (the selected one starred when there is a choice), grabber, locked.
    @Test(arguments: sheetLines)
    func sheetTraits(style: SheetStyle, line: String) throws {
        let state = build(NavigationState(root: .cart)) { try $0.present(.options, as: .sheet(style)) }
        #expect(state.tree() == "root main: cart\n" + line)
    }

    // Promise: covers and overlays print their kind and their stack.
    @Test func coverAndOverlay() throws {
        let state = build(NavigationState(root: .cart)) { state in
            try state.present(.address, path: [.confirmOrder], as: .fullScreenCover)
            try state.present(.loading, as: .overlay)
        }
        #expect(state.tree() == """
            root main: cart
            cover: address › confirmOrder
            overlay: loading
            """)
        #expect(state.tree(identities: true) == """
            root#0 main: cart#1
            cover#2: address#3 › confirmOrder#4
            overlay#5: loading#6
            """)
    }

    // Promise: an alert prints its title in quotes, its button titles, and the entry that owns it.
    @Test func alertWithButtonsAndOwner() throws {
        let state = build(NavigationState(root: .cart, path: [.product(7)])) { try $0.showAlert(.removeItem) }
        #expect(state.tree() == """
            root main: cart › product(7)
            alert "Remove item?" [Cancel, Remove] on product(7)
            """)
        #expect(state.tree(identities: true) == """
            root#0 main: cart#1 › product(7)#2
            alert#3 "Remove item?" [Cancel, Remove] on product(7)#2
            """)
    }

    // Promise: identities: true pins every entry and layer down (`product(7)#4`, `sheet#6`).
    @Test func richValueWithIdentities() {
        #expect(StateFixtures.rich.tree(identities: true) == """
            root#0 main: tabs
              catalog: catalog#1
              cart*: cart#2 › product(7)#4
              profile: profile#3 › orders#5
            sheet#6 [fitting*, large, grabber]: options#7 › product(3)#8
            alert#9 "Remove item?" [Cancel, Remove] on product(3)#8
            """)
        #expect(StateFixtures.rich.tree() == """
            root main: tabs
              catalog: catalog
              cart*: cart › product(7)
              profile: profile › orders
            sheet [fitting*, large, grabber]: options › product(3)
            alert "Remove item?" [Cancel, Remove] on product(3)
            """)
    }

    // Promise: a new root prints its new identity and flow.
    @Test func switchedRootPrintsNewIdentity() {
        let state = build(StateFixtures.rich) { $0.switchRoot(to: .signIn, root: .signIn) }
        #expect(state.tree(identities: true) == "root#10 signIn: signIn#11")
    }

    // Promise: description, used by test failures, is the tree with identities.
    @Test func descriptionIsTheTreeWithIdentities() {
        let state = StateFixtures.rich
        #expect(state.description == state.tree(identities: true))
        #expect("\(state)" == state.tree(identities: true))
    }
}
