// SPDX-License-Identifier: MIT
/// The recording formats peekpop reads (either is detected from a file's first bytes) and
/// `peekpop record` writes (evemu 1.3 as `evemu-record` writes it, `libinput record` YAML version
/// 1). The raw value is the name `--format` takes.
public enum RecordingFormat: String, Hashable, Sendable, CaseIterable {
    /// evemu text (`evemu-record`, `evemu-describe`), with or without a separate description.
    case evemu
    /// `libinput record` YAML.
    case libinputRecord = "libinput"

    /// Keys that can open a `libinput record` YAML document.
    private static let yamlOpenings = ["version:", "ndevices:", "libinput:", "devices:", "---"]

    /// The format of a file starting with `bytes`, decided on its first line that is neither blank
    /// nor a `#` comment (both formats allow comments): YAML keys or a document marker mean
    /// libinput record, anything else evemu.
    public static func detect(_ bytes: some Collection<UInt8>) -> RecordingFormat {
        var rest = bytes[...]
        // A UTF-8 byte order mark is not content.
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        while !rest.isEmpty {
            let lineEnd = rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            let line = rest[..<lineEnd].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            rest = lineEnd == rest.endIndex ? rest[lineEnd...] : rest[rest.index(after: lineEnd)...]
            guard let first = line.first, first != UInt8(ascii: "#") else { continue }
            return yamlOpenings.contains { line.starts(with: $0.utf8) } ? .libinputRecord : .evemu
        }
        return .evemu
    }
}
