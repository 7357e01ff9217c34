import MoupModel
import MoupPayroll

/// One version of a worker's 근로계약서 as text, item by item in the order of 고용노동부's 표준근로계약서
/// (단시간근로자용), in the site's language (`contract.*` in the string tables): for the contract page and
/// for `moup explain --contract`. What the content lacks (address, phone, duties, pay method) reads
/// "(작성 필요)" and is marked `missing`.
package struct ContractText: Sendable, Hashable {
    /// An item's text, and whether it stands for a value the content does not give.
    package struct Value: Sendable, Hashable {
        package var text: String
        package var missing: Bool = false
    }

    /// One working day: weekday, start, end, break and hours after it.
    package struct Day: Sendable, Hashable {
        package var weekday: String
        package var start: String
        package var end: String
        package var breakTime: String
        package var hours: String
    }

    /// One insurance and whether it applies (with the date it applies from, where later).
    package struct Insurance: Sendable, Hashable {
        package var label: String
        package var applies: Bool
        package var note: String?
    }

    package var title: String
    /// `제2판 · 2026년 11월 16일부터`.
    package var versionLabel: String
    package var parties: String
    package var period: String
    package var firstHired: String?
    package var place: Value
    package var duties: Value
    package var days: [Day]
    package var weekTotal: String
    package var weekDays: String
    package var weeklyHoliday: String
    /// `시간급` and `10,800원`.
    package var wageLabel: String
    package var wage: String
    package var bonus: String
    /// 기타급여 (제수당): one line each; empty: none.
    package var allowances: [String]
    package var overtime: String
    package var payDay: String
    package var payMethod: Value
    package var annualLeave: String
    package var insurance: [Insurance]
    /// The date handed over, or that there is no record of it.
    package var issued: String
    package var isIssued: Bool
    package var businessName: String
    package var phone: Value
    package var address: Value
    package var representative: String
    package var workerName: String
    /// What changed from the version before (empty for the first).
    package var changes: [String]

    package init(_ version: ContractVersion, workplace wp: Workplace, worker: Worker, words: Words) {
        let terms = version.terms
        let missing = Value(text: words("contract.toFill"), missing: true)
        func given(_ text: String?) -> Value { text.map { Value(text: $0) } ?? missing }
        // The part-time form for fewer scheduled hours a week than a full-time worker's 40 (기간제법 제2조), the
        // standard form otherwise: the items are the same.
        title = terms.weeklyMinutes < 40 * 60 ? words("contract.title") : words("contract.titleFullTime")
        versionLabel = Self.label(version, words)
        parties = words("contract.parties", ["owner": wp.owner, "worker": worker.name])
        period =
            terms.end.map { words("contract.periodFixed", ["start": words.date(version.from), "end": words.date($0)]) }
            ?? words("contract.periodOpen", ["start": words.date(version.from)])
        firstHired = worker.start.flatMap {
            $0 < version.from ? words("contract.firstHired", ["date": words.date($0)]) : nil
        }
        place = wp.address.map { Value(text: "\(wp.name), \($0)") } ?? missing
        duties = given(worker.duties)
        days = terms.days.map { day in
            let breakText: String
            if day.breakMinutes == 0 {
                breakText = words("contract.noBreak")
            } else if day.breaks.isEmpty {
                breakText = words.duration(day.breakMinutes)
            } else {
                breakText = words(
                    "contract.breakRanges",
                    [
                        "ranges": day.breaks.map(Format.span).joined(separator: ", "),
                        "minutes": words.duration(day.breakMinutes),
                    ])
            }
            return Day(
                weekday: words.weekday(day.weekday), start: day.span.start.description, end: day.span.end.description,
                breakTime: breakText, hours: words.duration(day.minutes))
        }
        weekTotal = words.duration(terms.weeklyMinutes)
        var weekdays: [Weekday] = []
        for day in terms.days where !weekdays.contains(day.weekday) { weekdays.append(day.weekday) }
        weekDays = words("contract.weekDays", ["days": weekdays.map(words.weekday).joined(separator: "·")])
        let holiday = words.weekday(terms.weeklyHoliday)
        weeklyHoliday =
            !terms.weeklyHolidayPaid
            ? words("contract.weeklyHolidayUnpaid", ["day": holiday])
            : terms.wageKind == .monthly
                ? words("contract.weeklyHolidayPaidMonthly", ["day": holiday])
                : words("contract.weeklyHolidayPaid", ["day": holiday])
        switch terms.wageKind {
        case .hourly: wageLabel = words("contract.wageHourly")
        case .daily: wageLabel = words("contract.wageDaily")
        case .monthly: wageLabel = words("contract.wageMonthly")
        }
        wage = words.won(terms.wageAmount)
        bonus = words("contract.bonusNone")
        var allowances: [String] = []
        if terms.weeklyHolidayPaid && terms.wageKind != .monthly {
            allowances.append(words("contract.weeklyAllowance"))
        }
        if terms.nightPremium { allowances.append(words("contract.nightAllowance")) }
        if terms.holidayPremium { allowances.append(words("contract.holidayAllowance")) }
        if terms.mealAllowance > 0 {
            allowances.append(words("contract.mealAllowance", ["amount": words.won(terms.mealAllowance)]))
        }
        self.allowances = allowances
        overtime =
            !terms.partTimeOvertimePremium
            ? words("contract.overtimeNone")
            : terms.weeklyMinutes < 40 * 60 ? words("contract.overtimeRate") : words("contract.overtimeRateFull")
        switch terms.pay {
        case .monthly: payDay = words("contract.payDayMonthly", ["day": String(terms.payDay)])
        case .weekly(let day): payDay = words("contract.payDayWeekly", ["day": words.weekday(day)])
        }
        switch terms.payMethod {
        case .direct?: payMethod = Value(text: words("contract.payMethodDirect"))
        case .bank?: payMethod = Value(text: words("contract.payMethodBank"))
        case nil: payMethod = missing
        }
        annualLeave = terms.annualLeave ? words("contract.annualLeaveGranted") : words("contract.annualLeaveNone")
        func insurance(_ key: String, _ status: ContractInsurance.Status) -> Insurance {
            switch status {
            case .applies: return Insurance(label: words(key), applies: true)
            case .notApplied: return Insurance(label: words(key), applies: false)
            case .appliesFrom(let date):
                return Insurance(
                    label: words(key), applies: true, note: words("contract.insuranceFrom", ["date": words.date(date)]))
            }
        }
        self.insurance = [
            insurance("contract.insuranceEmployment", terms.insurance.employment),
            insurance("contract.insuranceAccident", terms.insurance.industrialAccident),
            insurance("contract.insurancePension", terms.insurance.pension),
            insurance("contract.insuranceHealth", terms.insurance.health),
        ]
        isIssued = version.issued != nil
        issued =
            version.issued.map { words("contract.issuedOn", ["date": words.date($0)]) } ?? words("contract.notIssued")
        businessName = wp.name
        phone = given(wp.phone)
        address = given(wp.address)
        representative = wp.owner
        workerName = worker.name
        changes = version.changes.map { change in
            switch change {
            case .wage(let old, let new):
                return words("contract.changeWage", ["old": words.won(old), "new": words.won(new)])
            case .schedule(let old, let new):
                return words("contract.changeSchedule", ["old": words.duration(old), "new": words.duration(new)])
            case .weeklyHoliday: return words("contract.changeWeeklyHoliday")
            case .allowances: return words("contract.changeAllowances")
            case .pay: return words("contract.changePay")
            case .annualLeave: return words("contract.changeAnnualLeave")
            case .insurance: return words("contract.changeInsurance")
            case .end: return words("contract.changeEnd")
            }
        }
    }

    /// `제2판 · 2026년 11월 16일부터`, or with its last day once a later version or `end` closes it.
    package static func label(_ version: ContractVersion, _ words: Words) -> String {
        version.through.map {
            words(
                "contract.versionRange",
                [
                    "n": String(version.number), "start": words.date(version.from),
                    "end": words.date($0),
                ])
        }
            ?? words("contract.versionLabel", ["n": String(version.number), "date": words.date(version.from)])
    }

    /// Each item as `label: value` lines, in the form's order, for a terminal.
    package func lines(_ words: Words) -> [(label: String, value: String)] {
        var out: [(String, String)] = [
            (words("contract.period"), period + (firstHired.map { " (\($0))" } ?? "")),
            (words("contract.place"), place.text), (words("contract.duties"), duties.text),
        ]
        out += days.map {
            (
                words("contract.days") + " · " + $0.weekday,
                "\($0.start)–\($0.end), \(words("contract.dayBreak")) \($0.breakTime), \($0.hours)"
            )
        }
        out += [
            (words("contract.weekTotal"), weekTotal), (words("contract.weeklyHoliday"), weeklyHoliday),
            (words("contract.wage") + " · " + wageLabel, wage), (words("contract.bonus"), bonus),
            (
                words("contract.allowances"),
                allowances.isEmpty ? words("contract.allowancesNone") : allowances.joined(separator: "; ")
            ),
            (words("contract.overtime"), overtime), (words("contract.payDay"), payDay),
            (words("contract.payMethod"), payMethod.text),
            (words("contract.annualLeave"), annualLeave),
        ]
        out += insurance.map {
            (
                words("contract.insurance") + " · " + $0.label,
                ($0.applies ? "☑" : "☐") + ($0.note.map { " " + $0 } ?? "")
            )
        }
        out += [(words("contract.issue"), issued)]
        return out
    }
}
