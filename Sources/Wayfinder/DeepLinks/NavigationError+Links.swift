extension NavigationError {
    /// Whether this error is about a link itself (its text, its match, a parameter or query item):
    /// what a route's resolver may throw as it is. Any other error a resolver throws, Wayfinder's
    /// own included, refuses the link as ``linkRejected(_:)``, so a link is refused only with link
    /// errors, and a guard's refusal goes through the handler's redirect, never through a resolver.
    package var isAboutTheLink: Bool {
        switch self {
        case .linkTooLong, .linkMalformed, .linkSchemeUnsupported, .linkHostUnsupported, .linkEmptySegment,
            .linkEncodedSlash, .linkUnmatched, .linkParameterInvalid, .linkQueryItemMissing, .linkRejected:
            true
        default:
            false
        }
    }
}
