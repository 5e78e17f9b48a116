// SPDX-License-Identifier: MIT
import CWebKit

/// The top-level GTK window around the renderer's views.
public final class BrowserWindow {
    private let window: UnsafeMutablePointer<GtkWidget>

    /// A window of `width` × `height` showing `content` (the page area) above `toolbar`; closing it
    /// calls `onClose`.
    public init(content: UnsafeMutablePointer<GtkWidget>, toolbar: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, onClose: @escaping () -> Void) {
        window = gtk_window_new()
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cwebkit_box(box), content)
        gtk_box_append(cwebkit_box(box), toolbar)
        let gtkWindow = cwebkit_window(window)
        gtk_window_set_title(gtkWindow, "peekpop")
        gtk_window_set_default_size(gtkWindow, width, height)
        gtk_window_set_child(gtkWindow, box)
        Signal.connect(UnsafeMutableRawPointer(window), "close-request", as: (() -> Void).self, onClose, through: unsafeBitCast({ (_: gpointer?, data: gpointer?) -> gboolean in
            Signal.handler(data, as: (() -> Void).self)()
            return 0 // GTK closes the window
        } as @convention(c) (gpointer?, gpointer?) -> gboolean, to: GCallback.self))
    }

    /// Initialises GTK on the display the environment names; false when there is none.
    public static func openDisplay() -> Bool {
        gtk_init_check() != 0
    }

    public func present() {
        gtk_window_present(cwebkit_window(window))
    }

    /// Asks the window manager to show the window over its whole monitor (`--fullscreen`).
    public func fullscreen() {
        gtk_window_fullscreen(cwebkit_window(window))
    }

    /// Saves what the window shows (web content and overlays) as a PNG at `path`, rendered in
    /// this process by the window's own renderer.
    /// - Throws: `ScreenshotError` when the window has no size yet or the file cannot be written.
    public func screenshot(to path: String) throws(ScreenshotError) {
        let texture: OpaquePointer
        do {
            texture = try RenderedTexture.of(window)
        } catch {
            switch error {
            case .notShown: throw ScreenshotError(path: path, reason: "the window is not shown yet")
            case .drewNothing: throw ScreenshotError(path: path, reason: "the window drew nothing")
            }
        }
        defer { GObject.release(texture) }
        guard gdk_texture_save_to_png(texture, path) != 0 else {
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
