// Continent of each country of the seeded grid: the `region` filter the deploy wizard uses.
const REGIONS: Record<string, string[]> = {
  Africa: ["Egypt", "Kenya", "South Africa", "Nigeria", "Morocco", "Tanzania", "Ghana", "Ethiopia"],
  Asia: [
    "Japan",
    "Singapore",
    "India",
    "United Arab Emirates",
    "South Korea",
    "Vietnam",
    "China",
    "Taiwan",
    "Indonesia",
    "Israel",
  ],
  Europe: [
    "Belgium",
    "Netherlands",
    "Germany",
    "France",
    "Switzerland",
    "Austria",
    "Finland",
    "Spain",
    "Italy",
    "United Kingdom",
    "Sweden",
    "Romania",
    "Poland",
    "Portugal",
    "Ireland",
    "Norway",
    "Denmark",
    "Czechia",
  ],
  "North America": ["United States", "Canada", "Mexico"],
  "South America": ["Brazil", "Argentina", "Chile", "Colombia", "Peru", "Uruguay"],
  Oceania: ["Australia", "New Zealand"],
};

const byCountry = new Map(
  Object.entries(REGIONS).flatMap(([region, countries]) => countries.map((c) => [c.toLowerCase(), region])),
);

export function regionOf(country: string): string | undefined {
  return byCountry.get(country.toLowerCase());
}
