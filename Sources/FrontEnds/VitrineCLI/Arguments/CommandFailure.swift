/// A failure of a command that is not a usage mistake (exit code 1), with its message.
struct CommandFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
