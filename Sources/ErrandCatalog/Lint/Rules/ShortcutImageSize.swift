import Foundation

/// A shortcut's image has the size the guidelines ask for.
///
/// Enforces "Create an image that measures: 60x60 pt (180x180 px @ 3x) to display in an iOS app
/// [or] 34x34 pt (68x68 px @2x) to display on the … watch face". The size is read from the PNG
/// file when it is next to the manifest, else taken from the declared width and height.
public struct ShortcutImageSize: LintRule {
    public let id = "shortcut-image-size"
    public let severity = Diagnostic.Severity.warning
    public let summary = "Shortcut images measure 180×180 or 68×68 px (\"Create an image that measures …\")."

    /// The sizes in pixels an image may have: for the phone, and for the watch face.
    public static let sizes: [(width: Int, height: Int)] = [(180, 180), (68, 68)]

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for app in context.catalog.apps {
            let directory = context.loaded.sourceMaps[app.id].map { ($0.file as NSString).deletingLastPathComponent }
            for (index, shortcut) in app.shortcuts.enumerated() {
                guard let image = shortcut.image else { continue }
                let path = "shortcuts[\(index)].image"
                let file =
                    image.path.hasPrefix("/")
                    ? image.path : ((directory ?? ".") as NSString).appendingPathComponent(image.path)
                let real = PNGSize.size(ofFileAt: file)
                let declared = image.width.flatMap { width in image.height.map { (width: width, height: $0) } }
                if let real, let declared, real != declared {
                    result.append(
                        context.diagnostic(
                            self,
                            "the image '\(image.path)' is declared \(declared.width)×\(declared.height) px but the file "
                                + "is \(real.width)×\(real.height) px; correct the declared size", app: app, path: path)
                    )
                }
                guard let size = real ?? declared, !Self.sizes.contains(where: { $0 == size }) else { continue }
                result.append(
                    context.diagnostic(
                        self,
                        "the image '\(image.path)' is \(size.width)×\(size.height) px; make it 180×180 px (the phone) "
                            + "or 68×68 px (the watch face)", app: app, path: path))
            }
        }
        return result
    }
}
