// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import BrowserSession
import InputEvents
import SessionStore
import SystemCalls

func say(_ text: String, to output: FileDescriptor) {
    var bytes = Array(text.utf8)
    bytes.append(0x0a)
    try? bytes.withUnsafeBytes { try output.writeAll($0) }
}

// The SessionStoreTests' child (`SnapshotCrashTests`): `SnapshotWriter STATE_DIR` stores snapshot
// after snapshot of tab 1, as the window does (picture written, then its metadata committed), and
// prints the number of each one committed, until it is killed. Each picture is 2 MiB, different
// from the one before, so a write lasts long enough for the test to kill it under way.
let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    say("usage: SnapshotWriter STATE_DIR", to: .standardError)
    exit(64)
}
do {
    let store = try SessionStore(directory: arguments[1])
    _ = try store.restore()
    try store.commit([.tabSaved(Tab(id: TabID(1), history: BackForwardList(items: [HistoryItem(url: "https://a/", title: "A")], currentIndex: 0)), position: 0)])
    let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
    var png = signature + (0 ..< (2 << 20)).map { UInt8(truncatingIfNeeded: $0) }
    var number = 0
    while true {
        number += 1
        // The number in the bytes after the signature: every picture's key differs.
        withUnsafeBytes(of: number.littleEndian) { png.replaceSubrange(8 ..< 16, with: $0) }
        let key = try store.pictures.write(png, tab: TabID(1))
        try store.commit([.snapshot(SnapshotMetadata(tab: TabID(1), url: "https://a/", width: number, height: 1, takenAt: .milliseconds(Int64(number)), key: key))])
        say(String(number), to: .standardOutput)
    }
} catch {
    say("SnapshotWriter: \(error)", to: .standardError)
    exit(73)
}
