import type { Coordinates } from "./great-circle";

/**
 * Country labels of the weather feed (weatherapi.com's geocoder, 2023–24) that the WHO
 * file spells differently. Other labels that are not WHO names are junk (e.g. "Südkorea",
 * a few rows each) and are left out.
 */
export const whoNameOfWeatherLabel: Readonly<Record<string, string>> = {
  "Brunei Darussalam": "Brunei",
  "Czech Republic": "Czechia",
  "Fiji Islands": "Fiji",
  Kyrghyzstan: "Kyrgyzstan",
  "Lao People's Democratic Republic": "Laos",
  Macedonia: "North Macedonia",
  Micronesia: "Micronesia (country)",
  "Seychelles Islands": "Seychelles",
  Swaziland: "Eswatini",
  "Timor-Leste": "East Timor",
  "United States of America": "United States",
};

export interface Site extends Coordinates {
  name: string;
}

/**
 * Capitals used as a country's reference site (for the UV latitude and the nearest-neighbour
 * humidity) where the feed's most-observed site is not the capital, ties with another site,
 * or does not exist. Coordinates are the capitals' well-known positions, to 0.01°.
 */
export const capitalSites: Readonly<Record<string, Site>> = {
  // The feed's most-observed site is elsewhere or tied.
  Bolivia: { name: "Sucre", latitude: -19.04, longitude: -65.26 }, // tied with a site called "National"
  Brazil: { name: "Brasília", latitude: -15.79, longitude: -47.88 }, // "Bras" is in the Amazon
  Cameroon: { name: "Yaoundé", latitude: 3.87, longitude: 11.52 }, // Bafoussam
  Iceland: { name: "Reykjavík", latitude: 64.15, longitude: -21.94 }, // Hella
  Maldives: { name: "Malé", latitude: 4.18, longitude: 73.51 }, // Farukolhufunadhoo
  Myanmar: { name: "Naypyidaw", latitude: 19.75, longitude: 96.13 }, // Pathein
  Palau: { name: "Ngerulmud", latitude: 7.5, longitude: 134.62 }, // Adkip
  Paraguay: { name: "Asunción", latitude: -25.28, longitude: -57.63 }, // Carreria, in the Chaco
  Sudan: { name: "Khartoum", latitude: 15.5, longitude: 32.56 }, // tied with a Darfur site labelled "Juba"
  Thailand: { name: "Bangkok", latitude: 13.75, longitude: 100.52 }, // tied with Nan
  "United States": { name: "Washington, D.C.", latitude: 38.9, longitude: -77.04 }, // sites in Washington State
  // No usable observations (the feed geocoded these capitals into other countries).
  Colombia: { name: "Bogotá", latitude: 4.71, longitude: -74.07 },
  "Cook Islands": { name: "Avarua", latitude: -21.21, longitude: -159.78 },
  "Cote d'Ivoire": { name: "Yamoussoukro", latitude: 6.82, longitude: -5.28 },
  Laos: { name: "Vientiane", latitude: 17.97, longitude: 102.63 },
  Libya: { name: "Tripoli", latitude: 32.89, longitude: 13.19 },
  Moldova: { name: "Chișinău", latitude: 47.01, longitude: 28.86 },
  Nauru: { name: "Yaren", latitude: -0.55, longitude: 166.92 },
  Niue: { name: "Alofi", latitude: -19.06, longitude: -169.92 },
  Palestine: { name: "Ramallah", latitude: 31.9, longitude: 35.2 },
  "Sao Tome and Principe": { name: "São Tomé", latitude: 0.34, longitude: 6.73 },
  "South Sudan": { name: "Juba", latitude: 4.85, longitude: 31.58 },
  Togo: { name: "Lomé", latitude: 6.13, longitude: 1.22 },
};
