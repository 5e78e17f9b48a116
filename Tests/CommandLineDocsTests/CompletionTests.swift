// SPDX-License-Identifier: MIT
@testable import CommandLineDocs
import Testing

/// The completion scripts made from a `ProgramDoc`: every command and option, values by kind,
/// and descriptions quoted so the shell reads them as written.
@Suite struct CompletionTests {
    let program = SampleProgram.doc

    @Test(arguments: Shell.allCases)
    func everyCommandAndOptionIsOffered(shell: Shell) {
        let script = shell.completion(for: program)
        for spelling in SampleProgram.spellings {
            let written = shell == .fish ? (spelling.hasPrefix("--") ? "-l \(spelling.dropFirst(2))" : "-s \(spelling.dropFirst())") : spelling
            #expect(script.contains(written), "\(shell): \(spelling)")
        }
        for command in program.commands.compactMap(\.name) {
            #expect(script.contains(command), "\(shell): \(command)")
        }
    }

    @Test func bashOffersValuesByKind() {
        let script = BashCompletion(program: program).script
        #expect(script.contains("--format) _tool_x_words \"a b\"; return ;;"))
        #expect(script.contains("-o|--output) _tool_x_files; return ;;"))
        #expect(script.contains("--dir) _tool_x_directories; return ;;"))
        #expect(script.contains("--device) _tool_x_devices; return ;;"))
        #expect(script.contains("--speed) COMPREPLY=(); return ;;"))
        #expect(script.contains("else _tool_x_files events yml\n"))
        #expect(script.contains("complete -F _tool_x tool-x\n"))
    }

    @Test func zshQuotesDescriptionsAndGlobsFilesByExtension() {
        let script = ZshCompletion(program: program).script
        #expect(script.contains("'(-o --output)'{-o,--output=}'[where it'\\''s \\[written\\]]:FILE:_files'"))
        #expect(script.contains("':FILE:_files -g \"*.(events|yml)\"'"))
        #expect(script.contains("'play:play\\: a recording [fast]'"))
        #expect(script.contains("':WHAT:(all some)'"))
    }

    @Test func zshGlobsASingleExtensionWithoutParentheses() {
        let one = ProgramDoc(name: "t", version: "1",
                             main: CommandDoc(name: nil, summary: "s", synopsis: [], description: [],
                                              options: [DocumentedOption(.value("--site", "SITE"), "a site.", values: .files(extensions: ["json"]))],
                                              exitStatus: nil),
                             commands: [], exitStatuses: [], environment: [], files: [], seeAlso: [])
        #expect(ZshCompletion(program: one).script.contains(":SITE:_files -g \"*.json\"'"))
    }

    @Test func fishQuotesDescriptionsAndOffersValuesByKind() {
        let script = FishCompletion(program: program).script
        #expect(script.contains("-n '__fish_seen_subcommand_from play' -s o -l output -r -F -d 'where it\\'s [written]'"))
        #expect(script.contains("-n '__fish_seen_subcommand_from play' -a '(__tool_x_files events yml)'"))
        #expect(script.contains("-l format -x -a 'a b'"))
        #expect(script.contains("-n __fish_use_subcommand -a show -d 'show things'"))
    }

    @Test func descriptionsAreTheFirstSentenceShortened() {
        #expect(CompletionDescription.brief("print it (as JSON. really). Then more.") == "print it (as JSON. really)")
        #expect(CompletionDescription.brief("one; two") == "one")
        let long = CompletionDescription.brief(String(repeating: "word ", count: 30))
        #expect(long.count <= CompletionDescription.limit)
        #expect(long.hasSuffix("word..."))
    }
}
