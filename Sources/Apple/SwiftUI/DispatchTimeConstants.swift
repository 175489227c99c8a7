// What `import SwiftUI` brings in on iOS through Darwin's Dispatch headers and that the
// toolchain's Dispatch on Linux does not export: the nanosecond constants iOS code writes with
// `Task.sleep(nanoseconds:)` (`2 * NSEC_PER_SEC`). Values from <dispatch/time.h>.

/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
