import InputEvents
import Recordings
#if canImport(Glibc)
import Glibc
#endif

/// Plays a recording into uinput devices and, when asked, reads them back.
struct Player {
    var options: PlayerOptions

    /// What one device got: the events written and, with a readback, the events read.
    private struct Traffic {
        var written: [InputEvent] = []
        var read: [ReadEvent] = []
        /// Largest delay of a frame's kernel timestamp behind its recorded time, in microseconds.
        var lagMax: Int64 = 0
        var firstRead: (kernel: Int64, recorded: Int64)?
    }

    /// Runs the whole play; returns the exit status (1 when an each-frame readback differs).
    func run() throws -> Int32 {
        var reader = try RecordingFile.open(path: options.file, descriptionPath: options.descriptionPath)
        var events: [RecordedEvent] = []
        while let event = try reader.next() {
            if event.event.type != EventType.syn || event.event.code != SynCode.dropped { events.append(event) }
        }

        let descriptions = reader.devices.map { description in
            var description = description
            if options.zeroFuzz { description.absInfo = description.absInfo.mapValues { axis in var axis = axis; axis.fuzz = 0; return axis } }
            return description
        }
        var devices = try descriptions.map { description throws(UinputError) in try UinputDevice(description) }
        for device in devices { Console.out("created \(device.devnode) \(device.name)") }
        let readers = try options.readback == nil ? [] : devices.map { device throws(UinputError) in try EvdevReader(path: device.devnode) }
        PlaybackClock.sleep(seconds: options.delay)

        var traffic = [Traffic](repeating: Traffic(), count: devices.count)
        let origin = events.first?.event.time ?? Timestamp(microseconds: 0)
        let clock = PlaybackClock()
        for recorded in events {
            let offset = (recorded.event.time - origin).microseconds
            if let unplugAt = options.unplugAt, Double(offset) / 1e6 >= unplugAt {
                let nodes = devices.map(\.devnode)
                devices.removeAll()
                for node in nodes { Console.out("unplugged \(node)") }
                return 0
            }
            if !options.fast { clock.wait(until: offset) }
            try devices[recorded.device].write(recorded.event)
            traffic[recorded.device].written.append(recorded.event)
            if options.readback == .eachFrame, recorded.event.isReport {
                let frame = try readers[recorded.device].drain()
                if let first = frame.first {
                    let anchor = traffic[recorded.device].firstRead ?? (first.microseconds, offset)
                    traffic[recorded.device].firstRead = anchor
                    let lag = (first.microseconds - anchor.kernel) - (offset - anchor.recorded)
                    traffic[recorded.device].lagMax = max(traffic[recorded.device].lagMax, lag)
                }
                traffic[recorded.device].read += frame
            }
        }
        for (index, reader) in readers.enumerated() where options.readback == .atEnd {
            traffic[index].read += try reader.drain()
        }

        var status: Int32 = 0
        for (index, reader) in readers.enumerated() {
            let device = traffic[index]
            let lag = options.fast ? "-" : String(Double(device.lagMax / 100) / 10)
            Console.out("readback \(reader.path) written=\(device.written.count) read=\(device.read.count) dropped=\(reader.dropped) stuck=\(reader.stuckContacts) lag-max-ms=\(lag)")
            if options.readback == .eachFrame, let difference = firstDifference(written: device.written, read: device.read) {
                Console.note("\(reader.path): \(difference)")
                status = 1
            }
        }
        PlaybackClock.sleep(seconds: options.linger)
        return status
    }

    /// Where the events read back first differ from those written, or nil when they are the same.
    private func firstDifference(written: [InputEvent], read: [ReadEvent]) -> String? {
        for (index, event) in written.enumerated() {
            guard index < read.count else { return "read \(read.count) of \(written.count) events: first missing #\(index) \(event)" }
            let got = read[index]
            if !got.matches(event) {
                let name = EventNames.codeName(type: got.type, code: got.code) ?? "\(got.type)/\(got.code)"
                return "event #\(index): wrote \(event), read \(name) \(got.value)"
            }
        }
        return read.count > written.count ? "read \(read.count - written.count) events more than the \(written.count) written" : nil
    }
}
