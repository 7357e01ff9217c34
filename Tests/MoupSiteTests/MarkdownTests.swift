import Testing

@testable import MoupMarkdown

@Suite struct MarkdownTests {
    @Test func taskListCheckboxesAreLabelledByTheirText() {
        let html = Markdown.html("- [ ] 포스기 켜기\n- [x] 커피머신 예열\n")
        #expect(
            html == """
                <ul>
                <li><label><input type="checkbox" disabled="" /> 포스기 켜기</label></li>
                <li><label><input type="checkbox" checked="" disabled="" /> 커피머신 예열</label></li>
                </ul>

                """)
    }

    @Test func taskLabelHoldsInlineMarkupButNotANestedList() {
        let html = Markdown.html("- [ ] *우유* [재고표](https://example.com) `5℃` 확인  \n  둘째 줄\n  - [ ] 안쪽 항목\n")
        #expect(
            html == """
                <ul>
                <li><label><input type="checkbox" disabled="" /> <em>우유</em> <a href="https://example.com">재고표</a> <code>5℃</code> 확인<br />
                둘째 줄</label>
                <ul>
                <li><label><input type="checkbox" disabled="" /> 안쪽 항목</label></li>
                </ul>
                </li>
                </ul>

                """)
    }

    @Test func looseTaskItemMovesItsCheckboxIntoTheFirstParagraph() {
        let html = Markdown.html("- [ ] 첫 항목\n\n- [x] 둘째\n\n  설명 문단\n")
        #expect(
            html == """
                <ul>
                <li>
                <p><label><input type="checkbox" disabled="" /> 첫 항목</label></p>
                </li>
                <li>
                <p><label><input type="checkbox" checked="" disabled="" /> 둘째</label></p>
                <p>설명 문단</p>
                </li>
                </ul>

                """)
    }

    @Test func proseWithoutTaskListsIsUnchanged() {
        let source = "- 그냥 목록\n\n<input type=\"checkbox\"> 는 raw HTML\n\n`<input type=\"checkbox\" />`\n"
        let html = Markdown.html(source)
        #expect(!html.contains("<label>"))
        #expect(TaskListLabels.apply(html) == html)
    }

    @Test func rawHTMLIsOmitted() {
        let html = Markdown.html("안녕\n\n<script>alert(1)</script>\n")
        #expect(!html.contains("<script"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
    }

    @Test func tableRenders() {
        let html = Markdown.html("| 요일 | 담당 |\n|---|---|\n| 월 | 민지 |\n")
        #expect(html.contains("<table>"))
        #expect(html.contains("<th>요일</th>"))
        #expect(html.contains("<td>민지</td>"))
    }

    @Test func javascriptLinkIsEmptied() {
        let html = Markdown.html("[누르기](javascript:alert(1))")
        #expect(html.contains("<a href=\"\">누르기</a>"))
    }

    @Test func strikethroughAndAutolink() {
        let html = Markdown.html("~~취소~~ https://example.com")
        #expect(html.contains("<del>취소</del>"))
        #expect(html.contains("<a href=\"https://example.com\">"))
    }

    @Test func concurrentRendersAgree() async {
        let sources = (0..<40).map { "~~\($0)~~ www.example.com/\($0) | a |\n|---|\n| \($0) |\n" }
        let expected = sources.map(Markdown.html)
        let results = await withTaskGroup(of: (Int, String).self) { group in
            for (i, s) in sources.enumerated() { group.addTask { (i, Markdown.html(s + " ")) } }
            var out = Array(repeating: "", count: sources.count)
            for await (i, html) in group { out[i] = html }
            return out
        }
        for (i, html) in results.enumerated() {
            #expect(html == Markdown.html(sources[i] + " "))
            #expect(html.contains("<del>\(i)</del>"), "render \(i) lost its strikethrough: \(expected[i])")
        }
    }

    @Test func oversizedInputIsNotParsed() {
        let big = String(repeating: "a", count: Markdown.maximumInputBytes + 1)
        #expect(Markdown.html(big).contains("1 MiB"))
    }
}
