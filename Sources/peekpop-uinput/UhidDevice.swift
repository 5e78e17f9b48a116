// SPDX-License-Identifier: MIT
import NumberFormat
import SystemCalls
#if canImport(Glibc)
import Glibc
#endif

/// A HID device made through `/dev/uhid` from a report descriptor: the kernel binds the driver real
/// hardware with these ids gets (hid-multitouch, hid-magicmouse…), and that driver makes the evdev
/// nodes. Owns the uhid file; closing it (deinit) unplugs the device. Answers the kernel's report
/// requests with `answer` whenever it is given time (`serve`): a request left unanswered stalls the
/// driver 5 s and fails.
final class UhidDevice {
    /// An evdev node the driver made.
    struct Node: Equatable {
        var devnode: String
        var name: String
        /// `/sys/class/input/inputN`, for its capabilities.
        var sysfs: String
    }

    /// What the device answers to the kernel's GET_REPORT (nil: "no such report", EIO).
    typealias Answer = (_ reportNumber: UInt8, _ type: UhidMessage.ReportType) -> [UInt8]?

    private let file: FileDescriptor
    private let answer: Answer
    let name: String
    /// What tells this device's nodes apart from any other's in sysfs (`HID_UNIQ`, the nodes' `uniq`).
    let uniq: String
    /// Every request the kernel made and what it was told, for `--verbose`-style notes.
    private(set) var requests: [String] = []

    /// Creates the device; it is bound and has its nodes only after `waitForNodes`.
    /// - Throws: `UinputError` naming `/dev/uhid` (69 when uhid is not loaded, 77 without permission).
    init(name: String, descriptor: [UInt8], bus: UInt16, vendor: UInt32, product: UInt32, version: UInt32,
         answer: @escaping Answer) throws(UinputError) {
        let path = "/dev/uhid"
        do {
            file = try FileDescriptor.open(path, O_RDWR | O_NONBLOCK)
        } catch {
            throw UinputError.system("cannot open", path: path, errno: error.code, module: "uhid")
        }
        self.name = name
        self.answer = answer
        uniq = "peekpop-uhid-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let create = UhidMessage.create(name: name, phys: "peekpop-uhid", uniq: uniq, descriptor: descriptor,
                                        bus: bus, vendor: vendor, product: product, version: version)
        try send(create, what: "create \"\(name)\"")
    }

    deinit {
        _ = UhidMessage.destroy.withUnsafeBytes { bytes in Result { () throws(SystemCallError) in try file.writeAll(bytes) } }
    }

    /// Writes one input report (its report ID first when the descriptor numbers them).
    func write(report: [UInt8]) throws(UinputError) {
        try send(UhidMessage.input(report), what: "write a report")
    }

    /// Answers the kernel's requests until `deadline`, returning then (poll's millisecond grain:
    /// at most a millisecond late).
    func serve(until deadline: SystemClock.Instant) throws(UinputError) {
        repeat {
            try answerWaitingRequests()
            do {
                _ = try Poll.wait(readable: [file], until: deadline)
            } catch {
                throw UinputError(71, "/dev/uhid: \(error)")
            }
        } while SystemClock.Instant.now() < deadline
        try answerWaitingRequests()
    }

    /// Serves the kernel until the driver has made its nodes and made no more for `settle`
    /// seconds (a driver registers its inputs one by one in its probe); fails after `timeout`
    /// seconds with what to do.
    func waitForNodes(timeout: Double, settle: Double = 0.3) throws(UinputError) -> [Node] {
        let deadline = SystemClock.Instant.now() + .nanoseconds(Int64(timeout * 1e9))
        var nodes: [Node] = []
        var changed = SystemClock.Instant.now()
        while SystemClock.Instant.now() < deadline {
            try serve(until: min(deadline, .now() + .milliseconds(20)))
            let now = HIDSysfs.eventNodes(uniq: uniq)
            if now != nodes {
                nodes = now
                changed = .now()
            } else if !nodes.isEmpty, (SystemClock.Instant.now() - changed) >= .nanoseconds(Int64(settle * 1e9)) {
                return nodes
            }
        }
        if let first = nodes.first {
            throw UinputError(69, "\(HIDSysfs.hidFolder(of: first)): the driver \(HIDSysfs.driverName(of: HIDSysfs.hidFolder(of: first))) still makes input devices of \"\(name)\" after \(timeout) s: check dmesg")
        }
        throw UinputError(69, "/dev/uhid: no driver made an input device of \"\(name)\" in \(timeout) s: load its driver (`modprobe hid-multitouch`, `modprobe hid-magicmouse`) and check dmesg; the kernel asked: \(requests.isEmpty ? "nothing" : requests.joined(separator: ", "))")
    }

    private func answerWaitingRequests() throws(UinputError) {
        var buffer = [UInt8](repeating: 0, count: UhidMessage.eventSize)
        while true {
            let read = buffer.withUnsafeMutableBytes { bytes in Result { () throws(SystemCallError) in try file.readIfReady(into: bytes) } }
            let count: Int?
            switch read {
            case .success(let value): count = value
            case .failure(let error): throw UinputError(71, "/dev/uhid: \(error)")
            }
            guard let count, count > 0, let message = UhidMessage.decode(Array(buffer[..<count])) else { return }
            switch message {
            case .getReport(let id, let number, let type):
                let data = answer(number, type)
                requests.append("GET_REPORT \(type) \(number): \(data.map { "\($0.count) bytes" } ?? "EIO")")
                try send(UhidMessage.getReportReply(id: id, error: data == nil ? UInt16(EIO) : 0, data: data ?? []), what: "answer GET_REPORT")
            case .setReport(let id, let number, let type, let data):
                requests.append("SET_REPORT \(type) \(number): \(data.map { Digits.hex(UInt64($0), width: 2) }.joined(separator: " "))")
                try send(UhidMessage.setReportReply(id: id), what: "answer SET_REPORT")
            case .start, .stop, .open, .close, .output, .other:
                continue
            }
        }
    }

    private func send(_ message: [UInt8], what: String) throws(UinputError) {
        let written = message.withUnsafeBytes { bytes in Result { () throws(SystemCallError) in try file.writeAll(bytes) } }
        if case .failure(let error) = written {
            throw UinputError.system("cannot \(what)", path: "/dev/uhid", errno: error.code, module: "uhid")
        }
    }
}
