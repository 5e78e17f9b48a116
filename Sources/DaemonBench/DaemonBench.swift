// SPDX-License-Identifier: MIT
import Daemon
import Glibc
import Gestures
import InputEvents
import Recordings

/// `bench/daemon.sh`: what `peekpop run` spends per input event, without a kernel. The recording's
/// frames go, one device read at a time, through the daemon itself: its epoll loop, `DeviceFeed`
/// (advance, handle, diagnostics, the deadline timer), the line encoder and the socket server, to a
/// client on the same loop that reads every line. Only `EvdevDevice`'s libevdev read is replaced:
/// a frame comes from memory instead. Run it under callgrind for instructions per event (only
/// `Daemon.run` is counted when `--toggle-collect` names it), or alone for events per second.
///
///     DaemonBench RECORDING [SOCKET]
@main
enum DaemonBench {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let path = arguments.first, arguments.count <= 2 else {
            complain("usage: DaemonBench RECORDING [SOCKET]")
            exit(64)
        }
        // One fixed path by default: the listener leaves its lock file (PATH.lock) behind.
        let socketPath = arguments.dropFirst().first ?? "/tmp/peekpop-daemon-bench.sock"
        let source = try FrameSource(reading: path)

        var options = Daemon.Options()
        var notes = 0
        options.notes = { notes += $0.count }
        options.log = { complain("DaemonBench: \($0)") }
        let daemon = try Daemon(socketPath: socketPath, session: nil, options: options)
        let client = try LineReader(path: socketPath)
        try daemon.watch(client.fileDescriptor) { try client.read() }
        try daemon.add(source, profile: ForceProfile())

        var begin = timespec()
        var end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &begin)
        try daemon.run()
        clock_gettime(CLOCK_MONOTONIC, &end)
        // What the daemon wrote in its last turn, after it stopped.
        try client.read()

        let seconds = Double(end.tv_sec - begin.tv_sec) + Double(end.tv_nsec - begin.tv_nsec) / 1e9
        print("\(source.eventCount) events in \(source.frameCount) reads, \(client.lines) lines, \(notes) notes, "
              + "\(Int((Double(source.eventCount) / seconds).rounded())) events/s")
    }
}

/// A device that delivers a recording one frame (up to its `SYN_REPORT`) per read, as the kernel
/// does to a reader that keeps up, and then goes away. Its descriptor is a pipe that is always
/// readable. Timestamps are moved a day ahead on the monotonic clock, so the daemon's deadline
/// timer never fires on its own: deadlines fall due through the events, the same on every run.
final class FrameSource: InputSource {
    let device: DeviceDescription
    let fileDescriptor: Int32
    let clock = CLOCK_MONOTONIC
    let isFinished = false
    let eventCount: Int
    private let events: [InputEvent]
    /// Where each read's events end in `events`.
    private let ends: [Int]
    private var read = 0
    private let writeEnd: Int32
    /// The events of the last read.
    private var batch: [InputEvent] = []

    var frameCount: Int { ends.count }

    init(reading path: String) throws {
        var reader = try RecordingFile.open(path: path)
        guard let description = reader.devices.first else { throw BenchError("\(path): no device") }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let dayAhead = (Int64(now.tv_sec) + 86_400) * 1_000_000
        var events: [InputEvent] = []
        var ends: [Int] = []
        var offset: Int64?
        while let recorded = try reader.next() {
            guard recorded.device == 0 else { continue }
            var event = recorded.event
            let shift = offset ?? dayAhead - event.time.microseconds
            offset = shift
            event.time.microseconds += shift
            events.append(event)
            if event.isReport { ends.append(events.count) }
        }
        if ends.last != events.count { ends.append(events.count) }
        self.device = description
        self.events = events
        self.ends = ends
        eventCount = events.count
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw BenchError("pipe: \(String(cString: strerror(errno)))") }
        var byte: UInt8 = 1
        guard write(pipe[1], &byte, 1) == 1 else { throw BenchError("write to the pipe failed") }
        fileDescriptor = pipe[0]
        writeEnd = pipe[1]
    }

    deinit {
        close(fileDescriptor)
        close(writeEnd)
    }

    /// The next frame, in storage reused from read to read as `EvdevDevice` reuses it; throws once
    /// every frame was read.
    func readAvailable() throws -> [InputEvent] {
        guard read < ends.count else { throw BenchError("the recording has ended") }
        let start = read == 0 ? 0 : ends[read - 1]
        read += 1
        batch.removeAll(keepingCapacity: true)
        batch.append(contentsOf: events[start..<ends[read - 1]])
        return batch
    }
}

/// A client of the daemon's socket, read on the daemon's own loop: counts the lines it gets.
final class LineReader {
    let fileDescriptor: Int32
    private(set) var lines = 0
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    init(path: String) throws {
        fileDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fileDescriptor >= 0 else { throw BenchError("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw BenchError("\(path): too long") }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fileDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { throw BenchError("connect \(path): \(String(cString: strerror(errno)))") }
    }

    deinit { close(fileDescriptor) }

    /// Reads what is waiting, without blocking.
    func read() throws {
        while true {
            let count = Glibc.read(fileDescriptor, &buffer, buffer.count)
            if count > 0 {
                lines += buffer[0..<count].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
                continue
            }
            if count == 0 || errno == EAGAIN { return }
            if errno != EINTR { throw BenchError("read: \(String(cString: strerror(errno)))") }
        }
    }
}

/// One line on standard error.
func complain(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
