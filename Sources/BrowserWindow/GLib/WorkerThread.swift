// SPDX-License-Identifier: MIT
import CWebKit
import SystemCalls

/// Work that would hold the window's loop up (a page's picture scaled and encoded as PNG), done on
/// a thread of its own, so no frame and no gesture waits for it. `work` runs there and must touch
/// nothing of the window's widgets, WebKit or the session: only what it was given and objects it
/// makes itself (a memory texture, pixbufs, PNG bytes). `then` gets its result back on the loop
/// (GLib's default main context) when the loop has nothing more urgent, the frame clock included.
/// The thread runs at `niceness`: on a busy machine it takes its time from other work, never from
/// the web processes loading and painting a page someone is waiting for.
enum WorkerThread {
    /// The nice value of a worker: well below the window's and its web processes' (0).
    static let niceness: Int32 = 10

    /// Runs `work` on a new thread and `then` with its result on the loop. Only `work` and its
    /// result cross threads, and the checker sees both are `Sendable`; `then` (which may hold
    /// widgets) rides along untouched in a `LoopBound`, called only back on the loop.
    static func run<Result: Sendable>(named name: String, _ work: @escaping @Sendable () -> Result, then: @escaping (Result) -> Void) {
        let back = LoopBound(then)
        let job: @Sendable () -> Void = {
            // Best effort: a thread that keeps the ordinary priority still does its work.
            try? ThreadPriority.lowerCallingThread(to: niceness)
            let result = work()
            // A thread's own malloc arena keeps what the work freed (a page's pixels, megabytes)
            // unless trimmed: without this, 20 tabs' snapshots left the window 23 MiB larger.
            malloc_trim(0)
            MainLoop.idle { back.value(result) }
        }
        let thread = g_thread_new(name, { data in
            ClosureBox<@Sendable () -> Void>.take(data)()
            return nil
        }, ClosureBox(job).retained())
        g_thread_unref(thread) // it ends by itself; nobody joins it
    }

    /// A value made on the loop that goes through a worker untouched and is used on the loop
    /// again: the one thing the checker takes on trust here, and the reason it can.
    private struct LoopBound<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
