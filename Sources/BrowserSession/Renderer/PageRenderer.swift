// SPDX-License-Identifier: MIT
/// Whatever shows the pages of a session: the headless site model, or a WebKit window. It carries
/// out the core's commands; what it can answer at once it returns, and what comes later it hands
/// to the session's runner as `SessionInput.page` when it comes.
public protocol PageRenderer {
    /// Carries out `command`, returning the page events it caused at once (none for a renderer that
    /// answers everything later).
    mutating func perform(_ command: PageCommand) -> [PageEvent]
}
