import YoteiREPLKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(YoteiREPL.main(arguments: Array(CommandLine.arguments.dropFirst()), environment: .process()))
