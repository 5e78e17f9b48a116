// SPDX-License-Identifier: MIT
import JSON

/// What a second `peekpop-browser` on a state folder says to the window holding it, and the answer:
/// one JSON line each way over the folder's `window.sock` (`HandOffSocket`, `HandOffClient`).
///
/// `{"open":["URL",…],"activation":"TOKEN"}` asks the window to open each URL in a tab of its own
/// and to come to the front, with the desktop's activation token when the launcher gave one
/// (`XDG_ACTIVATION_TOKEN`, `DESKTOP_STARTUP_ID`); no URL only brings it to the front.
/// `{"opened":N,"refused":["URL: why",…]}` says how many it opened and why it opened no others.
public enum HandOffMessage {
    /// The longest line either side reads: a few thousand URLs.
    public static let limit = 1 << 20

    public struct Request: Hashable, Sendable {
        public var urls: [String]
        public var activation: String?

        public init(urls: [String], activation: String?) {
            self.urls = urls
            self.activation = activation
        }

        /// The line, without its newline.
        public var line: String {
            JSONValue.object([.init("open", .array(urls.map { .string($0) }))] + (activation.map { [.init("activation", .string($0))] } ?? [])).text
        }

        /// The request `line` holds; nil for anything else.
        public init?(line: some Collection<UInt8>) {
            guard let document = try? JSONValue(parsing: line), let open = document["open"]?.arrayElements else { return nil }
            let urls = open.compactMap(\.stringValue)
            guard urls.count == open.count else { return nil }
            self.init(urls: urls, activation: document["activation"]?.stringValue)
        }
    }

    public struct Answer: Hashable, Sendable {
        public var opened: Int
        public var refused: [String]

        public init(opened: Int, refused: [String]) {
            self.opened = opened
            self.refused = refused
        }

        /// The line, without its newline.
        public var line: String {
            JSONValue.object([.init("opened", .integer(opened)), .init("refused", .array(refused.map { .string($0) }))]).text
        }

        /// The answer `line` holds; nil for anything else.
        public init?(line: some Collection<UInt8>) {
            guard let document = try? JSONValue(parsing: line), let opened = document["opened"]?.integerValue,
                  let refused = document["refused"]?.arrayElements?.compactMap(\.stringValue)
            else { return nil }
            self.init(opened: opened, refused: refused)
        }
    }
}
