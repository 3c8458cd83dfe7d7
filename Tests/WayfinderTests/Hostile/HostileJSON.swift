import Foundation

/// A JSON value as written: numbers keep their text, objects keep their members in order, so a
/// mutation can write what `JSONEncoder` never would (`1e400`, a key twice).
indirect enum HostileJSON: Decodable, Equatable {
    case null, bool(Bool), number(String), string(String), array([HostileJSON]), object([Member])

    struct Member: Equatable {
        var key: String
        var value: HostileJSON
    }

    enum Step: Hashable { case key(String), index(Int) }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            self = .object(try keyed.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                Member(key: key.stringValue, value: try keyed.decode(HostileJSON.self, forKey: key))
            })
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let value = try? single.decode(Bool.self) { self = .bool(value) }
        else if let value = try? single.decode(Int.self) { self = .number(String(value)) }
        else if let value = try? single.decode(Double.self) { self = .number(String(value)) }
        else if let value = try? single.decode(String.self) { self = .string(value) }
        else { self = .array(try single.decode([HostileJSON].self)) }
    }

    /// The JSON text, members in their order.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let text): text
        case .string(let value): Self.quoted(value)
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { Self.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }

    var data: Data { Data(text.utf8) }

    private static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Every node with its path, this one first.
    func nodes(at path: [Step] = []) -> [(path: [Step], node: HostileJSON)] {
        switch self {
        case .array(let items):
            [(path, self)] + items.enumerated().flatMap { $1.nodes(at: path + [.index($0)]) }
        case .object(let members):
            [(path, self)] + members.flatMap { $0.value.nodes(at: path + [.key($0.key)]) }
        default:
            [(path, self)]
        }
    }

    /// This value with the node at `path` replaced by `change(node)`.
    func changing(at path: ArraySlice<Step>, _ change: (HostileJSON) -> HostileJSON) -> HostileJSON {
        guard let step = path.first else { return change(self) }
        switch (self, step) {
        case (.array(var items), .index(let index)):
            items[index] = items[index].changing(at: path.dropFirst(), change)
            return .array(items)
        case (.object(var members), .key(let key)):
            let index = members.firstIndex { $0.key == key }!
            members[index].value = members[index].value.changing(at: path.dropFirst(), change)
            return .object(members)
        default:
            preconditionFailure("no node at \(Array(path))")
        }
    }
}
