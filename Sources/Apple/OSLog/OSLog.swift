// `import OSLog` in a file written for iOS: the same logging as `import os` (`Logger`, `OSLog`,
// `os_log`), from VitrineLogging; messages go to standard error.
@_exported import VitrineLogging
