// SPDX-License-Identifier: MIT
import HIDReports
import InputEvents
import SystemCalls
#if canImport(Glibc)
import Glibc
#endif

/// A recording played as a real device's own HID reports through `/dev/uhid`: each frame of the
/// recording becomes the reports that device would send for it, and the kernel's driver for the
/// device (bound by its bus, ids and descriptor, as for the hardware) makes the evdev events.
final class HIDPlaybackDevice: PlaybackDevice {
    /// How a frame becomes reports.
    private enum Encoder {
        case touch(TouchReportEncoder)
        case pen(PenReportEncoder)
        case magicTrackpad2
    }

    private let device: UhidDevice
    private let encoder: Encoder
    private var touches: RecordedTouches
    /// The reports of the last frame while something touches or is in range, sent again every
    /// `reportInterval` while the recording has nothing new: a real device reports at its scan
    /// rate while a finger rests (evdev records only changes), and hid-multitouch lifts a contact
    /// it has not heard of for `driverLiftsAfter` (`MT_QUIRK_STICKY_FINGERS`). A fifth of that
    /// leaves a busy machine 80 ms to run the player late before the input changes.
    private var lastReports: [[UInt8]] = []
    private var nextRepeat = SystemClock.Instant.now()
    /// When a report was written last (while a contact was down, the silence since counts).
    private var lastWritten = SystemClock.Instant.now()
    static let reportInterval: Duration = .milliseconds(20)
    static let driverLiftsAfter: Duration = .milliseconds(100)
    let devnode: String
    let name: String
    let nodes: [(devnode: String, name: String)]
    var readsBackVerbatim: Bool { false }

    /// Makes the device `file` describes, waits until its driver made its nodes, and picks the
    /// node that reads back the recording's kind (touch or pen).
    init(_ file: HIDDeviceFile, playing recording: DeviceDescription) throws(UinputError) {
        let isPen = RecordedTouches.isPen(recording)
        let features: FeatureReports?
        switch file.reports {
        case .descriptor:
            let descriptor: ReportDescriptor
            do {
                descriptor = try ReportDescriptor(bytes: file.descriptor)
            } catch {
                throw UinputError(65, "\(file.path): \(error)")
            }
            do {
                encoder = isPen ? .pen(try PenReportEncoder(descriptor)) : .touch(try TouchReportEncoder(descriptor))
            } catch {
                throw UinputError(65, "\(file.path): cannot play \(isPen ? "a pen" : "touches") as this device: \(error)")
            }
            features = FeatureReports(descriptor, contactMax: file.contactMax, buttonType: file.buttonType)
        case .magicTrackpad2:
            guard !isPen else { throw UinputError(65, "\(file.path): a Magic Trackpad 2 has no pen") }
            encoder = .magicTrackpad2
            features = nil
        }
        device = try UhidDevice(name: file.name, descriptor: file.descriptor, bus: file.bus, vendor: file.vendor,
                                product: file.product, version: file.version) { number, type in
            type == .feature ? features?.reply(reportID: number) : nil
        }
        let made = try device.waitForNodes(timeout: 30)
        // What the driver asked at probe, and what it was told: evidence of the feature reports.
        for request in device.requests { Console.out("kernel asked \(request)") }
        let wanted = isPen ? HIDSysfs.Capability.pen : .touch
        guard let primary = made.first(where: { HIDSysfs.has(wanted, node: $0) }) else {
            throw UinputError(69, "\(file.path): the driver made \(made.map { "\($0.devnode) \"\($0.name)\"" }.joined(separator: ", ")), none a \(isPen ? "pen" : "touch") device")
        }
        devnode = primary.devnode
        name = primary.name
        nodes = ([primary] + made.filter { $0 != primary }).map { ($0.devnode, $0.name) }
        touches = RecordedTouches(recording)
    }

    func write(_ event: InputEvent) throws(UinputError) {
        touches.apply(event)
        guard event.isReport else { return }
        // Scan Time counts 100 µs steps (the Precision Touchpad's unit).
        let scanTime = Int(event.time.microseconds / 100)
        let reports: [[UInt8]]
        do {
            switch encoder {
            case .touch(let encoder): reports = try encoder.encode(touches.touchFrame(scanTime: scanTime))
            case .pen(let encoder): reports = [encoder.encode(touches.penFrame())]
            case .magicTrackpad2: reports = [try MagicTrackpad2Report.encode(touches.touchFrame(scanTime: scanTime))]
            }
        } catch {
            throw UinputError(65, "\(devnode): frame at \(event.time.seconds) s: \(error)")
        }
        try send(reports)
        lastReports = touches.isTouching ? reports : []
    }

    /// Writes `reports` now. A contact that was down through a longer silence than the driver
    /// allows may have been lifted by the driver: said as `silent MS ms with a contact down`, the
    /// harness's evidence that the input was not the recording's (the player runs at a real-time
    /// priority, so only the machine holds it back so long).
    private func send(_ reports: [[UInt8]]) throws(UinputError) {
        let now = SystemClock.Instant.now()
        let silence = now - lastWritten
        if !lastReports.isEmpty, silence > Self.driverLiftsAfter {
            Console.out("silent \(silence.nanoseconds / 1_000_000) ms with a contact down (the driver lifts it after \(Self.driverLiftsAfter.nanoseconds / 1_000_000))")
        }
        for report in reports { try device.write(report: report) }
        lastWritten = now
        nextRepeat = now + Self.reportInterval
    }

    /// Answers the kernel until `deadline`, and repeats the last frame's reports at the device's
    /// rate while a contact is down.
    func idle(until deadline: SystemClock.Instant) throws(UinputError) {
        while !lastReports.isEmpty, nextRepeat < deadline {
            try device.serve(until: nextRepeat)
            try send(lastReports)
        }
        try device.serve(until: deadline)
    }

    /// Keeps reporting (and answering the kernel) until SIGCONT: stopped, the player could not,
    /// and the driver would lift a finger held down.
    func hold(announcing line: String) throws(UinputError) {
        let watcher: SignalWatcher
        do {
            watcher = try SignalWatcher([SIGCONT])
        } catch {
            throw UinputError(71, "\(error)")
        }
        Console.out(line)
        do {
            while try watcher.take() != SIGCONT {
                try idle(until: .now() + .milliseconds(20))
            }
        } catch let error as UinputError {
            throw error
        } catch {
            throw UinputError(71, "\(error)")
        }
    }
}
