import Dispatch

/// Where request handlers run: a concurrent dispatch queue of the server's own, not Swift's
/// cooperative pool.
///
/// The cooperative pool has one thread per core; code elsewhere in the process that blocks
/// those threads (a synchronous wait, a long computation) would otherwise hold every request
/// until it is done. A handler's own awaits still go wherever they go.
final class HandlerExecutor: TaskExecutor {
  private let queue = DispatchQueue(
    label: "vitrine.http-server.handlers", qos: .userInitiated, attributes: .concurrent)

  func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { unowned.runSynchronously(on: executor) }
  }
}
