// Serves the embedded statistics snapshot on covid19api.com's routes, for
// `VITRINE_STATS_API_URL=http://127.0.0.1:PORT vitrine ...`.
import Foundation
import VitrineHTTPServer
import VitrineStatistics

let arguments = Array(CommandLine.arguments.dropFirst())
var port: UInt16 = 8090
if arguments.first == "--help" || arguments.first == "-h" {
  print("usage: vitrine-stats-server [--port N]   (default 8090; 0 picks a free port)")
  exit(0)
}
if arguments.count == 2, arguments[0] == "--port" {
  guard let value = UInt16(arguments[1]) else {
    FileHandle.standardError.write(Data("vitrine-stats-server: --port expects 0 to 65535\n".utf8))
    exit(2)
  }
  port = value
} else if !arguments.isEmpty {
  FileHandle.standardError.write(Data("usage: vitrine-stats-server [--port N]\n".utf8))
  exit(2)
}
do {
  let server = try HTTPServer(port: port, handler: StatisticsRoutes().handler)
  let line = "serving /summary, /countries and /total/country/<slug> at \(server.baseURL)\n"
  FileHandle.standardOutput.write(Data(line.utf8))
  withExtendedLifetime(server) {
    while true { sleep(3600) }
  }
} catch {
  FileHandle.standardError.write(Data("vitrine-stats-server: \(error)\n".utf8))
  exit(1)
}
