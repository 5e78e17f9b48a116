// SPDX-License-Identifier: MIT
import CWebKit

/// The window's own look, as CSS for GTK: the toolbar sized for a finger, its tab counter boxed as
/// GNOME's tab button draws it, the preview card, the progress bar and its fade, the
/// pages of an edge-pan's swipe, the tab overview's dark ground and cards (a card's title clear of
/// its close button, which lies over the title bar's left end), the start button, the
/// preview's actions (white rows with iOS blue labels, #007aff). Installed once for the display. (The
/// blurred page behind the card and the card's shadow are textures made once per preview,
/// `BlurredBackdrop` and `CardShadow`: CSS filters and shadows are redrawn on every frame.)
enum WindowStyle {
    /// The preview card's corner radius in pixels, which its shadow follows.
    static let cardRadius = 14.0

    /// The progress bar is #3584e4 (GNOME's accent blue), which the tests look for.
    static let css = """
    .peekpop-card { border-radius: \(Int(cardRadius))px; background: #ffffff; }
    .peekpop-progress, .peekpop-progress trough, .peekpop-progress progress { min-height: 4px; border: none; border-radius: 0; }
    .peekpop-progress trough { background: transparent; }
    .peekpop-progress progress { background: #3584e4; margin: 0; }
    .peekpop-progress.finished { opacity: 0; transition: opacity 150ms ease-out; }
    .peekpop-action { border-radius: 14px; background: #ffffff; color: #007aff; font-size: 18px; border: none; box-shadow: none; }
    .peekpop-action:hover { background: #f2f2f7; }
    .peekpop-swipe-page { background-color: @theme_bg_color; }
    .peekpop-swipe-upper { box-shadow: -3px 0 18px rgba(0, 0, 0, 0.4); }
    .peekpop-overview { background-color: #2c2c30; }
    .peekpop-overview-card { border-radius: 10px; background: #ffffff; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.5); }
    .peekpop-overview-title { background: #e8e8ed; color: #1c1c1e; font-size: 13px; padding: 6px 10px; }
    .peekpop-overview-title label { margin: 0 14px; }
    .peekpop-overview-close { color: #3c3c43; font-size: 16px; padding: 3px 0 0 10px; }
    .peekpop-overview-new { color: #ffffff; font-size: 28px; background: rgba(255, 255, 255, 0.18); border-radius: 12px; }
    .peekpop-start { font-size: 22px; padding: 14px 36px; border-radius: 28px; }
    .peekpop-toolbar { padding: 6px; box-shadow: inset 0 -1px rgba(0, 0, 0, 0.15); }
    .peekpop-toolbar > button image { -gtk-icon-size: 20px; }
    .peekpop-toolbar > entry { font-size: 17px; border-radius: \(Toolbar.touchHeight / 2)px; padding: 0 16px; }
    .peekpop-tabs label { border: 2px solid; border-radius: 6px; padding: 0 4px; min-width: 12px; font-weight: bold; }
    """

    /// Adds the window's CSS to the default display (once).
    static func install() { _ = installation }

    private static let installation: Void = {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }()
}
