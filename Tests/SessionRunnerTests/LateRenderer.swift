// SPDX-License-Identifier: MIT
import BrowserSession

/// A renderer that answers nothing by itself, as WebKit may: it keeps every command, and the test
/// answers them when it likes (late, out of order, or never) through `SessionRunner.handle`.
final class LateRenderer: PageRenderer {
    private(set) var commands: [PageCommand] = []

    func perform(_ command: PageCommand) -> [PageEvent] {
        commands.append(command)
        return []
    }

    /// The id of the latest hit-test asked for.
    var lastHitTest: HitTestID? {
        commands.reversed().lazy.compactMap { command -> HitTestID? in
            guard case .hitTest(let id, _, _) = command else { return nil }
            return id
        }.first
    }

    /// The id of the latest load asked for (by `load`, `reload`, `go` or `restore`).
    var lastLoad: LoadID? {
        commands.reversed().lazy.compactMap { command -> LoadID? in
            switch command {
            case .load(let id, _, _), .reload(let id, _, _), .restore(let id?, _, _, _, _), .go(_, .page(_, let id), _): id
            case .go(_, .startView, _), .restore(nil, _, _, _, _), .showPreview, .showPreviewActions, .hidePreview, .copyLink, .setZoom, .showOverview, .showOverviewZoom, .cancelOverviewZoom,
                 .focusTab, .closeTab, .takeSnapshot, .hitTest, .click, .showTransition, .cancelTransition: nil
            }
        }.first
    }
}
