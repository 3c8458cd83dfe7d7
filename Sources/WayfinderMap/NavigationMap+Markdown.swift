import Foundation
import Wayfinder

extension NavigationMap {
    /// The map as Markdown tables for the docs: the flows, the links, the guards and the
    /// transitions, in the order they were declared.
    ///
    /// ```swift
    /// try map.markdown.write(toFile: "docs/Navigation.md", atomically: true, encoding: .utf8)
    /// ```
    public var markdown: String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        func code(_ text: String) -> String { "`" + cell(text) + "`" }
        var lines = ["| Flow | Tab | Starts at |", "|---|---|---|"]
        for flow in flows {
            lines.append("| \(code(flow.flow.rawValue)) | \(flow.tab.map { code($0.rawValue) } ?? "") | \(cell(flow.screens.map(\.description).joined(separator: " › "))) |")
        }
        lines += ["", "| Link | Parameters | Lands on | Guards |", "|---|---|---|---|"]
        for link in links {
            let protecting = Set((link.shows?.screens ?? []).flatMap { guards(protecting: $0.name) }).map { $0.rawValue }.sorted()
            lines.append(
                "| \(code(link.pattern)) | \(cell(link.parameters.joined(separator: ", "))) | "
                    + "\(link.shows.map { cell($0.description) } ?? "not declared") | \(cell(protecting.joined(separator: ", "))) |")
        }
        lines += ["", "| Guard | Protects | Redirects to |", "|---|---|---|"]
        for guarded in guards {
            let redirects = guarded.redirectsTo.map(\.description).joined(separator: "; ")
            lines.append("| \(code(guarded.id.rawValue)) | \(cell(guarded.protects.joined(separator: ", "))) | \(cell(redirects.isEmpty ? "not declared" : redirects)) |")
        }
        lines += ["", "| From | To | By |", "|---|---|---|"]
        for transition in transitions {
            lines.append("| \(cell(transition.from)) | \(cell(transition.to.description)) | \(transition.kind.rawValue) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
