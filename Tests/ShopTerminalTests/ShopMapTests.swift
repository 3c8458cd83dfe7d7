import Foundation
import ShopTerminal
import Testing

@testable import wayfinder_demo

/// The Shop's navigation map: it lints clean, and the copy in docs/ is what the demo prints now.
@MainActor
@Suite("Shop: navigation map")
struct ShopMapTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs").standardized

    @Test("the Shop's map has no problems")
    func lintsClean() {
        #expect(ShopDemo.map(.lint) == ("no problems\n", 0))
    }

    @Test("docs/ShopMap.dot and docs/ShopMap.md hold the map as the demo prints it (docs/generate-map)")
    func docsAreCurrent() throws {
        let dot = try String(contentsOf: Self.docs.appendingPathComponent("ShopMap.dot"), encoding: .utf8)
        let page = try String(contentsOf: Self.docs.appendingPathComponent("ShopMap.md"), encoding: .utf8)
        #expect(dot == ShopDemo.map(.dot).text)
        #expect(page.contains("```mermaid\n" + ShopDemo.map(.mermaid).text + "```\n"))
        #expect(page.contains(ShopDemo.map(.markdown).text))
    }

    @Test("--map takes dot, mermaid, markdown and lint, and nothing else")
    func mapOption() throws {
        for format in MapFormat.allCases {
            #expect(try DemoCommand.parse(["--map", format.rawValue]).map == format)
        }
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--map", "svg"]) }
    }
}
