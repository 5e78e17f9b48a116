// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// Input the recognizer could not make sense of and skipped (a contact it never saw begin, one that
/// began twice, time going backwards). Worth logging; never fatal. `description` is the message for
/// the user; code and tests compare the values.
public enum GestureDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A frame at `time` came after one at the later `previous`.
    case frameWentBack(at: Timestamp, previous: Timestamp)
    /// Contact `contact` began at `time` while it was already touching; ignored.
    case beganAgain(contact: Int, at: Timestamp)
    /// Contact `contact` changed, ended or was cancelled (`phase`) at `time` without having begun; ignored.
    case notBegun(contact: Int, phase: ContactPhase, at: Timestamp)

    public var description: String {
        switch self {
        case .frameWentBack(let time, let previous):
            "\(time): frame at \(time) is earlier than the previous one at \(previous)"
        case .beganAgain(let contact, let time):
            "\(time): contact \(contact): began again while touching; ignored"
        case .notBegun(let contact, let phase, let time):
            "\(time): contact \(contact): \(phase.rawValue) without having begun; ignored"
        }
    }
}
