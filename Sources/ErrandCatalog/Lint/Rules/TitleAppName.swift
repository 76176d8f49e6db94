import Foundation

/// Titles and subtitles leave out the app's name and alternative names.
///
/// Enforces "Exclude your app name. The system already identifies the app associated with a
/// shortcut." A name that is an everyday word ("Corner") counts only when capitalised as the
/// name is.
public struct TitleAppName: LintRule {
    public let id = "title-app-name"
    public let severity = Diagnostic.Severity.warning
    public let summary = "Titles exclude the app's name (\"Exclude your app name\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.titles(subtitles: true).compactMap { title in
            for name in title.app.allNames {
                if let offset = LintText.offset(
                    ofName: name, in: title.text, commonWords: context.resources.commonWords)
                {
                    return context.diagnostic(
                        self,
                        "'\(title.text)' names the app ('\(name)'); leave it out, the system already shows which app "
                            + "the action belongs to", at: title, offset: offset)
                }
            }
            return nil
        }
    }
}
