/**
 * The grid's regions (continents), as the grid proxy's `region` filter takes them (the contract's GridRegion
 * parameter lists them; schemas.test.ts checks they agree).
 */
export const gridRegions = ["Africa", "Asia", "Europe", "North America", "Oceania", "South America"] as const;

export type GridRegion = (typeof gridRegions)[number];
