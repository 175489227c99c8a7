import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What one API request may cost: bytes, time and where it may be redirected.
public struct DownloadLimits: Sendable, Equatable {
  /// The largest body accepted, in bytes, counted after decompression.
  public var maximumBytes: Int
  /// How long the whole request may take, from the first byte sent to the last received, in
  /// seconds; a server that sends slowly but never stops is cut off here.
  public var totalTime: TimeInterval

  /// Limits for the recommendations endpoints: 4 MiB and `totalTime` seconds.
  public init(maximumBytes: Int = 4 << 20, totalTime: TimeInterval = 10) {
    self.maximumBytes = maximumBytes
    self.totalTime = totalTime
  }
}

/// One GET whose body is counted as it arrives and cut off past a limit.
///
/// URLSession's own `data(for:)` keeps whatever the server sends; this delegate keeps at most
/// `maximumBytes` (counted after decompression), cancels the request past that or when
/// `totalTime` has passed, and refuses redirects that leave `origin` (scheme, host and port).
///
/// The delegate alone is not enough: FoundationNetworking reads the socket on its own queue and
/// hands each piece to the delegate through an operation queue, without back-pressure, so on a
/// fast endless body hundreds of megabytes can wait in that queue before the delegate sees the
/// first ones. A timer therefore also watches the task's own byte count every few milliseconds,
/// which bounds what can pile up to what loopback delivers in that time.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let limits: DownloadLimits
  private let origin: URL
  // Everything below is guarded by `lock`.
  private let lock = NSLock()
  private var body = Data()
  private var failure: RecommendationsError?
  private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
  private var task: URLSessionDataTask?
  private var watch: (any DispatchSourceTimer)?

  private init(limits: DownloadLimits, origin: URL) {
    self.limits = limits
    self.origin = origin
  }

  /// Fetches `request` within `limits`, following redirects only inside `origin`.
  static func fetch(
    _ request: URLRequest, limits: DownloadLimits, origin: URL,
    configuration: URLSessionConfiguration
  ) async throws -> (Data, URLResponse) {
    let download = BoundedDownload(limits: limits, origin: origin)
    let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
    defer { session.invalidateAndCancel() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        download.start(session.dataTask(with: request), continuation)
      }
    } onCancel: {
      download.stop(.network("the request was cancelled"))
    }
  }

  private func start(
    _ task: URLSessionDataTask, _ continuation: CheckedContinuation<(Data, URLResponse), any Error>
  ) {
    let limits = self.limits
    let deadline = DispatchTime.now() + limits.totalTime
    let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
    timer.schedule(deadline: .now(), repeating: .milliseconds(2))
    timer.setEventHandler { [weak self, weak task] in
      guard let self, let task else { return }
      if task.countOfBytesReceived > Int64(limits.maximumBytes) {
        self.stop(.tooLarge(limit: limits.maximumBytes))
      } else if DispatchTime.now() >= deadline {
        self.stop(.timeout(seconds: limits.totalTime))
      }
    }
    lock.withLock {
      self.task = task
      self.continuation = continuation
      self.watch = timer
    }
    timer.resume()
    task.resume()
  }

  /// Ends the request with `reason` unless it has already ended.
  private func stop(_ reason: RecommendationsError) {
    let running = lock.withLock { () -> URLSessionDataTask? in
      guard continuation != nil, failure == nil else { return nil }
      failure = reason
      return task
    }
    running?.cancel()
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overLimit = lock.withLock { () -> Bool in
      guard failure == nil else { return false }
      guard body.count + data.count <= limits.maximumBytes else { return true }
      body.append(data)
      return false
    }
    if overLimit { stop(.tooLarge(limit: limits.maximumBytes)) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    guard let target = request.url, Self.sameOrigin(target, origin) else {
      let shown = request.url?.absoluteString ?? "an unreadable address"
      stop(.redirected(to: String(shown.prefix(200))))
      completionHandler(nil)
      return
    }
    completionHandler(request)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let (continuation, failure, body, watch) = lock.withLock {
      defer {
        self.continuation = nil
        self.watch = nil
      }
      return (self.continuation, self.failure, self.body, self.watch)
    }
    watch?.cancel()
    guard let continuation else { return }
    if let failure {
      continuation.resume(throwing: failure)
    } else if let error = error as? URLError, error.code == .timedOut {
      continuation.resume(throwing: RecommendationsError.timeout(seconds: limits.totalTime))
    } else if let error {
      continuation.resume(throwing: RecommendationsError.network(error.localizedDescription))
    } else if let response = task.response {
      continuation.resume(returning: (body, response))
    } else {
      continuation.resume(throwing: RecommendationsError.network("no response"))
    }
  }

  /// Whether two URLs share scheme, host and port (the port defaulting by scheme).
  static func sameOrigin(_ first: URL, _ second: URL) -> Bool {
    func port(_ url: URL) -> Int? {
      url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
    return first.scheme?.lowercased() == second.scheme?.lowercased()
      && first.host?.lowercased() == second.host?.lowercased() && port(first) == port(second)
  }
}
