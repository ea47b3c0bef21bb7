/**
 * Loads the palette's chunk (on-demand.ts). This small module is its own chunk in between on purpose: a chunk
 * that imports another on demand carries the list of that one's dependencies (their file names, for
 * preloading), and the palette's are many (the Mantine dialog, field and table, and their styles). Imported
 * from here, that list stays out of the first load, which only names this module.
 */
export const loadOnDemand = () => import("./on-demand.ts");
