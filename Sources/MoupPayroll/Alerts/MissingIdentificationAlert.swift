import MoupModel

/// 임금명세서 (근로기준법 시행령 제27조의2): the payslip must identify the worker by birth date or
/// employee number.
enum MissingIdentificationAlert {
    static func alerts(_ worker: Worker) -> [PayrollAlert] {
        guard worker.employeeNo == nil, worker.birthDate == nil else { return [] }
        return [PayrollAlert(code: .missingIdentification, message: Phrase(.alertMissingIdentification))]
    }
}
