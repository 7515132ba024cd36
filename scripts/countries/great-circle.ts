const earthRadiusKm = 6371;
const radians = Math.PI / 180;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in km (haversine formula on a spherical Earth). */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = (to.latitude - from.latitude) * radians;
  const dLon = (to.longitude - from.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}
