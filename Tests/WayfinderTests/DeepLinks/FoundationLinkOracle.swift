import Foundation
import Wayfinder

/// Links read through Foundation's `URLComponents`: the oracle of `DeepLinkDifferentialTests`,
/// whose texts must read with `DeepLink` exactly as here, the same link or the same error.
/// One rule is not Foundation's, marked where it is: an encoded NUL in a query item is refused.
enum FoundationLinkOracle {
    /// What a link reads as: the fields of a `DeepLink`.
    struct Reading: Equatable, CustomStringConvertible {
        let scheme: String
        let host: String?
        let segments: [String]
        let queryItems: [QueryItem]

        struct QueryItem: Equatable {
            let name: String
            let value: String?
        }

        init(scheme: String, host: String?, segments: [String], queryItems: [QueryItem]) {
            self.scheme = scheme
            self.host = host
            self.segments = segments
            self.queryItems = queryItems
        }

        init(_ link: DeepLink) {
            self.init(
                scheme: link.scheme, host: link.host, segments: link.segments,
                queryItems: link.queryItems.map { QueryItem(name: $0.name, value: $0.value) })
        }

        var description: String {
            let items = queryItems.map { "\($0.name.debugDescription)=\($0.value?.debugDescription ?? "nil")" }
            return "scheme \(scheme.debugDescription) host \(host?.debugDescription ?? "nil") "
                + "segments \(segments.map(\.debugDescription)) query [\(items.joined(separator: ", "))]"
        }
    }

    /// The link `text` reads as, or the error it is refused with, as Foundation read it.
    static func read(_ text: String) -> Result<Reading, DeepLinkError> {
        Result { () throws(DeepLinkError) in try reading(text) }
    }

    private static func reading(_ text: String) throws(DeepLinkError) -> Reading {
        guard text.utf8.count <= DeepLink.maximumLength else {
            throw .tooLong(length: text.utf8.count, limit: DeepLink.maximumLength)
        }
        guard !text.isEmpty else { throw .malformed("the link is empty") }
        guard text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw .malformed("the link holds spaces, control or non-ASCII characters; encode them")
        }
        guard hasValidEscapes(text) else { throw .malformed("bad percent-encoding in \"\(text.prefix(80))\"") }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(), !scheme.isEmpty
        else { throw .malformed("\"\(text.prefix(80))\" is not a URL with a scheme") }
        guard components.user == nil, components.password == nil else { throw .malformed("the link holds credentials") }
        guard components.port == nil else { throw .malformed("the link names a port") }
        guard scheme != "http" else { throw .schemeUnsupported(scheme) }

        let isWeb = scheme == "https"
        let host = writtenHost(in: text)?.lowercased()
        var encoded: [String] = []
        if isWeb {
            guard let host, !host.isEmpty else { throw .malformed("a web link needs a host") }
        } else if let host, !host.isEmpty {
            encoded.append(host)
        }
        var path = components.percentEncodedPath
        if !isWeb, host == "", !path.isEmpty, path != "/" {
            throw .malformed("the host is empty: write \(scheme):/\(path), not \(scheme)://\(path)")
        }
        if path.hasPrefix("/") { path.removeFirst() }
        if path.count > 1, path.hasSuffix("/") { path.removeLast() }
        if !path.isEmpty { encoded += path.split(separator: "/", omittingEmptySubsequences: false).map(String.init) }
        if !isWeb, let first = encoded.first?.lowercased() {
            guard !first.utf8.contains(UInt8(ascii: "%")) else {
                throw .malformed("the host \"\(first.prefix(80))\" is percent-encoded; write it as plain text")
            }
            encoded[0] = first
        }

        var segments: [String] = []
        for (position, raw) in encoded.enumerated() {
            guard !raw.isEmpty else { throw .emptySegment(position: position) }
            guard let decoded = percentDecoded(raw) else { throw .malformed("bad percent-encoding in \"\(raw)\"") }
            guard !decoded.utf8.contains(UInt8(ascii: "/")) else { throw .encodedSlash(segment: raw) }
            guard !decoded.utf8.contains(0) else { throw .malformed("a segment holds a NUL character") }
            segments.append(decoded)
        }
        var items: [Reading.QueryItem] = []
        for item in components.percentEncodedQueryItems ?? [] {
            func decode(_ raw: String) throws(DeepLinkError) -> String {
                guard let text = percentDecoded(raw) else { throw .malformed("bad percent-encoding in the query") }
                // Not Foundation's reading: an encoded NUL is refused in a query item's name or
                // value as in a segment, name first, right after each decodes.
                guard !text.utf8.contains(0) else { throw .malformed("a query item holds a NUL character") }
                return text
            }
            items.append(Reading.QueryItem(
                name: try decode(item.name), value: try item.value.map { value throws(DeepLinkError) in try decode(value) }))
        }
        return Reading(scheme: scheme, host: isWeb ? host : nil, segments: segments, queryItems: items)
    }

    private static func writtenHost(in text: String) -> Substring? {
        let bytes = text.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let afterColon = bytes.index(after: colon)
        guard bytes[afterColon...].starts(with: "//".utf8) else { return nil }
        let start = bytes.index(afterColon, offsetBy: 2)
        let end = bytes[start...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
        let authority = text[start..<(end ?? bytes.endIndex)]
        return authority.hasSuffix(":") ? authority.dropLast() : authority
    }

    private static func hasValidEscapes(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else { continue }
            guard bytes.next().flatMap(hexValue) != nil, bytes.next().flatMap(hexValue) != nil else { return false }
        }
        return true
    }

    private static func percentDecoded(_ raw: String) -> String? {
        guard raw.utf8.contains(UInt8(ascii: "%")) else { return raw }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count)
        var iterator = raw.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(bytes: bytes, encoding: .utf8)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
