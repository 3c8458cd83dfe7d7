/// Where a list was scrolled to: the item at the top of its viewport, how far into that item the
/// viewport starts, and the same for each horizontally scrolling section the user moved.
///
/// An anchor names an item, not a pixel offset, so it survives what a pixel offset does not:
/// items inserted or removed above, pages loaded, estimated heights replaced by measured ones, a
/// list rebuilt after a deep link or restoration. Showing the list again puts the anchored item's
/// top `offset` points above the viewport's top edge (below it when negative).
///
/// ```swift
/// // The user reads product 7, scrolled 40 points into its row, and moved the
/// // "Recently viewed" carousel to product 3.
/// let anchor = ListAnchor(item: 7, offset: 40, sections: ["recent": ListAnchor(item: 3)])
/// anchor.item(as: Int.self) // 7
/// ```
///
/// ### Item identities are strings
///
/// An app's item identifiers are its own (`Int`, `UUID`, a server's string); the anchor keeps
/// them as their `String` form. The anchor lives in the navigation value, beside entries of every
/// list of the app, whose identifier types differ: a generic `ListAnchor<ItemID>` could not be
/// stored in one `NavigationState<Screen>` without making the value generic over every list's
/// identifier type, and an existential (`any Hashable & Codable`) would be neither `Hashable` nor
/// `Codable`. A string is both, restores without knowing the app's types, and is what the app's
/// identifier already prints as (``item(as:)`` reads it back). Identifiers that do not round-trip
/// through `description` (a `UUID`: use `uuidString`) pass their string form.
///
/// ### Small, whatever the list's size
///
/// An anchor holds one identity and one offset, plus one anchor per horizontally scrolling
/// section the user moved from its start (sections keyed by their own identity); never the
/// items, which stay the app's. A list of a million items costs the value the same few bytes as a
/// list of ten.
public struct ListAnchor: Hashable, Sendable {
    /// The anchored item's identity (along the section, for a section's anchor).
    public var item: String

    /// How far the viewport starts below the anchored item's top (right of its leading edge, for
    /// a horizontal section), in points; negative when the item starts below the viewport's top.
    public var offset: Double

    /// The anchors of the list's horizontally scrolling sections, keyed by each section's
    /// identity; a section missing here shows from its start. Sections of sections are neither
    /// looked at nor saved.
    public var sections: [String: ListAnchor]

    /// An anchor on `item`, the viewport starting `offset` points into it.
    public init(item: String, offset: Double = 0, sections: [String: ListAnchor] = [:]) {
        self.item = item
        self.offset = offset
        self.sections = sections
    }

    /// An anchor on the item whose identifier is `item` (kept as its `description`).
    public init(item: some LosslessStringConvertible, offset: Double = 0, sections: [String: ListAnchor] = [:]) {
        self.init(item: item.description, offset: offset, sections: sections)
    }

    /// The anchored item's identifier as the app's type, or nil when it does not read as one.
    ///
    /// ```swift
    /// if let product = anchor.item(as: Int.self) { /* scroll to product */ }
    /// ```
    public func item<ID: LosslessStringConvertible>(as type: ID.Type) -> ID? {
        ID(item)
    }
}
