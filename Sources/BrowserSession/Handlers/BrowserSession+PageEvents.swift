// SPDX-License-Identifier: MIT
import InputEvents

/// What the renderer reports of its pages, followed only for the loads the ledger follows.
extension BrowserSession {
    mutating func handle(_ event: PageEvent, at time: Timestamp, into step: inout SessionStep) {
        switch event {
        case .loadStarted:
            // The core set the tab loading when it asked; nothing more to know.
            break
        case .loadCommitted(let load, let url):
            guard let index = tab(following: load), let current = state.tabs[index].current, current.url != url else { break }
            // A server redirect: the entry is where the load landed, and that page is visited too.
            state.tabs[index].history.replaceCurrent(with: HistoryItem(url: url, title: url))
            step.changes += [.tabSaved(state.tabs[index], position: index), .visit(url: url, title: url, at: time)]
        case .loadProgress(let load, let progress):
            // Kept in memory for a front end to draw; the store gets the end of the load.
            guard let index = tab(following: load), progress.isFinite else { break }
            state.tabs[index].progress = min(max(progress, 0), 1)
        case .loadFinished(let load), .loadFailed(let load):
            guard let index = tab(following: load) else { break }
            state.tabs[index].progress = 1
            step.changes.append(.tabSaved(state.tabs[index], position: index))
            // The overview's picture of the page as loaded (a failed load shows an error page: none).
            if case .loadFinished = event, let url = state.tabs[index].current?.url {
                step.commands.append(.takeSnapshot(tab: state.tabs[index].id, url: url))
            }
        case .titleChanged(let load, let title):
            guard let index = tab(following: load), let current = state.tabs[index].current, !title.isEmpty, title != current.title else { break }
            state.tabs[index].history.replaceCurrent(with: HistoryItem(url: current.url, title: title))
            step.changes += [.tabSaved(state.tabs[index], position: index), .title(url: current.url, title: title)]
        case .navigationRequested(let tab, let url):
            guard let index = state.tabs.firstIndex(where: { $0.id == tab }) else { break }
            open(url, inTab: index, at: time, into: &step)
        case .pageNavigated(let tab, let url):
            guard let index = state.tabs.firstIndex(where: { $0.id == tab }) else { break }
            // Same document: no load; the titles of the tab's latest load name the new entry.
            state.tabs[index].history.visit(HistoryItem(url: url, title: url))
            step.changes += [.tabSaved(state.tabs[index], position: index), .visit(url: url, title: url, at: time)]
            step.events.append(.navigated(url: url, mode: .inApp))
        case .backForwardListChanged(let tab, let history):
            guard let index = state.tabs.firstIndex(where: { $0.id == tab }), state.tabs[index].history != history,
                  state.tabs[index].progress == 1 || !ledger.isLoading(tab)
            else { break }
            // Behind one of the core's own loads the renderer's list lags; it catches up by itself.
            state.tabs[index].history = history
            step.changes.append(.tabSaved(state.tabs[index], position: index))
        case .sessionStateChanged(let tab, let rendererState):
            // Nothing (an empty list) never replaces what the tab has, restored or reported.
            guard let rendererState, let index = state.tabs.firstIndex(where: { $0.id == tab }),
                  state.tabs[index].rendererState != rendererState
            else { break }
            state.tabs[index].rendererState = rendererState
            step.changes.append(.tabSaved(state.tabs[index], position: index))
        case .hitTestResult(let id, let link):
            updatePreview(.hitTestResult(id, link: link), at: time, into: &step)
        case .snapshotTaken(let tab, let url, let width, let height, let key):
            // A tab closed since it was asked for has nowhere to keep it.
            guard state.tabs.contains(where: { $0.id == tab }) else { break }
            step.changes.append(.snapshot(SnapshotMetadata(tab: tab, url: url, width: width, height: height, takenAt: time, key: key)))
        }
    }

    /// The index of the tab whose latest load is `load`; nil for a stale load.
    private func tab(following load: LoadID) -> Int? {
        guard let id = ledger.tab(following: load) else { return nil }
        return state.tabs.firstIndex { $0.id == id }
    }
}
