// SPDX-License-Identifier: MIT
import CommandLineSupport
import Recordings
import SessionRunner
import SessionStore

// The status and words each failure of a recording, the store or the hand-off to the system browser
// gives the user, wherever in a command it is thrown: `CommandExecution` reports it.

extension RecordingError: CommandLineFailure {
    /// 65 with `FILE:LINE: reason` for a malformed recording, 66 for one that cannot be read, 73 for
    /// one that cannot be written.
    public var commandLineError: CLIError {
        switch kind {
        case .malformed: .malformed(description)
        case .unreadable: CLIError(.noInput, description)
        case .unwritable: CLIError(.cannotCreate, description)
        }
    }
}

extension SessionStoreError: CommandLineFailure {
    /// 65 for a database from a newer peekpop, 75 for a folder another process holds, 73 for the rest.
    public var commandLineError: CLIError {
        switch self {
        case .newerSchema: CLIError(.dataError, "\(self)")
        case .sqlite, .fileSystem, .sessionNotRestored, .unlockable: CLIError(.cannotCreate, "\(self)")
        case .inUse: CLIError(.temporaryFailure, "\(self)")
        }
    }
}

extension SystemBrowser.Failure: CommandLineFailure {
    /// 69: no program to hand links to.
    public var commandLineError: CLIError { CLIError(.unavailable, "\(self)") }
}
