import Testing
import Wayfinder

@Suite("NavigationState refused edits")
struct NavigationStateRefusalTests {
    /// One edit that must be refused from a given value with a given error.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let start: NavigationState<Shop>
        let error: NavigationError
        let edit: @Sendable (inout NavigationState<Shop>) throws -> Void
        var testDescription: String { name }
    }

    /// cart#1 › product(7)#2 under a cover#3 (address#4) and an alert#5 raised by address; counter at #6.
    static var coverWithAlert: NavigationState<Shop> {
        build(NavigationState(root: .cart, path: [.product(7)])) { state in
            try state.present(.address, as: .fullScreenCover)
            try state.showAlert(.productNote)
        }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "pop a tab's root", start: mainTabs(selected: .cart), error: .nothingToPop(.tab(.cart))) { try $0.pop() },
        Refusal(name: "pop the root stack's root", start: NavigationState(root: .cart), error: .nothingToPop(.root)) { try $0.pop() },
        Refusal(name: "pop more than is above the root", start: NavigationState(root: .cart, path: [.product(1)]),
                error: .nothingToPop(.root)) { try $0.pop(2) },
        Refusal(name: "pop a cover's root", start: coverWithAlert, error: .nothingToPop(.layer(LayerID(3)))) { try $0.pop() },
        Refusal(name: "pop from an unknown tab", start: mainTabs(), error: .noSuchStack(.tab("wishlist"))) {
            try $0.pop(from: .tab("wishlist"))
        },
        Refusal(name: "push onto .root of tabs", start: mainTabs(), error: .noSuchStack(.root)) { try $0.push(.done, onto: .root) },
        Refusal(name: "push onto an unknown layer", start: coverWithAlert, error: .noSuchStack(.layer(LayerID(99)))) {
            try $0.push(.done, onto: .layer(LayerID(99)))
        },
        Refusal(name: "push onto an alert layer", start: coverWithAlert, error: .noSuchStack(.layer(LayerID(5)))) {
            try $0.push(.done, onto: .layer(LayerID(5)))
        },
        Refusal(name: "pop(to:) an unknown entry", start: coverWithAlert, error: .entryNotFound(EntryID(99))) {
            try $0.pop(to: EntryID(99))
        },
        Refusal(name: "pop(to:) a layer's identity", start: coverWithAlert, error: .entryNotFound(EntryID(3))) {
            try $0.pop(to: EntryID(3))
        },
        Refusal(name: "pop(to:) the root's identity", start: coverWithAlert, error: .entryNotFound(EntryID(0))) {
            try $0.pop(to: EntryID(0))
        },
        Refusal(name: "replaceStack with no screens", start: build(mainTabs(selected: .cart)) { try $0.push(.product(1)) },
                error: .emptyStack(.tab(.cart))) { try $0.replaceStack(with: []) },
        Refusal(name: "replaceStack of a cover with no screens", start: coverWithAlert, error: .emptyStack(.layer(LayerID(3)))) {
            try $0.replaceStack(with: [])
        },
        Refusal(name: "select an unknown tab", start: mainTabs(), error: .unknownTab("wishlist")) { try $0.selectTab("wishlist") },
        Refusal(name: "select a tab of a single stack", start: NavigationState(root: .cart), error: .noSuchStack(.tab(.cart))) {
            try $0.selectTab(.cart)
        },
        Refusal(name: "dismiss with nothing presented", start: mainTabs(), error: .nothingToDismiss) { try $0.dismiss() },
        Refusal(name: "dismiss an unknown layer", start: coverWithAlert, error: .layerNotFound(LayerID(99))) {
            try $0.dismiss(LayerID(99))
        },
        Refusal(name: "dismiss an entry's identity", start: coverWithAlert, error: .layerNotFound(LayerID(4))) {
            try $0.dismiss(LayerID(4))
        },
        Refusal(name: "dismiss(to:) an unknown layer", start: coverWithAlert, error: .layerNotFound(LayerID(99))) {
            try $0.dismiss(to: LayerID(99))
        },
        Refusal(name: "setSheetStyle of an unknown layer", start: coverWithAlert, error: .layerNotFound(LayerID(99))) {
            try $0.setSheetStyle(.fitting, for: LayerID(99))
        },
        Refusal(name: "setSheetStyle of a cover", start: coverWithAlert, error: .notASheet(LayerID(3))) {
            try $0.setSheetStyle(.fitting, for: LayerID(3))
        },
        Refusal(name: "showAlert without buttons", start: coverWithAlert, error: .alertWithoutButtons) {
            try $0.showAlert(NavigationAlert(title: "Stuck", buttons: []))
        },
        Refusal(name: "switchRoot to no tabs", start: coverWithAlert, error: .noTabs) {
            try $0.switchRoot(to: .main, tabs: [], selected: .cart)
        },
        Refusal(name: "switchRoot to duplicate tabs", start: coverWithAlert, error: .duplicateTab(.cart)) {
            try $0.switchRoot(to: .main, tabs: [TabStack(.cart, root: .cart), TabStack(.cart, root: .done)], selected: .cart)
        },
        Refusal(name: "switchRoot selecting an unknown tab", start: coverWithAlert, error: .unknownTab(.profile)) {
            try $0.switchRoot(to: .main, tabs: [TabStack(.cart, root: .cart)], selected: .profile)
        },
    ]

    // Promise: every refused edit throws the exact typed error and leaves the value unchanged.
    @Test(arguments: refusals)
    func refusedEditChangesNothing(_ refusal: Refusal) {
        StateFixtures.expectRefusal(refusal.error, from: refusal.start, refusal.edit)
    }

    static let badStyles: [(SheetStyle, NavigationError)] = [
        (SheetStyle(detents: []), .sheetWithoutDetents),
        (SheetStyle(detents: [.height(0)]), .invalidDetent(.height(0))),
        (SheetStyle(detents: [.large, .height(-20)]), .invalidDetent(.height(-20))),
        (SheetStyle(detents: [.height(.infinity)]), .invalidDetent(.height(.infinity))),
        (SheetStyle(detents: [.fraction(0)]), .invalidDetent(.fraction(0))),
        (SheetStyle(detents: [.fraction(1.5)]), .invalidDetent(.fraction(1.5))),
        (SheetStyle(detents: [.medium, .large, .medium]), .duplicateDetents),
        (SheetStyle(detents: [.fraction(0.5), .fraction(0.5)]), .duplicateDetents),
        (SheetStyle(detents: [.medium], selectedDetent: .large), .selectedDetentNotListed(.large)),
        (SheetStyle(detents: [.height(0.5), .fitting], selectedDetent: .fitting), .fittingCombined(with: .height(0.5))),
    ]

    // Promise: present refuses a sheet style that cannot be shown, with its problem, and keeps the alert
    // that a valid presentation would have removed.
    @Test(arguments: badStyles)
    func presentRefusesBadSheetStyle(style: SheetStyle, problem: NavigationError) {
        #expect(style.problem == problem)
        StateFixtures.expectRefusal(problem, from: Self.coverWithAlert) { state in
            try state.present(.options, as: .sheet(style))
        }
    }

    // Promise: setSheetStyle refuses a style that cannot be shown, with its problem.
    @Test(arguments: badStyles)
    func setSheetStyleRefusesBadStyle(style: SheetStyle, problem: NavigationError) {
        let start = build(NavigationState(root: .cart)) { try $0.present(.options, as: .sheet(.fitting)) }
        StateFixtures.expectRefusal(problem, from: start) { state in
            try state.setSheetStyle(style, for: LayerID(2))
        }
    }

    // Promise: styles at the edges of validity are accepted (the checks are not over-strict).
    @Test(arguments: [
        SheetStyle(detents: [.fraction(1)]), SheetStyle(detents: [.height(0.5), .large], selectedDetent: .height(0.5)),
        SheetStyle(detents: [.large, .fitting], selectedDetent: .fitting),
        SheetStyle(detents: [.medium, .large], selectedDetent: .large, userCanDismiss: false),
    ])
    func presentAcceptsEdgeStyles(style: SheetStyle) throws {
        var state = NavigationState<Shop>(root: .cart)
        try state.present(.options, as: .sheet(style))
        #expect(state.layers.last?.kind == .sheet(style))
        #expect(state.isValid)
    }

    // Promise: building tabs refuses no tabs, duplicate names, an unknown selection.
    @Test func tabsInitRefusesBadTabs() {
        #expect(throws: NavigationError.noTabs) { try NavigationState<Shop>(tabs: [], selected: .cart) }
        #expect(throws: NavigationError.duplicateTab(.cart)) {
            try NavigationState<Shop>(tabs: [TabStack(.cart, root: .cart), TabStack(.cart, root: .cart)], selected: .cart)
        }
        #expect(throws: NavigationError.unknownTab(.profile)) {
            try NavigationState<Shop>(tabs: [TabStack(.cart, root: .cart)], selected: .profile)
        }
    }
}
