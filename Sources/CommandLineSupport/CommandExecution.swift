// SPDX-License-Identifier: MIT
import CommandLineOptions

/// One command's life, the same for every program of the project: its options parsed, `--help`
/// answered, the command run, and every failure turned into its sysexits status with its message
/// on stderr (a usage error with the command's help).
public enum CommandExecution {
    /// Runs `body` on `words` parsed by `options`; `help` is printed for `--help` and after a usage error.
    public static func run(_ words: [String], options: [Option], help: String,
                           _ body: (ParsedArguments) throws -> Void) -> ExitCode {
        do {
            switch try OptionParser(options).parse(words) {
            case .help:
                print(help)
                return .ok
            case .arguments(let arguments):
                try body(arguments)
                return .ok
            }
        } catch let error as UsageError {
            return fail(.usage(error.description, help: help))
        } catch let error as CLIError {
            return fail(error)
        } catch let error as any CommandLineFailure {
            return fail(error.commandLineError)
        } catch {
            return fail(CLIError(.software, "internal error: \(error)"))
        }
    }

    /// Reports `error` on stderr; its exit status.
    public static func fail(_ error: CLIError) -> ExitCode {
        error.report()
        return error.code
    }
}
