// SPDX-License-Identifier: MIT
/// A zsh completion function for a program (`#compdef`, for a folder in `$fpath` as `_NAME`): its
/// commands with their summaries, each command's options with a description, their values where
/// they can be listed, and file arguments by extension.
struct ZshCompletion {
    let program: ProgramDoc

    private var function: String { "_" + program.name.escaping(["-": "_"]) }

    var script: String {
        var lines = [
            "#compdef \(program.name)",
            "# zsh completion for \(program.name); made by `\(program.name) --completions zsh` from the source of its --help.",
            "",
            "\(function)() {",
            "  local curcontext=$curcontext state state_descr line ret=1",
            "  typeset -A opt_args",
        ]
        if program.commands.isEmpty {
            lines += arguments(program.main, indent: "  ", exclusive: false, rest: [])
        } else {
            lines += arguments(program.main, indent: "  ", exclusive: true, rest: ["'1:command:->command'", "'*::argument:->argument'"])
            lines += [
                "  case $state in",
                "    (command)",
                "      local -a commands=(",
            ]
            lines += program.commands.map { "        " + quoted(escapeColons($0.name ?? "") + ":" + escapeColons(CompletionDescription.brief($0.summary))) }
            lines += [
                "      )",
                "      _describe -t commands '\(program.name) command' commands && ret=0",
                "      ;;",
                "    (argument)",
                "      curcontext=${curcontext%:*:*}:\(program.name)-$words[1]:",
                "      case $words[1] in",
            ]
            for command in program.commands {
                lines.append("        (\(command.name ?? ""))")
                lines += arguments(command, indent: "          ", exclusive: false, rest: [])
                lines.append("          ;;")
            }
            lines += ["      esac", "      ;;", "  esac"]
        }
        lines += ["  return ret", "}", "", "\(function) \"$@\""]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An `_arguments` call for `command`'s options and operands; `exclusive` options (the
    /// program's own, before a command) stand alone.
    private func arguments(_ command: CommandDoc, indent: String, exclusive: Bool, rest: [String]) -> [String] {
        let specs = command.optionsWithHelp.map { spec($0, exclusive: exclusive) }
            + command.operands.map { quoted(":\(escapeColons($0.name)):\(action($0.values))") }
            + rest
        return ["\(indent)_arguments -S \(exclusive ? "-C " : "")\\"]
            + specs.map { "\(indent)  \($0) \\" }
            + ["\(indent)  && ret=0"]
    }

    /// `'(-o --output)'{-o,--output=}'[where to write]:FILE:_files'`.
    private func spec(_ documented: DocumentedOption, exclusive: Bool) -> String {
        let option = documented.option
        let spellings = [option.shortName, option.name].compactMap { $0 }
        let exclusion = exclusive ? "(- : *)" : spellings.count > 1 ? "(\(spellings.joined(separator: " ")))" : ""
        let forms = spellings.map { spelling in
            // `--name=VALUE` or `--name VALUE`; a short option's value is the next word (no `-oFILE`).
            option.takesValue && spelling.hasPrefix("--") ? spelling + "=" : spelling
        }
        let names = forms.count > 1 ? "{\(forms.joined(separator: ","))}" : forms[0]
        let description = CompletionDescription.brief(documented.help)
            .escaping(["\\": "\\\\", "[": "\\[", "]": "\\]"])
        var tail = "[\(description)]"
        if let valueName = option.valueName {
            tail += ":\(escapeColons(valueName)):\(action(documented.values))"
        }
        return (exclusion.isEmpty ? "" : quoted(exclusion)) + names + quoted(tail)
    }

    private func action(_ values: ArgumentValues) -> String {
        switch values {
        case .text: " "
        case .files(let extensions) where extensions.isEmpty: "_files"
        case .files(let extensions) where extensions.count == 1: "_files -g \"*.\(extensions[0])\""
        // Alternatives in parentheses: one alone at the end would be read as glob qualifiers.
        case .files(let extensions): "_files -g \"*.(\(extensions.joined(separator: "|")))\""
        case .directories: "_files -/"
        case .deviceNodes: "{compadd - /dev/input/event*(N)}"
        case .choices(let words): "(\(words.joined(separator: " ")))"
        }
    }

    private func escapeColons(_ text: String) -> String {
        text.escaping([":": "\\:"])
    }

    /// `text` in single quotes for zsh.
    private func quoted(_ text: String) -> String {
        "'" + text.escaping(["'": "'\\''"]) + "'"
    }
}
