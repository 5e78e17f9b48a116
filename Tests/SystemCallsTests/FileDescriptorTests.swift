// SPDX-License-Identifier: MIT
import Foundation
import SystemCalls
import Testing

@Suite struct FileDescriptorTests {
    @Test func anOpenFailureNamesTheOperationPathAndErrno() {
        #expect(throws: SystemCallError("open", path: "/nonexistent/x", code: ENOENT)) {
            try FileDescriptor.open("/nonexistent/x", O_RDONLY)
        }
        #expect(SystemCallError("open the lock file", path: "/x.lock", code: EACCES).description
                == "cannot open the lock file /x.lock: Permission denied")
    }

    @Test func writeAllThenReadBackEveryByte() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("peekpop-fd-\(UUID().uuidString)").path
        defer { unlink(path) }
        // More than a pipe or a single write is guaranteed to take.
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try bytes.withUnsafeBytes { buffer in
            try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_TRUNC, permissions: 0o600).writeAll(buffer)
        }
        let file = try FileDescriptor.open(path, O_RDONLY)
        var read: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = try chunk.withUnsafeMutableBytes { try file.read(into: $0) }
            if count == 0 { break }
            read += chunk.prefix(count)
        }
        #expect(read == bytes)
    }

    @Test func aWriteErrorNamesThePath() throws {
        let file = try FileDescriptor.open("/dev/full", O_WRONLY)
        #expect(throws: SystemCallError("write", path: "/dev/full", code: ENOSPC)) {
            try [UInt8(1)].withUnsafeBytes { try file.writeAll($0) }
        }
    }

    @Test func theDescriptorClosesWithItsOwner() throws {
        var file: FileDescriptor? = try FileDescriptor.open("/dev/null", O_RDONLY)
        let number = try #require(file?.rawValue)
        #expect(fcntl(number, F_GETFD) >= 0)
        file = nil
        #expect(fcntl(number, F_GETFD) == -1 && errno == EBADF)
    }

    @Test func aFreeLockIsTakenAndAHeldOneIsNot() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("peekpop-lock-\(UUID().uuidString)").path
        defer { unlink(path) }
        let first = try FileDescriptor.open(path, O_RDWR | O_CREAT, permissions: 0o600)
        let second = try FileDescriptor.open(path, O_RDWR)
        #expect(try first.lockIfFree())
        #expect(try !second.lockIfFree())
    }
}
