// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import Contacts
import WindowLogic

/// The calls the window makes into a tab's page script, in the isolated world page scripts cannot
/// reach (`PageScript`): the hit-test that finds the link under a point and the click at a point
/// (the core's commands), the force click's own click, and a finger taken from the page. A
/// hit-test or a click is open work until it answers;
/// a click that follows a link stays open until its navigation reaches `decide-policy` (or
/// `clickGrace` has passed), so a replay's next gesture comes after it.
final class PageScripts {
    /// How long a click that follows a link may wait for its navigation to reach `decide-policy`
    /// (it comes as the click's script returns; a link the page retargets in between may never).
    static let clickGrace: Duration = .seconds(1)

    private let work: PendingWork
    private let emit: (PageEvent) -> Void

    /// Scripts whose answers go to `emit` (which checks the work), open as `work` while they run.
    init(work: PendingWork, emit: @escaping (PageEvent) -> Void) {
        self.work = work
        self.emit = emit
    }

    /// Asks the page of `tab` for the link at `point`, answered as `hitTestResult(id)`.
    func hitTest(_ id: HitTestID, at point: Point, in tab: TabView) {
        // The window's own: a hit-test keeps no tab's view live.
        let running = work.begin(.hitTest)
        JavaScriptCall.run(PageScript.linkBody(at: point), world: PageScript.world, in: tab.view) { [weak self] answer in
            guard let self else { return }
            work.end(running, quietly: true)
            emit(.hitTestResult(id, link: PageScript.link(fromJSON: answer)))
        }
    }

    /// Clicks in the page of `tab` at `point`; a `javascript:` link is not clicked but asked of the
    /// core, which refuses it.
    func click(at point: Point, in tab: TabView) {
        let running = work.begin(.click, tab: tab.id)
        tab.click = .running(navigated: false)
        JavaScriptCall.run(PageScript.clickBody(at: point), world: PageScript.world, in: tab.view) { [weak self, weak tab] answer in
            guard let self else { return }
            work.end(running, quietly: true)
            let navigated = tab?.click == .running(navigated: true)
            if case .running = tab?.click { tab?.click = .none }
            switch PageScript.ClickAnswer(json: answer) {
            case .script(let href):
                return emit(.navigationRequested(tab: tab?.id ?? running.tab!, url: href))
            case .followed:
                if let tab, !navigated { awaitNavigation(of: tab) }
            case .nothing, .prevented:
                break
            }
            work.check()
        }
    }

    /// Holds the window unsettled until the click's navigation reaches `decide-policy`
    /// (`TabView.clickNavigated`) or `clickGrace` has passed.
    private func awaitNavigation(of tab: TabView) {
        let waiting = work.begin(.click, tab: tab.id)
        tab.click = .awaitingNavigation(waiting)
        MainLoop.after(Self.clickGrace) { [weak self, weak tab] in
            guard let self, let tab, tab.click == .awaitingNavigation(waiting) else { return }
            tab.click = .none
            work.end(waiting)
        }
    }

    /// A touchpad's force click began with its button still down: the page `tab` shows must not
    /// also get the click that comes when the button is let go (`PageScript.forceClickBegan`).
    func swallowClickOfThisPress(in tab: TabView) {
        JavaScriptCall.run(PageScript.forceClickBegan, world: PageScript.world, in: tab.view) { _ in }
    }

    /// peekpop took the finger at `point` (normalised over the page area) from WebKit: the page
    /// `tab` shows is told (`PageScript.takeBody`); `done` gets what the page was sent, nil when
    /// the call got no answer.
    func take(at point: Point, in tab: TabView, done: @escaping (String?) -> Void) {
        JavaScriptCall.run(PageScript.takeBody(at: point), world: PageScript.world, in: tab.view) { text in
            done(text.map { PageScript.sent(fromJSON: $0).joined(separator: " ") })
        }
    }
}
