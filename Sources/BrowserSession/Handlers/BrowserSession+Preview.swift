// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents

/// Link previews: a peek asks for the link under it, and the preview on screen (`LinkPreview`) takes
/// every input after it; what it outputs becomes commands, events and navigation.
extension BrowserSession {
    /// A peek beginning over the page asks the renderer for the link under it, unless another
    /// gesture holds the screen.
    mutating func peek(at point: Point, time: Timestamp, into step: inout SessionStep) {
        guard screenOwner.admits(.peek) else { return }
        let id = ledger.startHitTest()
        updatePreview(.peekBegan(id, at: point), at: time, into: &step)
        let tab = state.tabs[selected]
        if tab.current == nil {
            // Nothing is under a finger on the start view: the answer is known.
            updatePreview(.hitTestResult(id, link: nil), at: time, into: &step)
        } else {
            step.commands.append(.hitTest(id, at: point, tab: tab.id))
        }
    }

    /// Hands `input` to the preview on screen, or to a new one when the screen is free; a preview
    /// that comes to rest frees the screen. A preview never shows while another gesture holds it.
    mutating func updatePreview(_ input: LinkPreview.Input, at time: Timestamp, into step: inout SessionStep) {
        var preview: LinkPreview
        switch screenOwner {
        case .preview(let shown): preview = shown
        case .nobody: preview = LinkPreview(policy: policy(ofTab: selected))
        // Another gesture holds the screen, so no preview is on; one at rest answers nothing but a
        // peek's beginning, and `peek` passes none on now.
        case .transition, .overviewZoom: return
        }
        let outputs = preview.handle(input)
        screenOwner = preview.isAtRest ? .nobody : .preview(preview)
        apply(outputs, at: time, into: &step)
    }

    mutating func apply(_ outputs: [LinkPreview.Output], at time: Timestamp, into step: inout SessionStep) {
        for output in outputs {
            switch output {
            case .shown(let link):
                step.events.append(.previewShown(url: link.href))
                step.commands.append(.showPreview(link))
            case .actionsShown(let url):
                step.events.append(.previewActionsShown(url: url))
                step.commands.append(.showPreviewActions(url: url))
            case .dismissed(let url):
                step.events.append(.previewDismissed(url: url))
                step.commands.append(.hidePreview(url: url))
            case .commit(let url), .perform(.open, let url):
                step.commands.append(.hidePreview(url: url))
                open(url, inTab: selected, at: time, into: &step)
            case .perform(.openInNewTab, let url):
                step.commands.append(.hidePreview(url: url))
                openInNewTab(url, at: time, into: &step)
            case .perform(.copyLink, let url):
                step.commands += [.hidePreview(url: url), .copyLink(url: url)]
                step.events.append(.linkCopied(url: url))
            case .perform(.share, let url):
                step.commands.append(.hidePreview(url: url))
                step.shares.append(url)
                step.events.append(.linkShared(url: url))
            }
        }
    }
}
