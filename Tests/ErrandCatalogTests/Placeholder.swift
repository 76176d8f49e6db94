import ErrandCatalog
import Testing

struct PlaceholderCatalogTests { @Test func builds() {} }
