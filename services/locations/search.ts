import { CITIES } from './cities';

export interface Place {
  lat: number;
  lng: number;
  name: string;
}

export const MAX_RESULTS = 10;

/** Lower case without accents, so "sao paulo" finds "São Paulo". */
const fold = (value: string) => value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

const PLACES = CITIES.map(([city, country, lat, lng]) => {
  const name = `${city}, ${country}`;
  return { place: { lat, lng, name }, city: fold(city), name: fold(name) };
});

/** Up to 10 places whose "City, Country" contains the text; cities starting with it come first. */
export function searchPlaces(query: string): Place[] {
  const needle = fold(query);
  if (!needle) return [];
  const starts: Place[] = [];
  const contains: Place[] = [];
  for (const entry of PLACES) {
    if (entry.city.startsWith(needle) || entry.name.startsWith(needle)) starts.push(entry.place);
    else if (entry.name.includes(needle)) contains.push(entry.place);
  }
  return [...starts, ...contains].slice(0, MAX_RESULTS);
}
