// SPDX-License-Identifier: MIT
import Foundation
import Testing

/// The window's folders say which code is pure: `Sources/BrowserWindow/Logic` holds the deciders
/// (machines, geometry, policy, the scripts' text), which touch neither GTK, WebKit nor the loop,
/// so each is tested here without a display. A file there that reaches for them belongs elsewhere.
@Suite struct LayoutTests {
    static let logic = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/BrowserWindow/Logic")

    /// What pure code must not name: the C module of GTK and WebKit, and the window's loop and signals.
    static let impure = ["import CWebKit", "MainLoop.", "Signal.", "FrameTicks.", "GObject."]

    @Test func theLogicFolderIsPure() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.logic.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 20)
        for file in files {
            let text = try String(contentsOf: Self.logic.appendingPathComponent(file), encoding: .utf8)
            for word in Self.impure {
                #expect(!text.contains(word), "\(file) uses \(word): it is not pure, its place is outside Logic/")
            }
        }
    }
}
