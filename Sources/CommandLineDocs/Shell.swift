// SPDX-License-Identifier: MIT
/// A shell the completion scripts are written for.
public enum Shell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish

    /// The completion script for `program` in this shell.
    public func completion(for program: ProgramDoc) -> String {
        switch self {
        case .bash: BashCompletion(program: program).script
        case .zsh: ZshCompletion(program: program).script
        case .fish: FishCompletion(program: program).script
        }
    }
}
