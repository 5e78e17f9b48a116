// SPDX-License-Identifier: MIT
import Gestures
import InputEvents

/// What making a gesture stream from a recording or live devices had to survive, for the user
/// (stderr, never the stream). `description` is the message the front ends print.
public enum StreamDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// An event at `event` came after one at the later `previous`: it was taken as at `previous`.
    case clockWentBack(event: Timestamp, previous: Timestamp)
    /// What the pipeline of the device named `device` had to survive.
    case device(String, DeviceDiagnostic)

    public var description: String {
        switch self {
        case .clockWentBack(let event, let previous):
            "event at \(event) comes after one at \(previous): taken as \(previous)"
        case .device(let name, let diagnostic):
            "\(name): \(diagnostic)"
        }
    }
}
