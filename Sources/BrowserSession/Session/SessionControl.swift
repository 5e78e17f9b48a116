// SPDX-License-Identifier: MIT
/// A button of a front end's chrome, pressed by pointer: the toolbar's back, forward, reload, tabs
/// and close, its address field, the start view's start button, a link preview's actions, and the
/// overview's new-tab and close buttons; and a URL handed to the front end from outside. The core
/// answers each as the gesture with the same meaning, where there is one.
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
    /// An address entered in the address field, made a URL (`AddressInput`): opened in the tab in
    /// front, as a link there would be with a site file; in the browsing mode wherever it is, the
    /// tab then on its site.
    case address(String)
    /// A URL handed to the session from outside (the command line, another program through the
    /// running window): opened in a tab of its own, in front, when the session `accepts` it.
    case openTab(url: String)
    /// The tabs button: the overview, or from the overview back to the tab in front.
    case overview
}
