// SPDX-License-Identifier: MIT
import InputEvents

/// Reads one device's `events:` list of a libinput recording, one evdev event at a time, with its
/// own libyaml parser positioned at that list. Items other than `evdev:` frames (`libinput:`,
/// `hid:`, anything unknown) are skipped whole.
struct LibinputRecordEventCursor {
    /// Where the cursor is inside the `events:` list.
    private enum State {
        /// Between items of the `events:` list.
        case list
        /// Inside one item's mapping (`evdev:`, `libinput:`, `hid:` keys).
        case item
        /// Inside an `evdev:` frame's list of `[sec, usec, type, code, value]` events.
        case frame
        /// Past the end of the list.
        case finished
    }

    /// The largest whole-second count whose microseconds still fit Int64.
    private static let maximumSeconds = Int64.max / 1_000_000 - 1

    private let parser: LibinputRecordYAMLParser
    private var state = State.list

    /// Opens a parser over `input` and moves it to the start of device `device`'s `events:` list.
    init(input: LibinputRecordInput, device: Int) throws(RecordingError) {
        parser = try LibinputRecordYAMLParser(input: input)
        try parser.enterDocument()
        while let key = try parser.nextKey() {
            guard key == "devices" else {
                try parser.skipValue()
                continue
            }
            try parser.expect(.sequenceStart, "devices: as a list")
            for _ in 0..<device {
                try parser.advance()
                try parser.skipNode()
            }
            try parser.expect(.mappingStart, "device \(device) as a mapping")
            while let deviceKey = try parser.nextKey() {
                if deviceKey == "events" {
                    try parser.expect(.sequenceStart, "events: as a list")
                    return
                }
                try parser.skipValue()
            }
            break
        }
        throw RecordingError(file: parser.name, line: nil, reason: "device \(device) has no events: list")
    }

    /// The next evdev event of this device, or nil at the end of its list.
    mutating func next() throws(RecordingError) -> InputEvent? {
        while true {
            switch state {
            case .finished:
                return nil
            case .list:
                try parser.advance()
                switch parser.kind {
                case .mappingStart: state = .item
                case .sequenceEnd: state = .finished
                case .scalar, .alias, .sequenceStart, .mappingEnd, .streamStart, .streamEnd, .documentStart, .documentEnd:
                    throw parser.error("each entry of events: must be a mapping such as evdev: [...], found \(parser.found)")
                }
            case .item:
                guard let key = try parser.nextKey() else {
                    state = .list
                    continue
                }
                guard key == "evdev" else {
                    try parser.skipValue()
                    continue
                }
                try parser.advance()
                if parser.kind == .sequenceStart {
                    state = .frame
                } else if !parser.isNull {
                    throw parser.error("evdev: must be a list of events, found \(parser.found)")
                }
            case .frame:
                try parser.advance()
                switch parser.kind {
                case .sequenceEnd:
                    state = .item
                case .sequenceStart:
                    return try readEvent()
                case .scalar, .alias, .mappingStart, .mappingEnd, .streamStart, .streamEnd, .documentStart, .documentEnd:
                    throw parser.error("each evdev event must be a list [sec, usec, type, code, value], found \(parser.found)")
                }
            }
        }
    }

    /// Reads `[sec, usec, type, code, value]`; the parser is at the list's start.
    private func readEvent() throws(RecordingError) -> InputEvent {
        let line = parser.line
        var numbers: [Int64] = []
        numbers.reserveCapacity(5)
        while true {
            try parser.advance()
            if parser.kind == .sequenceEnd { break }
            guard numbers.count < 5 else {
                throw parser.error("event has more than 5 numbers, expected [sec, usec, type, code, value]")
            }
            guard let number = parser.integer else { throw parser.error("event must hold numbers, found \(parser.found)") }
            numbers.append(number)
        }
        guard numbers.count == 5 else {
            throw RecordingError(file: parser.name, line: line,
                                 reason: "event has \(numbers.count) numbers, expected 5 [sec, usec, type, code, value]")
        }
        func fail(_ reason: String) -> RecordingError { RecordingError(file: parser.name, line: line, reason: reason) }
        let (seconds, microseconds, type, code, value) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4])
        guard (0...Self.maximumSeconds).contains(seconds) else { throw fail("event seconds \(seconds) is out of range 0...\(Self.maximumSeconds)") }
        guard (0...999_999).contains(microseconds) else { throw fail("event microseconds \(microseconds) is out of range 0...999999") }
        guard let eventType = UInt16(exactly: type), let maximum = maximumCode(ofType: eventType) else {
            throw fail("event type \(type) is not an evdev event type")
        }
        guard let eventCode = UInt16(exactly: code), eventCode <= maximum else {
            throw fail("event code \(code) is out of range 0...\(maximum) for \(EventNames.typeName(eventType) ?? "type \(type)")")
        }
        guard let eventValue = Int32(exactly: value) else { throw fail("event value \(value) does not fit 32 bits") }
        return InputEvent(time: Timestamp(microseconds: seconds * 1_000_000 + microseconds),
                          type: eventType, code: eventCode, value: eventValue)
    }
}
