import Foundation

/// A link matched by a pattern: its parameters, wildcards and query items, read as the types you
/// ask for.
///
/// ```swift
/// try router.add("/orders/:id") { match in
///     .order(try match.parameter("id", as: Int.self))
/// }
/// try router.add("/compare/*ids") { match in
///     .compare(try match.parameter("ids", as: [Int].self))
/// }
/// ```
public struct LinkMatch: Sendable {
    /// The link.
    public let link: DeepLink
    /// The pattern that matched it.
    package let pattern: LinkPattern
    /// The parameters' text, by name, percent-decoded.
    public let parameters: [String: String]
    /// The segments each wildcard matched, by name, percent-decoded: one or more, at most
    /// ``DeepLinkRouter/maximumWildcardSegments``.
    public let wildcards: [String: [String]]

    /// A parameter read as any type that can be made from text (`Int`, `String`, your own).
    ///
    /// Integers are read in their canonical decimal form only: digits, a `-` before a negative
    /// number, no `+`, no leading zeros, so `0003` and `+3` are refused and one number has one
    /// link. To accept other spellings, read ``parameters`` and parse the text yourself.
    ///
    /// - Throws: ``DeepLinkError/parameterInvalid(name:value:expected:)`` when the text does not
    ///   parse (`abc` for an `Int`, a number that overflows), or the pattern has no such parameter.
    public func parameter<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self) throws(DeepLinkError) -> Value {
        let text = try text(of: name)
        guard let value = Self.read(text, as: Value.self) else { throw .parameterInvalid(name: name, value: text, expected: "\(Value.self)") }
        return value
    }

    /// A parameter read as a UUID.
    public func parameter(_ name: String, as type: UUID.Type) throws(DeepLinkError) -> UUID {
        let text = try text(of: name)
        guard let value = UUID(uuidString: text) else { throw .parameterInvalid(name: name, value: text, expected: "UUID") }
        return value
    }

    /// A wildcard's segments, each read as any type that can be made from text, as a parameter is
    /// read (integers in their canonical decimal form only).
    ///
    /// - Throws: ``DeepLinkError/parameterInvalid(name:value:expected:)`` naming the first segment
    ///   that does not parse, or when the pattern has no wildcard of this name.
    public func parameter<Element: LosslessStringConvertible>(
        _ name: String, as type: [Element].Type = [Element].self
    ) throws(DeepLinkError) -> [Element] {
        var values: [Element] = []
        for text in try texts(of: name) {
            guard let value = Self.read(text, as: Element.self) else { throw .parameterInvalid(name: name, value: text, expected: "\(Element.self)") }
            values.append(value)
        }
        return values
    }

    /// A wildcard's segments, each read as a UUID.
    public func parameter(_ name: String, as type: [UUID].Type) throws(DeepLinkError) -> [UUID] {
        var values: [UUID] = []
        for text in try texts(of: name) {
            guard let value = UUID(uuidString: text) else { throw .parameterInvalid(name: name, value: text, expected: "UUID") }
            values.append(value)
        }
        return values
    }

    /// A query item read as a type (integers in their canonical form, as parameters are
    /// read), or `nil` when the link has no such item.
    ///
    /// - Throws: ``DeepLinkError/parameterInvalid(name:value:expected:)`` when it is present but
    ///   does not parse.
    public func query<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self) throws(DeepLinkError) -> Value? {
        guard let text = link.query(name) else { return nil }
        guard let value = Self.read(text, as: Value.self) else { throw .parameterInvalid(name: name, value: text, expected: "\(Value.self)") }
        return value
    }

    /// A query item that must be present.
    public func requiredQuery<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self) throws(DeepLinkError) -> Value {
        guard let value = try query(name, as: type) else { throw .queryItemMissing(name) }
        return value
    }

    /// `text` read as a value; an integer only from its canonical decimal spelling.
    private static func read<Value: LosslessStringConvertible>(_ text: String, as: Value.Type) -> Value? {
        guard let value = Value(text) else { return nil }
        if Value.self is any BinaryInteger.Type, value.description != text { return nil }
        return value
    }

    private func text(of name: String) throws(DeepLinkError) -> String {
        guard let text = parameters[name] else {
            throw .parameterInvalid(name: name, value: "", expected: "a parameter of \(pattern)")
        }
        return text
    }

    private func texts(of name: String) throws(DeepLinkError) -> [String] {
        guard let texts = wildcards[name] else {
            throw .parameterInvalid(name: name, value: "", expected: "a wildcard of \(pattern)")
        }
        return texts
    }
}
