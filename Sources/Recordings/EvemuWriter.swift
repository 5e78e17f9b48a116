// SPDX-License-Identifier: MIT
import InputEvents
import NumberFormat
import SystemCalls

/// Writes evemu 1.3 recordings: the `# EVEMU 1.3` line, the description as `evemu-describe`
/// writes it (`N:`, `I:`, `P:`, `B:`, `A:` lines), then one `E:` line per event.
///
/// Output is buffered and written with `write(2)` in 64 KiB blocks, or kept in memory (`init()`).
/// Call `flush()` at the end: write errors (a full disk) surface there or on the write that
/// filled the buffer, as `RecordingError` of kind `.unwritable` naming the path and the errno text.
///
/// One deliberate difference from evemu: the `EV_SYN` mask line carries the description's own
/// `EV_SYN` codes (evemu always writes `0b`), so reading the file back gives an equal description.
public final class EvemuWriter {
    private var output: BufferedOutput

    /// A writer that keeps everything in `bytes`.
    public init() {
        output = BufferedOutput(memoryNamed: "memory")
    }

    /// A writer to a new (or truncated) file at `path`.
    /// - Throws: `RecordingError` of kind `.unwritable` when it cannot be created.
    public init(path: String) throws {
        output = try BufferedOutput(creating: path)
    }

    /// A writer to an open file (such as standard output), which it does not close; `name`
    /// appears in errors.
    public init(file: FileDescriptor, name: String) {
        output = BufferedOutput(file: file, name: name)
    }

    /// Everything written so far by a memory writer (for a file writer: what is not flushed yet).
    public var bytes: [UInt8] { output.bytes }

    /// Writes the format line and the description.
    public func writeDescription(_ description: DeviceDescription) throws {
        append(EvemuFormat.versionLine)
        append("\nN: ")
        // A line break would end the name line early.
        append(String(description.name.map { $0.isNewline ? " " : $0 }))
        append("\nI:")
        for field in [description.id.bustype, description.id.vendor, description.id.product, description.id.version] {
            append(" ")
            appendHex(UInt64(field), width: 4)
        }
        append("\n")
        appendMask(prefix: "P:", type: nil, bits: description.properties, byteCount: EvemuFormat.bytesPerMaskLine)
        for type in EvemuFormat.maskTypes {
            appendMask(prefix: "B:", type: type, bits: description.codes[type] ?? [], byteCount: EvemuFormat.maskByteCount(ofType: type))
        }
        let axes = (description.codes[EventType.abs] ?? []).sorted()
        for code in axes {
            guard let info = description.absInfo[code] else { continue }
            append("A: ")
            appendHex(UInt64(code), width: 2)
            for value in [info.minimum, info.maximum, info.fuzz, info.flat, info.resolution] {
                append(" ")
                appendDecimal(Int64(value), width: 1)
            }
            append("\n")
        }
        try output.flushIfFull()
    }

    /// Writes one `E:` line, `E: SEC.USEC TYPE CODE VALUE` with the value at least four characters wide,
    /// as evemu-record writes it. Times before 0 cannot be written in the format and are written as 0.
    public func write(_ event: InputEvent) throws {
        let time = UInt64(max(0, event.time.microseconds))
        append("E: ")
        appendDecimal(Int64(time / 1_000_000), width: 1)
        append(".")
        appendDecimal(Int64(time % 1_000_000), width: 6)
        append(" ")
        appendHex(UInt64(event.type), width: 4)
        append(" ")
        appendHex(UInt64(event.code), width: 4)
        append(" ")
        appendDecimal(Int64(event.value), width: 4)
        append("\n")
        try output.flushIfFull()
    }

    /// Writes out whatever is buffered (nothing to do for a memory writer).
    public func flush() throws {
        try output.flush()
    }

    /// One `P:` line or a type's `B:` lines: `bits` as `byteCount` hex bytes, 8 to a line.
    private func appendMask(prefix: String, type: UInt16?, bits: Set<UInt16>, byteCount: Int) {
        var mask = [UInt8](repeating: 0, count: byteCount)
        for bit in bits where Int(bit) / 8 < byteCount {
            mask[Int(bit) / 8] |= 1 << (bit % 8)
        }
        for lineStart in stride(from: 0, to: byteCount, by: EvemuFormat.bytesPerMaskLine) {
            append(prefix)
            if let type {
                append(" ")
                appendHex(UInt64(type), width: 2)
            }
            for byte in mask[lineStart..<lineStart + EvemuFormat.bytesPerMaskLine] {
                append(" ")
                appendHex(UInt64(byte), width: 2)
            }
            append("\n")
        }
    }

    private func append(_ text: String) {
        output.append(text)
    }

    /// `value` in lowercase hex, zero-padded to `width` digits (`%0Nx`).
    private func appendHex(_ value: UInt64, width: Int) {
        output.append { Digits.appendHex(value, width: width, to: &$0) }
    }

    /// `value` in decimal, zero-padded so that sign and digits take at least `width` characters (`%0Nd`).
    private func appendDecimal(_ value: Int64, width: Int) {
        output.append { Digits.appendDecimal(value, width: width, to: &$0) }
    }
}
