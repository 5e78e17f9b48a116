// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

exit(NativeHostCommand.main(Array(CommandLine.arguments.dropFirst())).rawValue)
