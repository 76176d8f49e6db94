import Foundation

extension ModelCacheDirectory {
    /// Where commands keep trained models: `$ERRAND_CACHE/models` when `ERRAND_CACHE` is set and
    /// not empty, else the platform's cache path (`$XDG_CACHE_HOME/errand/models`, else
    /// `~/.cache/errand/models`). Models hold nothing of a person, only what a catalog's apps
    /// declare, so they are kept apart from the state.
    public static func standard(environment: [String: String]) -> ModelCacheDirectory {
        ModelCacheDirectory(url: cacheRoot(environment: environment).appendingPathComponent("models"))
    }

    private static func cacheRoot(environment: [String: String]) -> URL {
        if let variable = environment["ERRAND_CACHE"], !variable.isEmpty { return URL(fileURLWithPath: variable) }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        #if os(macOS)
            return URL(fileURLWithPath: home).appendingPathComponent("Library/Caches/errand")
        #else
            if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
                return URL(fileURLWithPath: cache).appendingPathComponent("errand")
            }
            return URL(fileURLWithPath: home).appendingPathComponent(".cache/errand")
        #endif
    }
}
