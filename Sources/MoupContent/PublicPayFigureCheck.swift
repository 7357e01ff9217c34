import MoupModel

/// A warning where a public text states an amount of pay: a notice (shown on the workplace pages,
/// to anyone with the address) or a shift's `publicMemo` (on the shared calendar and the workplace
/// feed). Pay is between a worker and the owner (개인정보 보호법; the payslip is sealed for its
/// reader); "김민지 님 시급이 10,800원으로 오릅니다" on a public page says what the payslip hides.
///
/// An amount is a number written with 원 after it (`10,800원`, `30만 원`, `5천원`) or ₩ before it,
/// or any number equal to a wage of one of the workplace's workers (`시급 10800`). The warning is
/// at the line and column of the figure and does not repeat it (logs are mailed).
enum PublicPayFigureCheck {
    static let code = "content.public-pay-figure"

    static func check(notices: [SourceFile], shifts: [Shift], workers: [Worker], report: Report) {
        let wages = Set(workers.flatMap { $0.wage.steps.map(\.amount) })
        for file in notices {
            for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let column = firstFigure(in: line, wages: wages) else { continue }
                report.warning(
                    Wording("content.noticeStatesPay"),
                    at: SourceLocation(file: file.path, line: index + 1, column: column), code: code)
            }
        }
        for shift in shifts {
            guard let memo = shift.publicMemo, firstFigure(in: Substring(memo), wages: wages) != nil else { continue }
            report.warning(
                Wording("content.publicMemoStatesPay", ["worker": "\(shift.workerID)", "date": "\(shift.date)"]),
                at: shift.location, code: code)
        }
    }

    /// The column (1-based, in characters) where the first amount of pay in `line` starts; nil when none.
    static func firstFigure(in line: Substring, wages: Set<Int>) -> Int? {
        let characters = Array(line)
        var i = 0
        while i < characters.count {
            guard characters[i].isASCIIDigit else {
                i += 1
                continue
            }
            let start = i
            var digits = ""
            while i < characters.count,
                characters[i].isASCIIDigit
                    || characters[i] == "," && i + 1 < characters.count && characters[i + 1].isASCIIDigit
            {
                if characters[i] != "," { digits.append(characters[i]) }
                i += 1
            }
            let before = characters[..<start].reversed().drop { $0 == " " }.first
            var after = characters[i...].drop { $0 == " " }
            if after.first == "만" || after.first == "천" { after = after.dropFirst().drop { $0 == " " } }
            if before == "₩" || after.first == "원" { return start + 1 }
            if let value = Int(digits), value >= 1000, wages.contains(value) { return start + 1 }
        }
        return nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
