/// Runs state-changing work one piece at a time, in the order it arrived.
///
/// The host is an actor, but a tap is several steps (present the widget, find the button,
/// perform its intent, reload); a configuration change or a clock jump are too. Running each
/// request's steps through this queue means clicks from several tabs never interleave, so no
/// intent is lost and the stores see one writer at a time.
actor ActionQueue {
  private var busy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// How many pieces of work wait for the one running to finish.
  var waitingCount: Int { waiting.count }

  /// Runs `work` when everything queued before it has finished.
  func run<Result: Sendable>(
    _ work: @Sendable () async throws -> Result
  ) async throws -> Result {
    await acquire()
    defer { release() }
    return try await work()
  }

  private func acquire() async {
    guard busy else {
      busy = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func release() {
    if waiting.isEmpty {
      busy = false
    } else {
      // The lock passes straight to the next in line.
      waiting.removeFirst().resume()
    }
  }
}
