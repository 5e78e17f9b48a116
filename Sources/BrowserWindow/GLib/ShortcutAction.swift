// SPDX-License-Identifier: MIT
import CWebKit

/// A `GtkShortcutAction` that runs a Swift closure (`gtk_callback_action_new`); GLib holds the
/// closure and releases it when the action goes.
enum ShortcutAction {
    /// An action running `body`, which always handles the shortcut.
    static func make(_ body: @escaping () -> Void) -> OpaquePointer {
        gtk_callback_action_new({ _, _, data in
            ClosureBox<() -> Void>.body(data)()
            return 1
        }, ClosureBox(body).retained(), releaseClosureBox)
    }
}
