import Foundation
import Testing
import Wayfinder

/// The app's names (tabs, flows, guards, alert actions and styles) read as the string they are
/// written with, print as it, and are saved as it alone.
@Suite("String identifiers")
struct StringIdentifierTests {
    /// Checks one kind of name: literal, both initializers, description and coding agree.
    static func check<Name: RawRepresentable & Codable & Equatable & CustomStringConvertible & ExpressibleByStringLiteral>(
        _ literal: Name, _ make: (String) -> Name
    ) throws where Name.RawValue == String, Name.StringLiteralType == String {
        #expect(literal == make("remove-item") && literal == Name(rawValue: "remove-item"))
        #expect(literal.rawValue == "remove-item" && literal.description == "remove-item" && "\(literal)" == "remove-item")
        #expect(String(decoding: try JSONEncoder().encode([literal]), as: UTF8.self) == #"["remove-item"]"#)
        #expect(try JSONDecoder().decode([Name].self, from: Data(#"["remove-item"]"#.utf8)) == [literal])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Name].self, from: Data(#"[{"rawValue":"x"}]"#.utf8)) }
    }

    // Promise: each kind is written as a literal, printed and saved as its string alone.
    @Test func eachKindIsItsString() throws {
        try Self.check("remove-item" as TabID) { TabID($0) }
        try Self.check("remove-item" as FlowID) { FlowID($0) }
        try Self.check("remove-item" as GuardID) { GuardID($0) }
        try Self.check("remove-item" as AlertAction) { AlertAction($0) }
        try Self.check("remove-item" as AlertStyle) { AlertStyle($0) }
        #expect(AlertStyle.standard.rawValue == "standard")
    }
}
