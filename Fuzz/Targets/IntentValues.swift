// Fuzz target: intent parameter values from their text form, as configuration arrives from
// the command line, the store or a web form; each value must read back from its own text.
import Foundation
import VitrineWidgetCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIntentValues(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  func roundTrip<T: IntentParameterValue & Equatable>(_ type: T.Type) {
    guard let value = T(intentString: text), let again = value.intentString else { return }
    precondition(T(intentString: again) != nil, "\(T.self) '\(again)' does not read back")
  }
  roundTrip(Int.self)
  roundTrip(Double.self)
  roundTrip(Bool.self)
  roundTrip(String.self)
  roundTrip(URL.self)
  roundTrip(Date.self)
  roundTrip(Int?.self)
  return 0
}
