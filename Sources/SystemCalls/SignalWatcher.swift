// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import CLinux

/// Signals as a readable descriptor (`signalfd`) instead of handlers: they are blocked while this
/// lives and queue on the descriptor, so a SIGTERM or Ctrl-C arriving mid-write interrupts nothing
/// and a loop finishes cleanly. When it goes, the signal mask it found is restored.
///
/// The mask is the calling thread's, inherited by threads it starts: create it on the main thread
/// before any other starts, or a thread without it would take the signal's default action.
public final class SignalWatcher {
    private let descriptor: FileDescriptor
    private var previousMask = sigset_t()

    /// Blocks `signals` and opens a signalfd for them.
    public init(_ signals: [Int32]) throws(SystemCallError) {
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in signals { sigaddset(&mask, signal) }
        let failed = pthread_sigmask(SIG_BLOCK, &mask, &previousMask)
        guard failed == 0 else { throw SystemCallError("block signals", code: failed) }
        let number = signalfd(-1, &mask, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
        guard number >= 0 else {
            let code = errno
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
            throw SystemCallError("open a signalfd", code: code)
        }
        descriptor = FileDescriptor(adopting: number)
    }

    deinit { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }

    /// The descriptor to watch for reading.
    public var fileDescriptor: FileDescriptor { descriptor }

    /// The next pending signal's number, or nil when none is pending.
    public func take() throws(SystemCallError) -> Int32? {
        var info = signalfd_siginfo()
        let count: Int?
        do {
            count = try withUnsafeMutableBytes(of: &info) { buffer in
                Result { () throws(SystemCallError) in try descriptor.readIfReady(into: buffer) }
            }.get()
        } catch {
            throw SystemCallError("read a signal (signalfd)", code: error.code)
        }
        guard let count else { return nil }
        // A signalfd hands out whole records only.
        guard count == MemoryLayout<signalfd_siginfo>.size else { throw SystemCallError("read a signal (signalfd)", code: EIO) }
        return Int32(bitPattern: info.ssi_signo)
    }
}
