// SPDX-License-Identifier: MIT

/// The script that keeps a touchpad's force click from also following the link: the click that
/// began it was an ordinary press of the pad, which WebKit turns into a `click` when the button
/// comes up. Run when the force click's peek begins, while that button is still down, it arms a
/// listener in the capture phase on the window that cancels the next trusted primary `click` (its
/// default action and every handler after it); the next `mousedown` disarms it, so a later
/// ordinary click goes through untouched, and no click is ever delayed. The listener is added once
/// per page, in the hit-test's isolated world, where page scripts cannot see or remove it.
enum ClickSwallowScript {
    /// The body of an async function that arms the page and answers "armed".
    static let arm = """
        if (!window.peekpopClickSwallow) {
            const swallow = { armed: false };
            window.peekpopClickSwallow = swallow;
            window.addEventListener('mousedown', (event) => { if (event.isTrusted) swallow.armed = false; }, true);
            window.addEventListener('click', (event) => {
                if (!swallow.armed || !event.isTrusted || event.button !== 0) return;
                swallow.armed = false;
                event.preventDefault();
                event.stopImmediatePropagation();
            }, true);
        }
        window.peekpopClickSwallow.armed = true;
        return 'armed';
        """
}
