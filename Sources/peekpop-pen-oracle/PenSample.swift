// SPDX-License-Identifier: MIT
import InputEvents

/// One reader's view of the pen after a frame: whether the tip is down and, when it is, the force
/// (libinput's normalised pressure, or peekpop's force), at the frame's kernel timestamp.
struct PenSample: Hashable {
    var time: Timestamp
    var tipDown: Bool
    /// 0…1; nil while the tip is up.
    var force: Double?
}
