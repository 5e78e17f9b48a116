// SPDX-License-Identifier: MIT
/// A fish completion script for a program (`complete -c`): its commands with their summaries, each
/// command's options with a description, their values where they can be listed, and file arguments
/// by extension.
struct FishCompletion {
    let program: ProgramDoc

    /// The function that offers files by suffix: `__peekpop_browser_files` for `peekpop-browser`.
    private var filesFunction: String { "__" + program.name.escaping(["-": "_"]) + "_files" }

    var script: String {
        var lines = [
            "# fish completion for \(program.name); made by `\(program.name) --completions fish` from the source of its --help.",
            "complete -c \(program.name) -f",
            "# Folders, and the files ending in one of the suffixes given (fish 3.6's __fish_complete_suffix takes one).",
            "function \(filesFunction)",
            "    set -l suffixes (string join '|' -- $argv)",
            "    for path in (commandline -ct)*",
            "        if test -d $path",
            "            echo $path/",
            "        else if string match -qr -- \"\\\\.($suffixes)\\$\" $path",
            "            echo $path",
            "        end",
            "    end",
            "end",
        ]
        if program.commands.isEmpty {
            lines += completions(program.main, condition: nil)
        } else {
            lines += completions(program.main, condition: "__fish_use_subcommand")
            lines += program.commands.map {
                "complete -c \(program.name) -n __fish_use_subcommand -a \($0.name ?? "") -d \(quoted(CompletionDescription.brief($0.summary)))"
            }
            for command in program.commands {
                lines += completions(command, condition: "__fish_seen_subcommand_from \(command.name ?? "")")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func completions(_ command: CommandDoc, condition: String?) -> [String] {
        let lead = "complete -c \(program.name)" + (condition.map { " -n \(quoted($0))" } ?? "")
        let operands = command.operands.filter { $0.values != .text }.map { "\(lead) \(values($0.values, required: false))" }
        let options = command.optionsWithHelp.map { documented in
            let option = documented.option
            let names = (option.shortName.map { " -s \($0.dropFirst())" } ?? "") + " -l \(option.name.dropFirst(2))"
            let value = option.takesValue ? " " + values(documented.values, required: true) : ""
            return "\(lead)\(names)\(value) -d \(quoted(CompletionDescription.brief(documented.help)))"
        }
        return operands + options
    }

    /// The flags that make `complete` offer `values`; `required` for an option's value.
    private func values(_ values: ArgumentValues, required: Bool) -> String {
        let takes = required ? "-x " : ""
        switch values {
        case .text: return required ? "-x" : ""
        case .files(let extensions) where extensions.isEmpty: return required ? "-r -F" : "-F"
        case .files(let extensions):
            return takes + "-a " + quoted("(\(filesFunction) \(extensions.joined(separator: " ")))")
        case .directories: return takes + "-a '(__fish_complete_directories)'"
        case .deviceNodes: return takes + "-a " + quoted("(set -l nodes /dev/input/event*; printf '%s\\n' $nodes)")
        case .choices(let words): return takes + "-a " + quoted(words.joined(separator: " "))
        }
    }

    /// `text` in single quotes for fish.
    private func quoted(_ text: String) -> String {
        "'" + text.escaping(["\\": "\\\\", "'": "\\'"]) + "'"
    }
}
