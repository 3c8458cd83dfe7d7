/// An anchor saves as its item, its offset and its sections' items and offsets, one level deep:
///
/// ```json
/// {"item": "7", "offset": 40, "sections": {"recent": {"item": "3", "offset": 0}}}
/// ```
///
/// A missing offset reads as 0 and missing sections as none. Sections are read one level deep
/// whatever the data holds, so restoring data that nests anchors (damaged, or hostile) costs no
/// more than the data's length and never recurses.
extension ListAnchor: Codable {
    private enum CodingKeys: String, CodingKey {
        case item, offset, sections
    }

    /// A section's anchor as it is saved: no sections of its own.
    private struct SectionPosition: Codable {
        var item: String
        var offset: Double?
    }

    /// Reads an anchor saved by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        item = try container.decode(String.self, forKey: .item)
        offset = try container.decodeIfPresent(Double.self, forKey: .offset) ?? 0
        sections = try (container.decodeIfPresent([String: SectionPosition].self, forKey: .sections) ?? [:])
            .mapValues { ListAnchor(item: $0.item, offset: $0.offset ?? 0) }
    }

    /// Saves the item, the offset and, when there are any, the sections' items and offsets.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(item, forKey: .item)
        try container.encode(offset, forKey: .offset)
        if !sections.isEmpty {
            try container.encode(
                sections.mapValues { SectionPosition(item: $0.item, offset: $0.offset) }, forKey: .sections)
        }
    }
}
