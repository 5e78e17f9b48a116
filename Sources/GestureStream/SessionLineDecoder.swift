// SPDX-License-Identifier: MIT
/// Reads the keys of a session line (one with a `session` key), checking everything v1 promises.
enum SessionLineDecoder {
    /// The line, or nil for a session event v1 does not know (a violation when `strict`).
    static func decode(_ fields: inout LineFields, strict: Bool) throws(StreamViolation) -> SessionLine? {
        let time = try fields.number("time", in: 0...Double.greatestFiniteMagnitude)
        let name = try fields.string("session")
        guard let known = SessionReport.Name(rawValue: name) else {
            if strict { throw .unknownName(key: "session", value: name) }
            return nil
        }
        let report: SessionReport = switch known {
        case .previewShown: .previewShown(url: try fields.string("url"))
        case .previewDismissed: .previewDismissed(url: try fields.string("url"))
        case .navigated: .navigated(url: try fields.string("url"), mode: try fields.oneOf("mode", SessionReport.Mode.allCases))
        case .back: .back(PageLocation(url: try fields.stringOrNull("url")))
        case .forward: .forward(PageLocation(url: try fields.stringOrNull("url")))
        case .zoom: .zoom(scale: try fields.number("scale", in: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude))
        case .overviewShown: .overviewShown
        case .tabFocused: .tabFocused(tab: try fields.integer("tab", in: 1...Int.max), PageLocation(url: try fields.stringOrNull("url")))
        case .previewActions: .previewActions(url: try fields.string("url"))
        case .tabOpened: .tabOpened(tab: try fields.integer("tab", in: 1...Int.max), url: try fields.string("url"))
        case .tabClosed: .tabClosed(tab: try fields.integer("tab", in: 1...Int.max))
        case .linkCopied: .linkCopied(url: try fields.string("url"))
        case .linkShared: .linkShared(url: try fields.string("url"))
        }
        return SessionLine(time: time, report: report)
    }
}
