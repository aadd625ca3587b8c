import CatalogSystem
import SymbolCatalog

/// `catalog collection doctor` in text and JSON.
enum DoctorRenderer {
    static func text(_ diagnosis: StoreDiagnosis, style: ANSIStyle) -> String {
        var rows = [
            ["Store", diagnosis.path], ["", state(diagnosis.store)],
            ["Last good copy", diagnosis.lastGoodPath], ["", state(diagnosis.lastGood)],
        ]
        for leftover in diagnosis.leftovers {
            rows.append(["Leftover", leftover + " (from an interrupted write; the next change removes it)"])
        }
        if diagnosis.isLocked { rows.append(["Lock", "held by another catalog process right now"]) }
        let lines = TextTable.align(rows).map { line in
            line.hasPrefix(" ") ? line : style.dim(String(line.prefix(while: { $0 != " " }))) + line.drop { $0 != " " }
        }
        return lines.joined(separator: "\n") + "\n\n" + advice(diagnosis).map { $0 + "\n" }.joined()
    }

    /// `healthy: 3 favorites, 2 collections (12 symbols)`, `damaged: line 3, …`.
    static func state(_ state: StoreDiagnosis.FileState) -> String {
        switch state {
        case .missing: "missing"
        case .healthy(let contents): "healthy: " + summary(contents)
        case .damaged(let reason): "damaged: " + reason
        case .newerSchema(let version): "written by a newer catalog: schema \(version) (this one reads \(StoreContents.schemaVersion))"
        case .unreadable(let reason): "cannot be read: " + reason
        case .tooLarge(let size, let limit): limit.tooLargeReason(size: size)
        }
    }

    static func summary(_ contents: StoreContents) -> String {
        let symbols = contents.collections.map(\.entries.count).reduce(0, +)
        return Numbers.counted(contents.favorites.count, "favorite") + ", "
            + Numbers.counted(contents.collections.count, "collection") + " with " + Numbers.counted(symbols, "symbol")
    }

    /// What to do, in sentences.
    static func advice(_ diagnosis: StoreDiagnosis) -> [String] {
        let restore = "'catalog collection doctor --restore' puts the last good copy in its place and keeps the file it replaces."
        var lines = [String]()
        switch diagnosis.store {
        case .healthy(let contents) where diagnosis.lostEntries:
            lines.append("The store holds \(summary(contents)), but its last good copy has \(summary(diagnosis.lastGood.contents ?? contents)): "
                         + "it was emptied outside catalog, and every command that changes it refuses until you choose.")
            lines.append(restore)
            lines.append("To keep the empty store instead, delete the last good copy.")
        case .healthy:
            lines.append("The store is healthy.")
            switch diagnosis.lastGood {
            case .healthy: break
            case .missing: lines.append("It has no last good copy yet; the next change writes one.")
            default: lines.append("Its last good copy is not usable; the next change rewrites it.")
            }
        case .missing:
            if let contents = diagnosis.lastGood.contents {
                lines.append("There is no store (it was removed or moved), but its last good copy has \(summary(contents)).")
                lines.append(restore)
            } else {
                lines.append("There is no store yet; the first change makes it.")
            }
        case .tooLarge(let size, let limit):
            lines.append("It is \(FileSizeLimit.megabytesText(size)): set \(FileSizeLimit.environmentVariable) above \(limit.megabytes) "
                         + "to use it; every command leaves it untouched until then.")
        case .damaged, .newerSchema, .unreadable:
            if case .newerSchema = diagnosis.store {
                lines.append("Upgrade catalog to use it; every command leaves it untouched until then.")
            } else if case .unreadable = diagnosis.store {
                lines.append("Fix its permissions, or restore; every command leaves it untouched until then.")
            } else {
                lines.append("Every command leaves it untouched. Fix it by hand at the place named above, or restore.")
            }
            if diagnosis.canRestore {
                lines.append(restore)
            } else {
                lines.append("There is no good copy to restore: fix the file by hand, or move it away to start afresh.")
            }
        }
        return lines
    }
}
