import ArgumentParser
import ErrandCatalog
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `errand lint PATH…`: loads manifests and checks them against the design guidelines.
///
/// Prints one diagnostic per finding, `path:line:col: error|warning: message [rule-id]`, with the
/// source line and a caret (or a JSON array with `--format json`). Loading errors are printed the
/// same way. Exits with status 1 when there is any error, else 0.
///
/// ```
/// errand lint Examples
/// errand lint coffee.yaml --format json
/// ```
public struct LintCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check app manifests against the design guidelines.",
        discussion: "Exits with status 1 when any error is found (loading errors included), else 0."
    )

    /// How diagnostics are printed.
    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        case text, json
    }

    @Argument(help: "Manifest files, or folders searched for .yaml, .yml and .json manifests.")
    public var paths: [String]

    @Option(help: "Output format: text (like a compiler) or json (for tools).")
    public var format: Format = .text

    @Flag(help: "Print to standard error how long loading and linting took.")
    public var timing = false

    public init() {}

    public func validate() throws {
        guard !paths.isEmpty else {
            throw ValidationError("give at least one manifest file or folder, like: errand lint Examples")
        }
    }

    /// What one run of the command prints and its exit status.
    public struct Outcome: Sendable {
        public var output: String
        public var errorOutput: String
        public var exitStatus: Int32
        /// Every diagnostic, loading problems included, in output order.
        public var diagnostics: [Diagnostic]
    }

    public func run() throws {
        let outcome = Self.outcome(paths: paths, format: format, timing: timing)
        if !outcome.output.isEmpty { print(outcome.output) }
        if !outcome.errorOutput.isEmpty { writeError(outcome.errorOutput) }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }

    /// Loads and lints `paths`, returning what the command prints; does no I/O besides reading
    /// the manifests.
    public static func outcome(paths: [String], format: Format = .text, timing: Bool = false) -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = processorTime()
        var diagnostics: [Diagnostic]
        var sources: [String: String] = [:]
        var loadTime = Duration.zero
        var lintTime = Duration.zero
        var appCount = 0
        var ruleTimes: [(rule: String, time: Duration)] = []
        var listsTime = Duration.zero
        do {
            let loaded = try ManifestLoader().load(paths: paths)
            loadTime = clock.now - start
            let lintStart = clock.now
            _ = LintResources.shipped  // read the word lists once, and count it as linting
            listsTime = clock.now - lintStart
            let result = Linter().timedLint(loaded)
            diagnostics = loaded.warnings + result.diagnostics
            lintTime = clock.now - lintStart
            ruleTimes = result.times
            sources = loaded.sources
            appCount = loaded.catalog.apps.count
        } catch {
            loadTime = clock.now - start
            diagnostics = error.diagnostics
            for file in Set(diagnostics.compactMap(\.location?.file)) {
                sources[file] = (try? String(contentsOfFile: file, encoding: .utf8))?.normalizingLineBreaks()
            }
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        var output: String
        switch format {
        case .json:
            output = DiagnosticJSON.encode(diagnostics)
        case .text:
            output = DiagnosticRenderer(sources: sources).render(diagnostics)
            if !diagnostics.isEmpty {
                output += "\n\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
            }
        }
        var errorOutput = ""
        if timing {
            let cpu = processorTime() - cpuStart
            errorOutput =
                "loaded \(appCount) app\(appCount == 1 ? "" : "s") in \(milliseconds(loadTime)) ms, "
                + "linted in \(milliseconds(lintTime)) ms (word lists \(milliseconds(listsTime)) ms), "
                + "total \(milliseconds(loadTime + lintTime)) ms (processor time \(milliseconds(cpu)) ms)"
            let slowest = ruleTimes.sorted { $0.time > $1.time }.prefix(3)
            if !slowest.isEmpty {
                errorOutput +=
                    "\nslowest rules: "
                    + slowest.map { "\($0.rule) \(milliseconds($0.time)) ms" }.joined(separator: ", ")
            }
        }
        return Outcome(
            output: output, errorOutput: errorOutput, exitStatus: errors > 0 ? 1 : 0, diagnostics: diagnostics)
    }

    /// The processor time this process has used so far: unlike the wall clock, it does not grow
    /// when other processes share the machine.
    static func processorTime() -> Duration {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return .zero }
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return String(format: "%.1f", value)
    }
}
