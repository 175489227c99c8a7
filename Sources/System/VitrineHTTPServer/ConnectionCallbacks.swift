import CVitrineMicroHTTPD
import Foundation

/// One request being received and answered, kept between libmicrohttpd's calls.
final class PendingRequest: @unchecked Sendable {
  var body = Data()
  var tooLarge = false
  /// When the headers had arrived; the body must follow within the server's body time limit.
  let started = ContinuousClock.now
  /// Whether the handler has been started (the connection is then suspended until it answers).
  var handlerStarted = false
  /// The handler's answer, set from its task under `lock`.
  private var answer: HTTPResponse?
  private let lock = NSLock()

  var response: HTTPResponse? {
    get { lock.withLock { answer } }
    set { lock.withLock { answer = newValue } }
  }
}

/// libmicrohttpd's access handler: called first with no state (the headers have arrived), then
/// with each piece of the body, then with none, when the handler is started and the connection
/// suspended; once the handler's task has answered and resumed it, called again to send.
let httpServerAccess: MHD_AccessHandlerCallback = {
  context, connection, url, method, _, uploadData, uploadSize, connectionState in
  guard let context, let connection, let connectionState, let uploadSize else { return .NO }
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  guard let state = connectionState.pointee else {
    server.watch.headersArrived(connection)
    if let refusal = framingRefusal(connection) {
      return send(refusal, on: connection)
    }
    connectionState.pointee = Unmanaged.passRetained(PendingRequest()).toOpaque()
    return .YES
  }
  let pending = Unmanaged<PendingRequest>.fromOpaque(state).takeUnretainedValue()
  if uploadSize.pointee > 0 {
    // A body that arrives too slowly holds a connection: close it past the limit.
    guard ContinuousClock.now - pending.started <= server.bodyTimeLimit else { return .NO }
    if pending.body.count + uploadSize.pointee > server.maximumBodySize {
      pending.tooLarge = true
    } else if let uploadData {
      pending.body.append(
        UnsafeRawPointer(uploadData).assumingMemoryBound(to: UInt8.self), count: uploadSize.pointee)
    }
    uploadSize.pointee = 0
    return .YES
  }
  if let response = pending.response {
    return send(response, on: connection)
  }
  guard !pending.handlerStarted else { return .YES }
  pending.handlerStarted = true
  if pending.tooLarge {
    return send(
      .error(413, "the request body is larger than \(server.maximumBodySize) bytes"),
      on: connection)
  }
  let request = HTTPRequest(
    method: method.map { String(cString: $0) } ?? "GET",
    path: url.map { String(cString: $0) } ?? "/",
    query: connectionValues(connection, kind: .GET_ARGUMENT_KIND),
    headers: connectionValues(connection, kind: .HEADER_KIND, lowercased: true),
    body: pending.body)
  // The handler runs as a task; the connection waits suspended, holding no thread.
  server.suspend(connection)
  let handler = server.handler
  let key = ConnectionKey(connection)
  Task(executorPreference: server.handlerExecutor) {
    let response = await handler(request)
    pending.response = response
    server.resume(key)
  }
  return .YES
}

/// Releases a request's state when libmicrohttpd is done with it, answered or aborted.
let httpServerCompleted: MHD_RequestCompletedCallback = {
  context, connection, connectionState, _ in
  if let context, let connection {
    Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().watch
      .requestFinished(connection)
  }
  guard let connectionState, let state = connectionState.pointee else { return }
  Unmanaged<PendingRequest>.fromOpaque(state).release()
  connectionState.pointee = nil
}

/// A connection as a value that may cross to the handler's task; only the server uses it.
struct ConnectionKey: Hashable, @unchecked Sendable {
  let pointer: OpaquePointer
  init(_ pointer: OpaquePointer) { self.pointer = pointer }
}

/// A 400 (closing the connection) for a request whose body length is ambiguous (request
/// smuggling's raw material): a Content-Length together with a Transfer-Encoding, more than one
/// Content-Length, or a header name that is not a token. libmicrohttpd keeps whitespace before
/// the colon in the name, so `Transfer-Encoding : chunked` would pass as a header nothing
/// recognises and the body be framed by its Content-Length; RFC 9112 §5.1 requires a 400.
private func framingRefusal(_ connection: OpaquePointer) -> HTTPResponse? {
  final class Counts {
    var contentLengths = 0
    var transferEncodings = 0
    var badName: String?
  }
  let counts = Counts()
  MHD_get_connection_values(
    connection, .HEADER_KIND,
    { context, _, key, _ in
      guard let context, let key else { return .YES }
      let counts = Unmanaged<Counts>.fromOpaque(context).takeUnretainedValue()
      let name = String(
        decoding: UnsafeRawBufferPointer(start: key, count: strlen(key)), as: UTF8.self)
      if counts.badName == nil, !HeaderName.isToken(name) { counts.badName = name }
      switch name.lowercased() {
      case "content-length": counts.contentLengths += 1
      case "transfer-encoding": counts.transferEncodings += 1
      default: break
      }
      return .YES
    }, Unmanaged.passUnretained(counts).toOpaque())
  var refusal: HTTPResponse?
  if let name = counts.badName {
    refusal = .error(
      400,
      "the header name \(HeaderName.quoted(name)) is not a token (whitespace before its colon?)")
  } else if counts.contentLengths > 1 {
    refusal = .error(400, "more than one Content-Length")
  } else if counts.contentLengths == 1 && counts.transferEncodings > 0 {
    refusal = .error(400, "both Content-Length and Transfer-Encoding")
  }
  refusal?.headers["Connection"] = "close"
  return refusal
}

private func send(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
  let reply: OpaquePointer?
  if let stream = response.stream {
    reply = cmhd_stream_response(
      streamReader, Unmanaged.passRetained(StreamState(stream)).toOpaque(), streamRelease)
  } else {
    // libmicrohttpd copies the bytes and only reads them: borrowing them read-only spares a
    // second copy of a body that is shared (a cached picture would be copied on write).
    reply = response.body.withUnsafeBytes { bytes in
      MHD_create_response_from_buffer(
        bytes.count, bytes.baseAddress.map { UnsafeMutableRawPointer(mutating: $0) },
        .RESPMEM_MUST_COPY)
    }
  }
  guard let reply else { return .NO }
  defer { MHD_destroy_response(reply) }
  for (name, value) in response.headers {
    MHD_add_response_header(reply, name, value)
  }
  return MHD_queue_response(connection, UInt32(response.status), reply)
}

/// A streamed body being sent: the producer, and what is left of its last piece.
private final class StreamState {
  let stream: HTTPBodyStream
  var leftover = Data()
  init(_ stream: HTTPBodyStream) { self.stream = stream }
}

private let streamReader: MHD_ContentReaderCallback = { context, _, buffer, maximum in
  guard let context, let buffer, maximum > 0 else { return cmhd_end_of_stream() }
  let state = Unmanaged<StreamState>.fromOpaque(context).takeUnretainedValue()
  while state.leftover.isEmpty {
    guard let next = state.stream.next() else { return cmhd_end_of_stream() }
    state.leftover = next
  }
  let count = min(maximum, state.leftover.count)
  state.leftover.copyBytes(
    to: UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: count)
  state.leftover = Data(state.leftover.dropFirst(count))
  return count
}

private let streamRelease: MHD_ContentReaderFreeCallback = { context in
  guard let context else { return }
  Unmanaged<StreamState>.fromOpaque(context).release()
}

/// Collects a connection's values of one kind (query arguments or headers).
private func connectionValues(
  _ connection: OpaquePointer, kind: MHD_ValueKind, lowercased: Bool = false
) -> [String: String] {
  final class Collected { var values: [String: String] = [:]; var lowercased = false }
  let collected = Collected()
  collected.lowercased = lowercased
  let context = Unmanaged.passUnretained(collected).toOpaque()
  MHD_get_connection_values(
    connection, kind,
    { context, _, key, value in
      guard let context, let key else { return .YES }
      let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
      let name = String(cString: key)
      collected.values[collected.lowercased ? name.lowercased() : name] =
        value.map { String(cString: $0) } ?? ""
      return .YES
    }, context)
  return collected.values
}
