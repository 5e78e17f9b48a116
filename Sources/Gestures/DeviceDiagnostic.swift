// SPDX-License-Identifier: MIT
import Contacts

/// What one device's pipeline had to survive: bad sequences its tracker saw, or input its
/// recognizer skipped. `description` is the message for the user.
public enum DeviceDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// From the contact tracker (bad slots, dropped events, protocol A oddities).
    case tracking(TrackingDiagnostic)
    /// From the gesture recognizer (contacts that never began, frames that went back).
    case recognition(GestureDiagnostic)

    public var description: String {
        switch self {
        case .tracking(let diagnostic): diagnostic.description
        case .recognition(let diagnostic): diagnostic.description
        }
    }
}
