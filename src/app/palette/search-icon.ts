import { icon } from "../../components/icon.tsx";

/** The magnifier of the navbar's button and the palette's field (one short path: it is in the first load). */
export const SearchIcon = icon(["M3 10a7 7 0 1 0 14 0a7 7 0 1 0-14 0m18 11-6-6"], "SearchIcon");
