import CVitrineCurl
import Foundation
import Synchronization

/// One GET on a libcurl easy handle, driven by a multi handle so that a cancellation can wake it.
///
/// Blocking: it runs on a thread of its own (see ``HTTPClient``). Its limits are libcurl's
/// (total time, low speed, protocols, no automatic redirects, no signals) and its callbacks'
/// (body bytes after decompression, header bytes).
struct CurlTransfer {
  let url: URL
  let limits: HTTPClientLimits
  let totalMilliseconds: Int
  let certificateAuthorities: String?
  let accept: String
  let cancellation: CurlCancellation

  /// The status, the absolute URL a redirect points to (if any) and the body.
  func run() throws -> (status: Int, redirect: String?, body: Data) {
    CurlTransfer.initializeOnce()
    let shown = Self.shown(url)
    guard let easy = curl_easy_init() else {
      throw HTTPClientError.network(url: shown, reason: "libcurl could not start a transfer")
    }
    defer { curl_easy_cleanup(easy) }
    guard let multi = curl_multi_init() else {
      throw HTTPClientError.network(url: shown, reason: "libcurl could not start a transfer")
    }
    defer { curl_multi_cleanup(multi) }

    let sink = CurlSink(
      maximumBytes: limits.maximumBytes, maximumHeaderBytes: limits.maximumHeaderBytes)
    let context = Unmanaged.passRetained(sink)
    defer { context.release() }
    let errors = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
    errors.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    defer { errors.deallocate() }
    var headers: UnsafeMutablePointer<curl_slist>? = curl_slist_append(nil, "Accept: \(accept)")
    headers = curl_slist_append(headers, "User-Agent: vitrine")
    defer { curl_slist_free_all(headers) }

    var failed = false
    func set(_ option: CURLoption, _ value: Int) {
      failed = failed || vitrine_curl_set_long(easy, option, value) != CURLE_OK
    }
    func set(_ option: CURLoption, _ value: String) {
      failed = failed || vitrine_curl_set_string(easy, option, value) != CURLE_OK
    }
    set(CURLOPT_URL, url.absoluteString)
    set(CURLOPT_PROTOCOLS_STR, "http,https")
    set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
    set(CURLOPT_FOLLOWLOCATION, 0)
    set(CURLOPT_NOSIGNAL, 1)
    set(CURLOPT_TIMEOUT_MS, totalMilliseconds)
    set(CURLOPT_CONNECTTIMEOUT_MS, totalMilliseconds)
    set(CURLOPT_LOW_SPEED_LIMIT, 1)
    set(CURLOPT_LOW_SPEED_TIME, limits.idleSeconds)
    // Every encoding libcurl can decode is offered; the write callback counts decoded bytes.
    set(CURLOPT_ACCEPT_ENCODING, "")
    set(CURLOPT_SSL_VERIFYPEER, 1)
    set(CURLOPT_SSL_VERIFYHOST, 2)
    if let certificateAuthorities { set(CURLOPT_CAINFO, certificateAuthorities) }
    failed = failed || vitrine_curl_set_pointer(easy, CURLOPT_HTTPHEADER, headers) != CURLE_OK
    failed = failed || vitrine_curl_set_pointer(easy, CURLOPT_ERRORBUFFER, errors) != CURLE_OK
    failed =
      failed
      || vitrine_curl_set_data_callback(easy, CURLOPT_WRITEFUNCTION, curlWriteBody) != CURLE_OK
    failed =
      failed
      || vitrine_curl_set_data_callback(easy, CURLOPT_HEADERFUNCTION, curlWriteHeader) != CURLE_OK
    failed =
      failed || vitrine_curl_set_pointer(easy, CURLOPT_WRITEDATA, context.toOpaque()) != CURLE_OK
    failed =
      failed || vitrine_curl_set_pointer(easy, CURLOPT_HEADERDATA, context.toOpaque()) != CURLE_OK
    guard !failed else {
      throw HTTPClientError.network(url: shown, reason: "libcurl refused the client's options")
    }

    let result = try perform(easy, multi)
    switch result {
    case CURLE_OK: break
    case _ where sink.bodyExceeded:
      throw HTTPClientError.tooLarge(url: shown, limit: limits.maximumBytes)
    case _ where sink.headersExceeded:
      throw HTTPClientError.headersTooLarge(url: shown, limit: limits.maximumHeaderBytes)
    case CURLE_OPERATION_TIMEDOUT:
      if String(cString: errors).hasPrefix("Operation too slow") {
        throw HTTPClientError.stalled(url: shown, seconds: limits.idleSeconds)
      }
      throw HTTPClientError.timeout(url: shown, seconds: limits.totalTime)
    case CURLE_UNSUPPORTED_PROTOCOL:
      throw HTTPClientError.unsupportedURL(shown)
    default:
      let detail = String(cString: errors)
      let reason = detail.isEmpty ? String(cString: curl_easy_strerror(result)) : detail
      throw HTTPClientError.network(url: shown, reason: String(reason.prefix(300)))
    }
    var status = 0
    _ = vitrine_curl_get_long(easy, CURLINFO_RESPONSE_CODE, &status)
    var location: UnsafeMutablePointer<CChar>?
    _ = vitrine_curl_get_string(easy, CURLINFO_REDIRECT_URL, &location)
    return (status, location.map { String(cString: $0) }, sink.body)
  }

  /// Drives the transfer to its end, waking every 100 ms (or at once when cancelled) to check
  /// for cancellation; libcurl's own limits end it otherwise.
  private func perform(
    _ easy: UnsafeMutableRawPointer, _ multi: UnsafeMutableRawPointer
  ) throws -> CURLcode {
    guard curl_multi_add_handle(multi, easy) == CURLM_OK else {
      throw HTTPClientError.network(
        url: Self.shown(url), reason: "libcurl could not start a transfer")
    }
    defer { curl_multi_remove_handle(multi, easy) }
    guard cancellation.attach(multi) else { throw HTTPClientError.cancelled(url: Self.shown(url)) }
    defer { cancellation.detach() }
    var running: Int32 = 1
    while running > 0 {
      let code = curl_multi_perform(multi, &running)
      guard code == CURLM_OK else {
        throw HTTPClientError.network(
          url: Self.shown(url), reason: String(cString: curl_multi_strerror(code)))
      }
      guard running > 0 else { break }
      if cancellation.isCancelled { throw HTTPClientError.cancelled(url: Self.shown(url)) }
      _ = curl_multi_poll(multi, nil, 0, 100, nil)
    }
    var queued: Int32 = 0
    while let message = curl_multi_info_read(multi, &queued) {
      if message.pointee.msg == CURLMSG_DONE { return message.pointee.data.result }
    }
    throw HTTPClientError.network(url: Self.shown(url), reason: "libcurl reported no result")
  }

  /// The URL as errors show it: at most 200 characters.
  static func shown(_ url: URL) -> String { String(url.absoluteString.prefix(200)) }

  private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

  /// libcurl's one-time setup, which is not safe to run on several threads at once.
  static func initializeOnce() { _ = initialized }
}

/// A transfer's cancellation: a flag and the multi handle to wake while it waits.
final class CurlCancellation: Sendable {
  private struct State {
    var cancelled = false
    /// The multi handle's address (a pointer is not Sendable), zero when detached.
    var multi: UInt = 0
  }
  private let state = Mutex(State())

  var isCancelled: Bool { state.withLock { $0.cancelled } }

  /// Ends the transfer soon: within one wait of libcurl's poll, or at once if it is waiting.
  func cancel() {
    state.withLock { state in
      state.cancelled = true
      if let multi = UnsafeMutableRawPointer(bitPattern: state.multi) {
        _ = curl_multi_wakeup(multi)
      }
    }
  }

  /// Lets ``cancel()`` wake `multi`; false if already cancelled.
  func attach(_ multi: UnsafeMutableRawPointer) -> Bool {
    state.withLock { state in
      state.multi = UInt(bitPattern: multi)
      return !state.cancelled
    }
  }

  /// Stops waking the handle, before it is freed.
  func detach() { state.withLock { $0.multi = 0 } }
}

/// What the callbacks collect: the body up to its limit, and the header bytes counted.
final class CurlSink {
  let maximumBytes: Int
  let maximumHeaderBytes: Int
  var body = Data()
  var headerBytes = 0
  var bodyExceeded = false
  var headersExceeded = false

  init(maximumBytes: Int, maximumHeaderBytes: Int) {
    self.maximumBytes = maximumBytes
    self.maximumHeaderBytes = maximumHeaderBytes
  }
}

/// libcurl's write callback: keeps decoded body bytes up to the limit, aborts past it.
private func curlWriteBody(
  _ bytes: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
  _ context: UnsafeMutableRawPointer?
) -> Int {
  guard let context, let bytes else { return 0 }
  let sink = Unmanaged<CurlSink>.fromOpaque(context).takeUnretainedValue()
  let (length, overflow) = size.multipliedReportingOverflow(by: count)
  guard !overflow, length <= sink.maximumBytes - sink.body.count else {
    sink.bodyExceeded = true
    return 0
  }
  sink.body.append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: length)
  return length
}

/// libcurl's header callback: counts the status line and header bytes, aborts past the limit.
private func curlWriteHeader(
  _ bytes: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
  _ context: UnsafeMutableRawPointer?
) -> Int {
  guard let context else { return 0 }
  let sink = Unmanaged<CurlSink>.fromOpaque(context).takeUnretainedValue()
  let (length, overflow) = size.multipliedReportingOverflow(by: count)
  guard !overflow, length <= sink.maximumHeaderBytes - sink.headerBytes else {
    sink.headersExceeded = true
    return 0
  }
  sink.headerBytes += length
  return length
}
