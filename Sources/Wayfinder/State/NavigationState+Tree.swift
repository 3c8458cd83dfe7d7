// A short indented tree of what is on screen, for tests, logs and the demo.

extension NavigationState {
    /// What the value shows, as a short indented tree: the root first, then each layer.
    ///
    /// ```
    /// root main: tabs
    ///   catalog: catalog › product(7)
    ///   cart*: cart
    /// sheet [fitting, grabber]: options
    /// alert "Remove item?" [Cancel, Remove] on options
    /// ```
    ///
    /// A split lists its columns, the one a compact host shows starred:
    ///
    /// ```
    /// root main: split [automatic]
    ///   primary: catalog
    ///   secondary*: product(7)
    /// ```
    ///
    /// - Parameter identities: Whether to print identities (`product(7)#4`), which pin down
    ///   exactly which entry is where.
    public func tree(identities: Bool = false) -> String {
        func name(_ entry: Entry<Screen>) -> String {
            identities ? "\(entry.screen)\(entry.id)" : "\(entry.screen)"
        }
        func path(_ stack: ScreenStack<Screen>) -> String {
            stack.entries.map(name).joined(separator: " › ")
        }
        func tag(_ word: String, _ id: some CountedIdentity) -> String {
            identities ? "\(word)\(id)" : word
        }

        var lines: [String] = []
        let rootTag = tag("root", root.id) + " \(root.flow)"
        switch root.content {
        case .stack(let stack):
            lines.append("\(rootTag): \(path(stack))")
        case .tabs(let tabs):
            lines.append("\(rootTag): tabs")
            for tab in tabs.tabs {
                let mark = tab.id == tabs.selected ? "*" : ""
                lines.append("  \(tab.id)\(mark): \(path(tab.stack))")
            }
        case .split(let split):
            lines.append("\(rootTag): split [\(split.arrangement.display)]")
            for column in split.columns {
                let mark = column == split.arrangement.compactColumn ? "*" : ""
                let entries = split[column].map(path) ?? ""
                lines.append("  \(column)\(mark): \(entries.isEmpty ? "(placeholder)" : entries)")
            }
        }
        for layer in layers {
            switch layer.kind {
            case .sheet(let style):
                var traits = style.detents.map { detent in
                    detent == style.selectedDetent && style.detents.count > 1 ? "\(detent)*" : "\(detent)"
                }
                if style.grabber { traits.append("grabber") }
                if !style.userCanDismiss { traits.append("locked") }
                lines.append("\(tag("sheet", layer.id)) [\(traits.joined(separator: ", "))]: \(layer.stack.map(path) ?? "")")
            case .fullScreenCover:
                lines.append("\(tag("cover", layer.id)): \(layer.stack.map(path) ?? "")")
            case .overlay:
                lines.append("\(tag("overlay", layer.id)): \(layer.stack.map(path) ?? "")")
            case .alert(let alert, let owner):
                let buttons = alert.buttons.map { $0.title }.joined(separator: ", ")
                let ownerName = entry(owner).map(name) ?? "\(owner)"
                lines.append("\(tag("alert", layer.id)) \"\(alert.title)\" [\(buttons)] on \(ownerName)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
