// SPDX-License-Identifier: MIT
import CYAML
import Glibc

/// One libyaml event parser over a libinput-record input: a cursor that moves one YAML event at
/// a time, so reading never builds a document tree and memory does not grow with the file.
final class LibinputRecordYAMLParser {
    /// The kind of the current YAML event.
    enum Kind: Equatable {
        case streamStart, streamEnd, documentStart, documentEnd
        case mappingStart, mappingEnd, sequenceStart, sequenceEnd
        case scalar, alias
    }

    private let input: LibinputRecordInput
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    /// What libyaml reads from, through `readHandler`.
    private let reading: Reading
    private var holdsEvent = false

    /// The kind of the current event; `.streamStart` before the first `advance()`.
    private(set) var kind: Kind = .streamStart
    /// The 1-based line where the current event starts.
    private(set) var line = 1

    var name: String { input.name }

    init(input: LibinputRecordInput) throws(RecordingError) {
        // Everything that can fail happens before the object is complete, so deinit never sees
        // half-made state.
        let reading = Reading(try input.openSource())
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            throw RecordingError(.unreadable, file: input.name, line: nil, reason: "libyaml cannot allocate a parser")
        }
        // libyaml's read callback: fills its buffer from the byte source, or fails (0) and keeps
        // the error for `syntaxError()`.
        yaml_parser_set_input(parser, { data, buffer, size, sizeRead in
            guard let data, let buffer, let sizeRead else { return 0 }
            let reading = Unmanaged<Reading>.fromOpaque(data).takeUnretainedValue()
            switch Result(catching: { () throws(RecordingError) in
                try reading.source.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: size))
            }) {
            case .success(let count):
                sizeRead.pointee = count
                return 1
            case .failure(let error):
                reading.failure = error
                return 0
            }
        }, Unmanaged.passUnretained(reading).toOpaque())
        self.reading = reading
        self.input = input
        self.parser = parser
        event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
    }

    /// Moves to the next YAML event.
    /// - Throws: the YAML syntax error at its line, with libyaml's problem text.
    func advance() throws(RecordingError) {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard yaml_parser_parse(parser, event) == 1 else { throw syntaxError() }
        holdsEvent = true
        line = Int(event.pointee.start_mark.line) &+ 1
        kind = switch event.pointee.type {
        case YAML_STREAM_START_EVENT: .streamStart
        case YAML_DOCUMENT_START_EVENT: .documentStart
        case YAML_DOCUMENT_END_EVENT: .documentEnd
        case YAML_MAPPING_START_EVENT: .mappingStart
        case YAML_MAPPING_END_EVENT: .mappingEnd
        case YAML_SEQUENCE_START_EVENT: .sequenceStart
        case YAML_SEQUENCE_END_EVENT: .sequenceEnd
        case YAML_SCALAR_EVENT: .scalar
        case YAML_ALIAS_EVENT: .alias
        // YAML_STREAM_END_EVENT, and YAML_NO_EVENT which libyaml returns after the end.
        default: .streamEnd
        }
    }

    private func syntaxError() -> RecordingError {
        let problem = parser.pointee.problem.map { String(cString: $0) } ?? "unknown problem"
        let context = parser.pointee.context.map { String(cString: $0) }
        switch parser.pointee.error {
        case YAML_READER_ERROR:
            if let failure = reading.failure { return failure }
            return RecordingError(file: name, line: input.line(atOffset: parser.pointee.problem_offset),
                                  reason: "invalid text: \(problem)")
        case YAML_MEMORY_ERROR:
            return RecordingError(.unreadable, file: name, line: nil, reason: "libyaml ran out of memory")
        default:
            let problemLine = Int(parser.pointee.problem_mark.line) &+ 1
            let text = context.map { "YAML syntax error: \(problem) \($0)" } ?? "YAML syntax error: \(problem)"
            return RecordingError(file: name, line: problemLine, reason: text)
        }
    }

    /// An error at the current event's line.
    func error(_ reason: String) -> RecordingError {
        RecordingError(file: name, line: line, reason: reason)
    }

    /// The current scalar's bytes (empty for any other event).
    private var scalarBytes: UnsafeBufferPointer<UInt8> {
        guard holdsEvent, kind == .scalar, let value = event.pointee.data.scalar.value else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: value, count: event.pointee.data.scalar.length)
    }

    /// The current scalar's text (libyaml has already checked it is UTF-8).
    var text: String { String(decoding: scalarBytes, as: UTF8.self) }

    /// True when the current event is YAML's null: an empty plain scalar, `~` or `null`.
    var isNull: Bool {
        guard kind == .scalar, event.pointee.data.scalar.style == YAML_PLAIN_SCALAR_STYLE else { return false }
        let text = text
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// A description of the current event for error messages.
    var found: String {
        switch kind {
        case .scalar:
            let text = text
            return text.isEmpty ? "an empty value" : "\"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .mappingStart: return "a mapping"
        case .sequenceStart: return "a list"
        case .alias: return "an alias"
        case .mappingEnd, .sequenceEnd, .documentEnd: return "the end of the enclosing block"
        case .streamStart, .documentStart, .streamEnd: return "the end of the document"
        }
    }

    /// The current scalar as a decimal integer, or nil when it is not one or does not fit Int64.
    var integer: Int64? {
        guard kind == .scalar else { return nil }
        let bytes = scalarBytes
        var index = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        guard index < bytes.count else { return nil }
        var value: Int64 = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(Int64(digit)) : shifted.addingReportingOverflow(Int64(digit))
            guard !overflow1, !overflow2 else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// Advances and requires `kind`, else throws "expected `what`, found …".
    func expect(_ expected: Kind, _ what: String) throws(RecordingError) {
        try advance()
        guard kind == expected else { throw error("expected \(what), found \(found)") }
    }

    /// Advances to a number in `range`; `what` names it in the error.
    func expectInteger(_ what: String, in range: ClosedRange<Int64>) throws(RecordingError) -> Int64 {
        try advance()
        guard let value = integer else { throw error("\(what) must be a number, found \(found)") }
        guard range.contains(value) else { throw error("\(what) \(value) is out of range \(range.lowerBound)...\(range.upperBound)") }
        return value
    }

    /// Skips the node that starts at the current event, nested mappings and lists included.
    func skipNode() throws(RecordingError) {
        guard kind == .mappingStart || kind == .sequenceStart else { return }
        var depth = 1
        while depth > 0 {
            try advance()
            switch kind {
            case .mappingStart, .sequenceStart: depth += 1
            case .mappingEnd, .sequenceEnd: depth -= 1
            case .scalar, .alias: break
            case .streamStart, .streamEnd, .documentStart, .documentEnd:
                throw error("unexpected end of the document")
            }
        }
    }

    /// Advances to the next key of the mapping being read and returns it, or nil at the mapping's
    /// end. A key that is not a scalar (a complex key) is skipped with its value.
    func nextKey() throws(RecordingError) -> String? {
        while true {
            try advance()
            switch kind {
            case .mappingEnd: return nil
            case .scalar: return text
            case .alias:
                try advance()
                try skipNode()
            case .mappingStart, .sequenceStart:
                try skipNode()
                try advance()
                try skipNode()
            case .sequenceEnd, .streamStart, .streamEnd, .documentStart, .documentEnd:
                throw error("expected a key, found \(found)")
            }
        }
    }

    /// Advances to the value of the current key and skips it whole.
    func skipValue() throws(RecordingError) {
        try advance()
        try skipNode()
    }

    /// Moves from the start of the stream into the top-level mapping of the first document.
    func enterDocument() throws(RecordingError) {
        try advance()
        try advance()
        guard kind == .documentStart else {
            throw RecordingError(file: name, line: nil, reason: "empty file: no YAML document")
        }
        try advance()
        guard kind == .mappingStart else { throw error("expected a mapping at the top level, found \(found)") }
    }

    /// The byte source libyaml reads, and the error that stopped it.
    private final class Reading {
        let source: any ByteSource
        var failure: RecordingError?

        init(_ source: any ByteSource) { self.source = source }
    }
}
