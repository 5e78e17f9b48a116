import CLinux
#if canImport(Glibc)
import Glibc
#endif

/// SIGINT (Ctrl-C) and SIGTERM as a pollable descriptor (signalfd), so a loop waiting on devices
/// finishes cleanly instead of dying mid-write. While it exists the two signals are blocked and
/// queue on the descriptor; when it goes, they are unblocked again. The mask is the calling
/// thread's (and inherited by threads it starts): make it on the main thread before any other.
public final class TerminationSignals {
    /// Readable when a signal is pending.
    public let fileDescriptor: Int32
    private var mask = sigset_t()

    /// - Throws: `DeviceError` of kind `.failed` when the descriptor cannot be made.
    public init() throws(DeviceError) {
        sigemptyset(&mask)
        sigaddset(&mask, SIGINT)
        sigaddset(&mask, SIGTERM)
        sigprocmask(SIG_BLOCK, &mask, nil)
        let descriptor = signalfd(-1, &mask, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
        guard descriptor >= 0 else {
            let code = errno
            sigprocmask(SIG_UNBLOCK, &mask, nil)
            throw DeviceError(.failed, node: "signals", reason: "cannot watch SIGINT and SIGTERM: \(String(cString: strerror(code)))")
        }
        fileDescriptor = descriptor
    }

    deinit {
        close(fileDescriptor)
        sigprocmask(SIG_UNBLOCK, &mask, nil)
    }

    /// The pending signal's number, nil when none is pending.
    public func take() -> Int32? {
        var info = signalfd_siginfo()
        while true {
            let count = withUnsafeMutableBytes(of: &info) { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count == MemoryLayout<signalfd_siginfo>.size { return Int32(bitPattern: info.ssi_signo) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
}
