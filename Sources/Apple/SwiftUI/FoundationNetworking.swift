// On iOS, Foundation brings `URLSession`, `URLRequest` and the rest of URL loading, so app code
// importing SwiftUI alone uses them; on Linux they live in the toolchain's FoundationNetworking.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
