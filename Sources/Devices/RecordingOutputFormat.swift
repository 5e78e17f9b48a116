// SPDX-License-Identifier: MIT
/// The formats `peekpop record` writes.
public enum RecordingOutputFormat: String, Hashable, Sendable, CaseIterable {
    /// evemu 1.3, as `evemu-record` writes it.
    case evemu
    /// `libinput record` YAML, version 1.
    case libinput
}
