// SPDX-License-Identifier: MIT
import BrowserSession
import CommandLineDocs
import CommandLineOptions
import CommandLineSupport
import SessionStore
import SystemCalls

/// `peekpop session show`: the persisted session, as JSON.
enum SessionCommand {
    static let doc = CommandDoc(
        name: "session",
        summary: "print a persisted browser session (tabs, history, zoom) as JSON",
        synopsis: ["show --state DIR"],
        description: ["""
            Prints the browser session kept in DIR/session.sqlite (by `peekpop replay --site --state DIR`) \
            as one JSON object: the tabs in overview order, each with its id, `current` URL (null on the \
            start view), `back` and `forward` URL lists (nearest last and first), title, zoom and stored \
            snapshot (null without one, else its `file` in DIR/snapshots/, its size in `bytes`, null when the \
            file is missing, and its `width` and `height` in pixels); the selected tab, the mode (page or \
            overview) and the zoom remembered per host. While a daemon or the window holds DIR it reads what \
            they committed, and changes nothing.
            """],
        operands: [DocumentedOperand("show", "the session command: print the session.", values: .choices(["show"]))],
        options: [DocumentedOption(SharedOptions.state, "the folder holding session.sqlite.", values: .directories)],
        exitStatus: """
            0 done, 64 wrong usage, 65 a database from a newer peekpop, 66 no session in DIR, 73 the database \
            cannot be read or written
            """)

    static func run(_ arguments: ParsedArguments) throws {
        _ = try arguments.operand("the session command", among: ["show"])
        let directory = try arguments.required(SharedOptions.state, arguments.path(SharedOptions.state))
        guard Files.exists(directory) else {
            throw CLIError(.noInput, "\(directory): no such folder: nothing has been stored there (peekpop replay --site SITE --state \(directory))")
        }
        let look: StoredSession?
        do {
            let store = try SessionStore(directory: directory)
            if let recovery = store.recovery { Note.print("\(recovery)") }
            look = try store.restoreWithPictures()
        } catch SessionStoreError.inUse, SessionStoreError.unlockable {
            // A daemon or the window holds the folder, or it is read-only: a look needs no lock.
            look = try SessionStore.storedSession(readingOnly: directory)
        }
        guard let look else {
            throw CLIError(.noInput, "\(directory.hasSuffix("/") ? directory : directory + "/")session.sqlite: holds no session yet")
        }
        let pictures = Dictionary(look.snapshots.map { snapshot in
            (snapshot.tab, SessionStateEncoder.Picture(file: look.pictures.name(of: snapshot), bytes: look.pictures.size(of: snapshot),
                                                       width: snapshot.width, height: snapshot.height))
        }) { first, _ in first }
        var output = FileOutput.standardOutput()
        try output.writeLine(SessionStateEncoder.encode(look.state, pictures: pictures))
        try output.flush()
    }
}
