// `import os` in a file written for iOS: `Logger`, `OSLog`, `os_log` and `OSLogMessage`
// interpolation with `privacy:`, from VitrineLogging; messages go to standard error.
@_exported import VitrineLogging
