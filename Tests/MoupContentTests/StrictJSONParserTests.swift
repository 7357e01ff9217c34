import Testing

@testable import MoupContent

@Suite struct StrictJSONParserTests {
    private func syntaxError(_ text: String) -> String? {
        do {
            _ = try StrictJSONParser.parse(text)
            return nil
        } catch {
            return "\(error.position.line):\(error.position.column): \(error.message)"
        }
    }

    @Test func parsesValuesWithPositions() throws {
        let value = try StrictJSONParser.parse("{\n  \"a\": [1, -2.5e3, true, null],\n  \"b\": \"x\\u00e9\\n\"\n}")
        guard case .map(let entries) = value.kind else {
            Issue.record("not a map")
            return
        }
        #expect(entries.map(\.key) == ["a", "b"])
        #expect(entries[0].keyPosition == SourcePosition(line: 2, column: 3))
        #expect(entries[1].value.position == SourcePosition(line: 3, column: 8))
        guard case .list(let items) = entries[0].value.kind else {
            Issue.record("not a list")
            return
        }
        #expect(items.map(\.position.column) == [9, 12, 20, 26])
        if case .number(let text) = items[1].kind { #expect(text == "-2.5e3") } else { Issue.record("not a number") }
        if case .text(let text, let plain) = entries[1].value.kind {
            #expect(text == "xé\n")
            #expect(!plain)
        } else {
            Issue.record("not text")
        }
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // "메모" is 6 UTF-8 bytes but 2 characters: the next value starts at column 16.
        let value = try StrictJSONParser.parse(#"{"m": "메모", "n": 1}"#)
        guard case .map(let entries) = value.kind else {
            Issue.record("not a map")
            return
        }
        #expect(entries[1].keyPosition == SourcePosition(line: 1, column: 13))
        #expect(entries[1].value.position == SourcePosition(line: 1, column: 18))
    }

    @Test func surrogatePairsDecode() throws {
        let value = try StrictJSONParser.parse(#""\ud83d\ude00""#)
        if case .text(let text, _) = value.kind { #expect(text == "😀") } else { Issue.record("not text") }
    }

    @Test func rejectsTrailingCommas() {
        #expect(syntaxError("{\"a\": [1, 2,]}") == "1:13: trailing comma before ']' is not allowed")
        #expect(syntaxError("{\"a\": 1,\n}") == "2:1: trailing comma before '}' is not allowed")
    }

    @Test func rejectsComments() {
        #expect(syntaxError("// note\n{}") == "1:1: comments are not allowed in JSON")
        #expect(syntaxError("{\"a\": 1 /* x */}") == "1:9: comments are not allowed in JSON")
    }

    @Test func rejectsDuplicateNames() {
        #expect(syntaxError("{\"a\": 1,\n \"a\": 2}") == "2:2: duplicate name 'a' in one object (first at line 1)")
    }

    @Test func rejectsBadNumbers() {
        #expect(syntaxError("[01]") == "1:3: numbers may not start with a leading zero")
        #expect(syntaxError("[1.]") == "1:4: a number needs a digit after '.'")
        #expect(syntaxError("[-]") == "1:3: a number needs a digit after '-'")
        #expect(syntaxError("[1e]") == "1:4: a number needs a digit in its exponent")
        #expect(syntaxError("[+1]") == "1:2: unexpected '+'; expected a value")
    }

    @Test func rejectsBadStrings() {
        #expect(syntaxError("[\"a\tb\"]")?.hasPrefix("1:4: a control character") == true)
        #expect(syntaxError(#"["\x"]"#) == #"1:3: invalid escape '\x' in a string"#)
        #expect(
            syntaxError(#"["\ud800"]"#)
                == #"1:3: invalid \u escape: a high surrogate must be followed by a low surrogate"#)
        #expect(syntaxError(#"["\u12"]"#) == #"1:3: invalid \u escape: four hex digits are needed"#)
        #expect(syntaxError("[\"abc") == "1:6: unexpected end of file inside a string")
        #expect(syntaxError("['a']") == "1:2: unexpected '''; expected a value")
    }

    @Test func rejectsBareWordsAndMissingSeparators() {
        #expect(syntaxError("[tru]") == "1:2: unexpected 'tru'; text must be in double quotes")
        #expect(syntaxError("[kim]") == "1:2: unexpected 'kim'; text must be in double quotes")
        #expect(syntaxError("{\"a\" 1}") == "1:6: expected ':' after the name 'a'")
        #expect(syntaxError("{\"a\": 1 \"b\": 2}") == "1:9: expected ',' or '}' after the value of 'a', found '\"'")
        #expect(syntaxError("[1 2]") == "1:4: expected ',' or ']' in a list, found '2'")
        #expect(syntaxError("{a: 1}") == "1:2: expected a name in double quotes, found 'a'")
    }

    @Test func rejectsTrailingContentAndEmptyInput() {
        #expect(syntaxError("{} {}") == "1:4: unexpected '{' after the end of the JSON value")
        #expect(syntaxError("") == "1:1: unexpected end of file; a value is missing")
        #expect(syntaxError("  \n ") == "2:2: unexpected end of file; a value is missing")
    }

    @Test func rejectsDeepNesting() {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(syntaxError(deep) == "1:65: lists and objects are nested too deeply (more than 64 levels)")
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(syntaxError(ok) == nil)
    }
}
