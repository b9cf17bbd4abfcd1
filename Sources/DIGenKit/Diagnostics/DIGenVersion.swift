/// digen's engine: scan, parse, model, check. The `digen` command line is a thin layer over it.
/// Declared here, with its version, so that every stage can name the version it writes into
/// reports and summaries; the stages' entry points are extensions in `Pipeline/`.
public enum DIGen {
    /// The version `digen version` prints.
    public static let version = "0.1.0"
}
