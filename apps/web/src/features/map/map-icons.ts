import L from 'leaflet';
import { escapeHtml, fullName, placeOf, type MapPerson } from './map-people';
import classes from './team-map.module.css';

/** Stable class names of the markers (the keyboard handler and the journeys find them by these). */
export const PERSON_MARKER = 'gh-map-person';
export const CLUSTER_MARKER = 'gh-map-cluster';

/**
 * A person's marker: a pin drawn in CSS (no image file, so nothing is fetched), reached with Tab
 * (Leaflet makes it a button) and named for screen readers by its hidden text.
 */
export function personIcon(person: MapPerson): L.DivIcon {
  const kind = person.type === 'm_user' ? ` ${classes.placed ?? ''}` : '';
  const name = escapeHtml(`${fullName(person)}, ${person.jobTitle}, ${placeOf(person)}`);
  return L.divIcon({
    className: `${classes.marker ?? ''} ${PERSON_MARKER}`,
    html: `<span class="${classes.dot ?? ''}${kind}" aria-hidden="true"></span><span class="${classes.hidden ?? ''}">${name}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 26],
    popupAnchor: [0, -24],
  });
}

/** What markercluster hands the icon maker. */
export interface Cluster {
  getChildCount(): number;
}

/** A group of nearby people below zoom 13: its count, and what pressing it does. */
export function clusterIcon(cluster: Cluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 36 : count < 100 ? 42 : 48;
  return L.divIcon({
    className: `${classes.cluster ?? ''} ${CLUSTER_MARKER}`,
    html: `<span aria-hidden="true">${String(count)}</span><span class="${classes.hidden ?? ''}">${String(count)} people here: zoom in</span>`,
    iconSize: [size, size],
  });
}
