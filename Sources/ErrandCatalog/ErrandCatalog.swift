/// The model of apps and their actions.
public enum ErrandCatalog {}
