// SPDX-License-Identifier: MIT
import SystemCalls
import Testing

/// Paths as the programs report and open them, and the environment they find them in.
@Suite struct PathsTests {
    @Test(arguments: [("/c", "peekpop", "/c/peekpop"), ("/c/", "peekpop", "/c/peekpop"), ("c", "a/b", "c/a/b"), ("/", "x", "/x")])
    func joiningPutsOneSlashBetween(_ folder: String, _ name: String, _ joined: String) {
        #expect(Files.join(folder, name) == joined)
    }

    @Test func aRelativePathIsMadeAbsoluteInTheCurrentFolder() throws {
        let folder = try #require(Files.currentDirectory())
        #expect(Files.absolute("a.json") == Files.join(folder, "a.json"))
        #expect(Files.absolute("./a.json") == Files.join(folder, "a.json"))
        #expect(Files.absolute("dir/") == Files.join(folder, "dir"))
        #expect(Files.absolute("x/../y/./a.json") == Files.join(folder, "y/a.json"))
        #expect(Files.absolute("/tmp/./a.json") == "/tmp/./a.json")
        #expect(Files.absolute("/tmp/x//") == "/tmp/x")
        #expect(Files.absolute("/") == "/")
        #expect(Files.absolute("../../../../../../../../../../a") == "/a")
    }

    @Test func aTildeIsTheHomeFolder() throws {
        let home = try #require(Environment.value("HOME"))
        #expect(Files.absolute("~/a.json") == Files.join(home, "a.json"))
        #expect(Files.absolute("~") == (home.count > 1 && home.hasSuffix("/") ? String(home.dropLast()) : home))
    }

    @Test(arguments: [("a/b.events", "b.events"), ("b.events", "b.events"), ("/a/b/", "b"), ("/", "/"), ("//", "/"), ("", "")])
    func theLastNameIsAfterTheLastSlash(_ path: String, _ name: String) {
        #expect(Files.lastName(of: path) == name)
    }

    @Test(arguments: [("/a/p.json", "/a/p.svg"), ("/a/p", "/a/p.svg"), ("/a.d/p", "/a.d/p.svg"), ("/a/.p", "/a/.p.svg"),
                      ("/a/p.b.c", "/a/p.b.svg"), ("p.json", "p.svg")])
    func theExtensionIsReplacedOrAdded(_ path: String, _ replaced: String) {
        #expect(Files.replacingExtension(of: path, with: "svg") == replaced)
    }

    @Test func symbolicLinksAreResolvedWhereThePathExists() {
        #expect(Files.resolvingSymbolicLinks("/") == "/")
        #expect(Files.resolvingSymbolicLinks("/nonexistent/peekpop") == "/nonexistent/peekpop")
    }

    /// Read only: other tests run beside this one, and `setenv` is no thread's to call then.
    @Test func theEnvironmentIsReadAsItIs() throws {
        let path = try #require(Environment.value("PATH"))
        #expect(Environment.all["PATH"] == path)
        #expect(Environment.all["HOME"] == Environment.value("HOME"))
        #expect(Environment.value("PEEKPOP_UNSET_VARIABLE_FOR_TESTS") == nil)
        #expect(Environment.all["PEEKPOP_UNSET_VARIABLE_FOR_TESTS"] == nil)
    }
}
