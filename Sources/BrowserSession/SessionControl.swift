// SPDX-License-Identifier: MIT
/// A button of a front end's chrome, pressed by pointer: the toolbar's back, forward, reload and
/// close, the start view's start button, a link preview's actions, and the overview's new-tab and
/// close buttons. The core answers each as the gesture with the same meaning, where there is one.
public enum SessionControl: Hashable, Sendable {
    /// Back, as a committed edge-pan from the left edge.
    case back
    /// Forward, as a committed edge-pan from the right edge.
    case forward
    /// The current page loaded again, its list unchanged.
    case reload
    /// The start page opened in a tab on its start view.
    case start
    /// An action under a link preview clicked, as a tap on its row.
    case previewAction(PreviewAction)
    /// A click beside a link preview's actions, as a tap there: the preview is dismissed.
    case dismissPreview
    /// A new tab after the others, on the start page, brought to the front (the overview's new-tab
    /// button; also from a page).
    case newTab
    /// `tab` closed (the toolbar's close button for the selected tab, a card's in the overview).
    case closeTab(TabID)
}
