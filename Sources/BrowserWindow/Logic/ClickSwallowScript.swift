// SPDX-License-Identifier: MIT

/// The script that keeps a touchpad's force click from also following the link: the click that
/// began it was an ordinary press of the pad, which WebKit turns into a `click` when the button
/// comes up. Run when the force click's peek begins, while that button is still down, it arms a
/// listener in the capture phase on the window that cancels the next trusted primary `click` (its
/// default action and every handler after it). A press disarms it once that button has come up, so
/// a later ordinary click goes through untouched, and no click is ever delayed: not the press's own
/// `mousedown`, which a busy web process may handle only after the arm (a uhid Magic Trackpad 2
/// under sway: the pop's navigation was followed by the click's). The listeners are added once per
/// page, in the hit-test's isolated world, where page scripts cannot see or remove them.
enum ClickSwallowScript {
    /// The body of an async function that arms the page and answers "armed".
    static let arm = """
        if (!window.peekpopClickSwallow) {
            const swallow = { armed: false, released: false };
            window.peekpopClickSwallow = swallow;
            window.addEventListener('mouseup', (event) => { if (event.isTrusted && event.button === 0) swallow.released = true; }, true);
            window.addEventListener('mousedown', (event) => { if (event.isTrusted && swallow.released) swallow.armed = false; }, true);
            window.addEventListener('click', (event) => {
                if (!swallow.armed || !event.isTrusted || event.button !== 0) return;
                swallow.armed = false;
                event.preventDefault();
                event.stopImmediatePropagation();
            }, true);
        }
        window.peekpopClickSwallow.armed = true;
        window.peekpopClickSwallow.released = false;
        return 'armed';
        """
}
