// SPDX-License-Identifier: MIT
import CWebKit

/// When what the renderer shows reaches the screen, for `bench/browser.sh` and the desktop suite:
/// `NAME-shown` when the renderer shows something and `NAME-painted` after the first frame that
/// draws it (the window's frame clock's `after-paint`). The page in a web view is painted by
/// WebKit's web process, later: this traces GTK's frame only.
public final class PaintTrace {
    private let file: TraceFile
    /// Events to write after the next frame is painted.
    private var pending: [String] = []
    /// The frame clock whose `after-paint` is connected (a realised window keeps its clock).
    private var clock: OpaquePointer?

    public init(_ file: TraceFile) {
        self.file = file
    }

    /// Writes `event` now: a step on the way to something shown (`hit-test-answered`: the page
    /// found the link under a peek; `preview-committed`: the linked page committed in the card's
    /// web view; `page-committed`: a tab's load committed, as a pop's does).
    func mark(_ event: String) {
        file.write(event)
    }

    /// Writes `NAME-shown` now and `NAME-painted` after the next frame of `widget`'s window.
    func shown(_ name: String, in widget: UnsafeMutablePointer<GtkWidget>) {
        file.write("\(name)-shown")
        pending.append("\(name)-painted")
        guard let frameClock = gtk_widget_get_frame_clock(widget), frameClock != clock else { return }
        clock = frameClock
        Signal.connect(UnsafeMutableRawPointer(frameClock), "after-paint") { [weak self] in
            guard let self else { return }
            let painted = pending
            pending = []
            for event in painted { file.write(event) }
        }
    }
}
