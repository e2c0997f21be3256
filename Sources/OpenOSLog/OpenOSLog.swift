// OpenOSLog: the OSLog framework's `Logger` (iOS 14) for Linux, imported as `OSLog` through the
// `OSLog=OpenOSLog` module alias (docs/porting.md, "Keeping `import UIKit`: module aliases"), as
// `openuikit test` sets it. It brings `OSLog`, `OSLogType` and `os_log` with it, as Apple's does.
@_exported import _OpenUIKitShims
