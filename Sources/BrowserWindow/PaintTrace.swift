// SPDX-License-Identifier: MIT
import CWebKit
import SystemCalls
#if canImport(Glibc)
import Glibc
#endif

/// When what the renderer shows reaches the screen, for `bench/browser.sh`: a line "SECONDS EVENT"
/// appended to a file for each event, SECONDS on `CLOCK_MONOTONIC` (the clock the benchmark's
/// driver reads when it sends a gesture), `NAME-shown` when the renderer shows something and
/// `NAME-painted` after the first frame that draws it (the window's frame clock's `after-paint`).
/// The page in a web view is painted by WebKit's web process, later: this traces GTK's frame only.
public final class PaintTrace {
    private let file: FileDescriptor
    /// Events to write after the next frame is painted.
    private var pending: [String] = []
    /// The frame clock whose `after-paint` is connected (a realised window keeps its clock).
    private var clock: OpaquePointer?

    /// A trace appending to the file at `path`, created when missing.
    /// - Throws: `SystemCallError` when the file cannot be opened.
    public init(path: String) throws(SystemCallError) {
        file = try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_APPEND, permissions: 0o644)
    }

    /// Writes `NAME-shown` now and `NAME-painted` after the next frame of `widget`'s window.
    func shown(_ name: String, in widget: UnsafeMutablePointer<GtkWidget>) {
        write("\(name)-shown")
        pending.append("\(name)-painted")
        guard let frameClock = gtk_widget_get_frame_clock(widget), frameClock != clock else { return }
        clock = frameClock
        Signal.connect(UnsafeMutableRawPointer(frameClock), "after-paint", as: (() -> Void).self, { [weak self] in
            guard let self else { return }
            let painted = pending
            pending = []
            for event in painted { write(event) }
        }, through: Signal.plain)
    }

    private func write(_ event: String) {
        let line = "\(Double(SystemClock.now()) / 1e9) \(event)\n"
        // A trace that cannot be written leaves the benchmark short of times, which it reports.
        try? line.utf8CString.dropLast().withUnsafeBytes { try file.writeAll($0) }
    }
}
