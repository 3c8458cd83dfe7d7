import Foundation
import Testing
import Wayfinder

/// A split root in the value: building, reading, commands on its columns, validation, restoration.
@Suite("Split roots in the value")
struct SplitValueTests {
    /// Catalog sidebar, product(7) detail: root#0 catalog#1 product(7)#2.
    static var catalogSplit: NavigationState<Shop> {
        try! NavigationState(flow: .main, split: SplitStacks(primary: [.catalog], secondary: [.product(7)]))
    }

    @Test func aSplitReadsAsItsColumns() throws {
        let state = Self.catalogSplit
        #expect(state.root.columns == [.primary, .secondary])
        #expect(state.root.compactColumn == .secondary)
        #expect(state.root.splitDisplay == .automatic)
        #expect(state.root.visibleStackLocation == .column(.secondary))
        #expect(state.topEntry?.screen == .product(7))
        #expect(state.visiblePath.map(\.screen) == [.catalog, .product(7)])
        #expect(state.allStacks.map(\.location) == [.column(.primary), .column(.secondary)])
        #expect(state.tree(identities: true) == """
            root#0 main: split [automatic]
              primary: catalog#1
              secondary*: product(7)#2
            """)
    }

    @Test func everyStackCommandTargetsAColumn() throws {
        var state = Self.catalogSplit
        try state.push(.options)  // onto the visible column: the detail
        #expect(state.stack(at: .column(.secondary))?.screens == [.product(7), .options])
        try state.push(.orders, onto: .column(.primary))
        try state.pop(from: .column(.primary))
        try state.replaceStack(with: [.product(8)], at: .column(.secondary))
        #expect(state.stack(at: .column(.secondary))?.screens == [.product(8)])
        try state.pop(from: .column(.secondary))  // the detail may be emptied
        #expect(state.stack(at: .column(.secondary))?.entries.isEmpty == true)
        #expect(state.root.visibleStackLocation == .column(.primary))
        #expect(state.tree() == "root main: split [automatic]\n  primary: catalog\n  secondary*: (placeholder)")
        try state.validate()
        StateFixtures.expectRefusal(.nothingToPop(.column(.primary)), from: state) { try $0.pop(from: .column(.primary)) }
        StateFixtures.expectRefusal(.emptyStack(.column(.primary)), from: state) {
            try $0.replaceStack(with: [], at: .column(.primary))
        }
        StateFixtures.expectRefusal(.noSuchStack(.column(.supplementary)), from: state) {
            try $0.push(.orders, onto: .column(.supplementary))
        }
        StateFixtures.expectRefusal(.noSuchStack(.column(.supplementary)), from: state) { try $0.showColumn(.supplementary) }
    }

    @Test func goingBackPastTheDetailsRootEmptiesTheDetailNotTheSidebar() throws {
        var state = try NavigationState<Shop>(
            flow: .main, split: SplitStacks(primary: [.catalog, .orders], secondary: [.product(7), .options]))
        try state.back()
        #expect(state.stack(at: .column(.secondary))?.screens == [.product(7)])
        try state.back()
        #expect(state.stack(at: .column(.secondary))?.screens == [])
        #expect(state.stack(at: .column(.primary))?.screens == [.catalog, .orders])
        try state.replaceStack(with: [.product(1), .options], at: .column(.secondary))
        try state.back(3)
        #expect(state.stack(at: .column(.primary))?.screens == [.catalog])
        #expect(state.stack(at: .column(.secondary))?.screens == [])
        try state.replaceStack(with: [.product(2)], at: .column(.secondary))
        state.backToRoot()
        #expect(state.visiblePath.map(\.screen) == [.catalog])
    }

    @Test func theArrangementIsPartOfTheValueButNotOfTheRootsIdentity() throws {
        var state = Self.catalogSplit
        let root = state.root.id
        try state.showColumn(.primary)
        try state.setSplitDisplay(.allColumns)
        #expect(state.root.compactColumn == .primary && state.root.splitDisplay == .allColumns)
        #expect(state.root.id == root)
        #expect(state.visiblePath.map(\.screen) == [.catalog])
        #expect(state != Self.catalogSplit)
        StateFixtures.expectRefusal(.noSuchStack(.column(.primary)), from: NavigationState(flow: .main, root: .cart)) {
            try $0.setSplitDisplay(.allColumns)
        }
    }

    @Test func buildingASplitIsChecked() {
        #expect(throws: NavigationError.emptyStack(.column(.primary))) {
            try NavigationState<Shop>(split: SplitStacks(primary: []))
        }
        #expect(throws: NavigationError.noSuchStack(.column(.supplementary))) {
            try NavigationState<Shop>(split: SplitStacks(primary: [.catalog], compactColumn: .supplementary))
        }
        let three = try? NavigationState<Shop>(
            split: SplitStacks(primary: [.catalog], supplementary: [.orders], secondary: [], compactColumn: .supplementary))
        #expect(three?.root.columns == [.primary, .supplementary, .secondary])
        #expect(three?.topEntry?.screen == .orders)
    }

    @Test func aSplitIsRestoredWithItsIdentities() throws {
        var state = try NavigationState<Shop>(
            flow: .main,
            split: SplitStacks(primary: [.catalog], supplementary: [.orders], secondary: [.order(4)], display: .allColumns))
        try state.showColumn(.supplementary)
        let restored = try NavigationState<Shop>.restored(from: try state.restorationData())
        #expect(restored == state)
        #expect(restored.tree(identities: true) == state.tree(identities: true))
    }

    @Test func restoredSplitsThatCannotBeShownAreRefusedWithTypedErrors() throws {
        let data = try Self.catalogSplit.restorationData()
        let text = String(decoding: data, as: UTF8.self)
        // The primary emptied, a compact column the split lacks, a column no version knows.
        let emptyPrimary = text.replacingOccurrences(of: #""primary":[{"id":1,"screen":{"catalog":{}}}]"#, with: #""primary":[]"#)
        #expect(emptyPrimary != text)
        #expect(throws: RestorationError.invalid(.emptyStack(.column(.primary)))) {
            try NavigationState<Shop>.restored(from: Data(emptyPrimary.utf8))
        }
        let noColumn = text.replacingOccurrences(of: #""compactColumn":"secondary""#, with: #""compactColumn":"supplementary""#)
        #expect(noColumn != text)
        #expect(throws: RestorationError.invalid(.noSuchStack(.column(.supplementary)))) {
            try NavigationState<Shop>.restored(from: Data(noColumn.utf8))
        }
        let unknown = text.replacingOccurrences(of: #""compactColumn":"secondary""#, with: #""compactColumn":"inspector""#)
        #expect(throws: RestorationError.self) { try NavigationState<Shop>.restored(from: Data(unknown.utf8)) }
    }

    @Test func aLinkTargetTakesOverTheSplitsIdentities() throws {
        let shown = Self.catalogSplit
        let target = try NavigationState<Shop>(flow: .main, split: SplitStacks(primary: [.catalog], secondary: [.product(7), .options]))
        let reconciled = shown.reconciled(with: target)
        #expect(reconciled.root.id == shown.root.id)
        #expect(reconciled.stack(at: .column(.secondary))?.entries.prefix(1) == shown.stack(at: .column(.secondary))?.entries.prefix(1))
        #expect(reconciled.stack(at: .column(.secondary))?.screens == [.product(7), .options])
        // Another shape (a single stack) is another root.
        let single = shown.reconciled(with: NavigationState(flow: .main, root: .catalog))
        #expect(single.root.id != shown.root.id)
    }

    @Test func aSplitsFlowRegionShowsThePrimarysRoot() {
        let state = Self.catalogSplit
        #expect(state.regions == [.flow(.main, root: state.root.id)])
        #expect(state.content(of: .flow(.main, root: state.root.id)) == .flow(.main, root: .catalog))
    }
}
