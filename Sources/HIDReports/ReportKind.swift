// SPDX-License-Identifier: MIT
/// Which main item a field comes from, and so which of a device's three sets of reports it is in:
/// report IDs are counted apart for each kind (Input report 3 and Feature report 3 are two reports).
public enum ReportKind: Hashable, Sendable, CustomStringConvertible {
    /// Sent by the device on its own (the interrupt endpoint, or uhid's UHID_INPUT2).
    case input
    /// Sent by the host to the device.
    case output
    /// Read and written by the host on request (GET_REPORT, SET_REPORT).
    case feature

    /// `Input`, `Output`, `Feature`: the main item's name, as error messages use it.
    public var description: String {
        switch self {
        case .input: "Input"
        case .output: "Output"
        case .feature: "Feature"
        }
    }
}
