#if canImport(Glibc)
import Glibc
#endif

/// Owns one file descriptor (epoll, signalfd, timerfd, socket, lock file) and closes it in `deinit`.
public final class Descriptor {
    /// The descriptor number, valid for this object's lifetime.
    public let number: Int32

    /// Takes ownership of `number`.
    public init(_ number: Int32) { self.number = number }

    deinit { close(number) }
}
