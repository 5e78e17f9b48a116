// SPDX-License-Identifier: MIT
/// Why a site file could not be read, naming the file and the key or page at fault.
public struct SiteFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name as given to `SiteFile(json:name:)`.
    public var file: String
    /// Where in the file, e.g. `pages["https://en.wikipedia.org/wiki/Swift"].links[2].rect`; empty for the whole file.
    public var path: String
    /// What is wrong there, e.g. `expected 4 numbers`.
    public var reason: String

    public init(file: String, path: String, reason: String) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    /// `site.json: pages["…"].links[2].rect: expected 4 numbers`.
    public var description: String {
        path.isEmpty ? "\(file): \(reason)" : "\(file): \(path): \(reason)"
    }
}
