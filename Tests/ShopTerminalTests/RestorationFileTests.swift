import Foundation
import ShopApp
import ShopTerminal
import Testing
import Wayfinder

/// `--save FILE` and `--restore FILE`: a demo that quits and starts again from the file comes
/// back where it was; a file that cannot be restored is refused with a typed, readable error.
@MainActor
@Suite("Demo: save and restore")
struct RestorationFileTests {
    static func file(_ name: String = "navigation.json") throws -> RestorationFile {
        RestorationFile(path: try ScriptFileTests.folder().appendingPathComponent(name).path)
    }

    /// A signed-in demo at Profile › Orders › Order(42) with Settings pushed on Catalog, and the
    /// options sheet of Product 7 over it, left through a script.
    func leftDemo() -> ShopDemo {
        let demo = ShopDemo(signedIn: true)
        demo.settleTransitions()
        _ = ScriptRunner(demo: demo, print: { _ in }).run(["link shop://orders/42", "link shop://product/7", "tap 1"])
        return demo
    }

    // A demo started from what another saved shows the same screens, identities kept, with one
    // transition and no splash or Sign in first; the script carries on from there.
    @Test func restoredDemoComesBackWhereItWas() throws {
        let file = try Self.file()
        let left = leftDemo()
        try file.write(left.restorableState)
        let demo = ShopDemo(signedIn: false, restored: try file.read())
        demo.settleTransitions()
        #expect(demo.navigator.shown == left.navigator.shown)
        #expect(demo.phone.host.transcript.allSatisfy { !$0.text.contains("splash") && !$0.text.contains("signIn") })
        #expect(demo.phone.host.violations.isEmpty)
        var output: [String] = []
        let failures = ScriptRunner(demo: demo, print: { output.append($0) }).run(["drag", "tab profile", "back"])
        #expect(failures == 0, "\(output.joined(separator: "\n"))")
        #expect(demo.navigator.shown.stack(at: .tab(.profile))?.screens == [.profile, .orders])
    }

    // A loading overlay is not saved: the order it waited for died with the process, so the
    // restored demo would wait for ever.
    @Test func loadingOverlayIsNotSaved() throws {
        let demo = ShopDemo(signedIn: true)
        demo.settleTransitions()
        _ = ScriptRunner(demo: demo, print: { _ in }).run(["link shop://product/5", "tap 2", "tab cart", "tap 1", "tap 1", "tap 1"])
        #expect(demo.navigator.state.layers.first?.kind == .overlay)
        #expect(demo.restorableState.layers.isEmpty)
        #expect(demo.restorableState.topEntry?.screen == .confirmOrder)
    }

    // A file that is missing, a directory, or not restoration data is refused with a typed
    // error that names it and says why.
    @Test func unrestorableFilesAreRefused() throws {
        let missing = try Self.file()
        #expect(throws: RestorationFileError.missing(missing.path)) { try missing.read() }
        #expect(RestorationFileError.missing(missing.path).description == "cannot restore from \(missing.path): there is no such file")

        let folder = try ScriptFileTests.folder()
        #expect(throws: RestorationFileError.isDirectory(folder.path)) { try RestorationFile(path: folder.path).read() }

        let corrupted = try Self.file()
        try Data("{\"format\": 1, \"state\": {\"root\": 3}}".utf8).write(to: URL(fileURLWithPath: corrupted.path))
        let error = try #require(throws: RestorationFileError.self) { try corrupted.read() }
        guard case .corrupted(corrupted.path, .mismatch) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(error.description.hasPrefix("cannot restore from \(corrupted.path): the saved navigation does not match"))

        let truncated = try Self.file()
        try Data(try leftDemo().restorableState.restorationData().prefix(40)).write(to: URL(fileURLWithPath: truncated.path))
        #expect(throws: RestorationFileError.self) { try truncated.read() }
    }

    // The products recently viewed are saved beside the navigation: a demo started from the
    // file shows the catalog's Recently viewed row with the same products from the same one.
    @Test func recentlyViewedComesBackWithItsPlace() throws {
        let file = try Self.file()
        let left = ShopDemo(signedIn: true)
        left.settleTransitions()
        let commands = ["wait 1", "tap 1", "back", "tap 2", "back", "tap 3", "back", "tap 4", "back", "carousel 1"]
        #expect(ScriptRunner(demo: left, print: { _ in }).run(commands) == 0)
        try file.write(left.restorableState, recentlyViewed: left.app.recentlyViewed.products)
        let saved = try file.contents()
        #expect(saved.recentlyViewed == [4, 3, 2, 1])
        let demo = ShopDemo(signedIn: false, recentlyViewed: saved.recentlyViewed, restored: saved.navigation)
        demo.settleTransitions()
        let entry = try #require(demo.navigator.state.stack(at: .tab(.catalog))?.root?.id)
        let catalog = try #require(demo.app.models[entry, as: CatalogModel.self])
        #expect(Array(catalog.recentVisible) == [3, 2, 1])
        #expect(catalog.anchor?.sections["recent"] == ListAnchor(item: CatalogModel.recentItem(3)))
    }

    // A file holding the core's restoration data alone (saved before the products were) still
    // restores, with no product viewed; products that are not numbers are refused, typed.
    @Test func filesWithoutProductsOrWithBadOnesAreReadAsTheySay() throws {
        let old = try Self.file()
        try leftDemo().restorableState.restorationData().write(to: URL(fileURLWithPath: old.path))
        let contents = try old.contents()
        #expect(contents.recentlyViewed.isEmpty)
        #expect(contents.navigation.topEntry?.screen == .options(product: 7))

        let bad = try Self.file()
        let navigation = String(decoding: try leftDemo().restorableState.restorationData(), as: UTF8.self)
        try Data("{\"navigation\": \(navigation), \"recentlyViewed\": [\"seven\"]}".utf8).write(to: URL(fileURLWithPath: bad.path))
        #expect(throws: RestorationFileError.corruptedRecentlyViewed(bad.path)) { try bad.contents() }
    }

    // Where nothing can be written is found before the demo starts, not when it quits.
    @Test func unwritablePlaceIsRefusedUpFront() throws {
        let folder = try ScriptFileTests.folder()
        #expect(throws: RestorationFileError.isDirectory(folder.path)) { try RestorationFile(path: folder.path).checkWritable() }
        let nowhere = folder.appendingPathComponent("no/such/folder/navigation.json").path
        #expect(throws: RestorationFileError.self) { try RestorationFile(path: nowhere).checkWritable() }
        try Self.file().checkWritable()
    }
}
