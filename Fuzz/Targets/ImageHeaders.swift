// Fuzz target: image headers, as Image(data:) reads them.
import Foundation

@testable import VitrineUI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageHeaders(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let header = ImageHeader(Data(bytes: bytes, count: count))
  if let size = header.pixelSize {
    precondition(size.width >= 1 && size.width <= CGFloat(ImageHeader.maximumDimension))
    precondition(size.height >= 1 && size.height <= CGFloat(ImageHeader.maximumDimension))
  }
  return 0
}
