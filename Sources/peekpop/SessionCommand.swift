// SPDX-License-Identifier: MIT
import CommandLineOptions
import CommandLineSupport
import Foundation

/// `peekpop session show`: the persisted session, as JSON.
enum SessionCommand {
    static let summary = "print a persisted browser session (tabs, history, zoom) as JSON"

    static let help = """
    Usage: peekpop session show --state DIR

    Prints the browser session kept in DIR/session.sqlite (by `peekpop replay --site --state DIR`)
    as one JSON object: the tabs in overview order, each with its id, `current` URL (null on the
    start view), `back` and `forward` URL lists (nearest last and first), title and zoom; the
    selected tab, the mode (page or overview) and the zoom remembered per host.

    --state DIR   the folder holding session.sqlite.
    -h, --help    show this help.

    Exit status: 0 done, 64 wrong usage, 65 a database from a newer peekpop, 66 no session in DIR,
    73 the database cannot be read or written.
    """

    static let options = [SharedOptions.state]

    static func run(_ arguments: ParsedArguments) throws {
        _ = try arguments.operand("the session command", among: ["show"])
        let directory = try arguments.required(SharedOptions.state, arguments.path(SharedOptions.state))
        guard FileManager.default.fileExists(atPath: directory) else {
            throw CLIError(.noInput, "\(directory): no such folder: nothing has been stored there (peekpop replay --site SITE --state \(directory))")
        }
        let store = try ReplaySetup.openStore(directory)
        guard let state = try ReplaySetup.session({ try store.restore() }) else {
            throw CLIError(.noInput, "\(store.path): holds no session yet")
        }
        var output = FileOutput.standardOutput()
        try output.writeLine(SessionStateEncoder.encode(state))
        try output.flush()
    }
}
