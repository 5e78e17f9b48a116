// SPDX-License-Identifier: MIT
import CWebKit

/// The blurred backdrop of the page in front, made before anyone peeks: once the page has drawn
/// nothing new for `settle`, when the window's loop has nothing more urgent to do. A peek then
/// finds it made, and the page's answer to its hit-test is read at once (making it while the page
/// looked for the link held that answer, and the preview's load, up by 6 to 9 ms). A page that
/// never settles (an animation, a video) has its backdrop made when a peek asks for it, as before.
///
/// What the page shows is followed through a `GtkWidgetPaintable` of its widget: it invalidates
/// its contents whenever the widget draws anew (a frame of the web process, a scroll, a resize),
/// and the backdrop made from the old contents goes. A redraw the window causes itself is not the
/// page changing (`expectRedraw`): after it, the backdrop is made again at once.
final class ReadyBackdrop {
    /// How long a page must have drawn nothing new before its backdrop is made ahead.
    static let settle: Duration = .milliseconds(150)
    /// How long an expected redraw may take to come, and how long the page must then stay still.
    static let expectedRedrawWithin: Duration = .milliseconds(100)
    static let settleAfterExpectedRedraw: Duration = .milliseconds(20)

    /// The paintable of the page followed, whose invalidations say it changed; its handler goes
    /// with it. It lets go of its widget when the widget goes (a tab closed).
    private var followed: GRef?
    /// The backdrop of the followed page as it is now; nil once the page drew anew.
    private var texture: GRef?
    /// When the followed page last drew anew, on the frame clocks' time line (µs).
    private var changedAt = 0
    /// Whether a wait for the page to settle is under way.
    private var waiting = false
    /// How long the page must now stay still: `settle`, or less after a redraw that was expected.
    private var quietNeeded = ReadyBackdrop.settle
    /// Until when (frame clock time, µs) a redraw of the page is the window's own doing.
    private var redrawExpectedUntil = 0
    /// Called with the page followed once it settled and its backdrop was made ahead: the time to
    /// make anything else a peek on it needs.
    var onSettled: ((UnsafeMutablePointer<GtkWidget>) -> Void)?

    /// The page followed, while it is there.
    private var page: UnsafeMutablePointer<GtkWidget>? {
        followed.flatMap { gtk_widget_paintable_get_widget($0.pointer) }
    }

    /// Follows `page` (a tab's web view widget, in front), making its backdrop once it settles;
    /// the page followed before is let go.
    func follow(_ page: UnsafeMutablePointer<GtkWidget>) {
        guard self.page != page else { return }
        followed = nil
        texture = nil
        let paintable = GRef(adopting: gtk_widget_paintable_new(page))
        followed = paintable
        Signal.connect(UnsafeMutableRawPointer(paintable.pointer), "invalidate-contents") { [weak self] in
            self?.changed()
        }
        changed()
    }

    /// Makes the backdrop of `page` now unless the one made ahead is still its page as it is (and
    /// follows `page` from now on).
    func make(for page: UnsafeMutablePointer<GtkWidget>) {
        follow(page)
        if texture == nil { texture = BlurredBackdrop.texture(of: page) }
    }

    /// The backdrop of `page` as it is now (`make(for:)`); nil when the page is not shown.
    func take(for page: UnsafeMutablePointer<GtkWidget>) -> GRef? {
        make(for: page)
        return texture
    }

    /// The page followed is about to draw anew for the window's own doing, not its own: the preview
    /// web view joining the page's web process redraws the page once, some 25 ms later. The
    /// backdrop that redraw takes away is made again as soon as the page is still, not after
    /// `settle`: a press makes that view, and the peek it becomes comes some 100 ms later, when the
    /// backdrop would otherwise be made while the page looks for the link (its answer 6 ms later).
    func expectRedraw() {
        redrawExpectedUntil = FrameTicks.now + Int(Self.expectedRedrawWithin / .microseconds(1))
    }

    /// The page drew anew: its backdrop goes, and a new one is made once it settles.
    private func changed() {
        texture = nil
        changedAt = FrameTicks.now
        let expected = changedAt <= redrawExpectedUntil
        redrawExpectedUntil = 0
        quietNeeded = expected ? Self.settleAfterExpectedRedraw : Self.settle
        if !waiting { wait(for: quietNeeded) }
    }

    /// Makes the backdrop after `span`, unless the page drew anew meanwhile: then waits on.
    private func wait(for span: Duration) {
        waiting = true
        MainLoop.after(span) { [weak self] in
            guard let self else { return }
            let quiet = Duration.microseconds(FrameTicks.now - changedAt)
            guard quiet >= quietNeeded else { return wait(for: quietNeeded - quiet) }
            MainLoop.idle { [weak self] in
                guard let self else { return }
                waiting = false
                guard texture == nil, let page, gtk_widget_get_mapped(page) != 0 else { return }
                texture = BlurredBackdrop.texture(of: page)
                onSettled?(page)
            }
        }
    }
}
