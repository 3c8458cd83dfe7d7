import Foundation
import Testing
import Wayfinder

/// Values and checks shared by the State tests (namespaced so they cannot clash with other suites).
enum StateFixtures {
    /// Tabs with pushed entries, a fitting sheet with a path, and an alert raised by the sheet's top.
    /// Identities: root#0 catalog#1 cart#2 profile#3 product(7)#4 orders#5 sheet#6 options#7
    /// product(3)#8 alert#9, counter at #10.
    static var rich: NavigationState<Shop> {
        build(mainTabs(selected: .cart)) { state in
            try state.push(.product(7))
            try state.push(.orders, onto: .tab(.profile))
            let style = SheetStyle(detents: [.fitting, .large], selectedDetent: .fitting, grabber: true)
            try state.present(.options, path: [.product(3)], as: .sheet(style))
            try state.showAlert(.removeItem)
        }
    }

    /// Every identity in a value, by its number: the root's, each layer's, each entry's.
    static func identities(of state: NavigationState<Shop>) -> [Int] {
        [state.root.id.rawValue] + state.layers.map(\.id.rawValue) + state.allStacks.flatMap { $0.stack.entries.map(\.id.rawValue) }
    }

    /// Runs an edit that must be refused: it throws exactly `expected` and leaves the value as it was,
    /// counter included.
    static func expectRefusal(
        _ expected: NavigationError,
        from start: NavigationState<Shop>,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ edit: (inout NavigationState<Shop>) throws -> Void
    ) {
        var state = start
        #expect(throws: expected, sourceLocation: sourceLocation) { try edit(&state) }
        #expect(state == start, sourceLocation: sourceLocation)
        #expect(state.nextIdentity == start.nextIdentity, sourceLocation: sourceLocation)
        #expect(state.tree(identities: true) == start.tree(identities: true), sourceLocation: sourceLocation)
    }
}

/// JSON of navigation values written by hand, in the shape `restorationData()` writes, to make
/// corrupted values that the editing API cannot produce.
enum StateJSON {
    static func screen(_ screen: Shop) -> String {
        String(decoding: try! JSONEncoder().encode(screen), as: UTF8.self)
    }

    static func stack(_ entries: [(Int, Shop)]) -> String {
        "[" + entries.map { #"{"id":\#($0.0),"screen":\#(screen($0.1))}"# }.joined(separator: ",") + "]"
    }

    static func root(_ id: Int, stack: String) -> String {
        #"{"content":{"stack":{"_0":\#(stack)}},"flow":"main","id":\#(id),"transition":{"none":{}}}"#
    }

    static func root(_ id: Int, tabs: [(String, String)], selected: String) -> String {
        let list = tabs.map { #"{"id":"\#($0.0)","stack":\#($0.1)}"# }.joined(separator: ",")
        return #"{"content":{"tabs":{"_0":{"selected":"\#(selected)","tabs":[\#(list)]}}},"flow":"main","id":\#(id),"transition":{"none":{}}}"#
    }

    static func sheet(_ id: Int, stack: String?, detents: String = #"[{"large":{}}]"#) -> String {
        layer(id, kind: #"{"sheet":{"_0":{"detents":\#(detents),"grabber":false,"userCanDismiss":true}}}"#, stack: stack)
    }

    static func cover(_ id: Int, stack: String?) -> String {
        layer(id, kind: #"{"fullScreenCover":{}}"#, stack: stack)
    }

    /// An alert titled "T" whose buttons have the action "ok".
    static func alert(_ id: Int, owner: Int, buttons: [String] = ["OK"], stack: String? = nil) -> String {
        let list = buttons.map { #"{"action":"ok","title":"\#($0)"}"# }.joined(separator: ",")
        let alert = #"{"buttons":[\#(list)],"style":"standard","textFields":[],"title":"T"}"#
        return layer(id, kind: #"{"alert":{"_0":\#(alert),"owner":\#(owner)}}"#, stack: stack)
    }

    static func layer(_ id: Int, kind: String, stack: String?) -> String {
        #"{"id":\#(id),"kind":\#(kind)"# + (stack.map { #","stack":\#($0)"# } ?? "") + "}"
    }

    static func state(root: String, layers: [String] = [], next: Int) -> String {
        #"{"layers":[\#(layers.joined(separator: ","))],"nextEntryID":\#(next),"root":\#(root)}"#
    }

    /// What `restorationData()` wraps a value in.
    static func envelope(_ state: String, format: Int = 1) -> Data {
        Data(#"{"format":\#(format),"state":\#(state)}"#.utf8)
    }
}
