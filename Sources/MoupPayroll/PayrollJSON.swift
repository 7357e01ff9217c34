import MoupModel

/// The JSON that `moup payroll` prints (contract: shared/spec/cli-and-json.md), byte-for-byte
/// deterministic, keys in the documented order.
public enum PayrollJSON {
    public static func encode(_ report: PayrollReport) -> String {
        fatalError("not yet implemented")
    }
}
