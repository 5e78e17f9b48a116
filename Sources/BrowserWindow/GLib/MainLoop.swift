// SPDX-License-Identifier: MIT
import CWebKit
import SystemCalls

/// The one loop of the window: GLib's default main context, which GTK and WebKit run on. Work the
/// window schedules for later (the replay's next gesture, a screenshot after a frame) goes through
/// GLib sources here, never through `DispatchQueue.main`, which `g_main_loop_run` does not drain.
public final class MainLoop {
    private let loop: OpaquePointer

    public init() {
        loop = g_main_loop_new(nil, 0)
    }

    deinit { g_main_loop_unref(loop) }

    /// Runs until `quit`.
    public func run() { g_main_loop_run(loop) }

    public func quit() { g_main_loop_quit(loop) }

    /// Runs `body` once, when the loop has nothing more urgent to do.
    public static func idle(_ body: @escaping () -> Void) {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runOnce, ClosureBox(body).retained(), releaseClosureBox)
    }

    /// Runs `body` once, `milliseconds` from now.
    public static func after(_ span: Duration, _ body: @escaping () -> Void) {
        // GLib counts whole milliseconds: rounded up, so the body never runs before `span`.
        let milliseconds = UInt32(clamping: (max(span.nanoseconds, 0) + 999_999) / 1_000_000)
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runOnce, ClosureBox(body).retained(), releaseClosureBox)
    }

    /// Runs `body` whenever `descriptor` is readable, hung up or failed, until it returns false.
    /// The source holds `body` (and what it holds) until then, and only the number of the
    /// descriptor: its owner keeps it open while the source lives.
    public static func watch(_ descriptor: FileDescriptor, _ body: @escaping () -> Bool) {
        let condition = GIOCondition(rawValue: G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue)
        g_unix_fd_add_full(G_PRIORITY_DEFAULT, descriptor.rawValue, condition, { _, _, data in
            ClosureBox<() -> Bool>.body(data)() ? 1 : 0
        }, ClosureBox(body).retained(), releaseClosureBox)
    }

    /// The source function of a one-shot source: runs its closure and removes the source, whose
    /// destroy notify then releases the closure.
    private static let runOnce: GSourceFunc = { data in
        ClosureBox<() -> Void>.body(data)()
        return 0 // G_SOURCE_REMOVE
    }
}
