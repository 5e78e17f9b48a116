// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import SessionStore
import WindowLogic

/// The core's snapshots of a tab's page (`PageCommand.takeSnapshot`): taken, stored as PNG in the
/// store's folder before the core hears of it (so the metadata it commits names a whole file), and
/// kept as the tab's picture in the overview. Each is open work until it is stored or given up.
final class TabSnapshots {
    /// Called with a note for the user: a snapshot that could not be stored (once).
    var onNote: ((String) -> Void)?

    private let work: PendingWork
    private let folder: SnapshotFolder
    private let pictures: TabPictures
    private let emit: (PageEvent) -> Void
    /// Called once a tab's picture changed (the overview shows it).
    private let picturesChanged: () -> Void
    /// A snapshot that could not be stored has been noted: once is enough.
    private var notedUnstored = false

    init(work: PendingWork, folder: SnapshotFolder, pictures: TabPictures, picturesChanged: @escaping () -> Void,
         emit: @escaping (PageEvent) -> Void) {
        self.work = work
        self.folder = folder
        self.pictures = pictures
        self.picturesChanged = picturesChanged
        self.emit = emit
    }

    /// Takes `tab`'s snapshot, at `url`; `isCurrent` says whether the tab still has that view when
    /// the picture comes (a tab closed meanwhile keeps nothing).
    func take(of tab: TabView, url: String, isCurrent: @escaping (TabView) -> Bool) {
        let id = tab.id
        let taking = work.begin(.snapshot, tab: id)
        PageSnapshot.take(of: tab.view) { [weak self, tab] snapshot in
            guard let self else { return }
            work.end(taking, quietly: true)
            guard let snapshot, isCurrent(tab) else { return work.check() }
            let key: String
            do {
                key = try folder.write(snapshot.png, tab: id)
            } catch {
                if !notedUnstored {
                    notedUnstored = true
                    onNote?("the tab overview's pictures cannot be stored: \(error)")
                }
                return work.check()
            }
            pictures.keep(snapshot.texture, for: id)
            picturesChanged()
            emit(.snapshotTaken(tab: id, url: url, width: snapshot.width, height: snapshot.height, key: key))
        }
    }
}
