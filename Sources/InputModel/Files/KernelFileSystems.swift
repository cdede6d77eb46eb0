#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// File systems whose files are the kernel's views, not stored data: `/proc/self/environ`
/// passes a regular-file check (size 0, mode regular) yet holds the process's environment, a
/// CI job's secrets. The readers refuse files on them.
///
/// Which file system a file is on comes from `/proc/self/mountinfo`: the mount whose device
/// (`major:minor`) is the file's `st_dev`, and its type after the ` - ` separator.
///
///     KernelFileSystems.type(ofDevice: stat("/proc/self/environ").st_dev)   // "proc"
///     KernelFileSystems.type(ofDevice: stat("/etc/hostname").st_dev)        // nil (ext4: a real one)
enum KernelFileSystems {
  /// The types whose files are kernel views.
  static let names: Set<String> = [
    "proc", "sysfs", "debugfs", "tracefs", "securityfs", "cgroup", "cgroup2", "configfs", "efivarfs",
    "bpf", "pstore", "devpts", "mqueue", "fusectl", "binfmt_misc", "autofs", "rpc_pipefs", "nsfs",
  ]

  /// The kernel file system `device` belongs to, or `nil` when it is none of `names` (or the
  /// system has no mountinfo, as off Linux).
  static func type(ofDevice device: dev_t) -> String? {
    #if os(Linux)
      let wanted = "\(major(device)):\(minor(device))"
      for line in mountInfoLines() {
        // "36 35 0:21 / /proc rw,nosuid … shared:12 - proc proc rw"
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count > 2, fields[2] == wanted,
          let separator = fields.firstIndex(of: "-"), separator + 1 < fields.count
        else { continue }
        let type = String(fields[separator + 1])
        return names.contains(type) ? type : nil
      }
    #endif
    return nil
  }

  #if os(Linux)
    /// glibc's `major`/`minor` are macros Swift does not import: the bit layout of `dev_t`.
    private static func major(_ device: dev_t) -> UInt64 {
      ((UInt64(device) >> 8) & 0xfff) | ((UInt64(device) >> 32) & ~0xfff)
    }

    private static func minor(_ device: dev_t) -> UInt64 {
      (UInt64(device) & 0xff) | ((UInt64(device) >> 12) & ~0xff)
    }

    /// The lines of `/proc/self/mountinfo`, read with plain POSIX calls (the regular-file
    /// reader would refuse it, rightly).
    private static func mountInfoLines() -> [Substring] {
      let descriptor = open("/proc/self/mountinfo", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return [] }
      defer { _ = close(descriptor) }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 65536)
      while bytes.count < 16 * 1_048_576 {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        bytes.append(contentsOf: chunk[0..<count])
      }
      return String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    }
  #endif
}
