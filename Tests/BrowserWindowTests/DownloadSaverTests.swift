// SPDX-License-Identifier: MIT
@testable import BrowserWindow
import Testing

/// Where a download is saved, without WebKit: the server's name in the folder, never over a file
/// already there, never outside the folder.
@Suite struct DownloadSaverTests {
    func destination(_ suggested: String, existing: Set<String> = []) -> String {
        DownloadSaver.destination(in: "/home/u/Downloads", suggested: suggested) { existing.contains($0) }
    }

    @Test func theSuggestedNameInTheFolder() {
        #expect(destination("report.pdf") == "/home/u/Downloads/report.pdf")
    }

    @Test func aNameTakenGetsTheFirstFreeNumberBeforeItsExtension() {
        let taken: Set = ["/home/u/Downloads/report.pdf", "/home/u/Downloads/report (2).pdf"]
        #expect(destination("report.pdf", existing: taken) == "/home/u/Downloads/report (3).pdf")
    }

    @Test func aNameWithoutExtensionOrWithALeadingDotIsNumberedAtItsEnd() {
        #expect(destination("README", existing: ["/home/u/Downloads/README"]) == "/home/u/Downloads/README (2)")
        #expect(destination(".profile", existing: ["/home/u/Downloads/.profile"]) == "/home/u/Downloads/.profile (2)")
    }

    @Test(arguments: ["", ".", "..", "/", "a/..", "../"])
    func aNameThatCouldLeaveTheFolderIsDownload(_ suggested: String) {
        #expect(destination(suggested) == "/home/u/Downloads/download")
    }

    @Test func aPathKeepsOnlyItsLastPart() {
        #expect(destination("../../etc/passwd") == "/home/u/Downloads/passwd")
    }
}
