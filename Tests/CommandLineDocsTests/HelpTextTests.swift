// SPDX-License-Identifier: MIT
@testable import CommandLineDocs
import Testing

/// `--help` made from a `ProgramDoc`: everything in it, in columns, no line wider than the width.
@Suite struct HelpTextTests {
    let help = HelpText(SampleProgram.doc)

    var playHelp: String { help.help(for: SampleProgram.doc.commands[0]) }

    @Test func noLineIsWiderThanTheWidthButAWordThatIsLongerAlone() {
        for line in (playHelp + "\n" + help.programHelp).split(separator: "\n") where line.count > HelpText.width {
            #expect(!line.trimmingPrefix(" ").contains(" "), "\(line)")
        }
    }

    @Test func theUsageContinuesUnderTheFirstOperand() {
        let lines = playHelp.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Usage: tool-x play FILE [--speed N] [--format a|b] [-o FILE] [--dir DIR] [--device PATH] [--loud]")
        let narrow = HelpText(ProgramDoc(name: "t", version: "1", main: SampleProgram.doc.main,
                                         commands: [CommandDoc(name: "c", summary: "s", synopsis: [String(repeating: "[--a A] ", count: 20)],
                                                               description: [], options: [], exitStatus: nil)],
                                         exitStatuses: [], environment: [], files: [], seeAlso: []))
        let usage = narrow.help(for: narrow.program.commands[0]).split(separator: "\n")
        #expect(usage[1].hasPrefix(String(repeating: " ", count: "Usage: t c ".count) + "[--a A]"))
    }

    @Test func everyOperandAndOptionIsListedWithItsHelpInAColumn() {
        #expect(playHelp.contains("\nFILE                the recording.\n"))
        #expect(playHelp.contains("\n-o, --output FILE   where it's [written].\n"))
        #expect(playHelp.contains("\n-h, --help          show this help."))
        #expect(playHelp.contains("\n--loud              say a great deal more than anyone would ever want to read about what happens\n                    here.\n"))
    }

    @Test func theProgramListsItsCommandsAndOptionsUnderHeadings() {
        #expect(help.programHelp.contains("Commands:\n  play   play: a recording [fast]\n  show   show things\n"))
        #expect(help.programHelp.contains("Options:\n  --version    print the version.\n  -h, --help   show this help."))
        #expect(help.programHelp.contains("Exit status: 0 ok, 64 usage (sysexits(3))."))
    }

    @Test func examplesKeepTheirLines() {
        #expect(help.programHelp.hasSuffix("Example:\n  tool-x play a.events \\\n      --speed 2"))
    }
}
