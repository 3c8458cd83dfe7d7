import Foundation
import Testing

/// The code of the Recipes article is the code these tests build and run: its ```swift blocks, in
/// order, are RecipesApp.swift (the blocks without `@Test`) and RecipesTests.swift (those with),
/// all but the one that needs SwiftUI.
@Test func recipesAreTheArticlesBlocks() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let article = folder.appendingPathComponent("../../../Sources/Wayfinder/Wayfinder.docc/Recipes.md").standardized
    var app: [String] = []
    var tests: [String] = []
    var block: [Substring]?
    for line in try String(contentsOf: article, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
        guard let code = block else {
            if line == "```swift" { block = [] }
            continue
        }
        guard line.hasPrefix("```") else {
            block = code + [line]
            continue
        }
        let text = code.joined(separator: "\n")
        if text.contains("import SwiftUI") {
            // The alert's SwiftUI view: type-checked with the articles' snippets, against the stubs.
        } else if text.contains("@Test") {
            tests.append(text)
        } else {
            app.append(text)
        }
        block = nil
    }
    // A file is a comment line naming the article, then the blocks, a blank line between two.
    func code(of file: String) throws -> String {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[1]
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(!app.isEmpty && !tests.isEmpty)
    #expect(try code(of: "RecipesApp.swift") == app.joined(separator: "\n\n"))
    #expect(try code(of: "RecipesTests.swift") == tests.joined(separator: "\n\n"))
}
