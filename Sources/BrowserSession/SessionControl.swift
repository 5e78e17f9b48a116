/// A button of a front end's chrome, pressed by pointer: the toolbar's back, forward and reload, and
/// the start view's start button. The core answers each as the gesture with the same meaning.
public enum SessionControl: Hashable, Sendable {
    /// Back, as a committed edge-pan from the left edge.
    case back
    /// Forward, as a committed edge-pan from the right edge.
    case forward
    /// The current page loaded again, its list unchanged.
    case reload
    /// The start page opened in a tab on its start view.
    case start
}
