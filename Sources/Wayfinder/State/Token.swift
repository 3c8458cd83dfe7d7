/// A name chosen by the app for one kind of thing: a flow, a tab, an alert style, an alert action.
///
/// Tokens are typed by their kind, so a tab's name cannot be passed where a flow is expected,
/// and they read like constants when the app declares them:
///
/// ```swift
/// extension TabID {
///     static let catalog: TabID = "catalog"
///     static let cart: TabID = "cart"
/// }
/// ```
///
/// A token encodes as its string alone.
public struct Token<Kind>: RawRepresentable, Hashable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The name, as the app spells it.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }
}

/// The kinds of ``Token``; they exist only to keep tokens of different kinds apart.
public enum TokenKind {
    /// The kind of ``FlowID``.
    public enum Flow {}
    /// The kind of ``TabID``.
    public enum Tab {}
    /// The kind of ``AlertStyle``.
    public enum AlertStyle {}
    /// The kind of ``AlertAction``.
    public enum AlertAction {}
    /// The kind of ``GuardID``.
    public enum Guard {}
}

/// The name of an app flow at the root: splash, sign-in, onboarding, main.
public typealias FlowID = Token<TokenKind.Flow>
/// The name of a tab of a tabbed root.
public typealias TabID = Token<TokenKind.Tab>
/// An app-defined design token that tells a host how to draw a custom alert (`"standard"`, `"destructive-card"`).
public typealias AlertStyle = Token<TokenKind.AlertStyle>
/// An app-defined name for what an alert button does (`"remove-item"`); delivered back when tapped.
public typealias AlertAction = Token<TokenKind.AlertAction>
/// The name of a condition that guards screens and links (`"signedIn"`).
public typealias GuardID = Token<TokenKind.Guard>

extension Token where Kind == TokenKind.AlertStyle {
    /// The host's default look for custom alerts.
    public static var standard: AlertStyle { "standard" }
}
