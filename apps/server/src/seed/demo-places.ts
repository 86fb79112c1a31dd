/**
 * Where the demo's people live, at city level (document 1 §3 Location): a spread over a dozen
 * countries, as a volunteer organisation working online has. Every ninth person gave no location.
 */
const CITIES: readonly [city: string, country: string, lat: number, lng: number][] = [
  ['Portland', 'United States', 45.52, -122.68],
  ['Nairobi', 'Kenya', -1.29, 36.82],
  ['Manila', 'Philippines', 14.6, 120.98],
  ['Toronto', 'Canada', 43.65, -79.38],
  ['Lagos', 'Nigeria', 6.52, 3.38],
  ['Pune', 'India', 18.52, 73.86],
  ['Austin', 'United States', 30.27, -97.74],
  ['Bogotá', 'Colombia', 4.71, -74.07],
  ['Leeds', 'United Kingdom', 53.8, -1.55],
  ['Berlin', 'Germany', 52.52, 13.4],
  ['São Paulo', 'Brazil', -23.55, -46.63],
  ['Melbourne', 'Australia', -37.81, 144.96],
  ['Accra', 'Ghana', 5.6, -0.19],
];

/** The location columns of the demo's person number `i`. */
export function demoPlaceOf(i: number) {
  if (i % 9 === 8) return {};
  const [city, country, lat, lng] = CITIES[i % CITIES.length] ?? CITIES[0]!;
  return { locationUserProvided: `${city}, ${country}`, locationCity: city, locationCountry: country, locationLat: lat, locationLng: lng };
}
