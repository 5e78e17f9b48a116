// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

exit(BrowserCommand.main(Array(CommandLine.arguments.dropFirst())).rawValue)
