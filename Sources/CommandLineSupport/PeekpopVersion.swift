// SPDX-License-Identifier: MIT
/// The version of peekpop's programs, as `--version` and the man pages give it.
public enum PeekpopVersion {
    public static let current = "0.1.0"
}
