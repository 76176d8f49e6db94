import Foundation
import Yams

/// The areas, floors and devices a Home Assistant test assumes (`tests/<lang>/_fixtures.yaml`),
/// turned into the `area`, `floor` and `name` slot lists the way that project's runner does:
/// names are literal text, the value is the name, and a device's value carries its domain
/// (and device class) as context.
public enum HomeAssistantFixtures {
    /// The slot lists of the fixtures file.
    public static func lists(file: URL) throws(HomeAssistantDataError) -> [String: SlotList] {
        let root = try YAMLNode.load(file)
        func names(_ key: String) -> [SlotListValue] {
            YAMLNode.elements(YAMLNode.item(root, key)).compactMap { item in
                guard let name = YAMLNode.item(item, "name")?.string else { return nil }
                return SlotListValue(phrase: name, isTemplate: false, value: .string(name))
            }
        }
        var entities: [SlotListValue] = []
        for item in YAMLNode.elements(YAMLNode.item(root, "entities")) {
            guard let name = YAMLNode.item(item, "name")?.string else { continue }
            var context: [String: TemplateValue] = [:]
            if let id = YAMLNode.item(item, "id")?.string, let dot = id.firstIndex(of: ".") {
                context["domain"] = .string(String(id[..<dot]))
            }
            if let deviceClass = YAMLNode.item(YAMLNode.item(item, "attributes"), "device_class")?.string {
                context["device_class"] = .string(deviceClass)
            }
            entities.append(SlotListValue(phrase: name, isTemplate: false, value: .string(name), context: context))
        }
        return ["area": .values(names("areas")), "floor": .values(names("floors")), "name": .values(entities)]
    }
}
