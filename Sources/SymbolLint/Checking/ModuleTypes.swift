/// The types one module declares, each with what holds in it (its `@available`, the types
/// around it), so that an extension of a type marked `@available` in another file inherits
/// it. A module here is the files the same targets build. A type declared twice (in two
/// `#if` branches) holds what both declarations prove.
struct ModuleTypes {
    private var declared = [String: Availability]()

    init(_ types: some Sequence<(name: String, availability: Availability)>) {
        for (name, availability) in types {
            declared[name] = declared[name].map { $0.common(with: availability) } ?? availability
        }
    }

    /// What the declaration of `name` (`Outer.Inner`) and of the types around it (`Outer`) prove.
    func lift(_ name: String) -> Availability {
        var result = Availability.none
        var path = Substring(name)
        while true {
            if let found = declared[String(path)] { result = result.merged(with: found) }
            guard let dot = path.lastIndex(of: ".") else { break }
            path = path[..<dot]
        }
        return result.named("@available of \(name)")
    }
}
