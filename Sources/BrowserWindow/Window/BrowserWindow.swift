// SPDX-License-Identifier: MIT
import CWebKit

/// The top-level GTK window around the renderer's views.
public final class BrowserWindow {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>

    /// A window of `width` × `height`, or of its monitor's size where that is smaller (a 1024 × 600
    /// netbook: a window beyond its screen would hide its toolbar or the page's bottom), showing
    /// `toolbar` above `content` (the page area); closing it calls `onClose`.
    public init(content: UnsafeMutablePointer<GtkWidget>, toolbar: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, onClose: @escaping () -> Void) {
        window = gtk_window_new()
        self.content = content
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cwebkit_box(box), toolbar)
        gtk_box_append(cwebkit_box(box), content)
        let gtkWindow = cwebkit_window(window)
        gtk_window_set_title(gtkWindow, "peekpop")
        let monitor = Self.monitorSize()
        gtk_window_set_default_size(gtkWindow, min(width, monitor?.width ?? width), min(height, monitor?.height ?? height))
        gtk_window_set_child(gtkWindow, box)
        Signal.connect(UnsafeMutableRawPointer(window), "close-request", handled: {
            onClose()
            return false // GTK closes the window
        })
    }

    /// Initialises GTK on the display the environment names; false when there is none.
    public static func openDisplay() -> Bool {
        gtk_init_check() != 0
    }

    /// Shows the window and brings it to the front; `activation` is the desktop's token for that,
    /// when the program that asked for it had one (`XDG_ACTIVATION_TOKEN`, `DESKTOP_STARTUP_ID`).
    public func present(activation: String? = nil) {
        if let activation { gtk_window_set_startup_id(cwebkit_window(window), activation) }
        gtk_window_present(cwebkit_window(window))
    }

    /// The size of the display's first monitor; nil when it says none.
    private static func monitorSize() -> (width: Int32, height: Int32)? {
        guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display),
              let monitor = g_list_model_get_item(monitors, 0).map({ GRef(adopting: OpaquePointer($0)) })
        else { return nil }
        var area = GdkRectangle()
        monitor.use { gdk_monitor_get_geometry($0, &area) }
        return area.width > 0 && area.height > 0 ? (area.width, area.height) : nil
    }

    /// Puts the keyboard in the page area (its page), not in the toolbar's address field, which
    /// takes it only when asked.
    public func focusContent() {
        // The page area takes no focus itself: its first widget that does (the page in front).
        _ = gtk_widget_child_focus(content, GTK_DIR_TAB_FORWARD)
    }

    /// Asks the window manager to show the window over its whole monitor (`--fullscreen`).
    public func fullscreen() {
        gtk_window_fullscreen(cwebkit_window(window))
    }

    /// Saves what the window shows (web content and overlays) as a PNG at `path`, rendered in
    /// this process by the window's own renderer.
    /// - Throws: `ScreenshotError` when the window has no size yet or the file cannot be written.
    public func screenshot(to path: String) throws(ScreenshotError) {
        let texture: GRef
        do {
            texture = try RenderedTexture.of(window)
        } catch {
            switch error {
            case .notShown: throw ScreenshotError(path: path, reason: "the window is not shown yet")
            case .drewNothing: throw ScreenshotError(path: path, reason: "the window drew nothing")
            }
        }
        guard texture.use({ gdk_texture_save_to_png($0, path) }) != 0 else {
            throw ScreenshotError(path: path, reason: "cannot write the file")
        }
    }
}

/// A screenshot that could not be saved.
public struct ScreenshotError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
