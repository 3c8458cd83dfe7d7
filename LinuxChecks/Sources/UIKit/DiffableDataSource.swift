// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.
// The diffable data source and its snapshot, as the list screen (AnchoredListController) uses them.

// MARK: - UICollectionViewDiffableDataSource

// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa · iOS 13.0
// Page: `@MainActor @preconcurrency class UICollectionViewDiffableDataSource<SectionIdentifierType,
// ItemIdentifierType> where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable,
// ItemIdentifierType : Hashable, ItemIdentifierType : Sendable`; superclass NSObject (UIKit
// headers; the page: "It also conforms to the UICollectionViewDataSource protocol").
@MainActor @preconcurrency open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {

    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/cellprovider · iOS 13.0
    // Page: `typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?`.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:) · iOS 13.0
    // Page: `@MainActor @preconcurrency init(collectionView: UICollectionView, cellProvider: @escaping
    // UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider)`.
    @MainActor @preconcurrency public init(
        collectionView: UICollectionView,
        cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider
    ) {
        fatalError("stub")
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:) · iOS 13.0
    // UNVERIFIED: UIKit's page was not in the docs corpus. From AppKit's
    // NSCollectionViewDiffableDataSource page (`func apply(_ snapshot: NSDiffableDataSourceSnapshot<...>,
    // animatingDifferences: Bool = true, completion: (() -> Void)? = nil)`) with the
    // `@MainActor @preconcurrency` that every other UIKit member of this class carries (its
    // apply(_:to:animatingDifferences:completion:) page reads the same parameters).
    @MainActor @preconcurrency open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        fatalError("stub")
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot() · iOS 13.0
    // UNVERIFIED: page not in the docs corpus; `@MainActor @preconcurrency func snapshot() ->
    // NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>` (UIKit's Swift overlay).
    @MainActor @preconcurrency open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        fatalError("stub")
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/itemidentifier(for:) · iOS 13.0
    // UNVERIFIED: UIKit's generic page was not retrieved; UITableViewDiffableDataSource's reads
    // `@MainActor @preconcurrency func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?`
    // and AppKit's collection view one the same without the attributes; O(1) on both.
    @MainActor @preconcurrency open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/indexpath(for:) · iOS 13.0
    // Page: `@MainActor @preconcurrency func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath?` (O(1)).
    @MainActor @preconcurrency open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionidentifier(for:) · iOS 15.0
    // Page: `@MainActor @preconcurrency func sectionIdentifier(for index: Int) -> SectionIdentifierType?`.
    @MainActor @preconcurrency open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError("stub") }
}

// MARK: - NSDiffableDataSourceSnapshot

// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct · iOS 13.0
// UNVERIFIED: UIKit's struct page was not in the docs corpus. AppKit's reads `struct
// NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> where SectionIdentifierType :
// Hashable, ItemIdentifierType : Hashable`; here also `Sendable`, as UIKit's data source requires
// of the same parameters (stricter, never looser: a snapshot of non-Sendable identifiers could not
// be applied anyway).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    // UNVERIFIED: the initializer's page was not retrieved; `init()` (an empty snapshot).
    public init() { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:) · iOS 13.0
    // Page: `mutating func appendSections(_ identifiers: [SectionIdentifierType])`.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:) · iOS 13.0
    // Page: `mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil)`.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        fatalError("stub")
    }

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers · iOS 13.0
    // Page: `var itemIdentifiers: [ItemIdentifierType] { get }`.
    public var itemIdentifiers: [ItemIdentifierType] { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/sectionidentifiers · iOS 13.0
    // UNVERIFIED: UIKit's page was not retrieved; AppKit's reads `var sectionIdentifiers: [SectionIdentifierType] { get }`.
    public var sectionIdentifiers: [SectionIdentifierType] { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers(insection:) · iOS 13.0
    // Page: `func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType]`.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:) · iOS 15.0
    // Page: `mutating func reconfigureItems(_ identifiers: [ItemIdentifierType])`: "Updates the data
    // for the items you specify in the snapshot, preserving the existing cells for the items."
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { fatalError("stub") }
}
