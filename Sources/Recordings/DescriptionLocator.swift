// SPDX-License-Identifier: MIT
import SystemCalls

/// Finds the separate description of an events-only evemu recording.
///
/// evemu-devices names recordings `NAME.WHAT.events` beside `NAME.desc`, but real sets also join
/// with a space (`Wacom Bamboo 16FG 4x5 Finger double-tap.events` → `Wacom Bamboo 16FG 4x5 Finger.desc`)
/// or a dash (`ntrig-xt2-1-tap.event` → `ntrig-xt2.device`). The rule: in the same directory, the
/// description file whose base name is the longest prefix of the recording's base name followed by
/// a separator (`.`, space, `-`, `_`) or by nothing.
public enum DescriptionLocator {
    /// Extensions of evemu description files.
    public static let descriptionExtensions: Set<String> = ["desc", "prop", "device"]

    private static let separators: Set<UInt8> = [UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_")]

    /// The name, among `names` (one directory's entries), of the description for the recording
    /// named `recording`, or nil when none fits.
    public static func descriptionName(forRecording recording: String, among names: [String]) -> String? {
        let recordingBase = Array(baseName(recording).utf8)
        var best: (name: String, length: Int)?
        for name in names where name != recording {
            guard let dot = name.lastIndex(of: "."), descriptionExtensions.contains(String(name[name.index(after: dot)...])) else {
                continue
            }
            let base = Array(name[..<dot].utf8)
            guard !base.isEmpty, recordingBase.starts(with: base) else { continue }
            let followedBySeparator = recordingBase.count == base.count || separators.contains(recordingBase[base.count])
            if followedBySeparator, base.count > best?.length ?? 0 {
                best = (name, base.count)
            }
        }
        return best?.name
    }

    /// The path of the description beside the recording at `path`, or nil when there is none
    /// (or the directory cannot be listed).
    public static func descriptionPath(forRecordingAt path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let recording = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let names = try? Files.names(in: directory.isEmpty ? "." : directory),
              let name = descriptionName(forRecording: recording, among: names)
        else { return nil }
        return directory + name
    }

    /// The name without its last extension.
    private static func baseName(_ name: String) -> Substring {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name[...] }
        return name[..<dot]
    }
}
