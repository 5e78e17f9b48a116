// SPDX-License-Identifier: MIT
@testable import BrowserWindow
import BrowserSession
import CWebKit
import Foundation
import SessionStore
import Testing

/// The overview's pictures at launch: the stored PNGs become textures before any page loads; a
/// missing or damaged one gives none (the card's placeholder).
@Suite struct TabPicturesTests {
    /// A 2 × 1 PNG: a green pixel and a blue one.
    static let png: [UInt8] = [
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x02,
        0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x7b, 0x40, 0xe8, 0xdd, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0x00, 0x04, 0xff, 0x01, 0x07, 0x00, 0x01, 0xff, 0xe2, 0x23, 0x9e, 0x59, 0x00, 0x00,
        0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
    ]

    /// A state folder whose store holds tabs 1 and 2, each with a stored picture.
    static func stored(in folder: String) throws -> (store: SessionStore, snapshots: [SnapshotMetadata]) {
        let store = try SessionStore(directory: folder)
        _ = try store.restore()
        var changes: [SessionChange] = []
        for id in [1, 2] {
            let tab = Tab(id: TabID(id), history: BackForwardList(items: [HistoryItem(url: "https://a/\(id)", title: "A")], currentIndex: 0))
            let key = try store.pictures.write(png, tab: tab.id)
            changes += [.tabSaved(tab, position: id - 1), .snapshot(SnapshotMetadata(tab: tab.id, url: "https://a/\(id)", width: 2, height: 1, takenAt: .milliseconds(1), key: key))]
        }
        try store.commit(changes)
        return (store, try store.snapshots())
    }

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peekpop-pictures-\(UUID().uuidString)").path

    @Test func theStoredPicturesAreTheOverviewsAtLaunch() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (store, snapshots) = try Self.stored(in: folder)
        let pictures = TabPictures()
        pictures.load(snapshots, from: store.pictures)
        let texture = try #require(pictures.picture(of: TabID(1)))
        #expect(gdk_texture_get_width(texture) == 2 && gdk_texture_get_height(texture) == 1)
        #expect(pictures.picture(of: TabID(2)) != nil)
        #expect(pictures.picture(of: TabID(3)) == nil)
        pictures.remove(TabID(1))
        #expect(pictures.picture(of: TabID(1)) == nil)
    }

    @Test func aMissingOrDamagedPictureGivesNone() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (store, snapshots) = try Self.stored(in: folder)
        try FileManager.default.removeItem(atPath: store.pictures.file(of: TabID(1), key: snapshots[0].key))
        try Data(Self.png.prefix(30)).write(to: URL(fileURLWithPath: store.pictures.file(of: TabID(2), key: snapshots[1].key)))
        let pictures = TabPictures()
        pictures.load(snapshots, from: store.pictures)
        #expect(pictures.picture(of: TabID(1)) == nil)
        #expect(pictures.picture(of: TabID(2)) == nil)
    }
}
