import Foundation
import Wayfinder

// The map as a graph, in Graphviz DOT and in Mermaid: the same nodes and edges, in the order
// they were declared, so the same map always prints the same text.

extension NavigationMap {
    /// One edge of the drawn graph.
    struct Edge {
        enum Style { case plain, dashed, dotted, bold }
        let from: String
        let to: String
        let label: String
        let style: Style
    }

    /// A node: its identifier, its label, and what it stands for.
    struct Node {
        enum Kind { case flow, screen, link, guarded }
        let id: String
        let label: String
        let kind: Kind
    }

    /// The nodes: flows, screens (with the guards that protect them), links, guards.
    var nodes: [Node] {
        var flowNames: [FlowID] = []
        for flow in flows where !flowNames.contains(flow.flow) { flowNames.append(flow.flow) }
        let screenNodes = allScreens.map { screen in
            let guards = guards(protecting: screen.name)
            let label = guards.isEmpty ? screen.description : "\(screen)\nguard: \(guards.map(\.rawValue).joined(separator: ", "))"
            return Node(id: screenID(screen.name), label: label, kind: .screen)
        }
        var nodes = flowNames.map { Node(id: "flow \($0)", label: "flow \($0)", kind: .flow) }
        nodes += screenNodes
        nodes += links.map { Node(id: "link \($0.pattern)", label: $0.pattern, kind: .link) }
        nodes += guards.map { Node(id: "guard \($0.id)", label: "guard \($0.id)", kind: .guarded) }
        return nodes
    }

    /// The edges: each flow to its stacks' roots, each transition, each link to the screen it
    /// lands on, each guard to where it redirects.
    var edges: [Edge] {
        var edges: [Edge] = []
        for flow in flows {
            guard let root = flow.screens.first else { continue }
            edges.append(Edge(from: "flow \(flow.flow)", to: screenID(root.name), label: flow.tab.map { "tab \($0)" } ?? "root", style: .plain))
        }
        for transition in transitions {
            edges.append(Edge(
                from: screenID(transition.from), to: screenID(transition.to.name), label: transition.kind.rawValue,
                style: transition.kind == .push ? .plain : .dashed))
        }
        for link in links {
            guard let shows = link.shows, let top = shows.screens.last else { continue }
            edges.append(Edge(from: "link \(link.pattern)", to: screenID(top.name), label: shows.description, style: .dotted))
        }
        for guarded in guards {
            for path in guarded.redirectsTo {
                guard let top = path.screens.last else { continue }
                edges.append(Edge(from: "guard \(guarded.id)", to: screenID(top.name), label: "redirect", style: .bold))
            }
        }
        return edges
    }

    private func screenID(_ name: String) -> String { "screen \(name)" }

    /// The map in Graphviz's DOT language: `dot -Tsvg map.dot > map.svg` draws it.
    ///
    /// ```swift
    /// try map.dot.write(toFile: "Navigation.dot", atomically: true, encoding: .utf8)
    /// ```
    public var dot: String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        var lines = ["digraph navigation {", "    rankdir=LR;", "    node [shape=box];"]
        for node in nodes {
            let shape = switch node.kind {
            case .flow: ", shape=folder"
            case .screen: ""
            case .link: ", shape=note"
            case .guarded: ", shape=octagon"
            }
            lines.append("    \(quoted(node.id)) [label=\(quoted(node.label))\(shape)];")
        }
        for edge in edges {
            let style = switch edge.style {
            case .plain: ""
            case .dashed: ", style=dashed"
            case .dotted: ", style=dotted"
            case .bold: ", style=bold"
            }
            lines.append("    \(quoted(edge.from)) -> \(quoted(edge.to)) [label=\(quoted(edge.label))\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The map as a Mermaid flowchart, which GitHub and DocC-adjacent wikis draw from a
    /// ```` ```mermaid ```` block.
    ///
    /// ```swift
    /// print("```mermaid\n\(map.mermaid)```")
    /// ```
    public var mermaid: String {
        let nodes = nodes
        // Mermaid identifiers are plain words: each node is numbered in the order drawn.
        var number: [String: String] = [:]
        for (index, node) in nodes.enumerated() { number[node.id] = "n\(index)" }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "\n", with: "<br/>") + "\""
        }
        var lines = ["flowchart LR"]
        for node in nodes {
            let id = number[node.id] ?? node.id
            let label = quoted(node.label)
            switch node.kind {
            case .flow: lines.append("    \(id)([\(label)])")
            case .screen: lines.append("    \(id)[\(label)]")
            case .link: lines.append("    \(id)>\(label)]")
            case .guarded: lines.append("    \(id){{\(label)}}")
            }
        }
        for edge in edges {
            let arrow = switch edge.style {
            case .plain: "-->"
            case .dashed, .dotted: "-.->"
            case .bold: "==>"
            }
            lines.append("    \(number[edge.from] ?? edge.from) \(arrow)|\(quoted(edge.label))| \(number[edge.to] ?? edge.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
