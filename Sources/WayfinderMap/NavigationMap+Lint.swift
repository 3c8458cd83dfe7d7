import Foundation
import Wayfinder

extension NavigationMap {
    /// What is wrong with the app's navigation as declared, in a stable order: screens the map
    /// does not know, links and guards that do not say where they land, links whose parameters
    /// cannot build their screens, guards that redirect to what they protect, patterns no link
    /// opens, and screens nothing reaches. Empty when there is nothing to report.
    ///
    /// ```swift
    /// let findings = map.lint()
    /// print(findings.isEmpty ? "no problems" : findings.map(\.description).joined(separator: "\n"))
    /// ```
    public func lint() -> [MapFinding] {
        unknownScreens() + undeclared() + missingParameters() + protectedRedirects() + shadowedPatterns() + unreachableScreens()
    }

    /// Screens named somewhere that the app's list of screens lacks.
    private func unknownScreens() -> [MapFinding] {
        guard !screens.isEmpty else { return [] }
        let known = Set(screens.map(\.name))
        var named: [(screen: String, place: String)] = []
        for flow in flows { named += flow.screens.map { ($0.name, "the flow \(flow.flow)") } }
        for link in links { named += (link.shows?.screens ?? []).map { ($0.name, "the link \(link.pattern)") } }
        for guarded in guards {
            named += guarded.redirectsTo.flatMap { $0.screens }.map { ($0.name, "the guard \(guarded.id)'s redirect") }
        }
        for transition in transitions {
            named += [(transition.from, "the transition \(transition)"), (transition.to.name, "the transition \(transition)")]
        }
        var findings: [MapFinding] = []
        for (screen, place) in named where !known.contains(screen) {
            let finding = MapFinding.unknownScreen(screen, namedBy: place)
            if !findings.contains(finding) { findings.append(finding) }
        }
        return findings
    }

    private func undeclared() -> [MapFinding] {
        links.filter { $0.shows == nil }.map { .linkNotDeclared(pattern: $0.pattern) }
            + guards.filter { $0.redirectsTo.isEmpty }.map { .redirectNotDeclared(guardID: $0.id) }
    }

    /// Each value a link's screens are built from must be one of its pattern's parameters. What
    /// a screen needs is what the app's list of screens says, or else what the link writes.
    private func missingParameters() -> [MapFinding] {
        var findings: [MapFinding] = []
        for link in links {
            for written in link.shows?.screens ?? [] {
                let screen = screens.first { $0.name == written.name } ?? written
                for parameter in screen.parameters where !link.parameters.contains(parameter) {
                    findings.append(.parameterMissing(pattern: link.pattern, screen: screen, parameter: parameter))
                }
            }
        }
        return findings
    }

    private func protectedRedirects() -> [MapFinding] {
        var findings: [MapFinding] = []
        for guarded in guards {
            for screen in guarded.redirectsTo.flatMap({ $0.screens }) where guarded.protects.contains(screen.name) {
                let finding = MapFinding.redirectProtected(guardID: guarded.id, screen: screen.name)
                if !findings.contains(finding) { findings.append(finding) }
            }
        }
        return findings
    }

    /// Patterns no link opens. The router's own matching decides: each pattern's most
    /// favourable links (a parameter's segment matching no literal, a wildcard of every length
    /// up to one past the deepest pattern) are resolved by a router of all the patterns; a
    /// pattern none of them reaches is shadowed by those that took them.
    private func shadowedPatterns() -> [MapFinding] {
        let host = "map.invalid"
        var router = DeepLinkRouter<Int>(schemes: [], webHosts: [host])
        var patterns: [(index: Int, segments: [LinkPattern.Segment])] = []
        for (index, link) in links.enumerated() {
            do {
                let pattern = try LinkPattern(link.pattern)
                try router.add(link.pattern) { _ in index }
                patterns.append((index, pattern.segments))
            } catch {
                continue  // a malformed or duplicated pattern, which its own router refused too
            }
        }
        var literals = Set<String>()
        for (_, segments) in patterns {
            for case .literal(let text) in segments { literals.insert(text) }
        }
        var fresh = "x"
        while literals.contains(fresh) { fresh += "x" }
        let deepest = patterns.map(\.segments.count).max() ?? 0
        var findings: [MapFinding] = []
        for (index, segments) in patterns {
            let hasWildcard = segments.contains { if case .wildcard = $0 { true } else { false } }
            var takenBy = Set<Int>()
            for length in hasWildcard ? Array(1...deepest + 1) : [1] {
                let path = segments.flatMap { segment -> [String] in
                    switch segment {
                    case .literal(let text): [text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text]
                    case .parameter: [fresh]
                    case .wildcard: Array(repeating: fresh, count: length)
                    }
                }
                if let taker = try? router.resolve("https://\(host)/" + path.joined(separator: "/")) { takenBy.insert(taker) }
            }
            guard !takenBy.contains(index) else { continue }
            findings.append(.shadowed(pattern: links[index].pattern, by: takenBy.sorted().map { links[$0].pattern }))
        }
        return findings
    }

    /// Screens no flow, link or redirect lands on, and no transition from those reaches.
    private func unreachableScreens() -> [MapFinding] {
        var reached = Set(flows.flatMap { $0.screens }.map(\.name))
        reached.formUnion(links.flatMap { $0.shows?.screens ?? [] }.map(\.name))
        reached.formUnion(guards.flatMap { $0.redirectsTo.flatMap { $0.screens } }.map(\.name))
        var grew = true
        while grew {
            grew = false
            for transition in transitions where reached.contains(transition.from) && !reached.contains(transition.to.name) {
                reached.insert(transition.to.name)
                grew = true
            }
        }
        return screens.filter { !reached.contains($0.name) }.map { .unreachable(screen: $0.name) }
    }
}
