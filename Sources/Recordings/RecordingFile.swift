// SPDX-License-Identifier: MIT
/// Opens a recording of either format, choosing the reader from the file's first bytes.
public enum RecordingFile {
    /// How much of the start of a file format detection looks at.
    static let detectionLength = 64 * 1024

    /// A reader for the recording at `path`. `descriptionPath` names a separate evemu description
    /// (otherwise one is looked for beside an events-only evemu file).
    /// - Throws: `RecordingError`: `.unreadable` naming the path when it cannot be opened or read,
    ///   `.malformed` with file and line for bad content.
    public static func open(path: String, descriptionPath: String? = nil) throws -> any RecordingReader {
        switch try format(ofFileAt: path) {
        case .evemu:
            return try EvemuReader(path: path, descriptionPath: descriptionPath)
        case .libinputRecord:
            if descriptionPath != nil {
                throw RecordingError(file: path, line: nil, reason: "a libinput record file describes its own devices: drop --desc")
            }
            return try LibinputRecordReader(path: path)
        }
    }

    /// A reader for a recording held in memory; `name` stands for the file in errors. An evemu
    /// recording must carry its own description.
    /// - Throws: `RecordingError` of kind `.malformed` with the line of bad content.
    public static func open(bytes: [UInt8], name: String) throws -> any RecordingReader {
        switch RecordingFormat.detect(bytes.prefix(detectionLength)) {
        case .evemu: try EvemuReader(bytes: bytes, name: name)
        case .libinputRecord: try LibinputRecordReader(bytes: bytes, name: name)
        }
    }

    /// The format of the file at `path`, from its first 64 KiB.
    public static func format(ofFileAt path: String) throws -> RecordingFormat {
        let file = try FileBytes(path: path)
        var start = [UInt8](repeating: 0, count: detectionLength)
        var filled = 0
        while filled < detectionLength {
            let count = try start.withUnsafeMutableBytes { bytes in
                Result { () throws(RecordingError) in try file.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[filled...])) }
            }.get()
            if count == 0 { break }
            filled += count
        }
        return RecordingFormat.detect(start[..<filled])
    }
}
