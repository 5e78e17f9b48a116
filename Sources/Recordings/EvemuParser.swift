// SPDX-License-Identifier: MIT
import InputEvents

/// Follows an evemu file line by line: its description first, then its events.
///
/// ```mermaid
/// stateDiagram-v2
///     [*] --> expectingName
///     expectingName --> expectingID: N
///     expectingName --> eventsOnly: E (description in another file)
///     expectingID --> describing: I
///     describing --> describing: P, B, A, L, S
///     describing --> events: E / end of input
///     events --> events: E
///     eventsOnly --> eventsOnly: E
/// ```
/// Blank and comment lines are ignored in every state; any other line is an error.
struct EvemuParser {
    enum State {
        /// Only comments and blank lines so far.
        case expectingName
        /// The `N:` line was read; the `I:` line must come next.
        case expectingID(name: String)
        /// Inside the description, after its `I:` line.
        case describing(EvemuDescriptionBuilder)
        /// Events after the file's own description (or the description, ended by the end of input).
        case events(DeviceDescription)
        /// Events with no description before them: the description must come from another file.
        case eventsOnly
    }

    private(set) var state = State.expectingName

    /// The file's own description, once it is complete.
    var description: DeviceDescription? {
        switch state {
        case .events(let description): description
        case .expectingName, .expectingID, .describing, .eventsOnly: nil
        }
    }

    /// Takes one line; returns the event it holds, if any.
    mutating func handle(_ line: EvemuLine) throws(FieldError) -> InputEvent? {
        switch state {
        case .expectingName:
            switch line {
            case .ignorable: return nil
            case .name(let name): state = .expectingID(name: name)
            case .event(let event):
                state = .eventsOnly
                return event
            case .id, .properties, .mask, .absInfo, .initialState:
                throw FieldError("\(line.prefix) line before any N: line (the description has no name)")
            }
        case .expectingID(let name):
            switch line {
            case .ignorable: return nil
            case .id(let id): state = .describing(EvemuDescriptionBuilder(name: name, id: id))
            case .name, .properties, .mask, .absInfo, .initialState, .event:
                throw FieldError("expected I: line after N:, got \(line.prefix) line")
            }
        case .describing(var builder):
            switch line {
            case .ignorable, .initialState: return nil
            case .properties(let bits): builder.addProperties(bits)
            case .mask(let type, let bits): builder.addMask(type: type, bits: bits)
            case .absInfo(let code, let info): builder.setAbsInfo(info, code: code)
            case .event(let event):
                state = .events(builder.build())
                return event
            case .name, .id:
                throw FieldError("second \(line.prefix) line (an evemu file describes one device)")
            }
            state = .describing(builder)
        case .events, .eventsOnly:
            switch line {
            case .ignorable: return nil
            case .event(let event): return event
            case .name, .id, .properties, .mask, .absInfo, .initialState:
                throw FieldError("\(line.prefix) line after events")
            }
        }
        return nil
    }

    /// Called at the end of the input: completes a description that no event followed.
    mutating func finish() throws(FieldError) {
        switch state {
        case .expectingName, .events, .eventsOnly: return
        case .expectingID: throw FieldError("the description ends before its I: line")
        case .describing(let builder): state = .events(builder.build())
        }
    }
}
