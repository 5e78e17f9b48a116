// SPDX-License-Identifier: MIT
import CommandLineOptions
import Contacts
import Devices
import InputEvents
import SystemCalls
#if canImport(Glibc)
import Glibc
#endif

/// peekpop-pen-oracle: libinput as the oracle for peekpop's pen reading (the VM suite's
/// `pen-oracle` case). Opens one device twice, through libinput's path backend and through
/// peekpop's libevdev reader and contact tracker, reads both until the device goes away, and
/// compares tip and force frame by frame.
let usage = """
Usage: peekpop-pen-oracle DEVNODE [--tolerance FORCE] [--timeout SECONDS]

Reads the pen tablet DEVNODE with libinput (path backend) and with peekpop (libevdev,
ContactTracker) at once until it goes away (the player ends), then prints
`frames=N tip-differences=N largest-pressure-difference=X [at ...]` and up to ten frames where
the tip differs. Test tool for the VM suite (Tests/VM).

  --tolerance FORCE  the largest force difference that still agrees (default 0.000001)
  --timeout SECONDS  give up reading after this long (default 120)
  -h, --help         show this help

Exit status: 0 they agree, 1 they differ, 2 peekpop's reader fell behind the device
(SYN_DROPPED: peekpop lost events; whatever libinput did), 64 wrong usage, 69 libinput takes no
tablet there, 71 the device cannot be read, 75 only libinput's reader fell behind the device
(its events were lost, so the round compares nothing; play the recording again slower).
"""

/// `peekpop-pen-oracle: MESSAGE` on stderr.
func note(_ message: String) {
    _ = Array("peekpop-pen-oracle: \(message)\n".utf8).withUnsafeBytes { try? FileDescriptor.standardError.writeAll($0) }
}

let toleranceOption = Option.value("--tolerance", "FORCE")
let timeoutOption = Option.value("--timeout", "SECONDS")

/// What both readers saw, and whether each fell behind the device and lost events.
struct Reading {
    var libinput: [PenSample] = []
    var peekpop: [PenSample] = []
    var libinputFellBehind = false
    var peekpopFellBehind = false
}

/// A thread could not be started.
struct ThreadFailure: Error, CustomStringConvertible {
    var description: String
}

/// peekpop's reader (libevdev, ContactTracker) on a thread of its own, so that a `SYN_DROPPED`
/// there is its own slowness (or the whole process held up), never libinput's work delaying it.
final class PeekpopReader {
    private let evdev: EvdevDevice
    private var tracker: ContactTracker
    private let deadline: SystemClock.Instant
    private(set) var samples: [PenSample] = []
    private(set) var fellBehind = false
    private(set) var failure: (any Error)?

    init(node: String, deadline: SystemClock.Instant) throws {
        evdev = try EvdevDevice(node: node)
        tracker = try ContactTracker(device: evdev.description)
        self.deadline = deadline
    }

    /// Reads until the device goes away or the deadline; a failure is kept in `failure`.
    func run() {
        do {
            while SystemClock.Instant.now() < deadline {
                guard try Poll.wait(readable: [evdev.fileDescriptor], until: min(deadline, .now() + .milliseconds(100)))[0] else { continue }
                let events: [InputEvent]
                do {
                    events = try evdev.readAvailable()
                } catch {
                    guard error.kind == .wentAway else { throw error }
                    return
                }
                for event in events {
                    if event.type == EventType.syn, event.code == SynCode.dropped { fellBehind = true }
                    guard let frame = tracker.handle(event) else { continue }
                    let pen = frame.contacts.first { $0.tool != .finger }
                    let down = pen.map { $0.phase == .began || $0.phase == .changed } ?? false
                    samples.append(PenSample(time: frame.time, tipDown: down, force: down ? pen?.force : nil))
                }
            }
        } catch {
            failure = error
        }
    }
}

/// Both readers until the device went away from both, or `timeout` seconds.
func read(node: String, timeout: Double) throws -> Reading {
    let deadline = SystemClock.Instant.now() + .nanoseconds(Int64(timeout * 1e9))
    let peekpop = try PeekpopReader(node: node, deadline: deadline)
    let tablet = try LibinputTablet(node: node)
    var thread = pthread_t()
    // The thread holds its own reference: a throw below leaves it reading a live object.
    let reader = Unmanaged.passRetained(peekpop)
    let started = pthread_create(&thread, nil, { context in
        Unmanaged<PeekpopReader>.fromOpaque(context!).takeRetainedValue().run()
        return nil
    }, reader.toOpaque())
    guard started == 0 else {
        reader.release()
        throw ThreadFailure(description: "cannot start peekpop's reader: \(String(cString: strerror(started)))")
    }
    var reading = Reading()
    while !tablet.removed, SystemClock.Instant.now() < deadline {
        _ = try Poll.wait(readable: [tablet.fileDescriptor], until: min(deadline, .now() + .milliseconds(100)))
        reading.libinput += tablet.samples()
    }
    pthread_join(thread, nil)
    if let failure = peekpop.failure { throw failure }
    reading.peekpop = peekpop.samples
    reading.peekpopFellBehind = peekpop.fellBehind
    reading.libinputFellBehind = tablet.lostEvents
    return reading
}

func main() -> Int32 {
    do {
        let arguments: ParsedArguments
        switch try OptionParser([toleranceOption, timeoutOption]).parse(Array(CommandLine.arguments.dropFirst())) {
        case .help:
            print(usage)
            return 0
        case .arguments(let parsed):
            arguments = parsed
        }
        let node = try arguments.operand("DEVNODE")
        let tolerance = try arguments.number(toleranceOption, atLeast: 0) ?? 0.000001
        let timeout = try arguments.number(timeoutOption, unit: "seconds", above: 0) ?? 120
        let reading = try read(node: node, timeout: timeout)
        let comparison = PenComparison(libinput: reading.libinput, peekpop: reading.peekpop)
        var summary = "frames=\(comparison.frames) tip-differences=\(comparison.tipDifferences.count)"
        summary += " largest-pressure-difference=\(format6(comparison.largest?.difference ?? 0))"
        if let largest = comparison.largest { summary += " [\(largest.at)]" }
        print(summary)
        for difference in comparison.tipDifferences.prefix(10) { print("tip differs \(difference)") }
        if reading.peekpopFellBehind {
            // peekpop did not keep up with the device: a failure, not a round to play again.
            note("peekpop's reader fell behind the device (SYN_DROPPED, events lost)"
                 + (reading.libinputFellBehind ? ", and so did libinput's" : ", while libinput's kept up"))
            return 2
        }
        if reading.libinputFellBehind {
            // The test tool, not the product, was too slow: what it compared is incomplete.
            note("this round means nothing: libinput's reader fell behind the device (SYN_DROPPED, events lost) "
                 + "while peekpop's kept up; play it again slower")
            return 75
        }
        guard !reading.libinput.isEmpty else {
            note("libinput reported no tool event")
            return 1
        }
        return comparison.agrees(within: tolerance) ? 0 : 1
    } catch let error as UsageError {
        note("\(error)\n\(usage)")
        return 64
    } catch let error as LibinputTablet.Failure {
        note("\(error)")
        return 69
    } catch {
        note("\(error)")
        return 71
    }
}

exit(main())
