/// A screen as the navigation map names it: the name of its case and the parameters it is built
/// from.
///
/// Written as a string literal, the parameters go in parentheses after the name:
///
/// ```swift
/// let order: ScreenName = "order(id)"   // name "order", parameters ["id"]
/// let cart: ScreenName = "cart"         // no parameters
/// ```
public struct ScreenName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The screen's name, such as `order`.
    public let name: String
    /// The names of the values the screen is built from, such as `id`.
    public let parameters: [String]

    /// The screen `name`, built from `parameters`.
    public init(_ name: String, parameters: [String] = []) {
        self.name = name
        self.parameters = parameters
    }

    /// Reads `name(first, second)`; text without parentheses is a name alone.
    public init(stringLiteral text: String) {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            self.init(text)
            return
        }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parameters = inside.split(separator: ",").map { String($0.filter { $0 != " " }) }
        self.init(String(text[..<open]), parameters: parameters)
    }

    /// `order(id)`, or the name alone.
    public var description: String {
        parameters.isEmpty ? name : "\(name)(\(parameters.joined(separator: ", ")))"
    }
}

/// Where a link or a guard's redirect lands, as the navigation map draws it: the flow at the
/// root, the tab selected in a flow of tabs, and the screens of that stack from its root.
///
/// ```swift
/// let order = ScreenPath(.main, tab: .profile, ["profile", "orders", "order(id)"])
/// let signIn = ScreenPath(.signIn, ["signIn"])
/// print(order)   // main › profile: profile › orders › order(id)
/// ```
public struct ScreenPath: Hashable, Sendable, CustomStringConvertible {
    /// The flow at the root.
    public let flow: FlowID
    /// The tab selected, in a flow of tabs.
    public let tab: TabID?
    /// The screens of the stack, its root first.
    public let screens: [ScreenName]

    /// The `screens` of `flow`'s stack, or of its tab `tab`.
    public init(_ flow: FlowID, tab: TabID? = nil, _ screens: [ScreenName]) {
        self.flow = flow
        self.tab = tab
        self.screens = screens
    }

    /// `main › profile: profile › orders › order(id)`.
    public var description: String {
        let place = tab.map { "\(flow) › \($0)" } ?? flow.rawValue
        return "\(place): " + screens.map { $0.description }.joined(separator: " › ")
    }
}
