extension Site.PublicNames {
    /// Two-syllable Korean family names: `남궁민수` has the given name `민수`.
    private static let twoSyllableFamilyNames: Set<String> = ["남궁", "황보", "제갈", "선우", "독고", "사공", "서문", "동방"]

    /// `name` as public pages show it. `full`: unchanged. `given`: the given name — a name with a
    /// space keeps what follows the first word when it starts with Hangul (`김 민지` → `민지`) and its
    /// first word otherwise (`Minji Kim` → `Minji`); a Hangul name without a space drops its family
    /// name, the first syllable (`김민지` → `민지`) or the first two for a two-syllable family name
    /// (`남궁민수` → `민수`); any other name is shown as it is. `masked`: the first and last characters kept and each one between
    /// them a `*` (`김민지` → `김*지`, `남궁민수` → `남**수`); a two-character name keeps its first
    /// (`김지` → `김*`). A one-character name is shown as it is.
    package func shown(_ name: String) -> String {
        switch self {
        case .full: return name
        case .given: return Self.given(name)
        case .masked: return Self.masked(name)
        }
    }

    private static func given(_ name: String) -> String {
        let words = name.split(separator: " ", omittingEmptySubsequences: true)
        if words.count > 1 {
            return words[0].unicodeScalars.first.map(isHangul) == true
                ? words.dropFirst().joined(separator: " ") : String(words[0])
        }
        let characters = Array(name)
        guard characters.count > 1, name.unicodeScalars.first.map(isHangul) == true else { return name }
        let family = characters.count > 2 && twoSyllableFamilyNames.contains(String(characters.prefix(2))) ? 2 : 1
        return String(characters.dropFirst(family))
    }

    private static func masked(_ name: String) -> String {
        let characters = Array(name)
        switch characters.count {
        case 0, 1: return name
        case 2: return String(characters[0]) + "*"
        default:
            return String(characters[0]) + String(repeating: "*", count: characters.count - 2)
                + String(characters.last!)
        }
    }

    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value)
    }
}
