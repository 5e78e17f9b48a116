// SPDX-License-Identifier: MIT
import Daemon
import Glibc
import Gestures
import InputEvents
import Recordings
import SystemCalls

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

        let begin = SystemClock.Instant.now()
        try daemon.run()
        let seconds = Double((SystemClock.Instant.now() - begin).nanoseconds) / 1e9
        // What the daemon wrote in its last turn, after it stopped.
        try client.read()

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
    let descriptor: FileDescriptor?
    let clock = SystemClock.ID.monotonic
    let isFinished = false
    let eventCount: Int
    private let events: [InputEvent]
    /// Where each read's events end in `events`.
    private let ends: [Int]
    private var read = 0
    private let writeEnd: FileDescriptor
    /// The events of the last read.
    private var batch: [InputEvent] = []

    var frameCount: Int { ends.count }

    init(reading path: String) throws {
        var reader = try RecordingFile.open(path: path)
        guard let description = reader.devices.first else { throw BenchError("\(path): no device") }
        let dayAhead = (SystemClock.Instant.now() + .seconds(86_400)).nanoseconds / 1_000
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
        let pipe = try FileDescriptor.pipe()
        try [UInt8(1)].withUnsafeBytes { try pipe.write.writeAll($0) }
        descriptor = pipe.read
        writeEnd = pipe.write
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
    let fileDescriptor: FileDescriptor
    private(set) var lines = 0
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    init(path: String) throws {
        guard let address = SocketAddress(path: path) else { throw BenchError("\(path): too long") }
        fileDescriptor = try FileDescriptor.unixStreamSocket()
        try fileDescriptor.connect(to: address)
    }

    /// Reads what is waiting, without blocking.
    func read() throws {
        while let count = try buffer.withUnsafeMutableBytes({ try fileDescriptor.receiveIfReady(into: $0) }), count > 0 {
            lines += buffer[0..<count].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        }
    }
}

/// One line on standard error.
func complain(_ message: String) {
    try? Array((message + "\n").utf8).withUnsafeBytes { try FileDescriptor.standardError.writeAll($0) }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
