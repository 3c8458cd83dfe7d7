import Wayfinder

extension NavigationMap {
    /// The map against what sessions did: the links declared that no opened link matched, and
    /// the transitions seen that the map does not declare, in the order declared and seen.
    ///
    /// A seen transition is declared when ``transitions`` holds it (the same screens, pushed or
    /// presented alike), or when it pushes the next screen of a stack a flow, a link or a
    /// redirect builds. An opened link is matched by the router's own rules, whatever its
    /// scheme or host; one that no pattern matches, or that is not a link, counts for none.
    ///
    /// ```swift
    /// let findings = map.compared(
    ///     openedLinks: ["shop://orders/42", "https://shop.example/cart"],
    ///     seenTransitions: [.init(from: "cart", to: "address", by: .push)])
    /// // the link /settings was never opened …
    /// ```
    public func compared(openedLinks: [String], seenTransitions: [Transition]) -> [MapFinding] {
        let read = openedLinks.compactMap { try? DeepLink($0) }
        var router = DeepLinkRouter<Int>(schemes: Set(read.map { $0.scheme }), webHosts: Set(read.compactMap { $0.host }))
        for (index, declared) in links.enumerated() {
            try? router.add(declared.pattern) { _ in index }
        }
        let opened = Set(read.compactMap { try? router.resolve($0) })
        var findings = links.indices.filter { !opened.contains($0) }.map { MapFinding.linkNeverOpened(pattern: links[$0].pattern) }
        let stacks = flows + links.compactMap { $0.shows } + guards.flatMap { $0.redirectsTo }
        for seen in seenTransitions {
            let listed = transitions.contains { $0.from == seen.from && $0.to.name == seen.to.name && $0.kind == seen.kind }
            let built = seen.kind == .push && stacks.contains { path in
                zip(path.screens, path.screens.dropFirst()).contains { $0.name == seen.from && $1.name == seen.to.name }
            }
            let finding = MapFinding.transitionNotDeclared(seen)
            if !listed && !built && !findings.contains(finding) { findings.append(finding) }
        }
        return findings
    }
}
