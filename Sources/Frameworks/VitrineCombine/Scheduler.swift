import Foundation

/// Where and when a closure runs, as Combine's `Scheduler` (the part widgets use: running an
/// action now, in order, on the scheduler's queue).
public protocol Scheduler {
  /// Options a scheduler accepts for an action.
  associatedtype SchedulerOptions
  /// Runs `action` on this scheduler as soon as possible, after earlier actions.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
  /// Runs `action` on this scheduler with no options.
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
}

/// A scheduler that runs each action at once, on the calling thread, as Combine's
/// `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// It takes no options.
  public typealias SchedulerOptions = Never
  /// The one immediate scheduler.
  public static let shared = ImmediateScheduler()
  /// Runs `action` now.
  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
}

extension DispatchQueue: Scheduler {
  /// Options for an action on a dispatch queue.
  public struct SchedulerOptions: Sendable {
    /// The quality of service of the work item.
    public var qos: DispatchQoS
    /// Creates options with a quality of service.
    public init(qos: DispatchQoS = .unspecified) { self.qos = qos }
  }

  /// Runs `action` asynchronously on this queue.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let work = action
    async(qos: options?.qos ?? .unspecified) { work() }
  }
}

extension RunLoop: Scheduler {
  /// Options for an action on a run loop (none are defined).
  public struct SchedulerOptions: Sendable {}

  /// Runs `action` on this run loop; on the main run loop, through the main dispatch queue,
  /// which a program's `async` entry point drains on Linux.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let work = action
    if self === RunLoop.main {
      DispatchQueue.main.async { work() }
    } else {
      perform { work() }
    }
  }
}
