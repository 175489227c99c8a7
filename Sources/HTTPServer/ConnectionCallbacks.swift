import CMicroHTTPD
import Foundation

/// The body of a request being received, kept between libmicrohttpd's calls.
final class PendingRequest {
  var body = Data()
  var tooLarge = false
}

/// libmicrohttpd's access handler: called first with no state, then with each piece of the body,
/// then once more with none, which is when the request is answered.
let httpServerAccess: MHD_AccessHandlerCallback = {
  context, connection, url, method, _, uploadData, uploadSize, connectionState in
  guard let context, let connection, let connectionState, let uploadSize else { return .NO }
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  guard let state = connectionState.pointee else {
    connectionState.pointee = Unmanaged.passRetained(PendingRequest()).toOpaque()
    return .YES
  }
  let pending = Unmanaged<PendingRequest>.fromOpaque(state).takeUnretainedValue()
  if uploadSize.pointee > 0 {
    if pending.body.count + uploadSize.pointee > server.maximumBodySize {
      pending.tooLarge = true
    } else if let uploadData {
      pending.body.append(
        UnsafeRawPointer(uploadData).assumingMemoryBound(to: UInt8.self), count: uploadSize.pointee)
    }
    uploadSize.pointee = 0
    return .YES
  }
  let request = HTTPRequest(
    method: method.map { String(cString: $0) } ?? "GET",
    path: url.map { String(cString: $0) } ?? "/",
    query: connectionValues(connection, kind: .GET_ARGUMENT_KIND),
    headers: connectionValues(connection, kind: .HEADER_KIND, lowercased: true),
    body: pending.body)
  let response =
    pending.tooLarge
    ? HTTPResponse.error(413, "the request body is larger than \(server.maximumBodySize) bytes")
    : waitFor { await server.handler(request) }
  return send(response, on: connection)
}

/// Releases a request's state when libmicrohttpd is done with it, answered or aborted.
let httpServerCompleted: MHD_RequestCompletedCallback = { _, _, connectionState, _ in
  guard let connectionState, let state = connectionState.pointee else { return }
  Unmanaged<PendingRequest>.fromOpaque(state).release()
  connectionState.pointee = nil
}

/// Runs an async handler to completion on the connection's own thread.
private func waitFor(_ work: @escaping @Sendable () async -> HTTPResponse) -> HTTPResponse {
  let done = DispatchSemaphore(value: 0)
  let box = ResponseBox()
  Task {
    box.response = await work()
    done.signal()
  }
  done.wait()
  return box.response ?? .error(500, "the handler returned nothing")
}

private final class ResponseBox: @unchecked Sendable {
  var response: HTTPResponse?
}

private func send(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
  var body = response.body
  let reply = body.withUnsafeMutableBytes { bytes in
    MHD_create_response_from_buffer(bytes.count, bytes.baseAddress, .RESPMEM_MUST_COPY)
  }
  guard let reply else { return .NO }
  defer { MHD_destroy_response(reply) }
  for (name, value) in response.headers {
    MHD_add_response_header(reply, name, value)
  }
  return MHD_queue_response(connection, UInt32(response.status), reply)
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
