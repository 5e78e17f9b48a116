// SPDX-License-Identifier: MIT
import Devices
import InputEvents
import Recordings
import SystemCalls
#if canImport(Glibc)
import Glibc
#endif

/// Plays a recording into uinput devices and, when asked, reads them back.
struct Player {
    var options: PlayerOptions

    /// What one device got: the events written and, with a readback, the events read.
    private struct Traffic {
        var written: [InputEvent] = []
        /// Events read back, with the kernel's timestamps.
        var read: [InputEvent] = []
        /// `SYN_DROPPED` events read: the kernel discarded the reader's buffer that many times.
        var dropped = 0
        /// Largest delay of a frame's kernel timestamp behind its recorded time, in microseconds.
        var lagMax: Int64 = 0
        var firstRead: (kernel: Int64, recorded: Int64)?
        /// With an each-frame readback, each frame written that the kernel passed on: its written
        /// time and the kernel's time of the frame read right after it. A driver (uhid) may pass
        /// none for a frame that changed nothing it reports, so frames are paired here, as read.
        var frames: [(written: Timestamp, kernel: Timestamp)] = []

        /// Keeps the largest lag of a frame read back, written `offset` microseconds into the play:
        /// its kernel time against the first frame's, beside the recorded times.
        mutating func noteLag(of frame: [InputEvent], writtenAt offset: Int64) {
            guard let first = frame.first else { return }
            let anchor = firstRead ?? (first.time.microseconds, offset)
            firstRead = anchor
            lagMax = max(lagMax, (first.time.microseconds - anchor.kernel) - (offset - anchor.recorded))
        }
    }

    /// Runs the whole play; returns the exit status (1 when an each-frame readback differs).
    func run() throws -> Int32 {
        let (events, descriptions) = try load()
        var devices = try makeDevices(descriptions)
        for device in devices {
            for node in device.nodes { Console.out("created \(node.devnode) \(node.name)") }
        }
        let readers = try openReaders(of: devices)
        try idle(devices, seconds: options.delay)

        let origin = events.first?.event.time ?? Timestamp(microseconds: 0)
        guard var traffic = try play(events, from: origin, into: devices, readers: readers) else {
            let nodes = devices.map(\.devnode)
            devices.removeAll()
            for node in nodes { Console.out("unplugged \(node)") }
            return 0
        }
        for (index, reader) in readers.enumerated() where options.readback == .atEnd {
            _ = try readBack(reader, into: &traffic[index])
        }
        if let path = options.frameTimes {
            try writeFrameTimes(to: path, nodes: readers.map(\.node), traffic: traffic, origin: origin)
        }
        let status = report(readers, traffic, verbatim: devices.allSatisfy(\.readsBackVerbatim))
        try idle(devices, seconds: options.linger)
        return status
    }

    /// A uinput device per device of the recording, or with `--hid` the one device the file
    /// describes, through /dev/uhid.
    private func makeDevices(_ descriptions: [DeviceDescription]) throws(UinputError) -> [any PlaybackDevice] {
        guard let path = options.hidDevice else {
            return try descriptions.map { description throws(UinputError) in try UinputDevice(description) }
        }
        guard descriptions.count == 1 else {
            throw UinputError(65, "\(options.file): --hid plays a recording of one device; this one has \(descriptions.count)")
        }
        return [try HIDPlaybackDevice(try HIDDeviceFile.load(path), playing: descriptions[0])]
    }

    /// Lets `seconds` pass; the first device keeps the time (a HID play has only one device, which
    /// answers the kernel meanwhile).
    private func idle(_ devices: [any PlaybackDevice], seconds: Double) throws(UinputError) {
        guard seconds > 0 else { return }
        try devices.first?.idle(until: .now() + .nanoseconds(PlaybackClock.offset(seconds: seconds)))
    }

    /// The recording's events (its `SYN_DROPPED` left out: a player cannot drop) and its devices
    /// as the options change them.
    private func load() throws -> (events: [RecordedEvent], devices: [DeviceDescription]) {
        var reader = try RecordingFile.open(path: options.file, descriptionPath: options.descriptionPath)
        var events: [RecordedEvent] = []
        while let event = try reader.next() {
            if event.event.type != EventType.syn || event.event.code != SynCode.dropped { events.append(event) }
        }
        let descriptions = reader.devices.map { description in
            var description = description
            if options.zeroFuzz { description.absInfo = description.absInfo.mapValues { axis in var axis = axis; axis.fuzz = 0; return axis } }
            if let resolution = options.fillResolution {
                for code in [AbsCode.x, AbsCode.y] where description.absInfo[code]?.resolution == 0 {
                    description.absInfo[code]?.resolution = resolution
                }
            }
            return description
        }
        return (events, descriptions)
    }

    /// A reader on each device when a readback is asked for.
    private func openReaders(of devices: [any PlaybackDevice]) throws(UinputError) -> [EvdevDevice] {
        guard options.readback != nil else { return [] }
        return try devices.map { device throws(UinputError) in
            do throws(DeviceError) {
                return try EvdevDevice(node: device.devnode)
            } catch {
                throw UinputError(error)
            }
        }
    }

    /// Writes the events at their recorded pace (or as asked); what each device got, or nil when
    /// `--unplug-at` came first.
    private func play(_ events: [RecordedEvent], from origin: Timestamp, into devices: [any PlaybackDevice],
                      readers: [EvdevDevice]) throws -> [Traffic]? {
        var traffic = [Traffic](repeating: Traffic(), count: devices.count)
        let clock = PlaybackClock()
        var pauses = options.pauseAt
        /// How long the player stood still at `--pause-at`: every later event is that much later,
        /// as if the recording held still so long.
        var held = TimeSpan(microseconds: 0)
        for recorded in events {
            let recordedOffset = (recorded.event.time - origin).microseconds
            if let unplugAt = options.unplugAt, Double(recordedOffset) / 1e6 >= unplugAt { return nil }
            if !options.fast, options.frameGap == nil { try devices[0].idle(until: clock.deadline(at: (recordedOffset + held.microseconds) * 1_000)) }
            if let at = pauses.first, Double(recordedOffset) / 1e6 >= at {
                pauses.removeFirst()
                let stopped = SystemClock.Instant.now()
                try devices[0].hold(announcing: "paused at \(at)")
                held.microseconds += (SystemClock.Instant.now() - stopped).nanoseconds / 1_000
            }
            try devices[recorded.device].write(recorded.event)
            if let gap = options.frameGap, recorded.event.isReport { try idle(devices, seconds: gap) }
            var written = recorded.event
            written.time = written.time + held
            traffic[recorded.device].written.append(written)
            if options.readback == .eachFrame, recorded.event.isReport {
                let frame = try readBack(readers[recorded.device], into: &traffic[recorded.device])
                traffic[recorded.device].noteLag(of: frame, writtenAt: recordedOffset + held.microseconds)
                if let report = frame.first(where: \.isReport) { traffic[recorded.device].frames.append((written.time, report.time)) }
            }
        }
        return traffic
    }

    /// One `readback` line per device; 1 when an each-frame readback of what was written verbatim
    /// (not a HID driver's rendering of it) differs from it.
    private func report(_ readers: [EvdevDevice], _ traffic: [Traffic], verbatim: Bool) -> Int32 {
        var status: Int32 = 0
        for (index, reader) in readers.enumerated() {
            let device = traffic[index]
            let lag = options.fast ? "-" : String(Double(device.lagMax / 100) / 10)
            Console.out("readback \(reader.node) written=\(device.written.count) read=\(device.read.count) dropped=\(device.dropped) stuck=\(reader.contactsDown) lag-max-ms=\(lag)")
            if options.readback == .eachFrame, verbatim, let difference = firstDifference(written: device.written, read: device.read) {
                Console.note("\(reader.node): \(difference)")
                status = 1
            }
        }
        return status
    }

    /// Every event the kernel has queued for `reader` now (`SYN_DROPPED` and the resync after it
    /// included), added to `traffic`.
    private func readBack(_ reader: EvdevDevice, into traffic: inout Traffic) throws(UinputError) -> [InputEvent] {
        let events: [InputEvent]
        do {
            events = try reader.readAvailable()
        } catch {
            throw UinputError(error)
        }
        traffic.read += events
        traffic.dropped += events.filter { $0.type == EventType.syn && $0.code == SynCode.dropped }.count
        return events
    }

    /// Each device's frames as `DEVNODE RECORDED KERNEL` lines: each frame written with the one
    /// read right after it (each-frame readback), else the n-th frame read back with the n-th
    /// written (a device whose reader lost events has none: which frame is which is unknown).
    private func writeFrameTimes(to path: String, nodes: [String], traffic: [Traffic], origin: Timestamp) throws(UinputError) {
        var text = ""
        for (node, device) in zip(nodes, traffic) {
            guard device.dropped == 0 else {
                Console.note("\(node): no frame times: the readback lost events")
                continue
            }
            let pairs = options.readback == .eachFrame ? device.frames
                : Array(zip(device.written.filter(\.isReport).map(\.time), device.read.filter(\.isReport).map(\.time)))
            for (recorded, kernel) in pairs {
                text += "\(node) \((recorded - origin).seconds) \(kernel.seconds)\n"
            }
        }
        do {
            let file = try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_TRUNC, permissions: 0o644)
            try Array(text.utf8).withUnsafeBytes { try file.writeAll($0) }
        } catch {
            throw UinputError(73, "\(error)")
        }
    }

    /// Where the events read back first differ from those written, or nil when they are the same.
    private func firstDifference(written: [InputEvent], read: [InputEvent]) -> String? {
        for (index, event) in written.enumerated() {
            guard index < read.count else { return "read \(read.count) of \(written.count) events: first missing #\(index) \(event)" }
            let got = read[index]
            if got.type != event.type || got.code != event.code || got.value != event.value {
                let name = EventNames.codeName(type: got.type, code: got.code) ?? "\(got.type)/\(got.code)"
                return "event #\(index): wrote \(event), read \(name) \(got.value)"
            }
        }
        return read.count > written.count ? "read \(read.count - written.count) events more than the \(written.count) written" : nil
    }
}
