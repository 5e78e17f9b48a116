#if canImport(Glibc)
import Glibc
#endif
import CLinux

/// Signals as a readable descriptor (`signalfd`) instead of handlers: they are blocked for the
/// process while this lives, and the event loop reads them like any other input, so a SIGTERM
/// arriving mid-write interrupts nothing.
public final class SignalWatcher {
    private let descriptor: Descriptor
    private var previousMask = sigset_t()

    /// Blocks `signals` and opens a signalfd for them. Create it before any thread starts: threads
    /// inherit the mask, and a thread without it would take the signal's default action.
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
        descriptor = Descriptor(number)
    }

    deinit { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }

    /// The descriptor to watch for reading.
    public var fileDescriptor: Int32 { descriptor.number }

    /// The next pending signal's number, or nil when none is pending.
    public func take() throws(SystemCallError) -> Int32? {
        var info = signalfd_siginfo()
        while true {
            let count = read(descriptor.number, &info, MemoryLayout<signalfd_siginfo>.size)
            if count == MemoryLayout<signalfd_siginfo>.size { return Int32(bitPattern: info.ssi_signo) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN { return nil }
            throw SystemCallError("read a signal (signalfd)")
        }
    }
}
