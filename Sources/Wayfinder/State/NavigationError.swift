/// Why navigation did not happen: a change refused, a step the platform could not take, a link
/// that could not be opened, or saved navigation that could not be restored. One error for all
/// of Wayfinder, so an app catches one type wherever navigation starts.
///
/// - A command that cannot be carried out is refused with one of these and changes nothing
///   (``NavigationOutcome/refused(_:)``).
/// - A step the host could not take ends the command with one of these
///   (``NavigationOutcome/hostFailed(_:)``). The host decides it before it calls the platform,
///   from the platform's own preconditions: UIKit drops a call it refuses without an error and
///   never calls back (Platform Rules 1.4–1.6, 3.4). The step is in the host's log, on the line
///   before `» failed: …`.
/// - A link that cannot be read or matched is thrown by ``DeepLinkHandler``'s `open(_:animated:)`
///   and ``DeepLinkRouter``'s `resolve(_:)`, and a route pattern the router refuses by
///   ``DeepLinkRouter/add(_:_:)``; nothing changes.
/// - Restoring never half-succeeds: ``NavigationState/restored(from:)`` throws one of these
///   and the app keeps the value it has.
///
/// ```swift
/// if case .refused(let error) = await navigator.pop().outcome {   // on Catalog, at its root
///     print(error)   // the stack at tab catalog has nothing to pop
/// }
/// if case .refused(.refusedByGuard(let id)) = await navigator.push(.order(42)).outcome {
///     print("needs", id)   // needs signedIn: signed out, so nothing changed
/// }
/// if case .hostFailed(.foreignPresentation) = await navigator.present(.options, as: .sheet).outcome {
///     shareSheet.dismiss(animated: true)   // the app's own presentation is in the way
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
/// ### A platform's refusal of a step
///
/// - ``alreadyPresenting``
/// - ``foreignPresentation``
/// - ``transitionInFlight``
/// - ``notInWindow``
/// - ``presentsNothing``
/// - ``sameControllerTwice``
/// - ``noCompletion(after:)``
/// - ``platformRefused(_:)``
///
/// ### A link that cannot be opened
///
/// - ``linkTooLong(length:limit:)``
/// - ``linkMalformed(_:)``
/// - ``linkSchemeUnsupported(_:)``
/// - ``linkHostUnsupported(_:)``
/// - ``linkEmptySegment(position:)``
/// - ``linkEncodedSlash(segment:)``
/// - ``linkUnmatched(path:)``
/// - ``linkParameterInvalid(name:value:expected:)``
/// - ``linkQueryItemMissing(_:)``
/// - ``linkRejected(_:)``
///
/// ### A route pattern the router refuses
///
/// - ``routePatternNoLeadingSlash(_:)``
/// - ``routePatternEmptySegment(_:)``
/// - ``routePatternUnnamedParameter(_:)``
/// - ``routePatternDuplicateParameter(_:in:)``
/// - ``routePatternDuplicated(_:)``
///
/// ### Saved navigation that cannot be restored
///
/// - ``restorationUnreadable(_:)``
/// - ``restorationTooLarge(byteCount:limit:)``
/// - ``restorationTooManyEntries(atLeast:limit:)``
/// - ``restorationFormatUnsupported(_:)``
/// - ``restorationMismatch(_:)``
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    // MARK: A value or a change that cannot be shown

    /// A stack would have no screens.
    case emptyStack(StackLocation)
    /// A tabbed root would have no tabs.
    case noTabs
    /// Two tabs have the same name.
    case duplicateTab(TabID)
    /// No tab has this name, or the host shows none of this name.
    case unknownTab(TabID)
    /// The value has no stack at this location, or the host shows none there.
    case noSuchStack(StackLocation)
    /// No entry has this identity.
    case entryNotFound(EntryID)
    /// No layer has this identity, or the host does not present it.
    case layerNotFound(LayerID)
    /// The stack holds only its root screen, or fewer screens than asked to pop.
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

    // MARK: A platform's refusal of a step

    /// The presenter already presents a controller (Platform Rules 1.4).
    case alreadyPresenting
    /// The presenter already presents a controller Wayfinder did not present: a share sheet,
    /// a `.confirmationDialog` or `PhotosPicker` shown by the app's own code, a system alert
    /// (Platform Rules 1.4, 9.8). The app dismisses its own presentation, then issues the
    /// command again; a link that failed this way can be opened again.
    case foreignPresentation
    /// Another presentation, dismissal, push or pop is still running (1.5, 3.4).
    case transitionInFlight
    /// The presenter is not in a window yet (1.6).
    case notInWindow
    /// A dismissal was asked of a controller that presents nothing; UIKit would dismiss that
    /// controller itself instead (9.1).
    case presentsNothing
    /// A stack would show the same controller twice (3.2).
    case sameControllerTwice
    /// The platform accepted the call but never called back within this time: the host's
    /// watchdog ended the step so that no await hangs.
    case noCompletion(after: Duration)
    /// A refusal of a host's driver (`ControllerDriver`), in its words.
    case platformRefused(String)

    // MARK: A link that cannot be opened

    /// The link's text is longer than ``DeepLink/maximumLength``.
    case linkTooLong(length: Int, limit: Int)
    /// The text is not a URL, or one Wayfinder will not read (said what is wrong).
    case linkMalformed(String)
    /// The link's scheme is not one the router accepts.
    case linkSchemeUnsupported(String)
    /// A web link's host is not one the router accepts.
    case linkHostUnsupported(String)
    /// A path segment is empty (`shop://orders//42`).
    case linkEmptySegment(position: Int)
    /// A path segment holds an encoded slash (`%2F`), which would change the path's shape.
    case linkEncodedSlash(segment: String)
    /// No route pattern matches the link's path.
    case linkUnmatched(path: String)
    /// A parameter's text does not parse as its type (`/orders/abc` where `id` is an `Int`, or a
    /// number that overflows).
    case linkParameterInvalid(name: String, value: String, expected: String)
    /// A required query item is missing.
    case linkQueryItemMissing(String)
    /// The route's resolver rejected the link with an error of the app's own, described here.
    case linkRejected(String)

    // MARK: A route pattern the router refuses (`DeepLinkRouter.add(_:_:)`)

    /// Patterns are paths and start with `/`.
    case routePatternNoLeadingSlash(String)
    /// `//` in a pattern.
    case routePatternEmptySegment(String)
    /// A `:` with no name after it.
    case routePatternUnnamedParameter(String)
    /// The same parameter name twice in one pattern.
    case routePatternDuplicateParameter(String, in: String)
    /// Another pattern of the same shape is already declared (`/orders/:id` and `/orders/:number`).
    case routePatternDuplicated(String)

    // MARK: Saved navigation that cannot be restored

    /// The saved data is not readable at all: truncated, not JSON, or empty.
    case restorationUnreadable(String)
    /// The saved data is longer than ``NavigationState/maximumRestorationBytes``; it was not read.
    case restorationTooLarge(byteCount: Int, limit: Int)
    /// The saved data holds more screen entries than ``NavigationState/maximumRestorationEntries``,
    /// in all its stacks together; counted stack by stack, so `atLeast` is the count up to the
    /// stack that went past the limit, whose entries were not read.
    case restorationTooManyEntries(atLeast: Int, limit: Int)
    /// The saved data was written in a newer or unknown format (``NavigationState/restorationFormat``).
    case restorationFormatUnsupported(Int)
    /// The saved data is JSON but not of the expected shape (a field missing or of the wrong
    /// type, a number out of range for its field, a screen the app no longer knows), and where.
    /// Data of the right shape whose value cannot be shown throws the reason instead, like
    /// ``duplicateIdentity(_:)``.
    case restorationMismatch(String)

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
        case .alreadyPresenting: "the presenter already presents a controller (Platform Rules 1.4)"
        case .foreignPresentation:
            "the presenter already presents a controller Wayfinder did not present (Platform Rules 1.4, 9.8)"
        case .transitionInFlight: "another transition is still running (Platform Rules 1.5, 3.4)"
        case .notInWindow: "the presenter is not in a window (Platform Rules 1.6)"
        case .presentsNothing: "the presenter presents nothing to dismiss (Platform Rules 9.1)"
        case .sameControllerTwice: "the stack would show the same controller twice (Platform Rules 3.2)"
        case .noCompletion(let after): "the platform never called back (the watchdog gave up after \(after))"
        case .platformRefused(let why): why
        case .linkTooLong(let length, let limit): "the link is \(length) characters long; the limit is \(limit)"
        case .linkMalformed(let detail): "the link is malformed: \(detail)"
        case .linkSchemeUnsupported(let scheme): "the scheme \"\(scheme)\" is not supported"
        case .linkHostUnsupported(let host): "the host \"\(host)\" is not supported"
        case .linkEmptySegment(let position): "path segment \(position) is empty"
        case .linkEncodedSlash(let segment): "the path segment \"\(segment)\" holds an encoded slash"
        case .linkUnmatched(let path): "no route matches \(path)"
        case .linkParameterInvalid(let name, let value, let expected): "\"\(value)\" is not a valid \(expected) for \(name)"
        case .linkQueryItemMissing(let name): "the query item \(name) is missing"
        case .linkRejected(let reason): "the link was rejected: \(reason)"
        case .routePatternNoLeadingSlash(let text): "the pattern \"\(text)\" must start with /"
        case .routePatternEmptySegment(let text): "the pattern \"\(text)\" has an empty segment"
        case .routePatternUnnamedParameter(let text): "the pattern \"\(text)\" has a parameter without a name"
        case .routePatternDuplicateParameter(let name, let text): "the pattern \"\(text)\" names \(name) twice"
        case .routePatternDuplicated(let text): "a pattern of the same shape as \"\(text)\" is already declared"
        case .restorationUnreadable(let detail): "the saved navigation is unreadable: \(detail)"
        case .restorationTooLarge(let byteCount, let limit):
            "the saved navigation is \(byteCount) bytes long; the limit is \(limit)"
        case .restorationTooManyEntries(let count, let limit):
            "the saved navigation holds at least \(count) screen entries; the limit is \(limit)"
        case .restorationFormatUnsupported(let format):
            "the saved navigation uses format \(format), which this version cannot read"
        case .restorationMismatch(let detail): "the saved navigation does not match this app's screens: \(detail)"
        }
    }
}
