import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTPS server on loopback for tests: Python's `http.server` wrapped in its `ssl` module,
/// with a self-signed certificate for 127.0.0.1 made by the `openssl` command when it starts.
///
/// Every GET gets the answer of its ``Behaviour``. ``certificate`` is the PEM file a client
/// must trust (never turn verification off to reach it).
public final class TLSTestServer: Sendable {
  /// What the server answers to every GET.
  public enum Behaviour: String, Sendable {
    /// 200 and a body of spaces that never ends (no length, until the client hangs up).
    case endless
    /// 200, `Content-Encoding: gzip`, and 256 MiB of zeros compressed to a few hundred KB.
    case gzipBomb = "gzip-bomb"
    /// 200 and the bytes of the file given as `body`.
    case file
  }

  /// The server's address, `https://127.0.0.1:<port>`.
  public let baseURL: URL
  /// The PEM file of the server's self-signed certificate.
  public let certificate: String
  private let process: ChildProcess
  private let folder: TemporaryFolder

  /// Starts a server that answers as `behaviour` (with `body` for ``Behaviour/file``); waits
  /// at most a minute for it to listen.
  public init(_ behaviour: Behaviour, body: Data = Data()) throws {
    let folder = try TemporaryFolder("tls-server")
    self.folder = folder
    let file = { (name: String) in folder.url.appendingPathComponent(name).path }
    let certificate = file("certificate.pem")
    try body.write(to: URL(fileURLWithPath: file("body")))
    try Data(Self.script.utf8).write(to: URL(fileURLWithPath: file("server.py")))
    let openssl = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/openssl"),
      [
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-keyout", file("key.pem"), "-out", certificate, "-days", "1", "-subj", "/CN=127.0.0.1",
        "-addext", "subjectAltName=IP:127.0.0.1",
      ])
    let made = openssl.wait()
    guard made.status == 0 else {
      throw TLSTestServerError("openssl could not make a certificate: \(made.error.suffix(300))")
    }
    // The script writes its port to a file once it listens (Foundation's Process and pipes are
    // avoided: see ChildProcess).
    let process = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/python3"),
      [
        file("server.py"), behaviour.rawValue, certificate, file("key.pem"), file("body"),
        file("port"),
      ])
    let deadline = ContinuousClock.now + .seconds(60)
    var port: Int?
    while port == nil, ContinuousClock.now < deadline {
      port = (try? String(contentsOfFile: file("port"), encoding: .utf8)).flatMap {
        $0.hasSuffix("\n") ? Int($0.dropLast()) : nil
      }
      if port == nil { usleep(20_000) }
    }
    guard let port, let url = URL(string: "https://127.0.0.1:\(port)") else {
      kill(process.pid, SIGKILL)
      _ = process.wait()
      throw TLSTestServerError("the TLS test server did not start within a minute")
    }
    self.process = process
    self.certificate = certificate
    baseURL = url
  }

  /// Stops the server and removes its files.
  public func stop() {
    kill(process.pid, SIGKILL)
    _ = process.wait()
    folder.remove()
  }

  static let script = #"""
    import http.server, os, ssl, sys, zlib

    behaviour, certificate, key, body_file, port_file = sys.argv[1:6]

    def gzip_bomb():
        # 256 MiB of zeros as one gzip member, compressed a mebibyte at a time.
        compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
        zeros = bytes(1 << 20)
        parts = [compressor.compress(zeros) for _ in range(256)]
        parts.append(compressor.flush())
        return b"".join(parts)

    bomb = gzip_bomb() if behaviour == "gzip-bomb" else b""

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *arguments):
            pass

        def do_GET(self):
            try:
                if behaviour == "endless":
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Connection", "close")
                    self.end_headers()
                    chunk = b" " * 65536
                    while True:
                        self.wfile.write(chunk)
                else:
                    body = bomb if behaviour == "gzip-bomb" else open(body_file, "rb").read()
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    if behaviour == "gzip-bomb":
                        self.send_header("Content-Encoding", "gzip")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
            except (BrokenPipeError, ConnectionResetError, ssl.SSLError):
                self.close_connection = True

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certificate, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    with open(port_file + ".new", "w") as port:
        port.write("%d\n" % server.server_address[1])
    os.rename(port_file + ".new", port_file)
    server.serve_forever()
    """#
}

/// Why the TLS test server could not start.
public struct TLSTestServerError: Error, CustomStringConvertible {
  /// What went wrong.
  public var description: String

  init(_ description: String) { self.description = description }
}
