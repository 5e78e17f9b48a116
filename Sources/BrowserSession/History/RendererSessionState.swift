// SPDX-License-Identifier: MIT
/// A renderer's own record of one tab's back/forward list, opaque to the core: for WebKit the bytes
/// of `webkit_web_view_session_state_serialize`, which keep what WebKit holds of each page (its
/// scroll position) beside the list. The core keeps it with its tab (`Tab.rendererState`), the store with the
/// tab's row, and `PageCommand.restore` hands it back to the renderer at the next launch, so the
/// renderer's own back works after a relaunch.
///
/// Never empty: there is no state of no bytes, so an empty one can never replace a kept one.
public struct RendererSessionState: Hashable, Sendable {
    /// The serialised state, as the renderer wrote it.
    public let bytes: [UInt8]

    /// The state of `bytes`; nil when there are none.
    public init?(bytes: [UInt8]) {
        guard !bytes.isEmpty else { return nil }
        self.bytes = bytes
    }
}
