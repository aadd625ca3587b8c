import Foundation

extension FontAwesomeImport {
    /// Writes the data set to `folder`, replacing it whole: the files go to a temporary
    /// folder beside it first, so a failure leaves nothing partial behind.
    public func write(to folder: String) throws(ImportError) {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: folder).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).import-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            for file in files() {
                try Data(file.bytes).write(to: staging.appendingPathComponent(file.name))
            }
            if manager.fileExists(atPath: target.path) {
                // Swap: the old folder moves aside, the new one takes its name, the old goes.
                let previous = parent.appendingPathComponent(".\(target.lastPathComponent).previous-\(ProcessInfo.processInfo.processIdentifier)")
                try? manager.removeItem(at: previous)
                try manager.moveItem(at: target, to: previous)
                do {
                    try manager.moveItem(at: staging, to: target)
                } catch {
                    try? manager.moveItem(at: previous, to: target)
                    throw error
                }
                try? manager.removeItem(at: previous)
            } else {
                try manager.moveItem(at: staging, to: target)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw .writeFailed(path: folder, reason: (error as NSError).localizedDescription)
        }
    }
}
