/// The id rule for workplaces, workers, routines, persons and notice slugs: `[a-z0-9-]+`.
package enum Identifier {
    package static func isValid(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            }
    }

    package static let rule = "lowercase letters a-z, digits and '-'"
}
