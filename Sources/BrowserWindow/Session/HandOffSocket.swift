// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import DaemonClient
import SystemCalls
import WindowLogic

/// The running window's door for URLs from other programs: `DIR/window.sock` in its state folder,
/// mode 0600, which a second `peekpop-browser` on the folder connects to rather than giving up
/// (`HandOffClient`), so that `xdg-open URL`, with peekpop-browser as the default browser, opens a
/// tab in the window already running, as GNOME Web's second launch does through D-Bus. The folder's
/// lock makes this window its only owner, so whatever is left at the path (a window killed) is
/// replaced. A client sends one request line and gets one answer line (`HandOffMessage`), in the
/// window's loop; one that says nothing holds its descriptor only until it goes.
public final class HandOffSocket {
    /// The socket's path in the state folder `directory`.
    public static func path(in directory: String) -> String {
        Files.join(directory, "window.sock")
    }

    private let path: String
    private let listening: FileDescriptor
    private let answer: (HandOffMessage.Request) -> HandOffMessage.Answer
    /// The clients connected, by descriptor number, with the line each is sending.
    private var clients: [Int32: (socket: FileDescriptor, lines: LineBuffer)] = [:]

    /// Listens in `directory`, which this process holds; `answer` carries out each request.
    /// - Throws: `SystemCallError` when the socket cannot be made (its path too long, a read-only folder).
    public init(directory: String, answer: @escaping (HandOffMessage.Request) -> HandOffMessage.Answer) throws(SystemCallError) {
        path = Self.path(in: directory)
        guard let address = SocketAddress(path: path) else {
            throw SystemCallError("bind the socket", path: path, code: ENAMETOOLONG)
        }
        try Files.removeIfPresent(path)
        listening = try FileDescriptor.listeningUnixSocket(at: address, backlog: 8)
        self.answer = answer
        MainLoop.watch(listening) { [weak self] in self?.acceptClients() ?? false }
    }

    deinit {
        try? Files.removeIfPresent(path)
    }

    private func acceptClients() -> Bool {
        while let client = try? listening.acceptIfReady() {
            let number = client.rawValue
            clients[number] = (client, LineBuffer(maximumLength: HandOffMessage.limit))
            MainLoop.watch(client) { [weak self] in self?.read(number) ?? false }
        }
        return true
    }

    /// Reads what client `number` sent and answers once its line is whole: false once the client is
    /// done with (answered, gone, or its line not a request), which closes it and removes its source.
    private func read(_ number: Int32) -> Bool {
        guard var client = clients[number] else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count: Int?
        do {
            count = try buffer.withUnsafeMutableBytes { (bytes) throws(SystemCallError) in try client.socket.receiveIfReady(into: bytes) }
        } catch {
            count = 0
        }
        guard let count else { return true }
        guard count > 0 else {
            clients[number] = nil
            return false
        }
        // The first line is the request; one not UTF-8 or too long (skipped, not kept) is none.
        if let first = client.lines.append(buffer[..<count]).first {
            if case .line(let text) = first, let request = HandOffMessage.Request(line: text.utf8) {
                let reply = Array((answer(request).line + "\n").utf8)
                // An answer of a few hundred bytes fits a fresh socket's buffer; a client gone takes none.
                _ = try? reply.withUnsafeBytes { (bytes) throws(SystemCallError) in try client.socket.sendIfReady(bytes) }
            }
            clients[number] = nil
            return false
        }
        clients[number] = client
        return true
    }
}
