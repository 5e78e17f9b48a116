// SPDX-License-Identifier: MIT
@testable import CommandLineDocs
import Testing

/// The roff made from a `ProgramDoc`: every section, every option, and text roff cannot misread.
@Suite struct ManPageTests {
    let page = ManPage(SampleProgram.doc).roff

    @Test func everySectionIsThereInOrder() throws {
        let sections = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }
        #expect(sections == [".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH OPTIONS", ".SH COMMANDS", ".SH \"EXIT STATUS\"",
                             ".SH ENVIRONMENT", ".SH FILES", ".SH EXAMPLES", ".SH \"SEE ALSO\""])
    }

    @Test func everyOptionOfEveryCommandIsAnEntry() {
        for spelling in SampleProgram.spellings {
            #expect(page.contains("\\fB" + spelling.replacing("-", with: "\\-") + "\\fR"), "\(spelling)")
        }
        #expect(page.contains(".TP\n\\fB\\-o\\fR, \\fB\\-\\-output\\fR \\fIFILE\\fR\nwhere it's [written].\n"))
        #expect(page.contains(".SS play\n"))
    }

    @Test func textRoffWouldTakeForARequestIsEscaped() {
        #expect(Roff.prose(".dots") == "\\&.dots")
        #expect(Roff.prose("'quoted") == "\\&'quoted")
        #expect(Roff.prose("a\\b") == "a\\eb")
        #expect(Roff.prose("naïve") == "na\\[u00EF]ve")
    }

    @Test func optionDashesCopyAsDashesAndHyphensStayHyphens() {
        #expect(Roff.prose("edge-pan with --site or -o, `peek-pop`") == "edge-pan with \\-\\-site or \\-o, \\fBpeek\\-pop\\fR")
        #expect(Roff.literal("tool-x --speed 2") == "tool\\-x \\-\\-speed 2")
    }

    @Test func theSynopsisSetsNamesOfValuesInItalics() {
        #expect(Roff.synopsis("FILE [--format a|b]") == "\\fIFILE\\fR [\\fB\\-\\-format\\fR \\fBa\\fR|\\fBb\\fR]")
    }

    @Test func seeAlsoNamesPagesWithTheirSections() {
        #expect(page.hasSuffix(".SH \"SEE ALSO\"\n.BR libinput (1),\n.BR udev (7)\n"))
    }
}
