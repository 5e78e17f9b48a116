// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// The process's environment variables, read where they are (`getenv`, `environ`) rather than
/// through Foundation's `ProcessInfo`.
public enum Environment {
    /// The value of `name`; nil when it is not set (an empty value is a value).
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Every variable, by name. Of a name set twice (possible through `execve`), the first counts,
    /// as it does for `getenv`; an entry without `=` is no variable.
    public static var all: [String: String] {
        var variables: [String: String] = [:]
        // Optional: `clearenv` leaves `environ` null.
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        while let pointer = entry?.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "="), variables[String(text[..<equals])] == nil {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry = entry?.successor()
        }
        return variables
    }
}
