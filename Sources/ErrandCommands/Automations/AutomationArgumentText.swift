import ArgumentParser
import ErrandShortcuts
import Foundation

/// Reads the values typed after the `automations` options, each failing with the option, the
/// text and the accepted form.
enum AutomationArgumentText {
    /// `07:30` → 450.
    static func minute(_ text: String, option: String) throws -> Int {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { throw ValidationError("\(option) '\(text)' is not a time of day; write it HH:MM, e.g. 07:30") }
        return hour * 60 + minute
    }

    /// `mon,wed,fri` → [0, 2, 4]; also full names, `weekdays`, `weekends`, `daily`, and the
    /// numbers 0 (Monday) … 6 (Sunday).
    static func weekdays(_ text: String, option: String) throws -> [Int] {
        var days: Set<Int> = []
        for item in text.lowercased().split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch item {
            case "daily", "every day": days.formUnion(0...6)
            case "weekdays": days.formUnion(0...4)
            case "weekends", "weekend": days.formUnion(5...6)
            case let number where Int(number).map((0...6).contains) ?? false:
                days.insert(Int(number) ?? 0)
            default:
                guard item.count >= 3,
                    let index = names.firstIndex(where: { $0.hasPrefix(item) || item.hasPrefix($0.prefix(3)) })
                else {
                    throw ValidationError(
                        "\(option) '\(text)': '\(item)' is not a day; write days like mon,wed,fri "
                            + "(or weekdays, weekends, daily, or 0 for Monday … 6 for Sunday)")
                }
                days.insert(index)
            }
        }
        guard !days.isEmpty else { throw ValidationError("\(option) names no day; write days like mon,wed,fri") }
        return days.sorted()
    }

    private static let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// `40.71,-74.0` (a radius is optional when `defaultRadius` is given) → a fence.
    static func fence(_ text: String, option: String, name: String?, defaultRadius: Double?) throws -> GeoFence {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let form = defaultRadius == nil ? "LAT,LON,RADIUS" : "LAT,LON[,RADIUS]"
        guard parts.count == 3 || (parts.count == 2 && defaultRadius != nil), parts.allSatisfy({ $0 != nil }),
            let latitude = parts[0], let longitude = parts[1]
        else {
            throw ValidationError("\(option) '\(text)' must be \(form) in degrees and metres, e.g. 40.71,-74.0,150")
        }
        let radius = parts.count == 3 ? (parts[2] ?? 0) : (defaultRadius ?? 0)
        guard Coordinate(latitude: latitude, longitude: longitude).isValid else {
            throw ValidationError(
                "\(option) '\(text)': latitude must be -90…90 and longitude -180…180")
        }
        guard radius > 0, radius <= GeoFence.largestRadius else {
            throw ValidationError(
                "\(option) '\(text)': the radius must be more than 0 and at most \(Int(GeoFence.largestRadius)) metres")
        }
        return GeoFence(name: name, latitude: latitude, longitude: longitude, radius: radius)
    }

    /// `com.example.coffee/orderReady` → (app, name).
    /// `written` is the whole text the option was given, for the message (default: `text`).
    static func appAndName(_ text: String, option: String, form: String, written: String? = nil) throws -> (
        String, String
    ) {
        let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw ValidationError(
                "\(option) '\(written ?? text)' must be \(form), e.g. "
                    + (form.hasSuffix("ACTION") ? "com.example.coffee/OrderCoffee" : "com.example.coffee/orderReady"))
        }
        return (parts[0], parts[1])
    }

    /// `07:00-09:00` → a time window.
    static func window(_ text: String, option: String) throws -> TriggerCondition {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw ValidationError("\(option) '\(text)' must be HH:MM-HH:MM, e.g. 07:00-09:00")
        }
        let start = try minute(parts[0], option: option)
        let end = try minute(parts[1], option: option)
        guard start != end else {
            throw ValidationError(
                "\(option) '\(text)' starts and ends at the same minute, which holds all day; give two times, "
                    + "e.g. 07:00-09:00, or leave \(option) out")
        }
        return .timeWindow(startMinute: start, endMinute: end)
    }

    /// `skip`, `late` (within an hour) or `late=MINUTES`.
    static func missedRunPolicy(_ text: String) throws -> MissedRunPolicy {
        let lowered = text.lowercased()
        if lowered == "skip" { return .skip }
        if lowered == "late" { return .runLate(within: 3600) }
        if lowered.hasPrefix("late="), let minutes = Int(lowered.dropFirst(5)), minutes >= 0, minutes <= 10_080 {
            return .runLate(within: TimeInterval(minutes * 60))
        }
        throw ValidationError(
            "--missed '\(text)' must be skip, late (within an hour) or late=MINUTES (0 to 10080, a week)")
    }

    /// An event typed after `--event`: `device:NAME`, `app:APP/EVENT`, `action:APP/ACTION`;
    /// a bare `APP/EVENT` is an app event and a bare `NAME` a device event. `#ID` at the end
    /// names the occurrence (default: the text and the moment, so the same tick repeated does
    /// not fire twice).
    static func event(_ text: String, at now: Date) throws -> AutomationEvent {
        var body = Substring(text)
        var id: String?
        if let hash = body.lastIndex(of: "#") {
            id = String(body[body.index(after: hash)...])
            body = body[..<hash]
            guard id?.isEmpty == false else {
                throw ValidationError("--event '\(text)': the occurrence after # is empty")
            }
        }
        let form = "device:NAME, app:APP/EVENT or action:APP/ACTION"
        let kind: AutomationEvent.Kind
        if body.hasPrefix("device:") {
            let name = String(body.dropFirst(7))
            guard !name.isEmpty else { throw ValidationError("--event '\(text)' names no device event; write \(form)") }
            kind = .device(name)
        } else if body.hasPrefix("app:") {
            let (app, event) = try appAndName(
                String(body.dropFirst(4)), option: "--event", form: "app:APP/EVENT", written: text)
            kind = .app(app: app, event: event)
        } else if body.hasPrefix("action:") {
            let (app, action) = try appAndName(
                String(body.dropFirst(7)), option: "--event", form: "action:APP/ACTION", written: text)
            kind = .donation(app: app, action: action)
        } else if body.contains("/") {
            let (app, event) = try appAndName(String(body), option: "--event", form: "APP/EVENT")
            kind = .app(app: app, event: event)
        } else {
            guard !body.isEmpty else { throw ValidationError("--event is empty; write \(form)") }
            kind = .device(String(body))
        }
        // NB: by default the event as written in full, so "car" and "device:car" at one second
        // are one occurrence, not two.
        return AutomationEvent(id: id ?? "\(canonical(kind))@\(Int(now.timeIntervalSince1970))", kind: kind)
    }

    /// An event written in full: "device:car", "app:APP/EVENT", "action:APP/ACTION".
    private static func canonical(_ kind: AutomationEvent.Kind) -> String {
        switch kind {
        case .device(let name): "device:\(name)"
        case .app(let app, let event): "app:\(app)/\(event)"
        case .donation(let app, let action): "action:\(app)/\(action)"
        }
    }

}
