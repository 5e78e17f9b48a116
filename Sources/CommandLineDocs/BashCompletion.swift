// SPDX-License-Identifier: MIT
/// A bash completion script for a program (`complete -F`): its commands, each command's options,
/// their values where they can be listed, and file arguments by extension.
struct BashCompletion {
    let program: ProgramDoc

    /// `_peekpop_browser` for `peekpop-browser`: the prefix of every function the script defines.
    private var function: String { "_" + program.name.escaping(["-": "_"]) }

    var script: String {
        var lines = [
            "# bash completion for \(program.name); made by `\(program.name) --completions bash` from the source of its --help.",
            "",
            "\(function)_words() { local IFS=$' \\t\\n'; COMPREPLY=($(compgen -W \"$1\" -- \"$cur\")); }",
            "\(function)_files() {",
            "    local IFS=$'\\n' extension",
            "    compopt -o filenames 2>/dev/null",
            "    if (( $# == 0 )); then COMPREPLY=($(compgen -f -- \"$cur\")); return; fi",
            "    COMPREPLY=($(compgen -d -- \"$cur\"))",
            "    for extension; do COMPREPLY+=($(compgen -f -X \"!*.$extension\" -- \"$cur\")); done",
            "}",
            "\(function)_directories() { local IFS=$'\\n'; compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\")); }",
            "\(function)_devices() { local IFS=$'\\n'; COMPREPLY=($(compgen -W \"$(compgen -G '/dev/input/event*')\" -- \"$cur\")); }",
            "",
            "\(function)() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    # --name=value: bash splits it at the =.",
            "    if [[ $cur == = ]]; then cur=; elif [[ $prev == = ]]; then prev=${COMP_WORDS[COMP_CWORD-2]}; fi",
        ]
        if program.commands.isEmpty {
            lines += body(program.main, indent: "    ")
        } else {
            let valued = program.main.options.filter { $0.option.takesValue }.map(\.option.name)
            lines += [
                "    local command= i",
                "    for (( i = 1; i < COMP_CWORD; i++ )); do",
                "        case ${COMP_WORDS[i]} in",
            ]
            if !valued.isEmpty {
                lines.append("            \(valued.joined(separator: "|"))) (( i++ )) ;;")
            }
            lines += [
                "            -*) ;;",
                "            *) command=${COMP_WORDS[i]}; break ;;",
                "        esac",
                "    done",
                "    case $command in",
                "        \"\")",
            ]
            lines += body(program.main, indent: "            ", operands: program.commands.compactMap(\.name))
            lines.append("            ;;")
            for command in program.commands {
                lines.append("        \(command.name ?? ""))")
                lines += body(command, indent: "            ")
                lines.append("            ;;")
            }
            lines.append("    esac")
        }
        lines += ["}", "complete -F \(function) \(program.name)"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Completes the value of the option before the cursor, else an option (after a dash) or an
    /// operand. `operands` are words offered where the command has no operand of its own.
    private func body(_ command: CommandDoc, indent: String, operands: [String] = []) -> [String] {
        let valued = command.options.filter { $0.option.takesValue }
        var lines: [String] = []
        if !valued.isEmpty {
            lines.append("case $prev in")
            for option in valued {
                let spellings = [option.option.shortName, option.option.name].compactMap { $0 }
                lines.append("    \(spellings.joined(separator: "|"))) \(complete(option.values)); return ;;")
            }
            lines.append("esac")
        }
        let options = command.optionsWithHelp.flatMap { [$0.option.shortName, $0.option.name].compactMap { $0 } }
        let operand = command.operands.first.map { complete($0.values) } ?? "\(function)_words \"\(operands.joined(separator: " "))\""
        lines += [
            "if [[ $cur == -* ]]; then \(function)_words \"\(options.joined(separator: " "))\"",
            "else \(operand)",
            "fi",
        ]
        return lines.map { indent + $0 }
    }

    private func complete(_ values: ArgumentValues) -> String {
        switch values {
        case .text: "COMPREPLY=()"
        case .files(let extensions): (["\(function)_files"] + extensions).joined(separator: " ")
        case .directories: "\(function)_directories"
        case .deviceNodes: "\(function)_devices"
        case .choices(let words): "\(function)_words \"\(words.joined(separator: " "))\""
        }
    }
}
