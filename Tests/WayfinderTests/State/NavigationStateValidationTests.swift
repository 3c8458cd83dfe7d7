import Foundation
import Testing
import Wayfinder

private typealias J = StateJSON

@Suite("NavigationState validation")
struct NavigationStateValidationTests {
    /// One hand-corrupted value, as JSON, and the one rule it breaks.
    struct Corruption: Sendable, CustomTestStringConvertible {
        let name: String
        let json: String
        let error: NavigationError
        var testDescription: String { name }
    }

    static let cart = J.stack([(1, .cart)])

    static let corruptions: [Corruption] = [
        Corruption(name: "empty root stack", json: J.state(root: J.root(0, stack: "[]"), next: 1), error: .emptyStack(.root)),
        Corruption(name: "empty tab stack", json: J.state(
            root: J.root(0, tabs: [("catalog", J.stack([(1, .catalog)])), ("cart", "[]")], selected: "catalog"), next: 2),
            error: .emptyStack(.tab(.cart))),
        Corruption(name: "empty sheet stack", json: J.state(root: J.root(0, stack: cart), layers: [J.sheet(2, stack: "[]")], next: 3),
                   error: .emptyStack(.layer(LayerID(2)))),
        Corruption(name: "no tabs", json: J.state(root: J.root(0, tabs: [], selected: "cart"), next: 1), error: .noTabs),
        Corruption(name: "duplicate tab", json: J.state(
            root: J.root(0, tabs: [("cart", J.stack([(1, .cart)])), ("cart", J.stack([(2, .cart)]))], selected: "cart"), next: 3),
            error: .duplicateTab(.cart)),
        Corruption(name: "selected tab missing", json: J.state(
            root: J.root(0, tabs: [("catalog", J.stack([(1, .catalog)])), ("cart", J.stack([(2, .cart)]))], selected: "wishlist"),
            next: 3), error: .unknownTab("wishlist")),
        Corruption(name: "sheet above an alert", json: J.state(
            root: J.root(0, stack: cart), layers: [J.alert(2, owner: 1), J.sheet(3, stack: J.stack([(4, .options)]))], next: 5),
            error: .presentedAboveAlert(alert: LayerID(2))),
        Corruption(name: "alert above an alert", json: J.state(
            root: J.root(0, stack: cart), layers: [J.alert(2, owner: 1), J.alert(3, owner: 1)], next: 4),
            error: .presentedAboveAlert(alert: LayerID(2))),
        Corruption(name: "alert owner below the top", json: J.state(
            root: J.root(0, stack: J.stack([(1, .cart), (2, .product(7))])), layers: [J.alert(3, owner: 1)], next: 4),
            error: .alertOwnerNotOnTop(alert: LayerID(3), owner: EntryID(1))),
        Corruption(name: "alert owner under a sheet", json: J.state(
            root: J.root(0, stack: cart), layers: [J.sheet(2, stack: J.stack([(3, .options)])), J.alert(4, owner: 1)], next: 5),
            error: .alertOwnerNotOnTop(alert: LayerID(4), owner: EntryID(1))),
        Corruption(name: "alert owner unknown", json: J.state(root: J.root(0, stack: cart), layers: [J.alert(2, owner: 7)], next: 8),
                   error: .alertOwnerNotOnTop(alert: LayerID(2), owner: EntryID(7))),
        Corruption(name: "alert without buttons", json: J.state(
            root: J.root(0, stack: cart), layers: [J.alert(2, owner: 1, buttons: [])], next: 3), error: .alertWithoutButtons),
        Corruption(name: "alert holding a stack", json: J.state(
            root: J.root(0, stack: cart), layers: [J.alert(2, owner: 1, stack: J.stack([(3, .options)]))], next: 4),
            error: .malformedLayer(LayerID(2))),
        Corruption(name: "sheet holding no stack", json: J.state(root: J.root(0, stack: cart), layers: [J.sheet(2, stack: nil)], next: 3),
                   error: .malformedLayer(LayerID(2))),
        Corruption(name: "cover holding no stack", json: J.state(root: J.root(0, stack: cart), layers: [J.cover(2, stack: nil)], next: 3),
                   error: .malformedLayer(LayerID(2))),
        Corruption(name: "sheet without detents", json: J.state(
            root: J.root(0, stack: cart), layers: [J.sheet(2, stack: J.stack([(3, .options)]), detents: "[]")], next: 4),
            error: .sheetWithoutDetents),
        Corruption(name: "duplicate entry identity", json: J.state(root: J.root(0, stack: J.stack([(1, .cart), (1, .product(7))])), next: 2),
                   error: .duplicateIdentity(1)),
        Corruption(name: "entry in two stacks", json: J.state(
            root: J.root(0, tabs: [("catalog", J.stack([(1, .catalog)])), ("cart", J.stack([(1, .catalog)]))], selected: "cart"), next: 2),
            error: .duplicateIdentity(1)),
        Corruption(name: "layer reusing an entry's identity", json: J.state(
            root: J.root(0, stack: cart), layers: [J.sheet(1, stack: J.stack([(2, .options)]))], next: 3),
            error: .duplicateIdentity(1)),
        Corruption(name: "root reusing an entry's identity", json: J.state(root: J.root(0, stack: J.stack([(0, .cart)])), next: 1),
                   error: .duplicateIdentity(0)),
        Corruption(name: "identity equal to the counter", json: J.state(root: J.root(0, stack: J.stack([(1, .cart), (2, .done)])), next: 2),
                   error: .identityOutOfRange(2)),
        Corruption(name: "layer identity above the counter", json: J.state(
            root: J.root(0, stack: cart), layers: [J.sheet(9, stack: J.stack([(2, .options)]))], next: 3),
            error: .identityOutOfRange(9)),
        Corruption(name: "negative identity", json: J.state(root: J.root(0, stack: J.stack([(-1, .cart)])), next: 1),
                   error: .identityOutOfRange(-1)),
    ]

    // Promise: the hand-written JSON is in the real shape: a valid one decodes to the value the API builds.
    @Test func handWrittenJSONMatchesTheEncoding() throws {
        let json = J.state(
            root: J.root(0, stack: J.stack([(1, .cart), (2, .product(7))])),
            layers: [J.sheet(3, stack: J.stack([(4, .options)])), J.alert(5, owner: 4)], next: 6)
        let expected = build(NavigationState(root: .cart, path: [.product(7)])) { state in
            try state.present(.options, as: .sheet)
            try state.showAlert(NavigationAlert(title: "T", buttons: [AlertButton("OK", action: "ok")]))
        }
        let decoded = try JSONDecoder().decode(NavigationState<Shop>.self, from: Data(json.utf8))
        #expect(decoded == expected)
        #expect(decoded.nextIdentity == expected.nextIdentity)
        #expect(try NavigationState<Shop>.restored(from: J.envelope(json)) == expected)
    }

    // Promise: decoding rejects a corrupted value with DecodingError.dataCorrupted carrying the exact NavigationError.
    @Test(arguments: corruptions)
    func decodingRejectsCorruption(_ corruption: Corruption) {
        do {
            let value = try JSONDecoder().decode(NavigationState<Shop>.self, from: Data(corruption.json.utf8))
            Issue.record("decoded an invalid value: \(value)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.underlyingError as? NavigationError == corruption.error, "\(context.debugDescription)")
        } catch {
            Issue.record("expected dataCorrupted(\(corruption.error)), got \(error)")
        }
    }

    // Promise: restoring a corrupted value throws the exact NavigationError that says what is wrong,
    // as RestorationError.invalid.
    @Test(arguments: corruptions)
    func restorationRejectsCorruption(_ corruption: Corruption) {
        #expect(throws: RestorationError.invalid(corruption.error)) {
            try NavigationState<Shop>.restored(from: J.envelope(corruption.json))
        }
    }

    static let packageBuilt: [(String, NavigationState<Shop>, NavigationError)] = {
        let main = FlowID.main
        func root(_ entries: [Entry<Shop>]) -> Root<Shop> {
            Root(id: RootID(0), flow: main, transition: .none, content: .stack(ScreenStack(entries)))
        }
        let cart = Entry(id: EntryID(1), screen: Shop.cart)
        let product = Entry(id: EntryID(2), screen: Shop.product(7))
        let alert = Layer<Shop>(id: LayerID(3), kind: .alert(.removeItem, owner: EntryID(1)), stack: nil)
        let cover = Layer<Shop>(id: LayerID(4), kind: .fullScreenCover, stack: ScreenStack([Entry(id: EntryID(5), screen: .address)]))
        return [
            ("empty root stack", NavigationState(root: root([]), layers: [], nextIdentity: 1), .emptyStack(.root)),
            ("owner not on top", NavigationState(root: root([cart, product]), layers: [alert], nextIdentity: 4),
             .alertOwnerNotOnTop(alert: LayerID(3), owner: EntryID(1))),
            ("cover above alert", NavigationState(root: root([cart]), layers: [alert, cover], nextIdentity: 6),
             .presentedAboveAlert(alert: LayerID(3))),
            ("counter behind", NavigationState(root: root([cart, product]), layers: [], nextIdentity: 2),
             .identityOutOfRange(2)),
        ]
    }()

    // Promise: validate() rejects a corrupted value built in memory with the exact error, and isValid says no.
    @Test(arguments: packageBuilt)
    func validateRejectsCorruptedValue(name: String, state: NavigationState<Shop>, error: NavigationError) {
        #expect(throws: error, "\(name)") { try state.validate() }
        #expect(!state.isValid)
    }

    static let edited: [(String, NavigationState<Shop>)] = [
        ("single stack", NavigationState(root: .cart, path: [.product(1), .product(1)])),
        ("tabs", mainTabs(selected: .profile)),
        ("rich", StateFixtures.rich),
        ("overlay with alert", build(mainTabs()) { state in
            try state.present(.address, as: .fullScreenCover)
            try state.present(.loading, as: .overlay)
            try state.showAlert(.productNote)
        }),
        ("after pops and dismissals", build(StateFixtures.rich) { state in
            try state.dismiss(LayerID(6))
            try state.popToRoot(of: .tab(.profile))
            try state.pop()
        }),
        ("after switchRoot", build(StateFixtures.rich) { $0.switchRoot(to: .signIn, root: .signIn) }),
    ]

    // Promise: validate() accepts every value the editing API builds.
    @Test(arguments: edited)
    func editedValuesValidate(name: String, state: NavigationState<Shop>) throws {
        try state.validate()
        #expect(state.isValid)
    }

    // Promise: a repeated tab name is found at any count: a short list is compared pairwise,
    // a long one (past 16 tabs) with a set, and both name the first tab that repeats an earlier one.
    @Test(arguments: [3, 16, 17, 40])
    func repeatedTabIsFoundAtAnyCount(count: Int) {
        var tabs = (0..<count).map { TabStack<Shop>(TabID("tab\($0)"), root: .cart) }
        tabs.insert(TabStack(TabID("tab1"), root: .options), at: count - 1)
        tabs.append(TabStack(TabID("tab0"), root: .options))
        #expect(throws: NavigationError.duplicateTab("tab1")) {
            try NavigationState<Shop>(tabs: tabs, selected: "tab0")
        }
        #expect(throws: Never.self) {
            try NavigationState<Shop>(tabs: (0..<count).map { TabStack(TabID("tab\($0)"), root: .cart) }, selected: "tab0")
        }
    }
}
