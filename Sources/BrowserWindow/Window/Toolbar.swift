// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import WindowLogic

/// The toolbar along the top of the window, as GNOME Web's header bar and sized for a finger: back,
/// forward and reload, the address field, new tab, the tabs button (the overview, with the number of
/// tabs) and close tab. Its buttons are icons 44 px high, the least touch target of Apple's and
/// GNOME's guidelines, and the field is as high with 17 px text. What each button can do and what
/// the field shows are the session core's (`ToolbarState`), set after every step: the field shows
/// the page in front's URL unless the user has typed in it since, and hides while a link's preview
/// is on screen. A press is handed to `onControl`; an address entered (Enter) to `onAddress`, after which
/// the field gives the keyboard to the page and shows the page's URL again; Escape does that
/// without entering anything. Ctrl+L, anywhere in the window, puts the keyboard in the field.
public final class Toolbar {
    /// The toolbar, for the top of the window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Called with the button pressed.
    public var onControl: ((SessionControl) -> Void)?
    /// Called with the text entered in the address field.
    public var onAddress: ((String) -> Void)?
    /// Puts the keyboard in the page, when the address field lets go of it.
    public var focusPage: (() -> Void)?

    /// The field's height and its buttons' least: a fingertip.
    static let touchHeight = 44

    private enum Button: CaseIterable {
        case back, forward, reload, newTab, tabs, closeTab
    }

    private var buttons: [Button: UnsafeMutablePointer<GtkWidget>] = [:]
    private let entry: UnsafeMutablePointer<GtkWidget>
    /// What the toolbar shows now.
    private var shown: ToolbarState?
    /// Whose text the address field holds.
    private enum AddressText {
        /// The page's URL.
        case page
        /// The toolbar is setting it to the page's URL now: the field's `changed` is not the user's.
        case settingPage
        /// The user's: they changed it since it last showed the page's URL, and a step of the
        /// session does not overwrite what they are typing.
        case typed
    }
    private var addressText = AddressText.page

    public init() {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        gtk_widget_add_css_class(widget, "peekpop-toolbar")
        entry = gtk_entry_new()
        gtk_entry_set_placeholder_text(cwebkit_entry(entry), "Search or enter address")
        gtk_entry_set_input_purpose(cwebkit_entry(entry), GTK_INPUT_PURPOSE_URL)
        gtk_entry_set_input_hints(cwebkit_entry(entry), GtkInputHints(rawValue: GTK_INPUT_HINT_NO_SPELLCHECK.rawValue | GTK_INPUT_HINT_NO_EMOJI.rawValue))
        gtk_widget_set_hexpand(entry, 1)
        gtk_widget_set_size_request(entry, -1, Int32(Self.touchHeight))
        for button in [Button.back, .forward, .reload] { append(button) }
        gtk_box_append(cwebkit_box(widget), entry)
        for button in [Button.newTab, .tabs, .closeTab] { append(button) }
        connectEntry()
    }

    /// Shows what the core allows and says now.
    public func update(_ core: BrowserSession) {
        let state = ToolbarState(core)
        guard state != shown else { return }
        shown = state
        for (button, enabled) in [(Button.back, state.canGoBack), (.forward, state.canGoForward), (.reload, state.canReload), (.closeTab, state.closable != nil)] {
            gtk_widget_set_sensitive(buttons[button], enabled ? 1 : 0)
        }
        gtk_button_set_label(cwebkit_button(buttons[.tabs]), String(state.tabCount))
        if addressText != .typed { showAddress() }
        // Hidden, it keeps its room: nothing in the toolbar moves under a finger.
        gtk_widget_set_opacity(entry, state.showsAddress ? 1 : 0)
        gtk_widget_set_can_target(entry, state.showsAddress ? 1 : 0)
        if !state.showsAddress, addressText == .typed || isEditing { stopEditing() }
    }

    /// Puts the keyboard in the address field, its text selected for typing over.
    public func focusAddress() {
        gtk_widget_grab_focus(entry)
        gtk_editable_select_region(OpaquePointer(entry), 0, -1)
    }

    // MARK: Building

    private func append(_ button: Button) {
        let made: UnsafeMutablePointer<GtkWidget>
        switch button {
        case .back: made = Self.iconButton("go-previous-symbolic", "Back")
        case .forward: made = Self.iconButton("go-next-symbolic", "Forward")
        case .reload: made = Self.iconButton("view-refresh-symbolic", "Reload")
        case .newTab: made = Self.iconButton("tab-new-symbolic", "New Tab")
        case .tabs:
            made = gtk_button_new_with_label("1")
            gtk_widget_add_css_class(made, "peekpop-tabs")
            gtk_widget_set_tooltip_text(made, "Tabs")
        case .closeTab: made = Self.iconButton("window-close-symbolic", "Close Tab")
        }
        // A size request counts the button whole (CSS sizes leave out its padding and border).
        gtk_widget_set_size_request(made, 48, Int32(Self.touchHeight))
        gtk_widget_set_sensitive(made, button == .newTab || button == .tabs ? 1 : 0)
        gtk_box_append(cwebkit_box(widget), made)
        Signal.connect(UnsafeMutableRawPointer(made), "clicked") { [weak self] in self?.pressed(button) }
        buttons[button] = made
    }

    private static func iconButton(_ icon: String, _ name: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_widget_set_tooltip_text(button, name)
        return button
    }

    private func pressed(_ button: Button) {
        let control: SessionControl? = switch button {
        case .back: .back
        case .forward: .forward
        case .reload: .reload
        case .newTab: .newTab
        case .tabs: .overview
        case .closeTab: shown?.closable.map(SessionControl.closeTab)
        }
        guard let control else { return }
        onControl?(control)
        // A new tab is for somewhere else: the field takes the keyboard, as in every browser.
        if button == .newTab { focusAddress() }
    }

    // MARK: The address field

    private func connectEntry() {
        Signal.connect(UnsafeMutableRawPointer(entry), "changed") { [weak self] in
            guard let self, addressText != .settingPage else { return }
            addressText = .typed
        }
        Signal.connect(UnsafeMutableRawPointer(entry), "activate") { [weak self] in
            guard let self else { return }
            let text = String(cString: gtk_editable_get_text(OpaquePointer(entry)))
            stopEditing()
            onAddress?(text)
        }
        let keys = gtk_event_controller_key_new()!
        Signal.onKeyPressed(of: UnsafeMutableRawPointer(keys)) { [weak self] keyval in
            guard let self, keyval == UInt32(GDK_KEY_Escape) else { return false }
            stopEditing()
            return true
        }
        gtk_widget_add_controller(entry, keys)
        let shortcuts = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(shortcuts, GTK_SHORTCUT_SCOPE_GLOBAL)
        let focus = ShortcutAction.make { [weak self] in self?.focusAddress() }
        gtk_shortcut_controller_add_shortcut(shortcuts, gtk_shortcut_new(gtk_shortcut_trigger_parse_string("<Control>l"), focus))
        gtk_widget_add_controller(widget, shortcuts)
    }

    /// Whether the keyboard is in the address field (in the text inside it, which GtkEntry delegates to).
    private var isEditing: Bool {
        guard let root = gtk_widget_get_root(entry), let focus = gtk_root_get_focus(root) else { return false }
        return focus == entry || gtk_widget_is_ancestor(focus, entry) != 0
    }

    /// The field lets go of the keyboard, to the page, and shows the page's URL again.
    private func stopEditing() {
        if let focusPage {
            focusPage()
        } else if let root = gtk_widget_get_root(entry) {
            gtk_root_set_focus(root, nil)
        }
        showAddress()
    }

    /// The field shows the page's URL.
    private func showAddress() {
        addressText = .settingPage
        gtk_editable_set_text(OpaquePointer(entry), shown?.address ?? "")
        addressText = .page
    }
}
