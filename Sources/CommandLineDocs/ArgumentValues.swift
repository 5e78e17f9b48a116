// SPDX-License-Identifier: MIT
/// What an option's value or an operand can be, as the shell completions offer it.
public enum ArgumentValues: Equatable, Sendable {
    /// Free text (a number, a name): nothing to offer.
    case text
    /// A file; with `extensions` (without the dot), only files ending so, and folders to reach them.
    case files(extensions: [String])
    /// A folder.
    case directories
    /// An evdev event node, `/dev/input/eventN`.
    case deviceNodes
    /// One of these words.
    case choices([String])

    /// Any file.
    public static let anyFile = ArgumentValues.files(extensions: [])
}
