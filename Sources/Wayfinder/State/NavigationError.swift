/// Why a change of the navigation value was refused: a value that cannot be shown, a command
/// that cannot be carried out now, or a link that cannot be opened (``link(_:)``). A refused
/// command changes nothing and its request ends ``NavigationOutcome/refused(_:)`` with one of
/// these. A step the host could not take is a ``StepFailure``, a link's own error a
/// ``DeepLinkError`` and saved navigation that cannot be restored a ``RestorationError``.
///
/// ```swift
/// if case .refused(let error) = await navigator.pop().outcome {   // on Catalog, at its root
///     print(error)   // the stack at tab catalog has nothing to pop
/// }
/// if case .refused(.refusedByGuard(let id)) = await navigator.push(.order(42)).outcome {
///     print("needs", id)   // needs signedIn: signed out, so nothing changed
/// }
/// if case .refused(.link(.unmatched(let path))) = links.open("shop://wishlist").finishedOutcome {
///     print("no screen for", path)   // no screen for /wishlist
/// }
/// ```
///
/// ## Topics
///
/// ### A value or a change that cannot be shown
///
/// - ``emptyStack(_:)``
/// - ``noTabs``
/// - ``duplicateTab(_:)``
/// - ``unknownTab(_:)``
/// - ``noSuchStack(_:)``
/// - ``entryNotFound(_:)``
/// - ``layerNotFound(_:)``
/// - ``nothingToPop(_:)``
/// - ``nothingToDismiss``
/// - ``presentedAboveAlert(alert:)``
/// - ``alertOwnerNotOnTop(alert:owner:)``
/// - ``alertWithoutButtons``
/// - ``malformedLayer(_:)``
/// - ``sheetWithoutDetents``
/// - ``invalidDetent(_:)``
/// - ``duplicateDetents``
/// - ``selectedDetentNotListed(_:)``
/// - ``fittingCombined(with:)``
/// - ``notASheet(_:)``
/// - ``duplicateIdentity(_:)``
/// - ``identityOutOfRange(_:)``
/// - ``noRoomForIdentities(next:limit:)``
/// - ``identityConflict(_:)``
/// - ``refusedByGuard(_:)``
/// - ``tooManyTabs(count:limit:)``
/// - ``tooManyLayers(count:limit:)``
/// - ``changeFailed(_:)``
/// - ``commandLoop(limit:)``
/// - ``tooManyWaitingCommands(limit:)``
///
/// ### A link that cannot be opened
///
/// - ``link(_:)``
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stack would have no screens.
    case emptyStack(StackLocation)
    /// A tabbed root would have no tabs.
    case noTabs
    /// Two tabs have the same name.
    case duplicateTab(TabID)
    /// No tab has this name.
    case unknownTab(TabID)
    /// The value has no stack at this location.
    case noSuchStack(StackLocation)
    /// No entry has this identity where the command looks: anywhere in the value, or for
    /// ``NavigationState/back(to:)`` on the visible path (an entry of a tab that is not selected
    /// is not on it).
    case entryNotFound(EntryID)
    /// No layer has this identity.
    case layerNotFound(LayerID)
    /// The stack holds only its root screen, or fewer screens than asked to pop; or a command
    /// would remove its root screen (``NavigationState/remove(_:)``) or go back past the root's
    /// root screen (``NavigationState/back(_:)``), which stays as long as its stack.
    case nothingToPop(StackLocation)
    /// Nothing is presented.
    case nothingToDismiss
    /// A layer would sit above an alert; nothing is ever presented above an alert.
    case presentedAboveAlert(alert: LayerID)
    /// An alert's owner is not the entry on top of the layer the alert covers.
    case alertOwnerNotOnTop(alert: LayerID, owner: EntryID)
    /// An alert has no button, so the user could never close it.
    case alertWithoutButtons
    /// An alert layer holds a stack, or a sheet, cover or overlay holds none.
    case malformedLayer(LayerID)
    /// A sheet has no detent.
    case sheetWithoutDetents
    /// A sheet's detent is a height that is not positive and finite, or a fraction outside 0...1.
    case invalidDetent(Detent)
    /// A sheet lists the same detent twice.
    case duplicateDetents
    /// A sheet's selected detent is not one of its detents.
    case selectedDetentNotListed(Detent)
    /// A sheet lists ``Detent/fitting`` with a detent other than ``Detent/large``: its place
    /// among the others would change with the content, and UIKit keeps detents in one order,
    /// smallest to largest (Platform Rules 4.1).
    case fittingCombined(with: Detent)
    /// The layer is not a sheet.
    case notASheet(LayerID)
    /// Two things in the value have the same identity (its number).
    ///
    /// The identity errors carry an identity's number alone, as the counter handed it out
    /// (``NavigationState/nextIdentity``), not an ``EntryID``, ``LayerID`` or ``RootID``: the one
    /// counter numbers all three kinds, and these errors are about the number, whatever it names.
    /// The two things that share one may be of two kinds (an entry and a layer), a conflict may
    /// be a number naming a layer here and an entry on screen, and a number out of range may be
    /// the counter itself; no one kind would be true of it.
    case duplicateIdentity(Int)
    /// An identity (its number), whatever it names, was never handed out by this value
    /// (corrupted data).
    case identityOutOfRange(Int)
    /// The identity counter is at `next`, past `limit`, so it leaves no room for new identities:
    /// the value has handed out every identity it can (``NavigationState/identityCounterLimit``),
    /// or restoration data leaves too few (``NavigationState/maximumRestorationNextIdentity``).
    case noRoomForIdentities(next: Int, limit: Int)
    /// The change uses an identity (its number) that names something else on screen (a value
    /// built apart and assigned whole); build such values from plain screens with `navigate(to:)`.
    case identityConflict(Int)
    /// The change would show a screen protected by a guard whose condition fails.
    case refusedByGuard(GuardID)
    /// The root would have more tabs than the attached host shows (UIKit: five).
    case tooManyTabs(count: Int, limit: Int)
    /// The value would hold more layers than ``NavigationState/maximumLayerCount``.
    case tooManyLayers(count: Int, limit: Int)
    /// The app's change closure threw an error of its own, described here.
    case changeFailed(String)
    /// More than `limit` commands were issued while the navigator was taking one change (from
    /// observers, followers, guards): a callback answers every change with another command, a
    /// loop that would never end. This command and the rest of that change's are refused.
    case commandLoop(limit: Int)
    /// ``Navigator/waitingCommandLimit`` commands already wait for the screen: this one is
    /// refused and changes nothing. Await some before issuing more.
    case tooManyWaitingCommands(limit: Int)

    /// The link cannot be opened: it cannot be read, or matches no route, or its route's
    /// resolver refused it.
    case link(DeepLinkError)

    public var description: String {
        switch self {
        case .emptyStack(let location): "the stack at \(location) would be empty"
        case .noTabs: "a tabbed root needs at least one tab"
        case .duplicateTab(let id): "two tabs are named \(id)"
        case .unknownTab(let id): "there is no tab named \(id)"
        case .noSuchStack(let location): "there is no stack at \(location)"
        case .entryNotFound(let id): "no entry has identity \(id)"
        case .layerNotFound(let id): "no layer has identity \(id)"
        case .nothingToPop(let location): "the stack at \(location) has nothing to pop"
        case .nothingToDismiss: "nothing is presented"
        case .presentedAboveAlert(let alert): "nothing may be presented above the alert \(alert)"
        case .alertOwnerNotOnTop(let alert, let owner):
            "the alert \(alert) belongs to \(owner), which is not on top of the layer the alert covers"
        case .alertWithoutButtons: "an alert needs at least one button"
        case .malformedLayer(let id): "layer \(id) is malformed: alerts hold no stack, other layers hold one"
        case .sheetWithoutDetents: "a sheet needs at least one detent"
        case .invalidDetent(let detent): "the detent \(detent) is not a positive height or a fraction in 0...1"
        case .duplicateDetents: "a sheet lists the same detent twice"
        case .selectedDetentNotListed(let detent): "the selected detent \(detent) is not one of the sheet's detents"
        case .fittingCombined(let other): "a fitting sheet may be combined with .large only, not \(other)"
        case .notASheet(let id): "layer \(id) is not a sheet"
        case .duplicateIdentity(let id): "the identity #\(id) is used twice"
        case .identityOutOfRange(let id): "the identity #\(id) was never handed out by this value"
        case .noRoomForIdentities(let next, let limit):
            "the identity counter is at #\(next), past #\(limit): it leaves no room for new identities"
        case .identityConflict(let id):
            "the identity #\(id) names something else on screen; build the value from plain screens with navigate(to:)"
        case .refusedByGuard(let id): "the guard \(id) protects a screen of this change and its condition fails"
        case .tooManyTabs(let count, let limit): "\(count) tabs, but the host shows at most \(limit)"
        case .tooManyLayers(let count, let limit): "\(count) layers, more than the \(limit) a value may hold"
        case .changeFailed(let reason): "the change failed: \(reason)"
        case .commandLoop(let limit):
            "more than \(limit) commands were issued during one change: a callback answers every change with another command"
        case .tooManyWaitingCommands(let limit):
            "\(limit) commands already wait for the screen, the most that may wait at once: await some before issuing more"
        case .link(let error): error.description
        }
    }
}

extension NavigationError {
    /// The refusal of a change whose closure threw `error`: a ``NavigationError`` as it is, a
    /// link's error as ``link(_:)``, any other as ``changeFailed(_:)``.
    package init(refusing error: any Error) {
        switch error {
        case let error as NavigationError: self = error
        case let error as DeepLinkError: self = .link(error)
        default: self = .changeFailed(String(describing: error))
        }
    }
}
