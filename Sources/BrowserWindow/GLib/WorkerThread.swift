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

    static func run<Result>(named name: String, _ work: @escaping () -> Result, then: @escaping (Result) -> Void) {
        let job = Job {
            // Best effort: a thread that keeps the ordinary priority still does its work.
            try? ThreadPriority.lowerCallingThread(to: niceness)
            let result = work()
            // A thread's own malloc arena keeps what the work freed (a page's pixels, megabytes)
            // unless trimmed: without this, 20 tabs' snapshots left the window 23 MiB larger.
            malloc_trim(0)
            MainLoop.idle { then(result) }
        }
        let thread = g_thread_new(name, { data in
            Unmanaged<Job>.fromOpaque(data!).takeRetainedValue().body()
            return nil
        }, Unmanaged.passRetained(job).toOpaque())
        g_thread_unref(thread) // it ends by itself; nobody joins it
    }

    /// What a thread runs, held by it until it has run.
    private final class Job {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}
