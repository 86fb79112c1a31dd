import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import { MAP_VIEW, type MapTiles } from '@goodhours/domain';
import { useEffect, useMemo } from 'react';
import { GeoJSON, MapContainer, Marker, Pane, Popup, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { CLUSTER_MARKER, clusterIcon, PERSON_MARKER, personIcon } from './map-icons';
import { escapeHtml, fullName, placeOf, type MapPerson } from './map-people';
import classes from './team-map.module.css';
import { worldOutline } from './world-outline';

/** A person to fly to; a new `nonce` flies again to the same person. `focusMap` moves the keyboard to the map. */
export interface FlyTarget {
  person: MapPerson;
  nonce: number;
  focusMap: boolean;
}

interface Props {
  people: MapPerson[];
  tiles: MapTiles | undefined;
  target: FlyTarget | null;
}

const landStyle = { className: classes.land ?? '', weight: 0.6 };

/**
 * Names the map for assistive technology (Leaflet's container is focusable but nameless), and lets
 * the keyboard press what Leaflet leaves to the mouse: Enter or Space on a group zooms into it, Space
 * on a person opens their card as Enter does.
 */
function MapKeyboard() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', 'Map of team locations. Arrow keys move the map, plus and minus zoom; Tab reaches the people.');
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const onGroup = target.classList.contains(CLUSTER_MARKER) && (event.key === 'Enter' || event.key === ' ');
      const onPerson = target.classList.contains(PERSON_MARKER) && event.key === ' ';
      if (!onGroup && !onPerson) return;
      event.preventDefault();
      target.click();
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
    };
  }, [map]);
  return null;
}

/** Flies to the chosen person: zoom 13 over 3 seconds (document 3 §9), at once for those who ask for less motion. */
function FlyTo({ target }: { target: FlyTarget | null }) {
  const map = useMap();
  useEffect(() => {
    if (!target) return;
    const { lat, lng } = target.person.location.coords;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    map.flyTo([lat, lng], MAP_VIEW.flyToZoom, { duration: MAP_VIEW.flyToSeconds, animate: !still });
    if (target.focusMap) map.getContainer().focus({ preventScroll: true });
  }, [map, target]);
  return null;
}

function PersonMarker({ person }: { person: MapPerson }) {
  const icon = useMemo(() => personIcon(person), [person]);
  const { lat, lng } = person.location.coords;
  return (
    <Marker position={[lat, lng]} icon={icon} keyboard>
      <Popup className={classes.popup}>
        <strong>{fullName(person)}</strong>
        <br />
        {person.jobTitle}
        <br />
        {placeOf(person)}
      </Popup>
    </Marker>
  );
}

/**
 * The team locations map (document 3 §2.8, §9): the bundled world outline, a configured tile
 * server's tiles over it, one marker per person (grouped below zoom 13). Nothing is fetched from
 * anywhere but the app's own origin unless a tile server is configured.
 */
export function TeamMap({ people, tiles, target }: Props) {
  return (
    <div className={classes.frame}>
      <MapContainer
        center={[MAP_VIEW.center.lat, MAP_VIEW.center.lng]}
        zoom={MAP_VIEW.zoom}
        minZoom={MAP_VIEW.minZoom}
        maxZoom={MAP_VIEW.maxZoom}
        keyboard
        className={classes.map}
      >
        <MapKeyboard />
        {/* Under the tiles (z-index 200), so a tile server draws over it and it shows where tiles are missing. */}
        <Pane name="outline" style={{ zIndex: 150 }}>
          <GeoJSON data={worldOutline()} style={landStyle} interactive={false} attribution="Natural Earth" />
        </Pane>
        {tiles?.tileUrl && (
          <TileLayer
            url={tiles.tileUrl}
            attribution={escapeHtml(tiles.attribution)}
            minZoom={MAP_VIEW.minZoom}
            maxZoom={MAP_VIEW.maxZoom}
          />
        )}
        <MarkerClusterGroup
          disableClusteringAtZoom={MAP_VIEW.clusterOffAtZoom}
          iconCreateFunction={clusterIcon}
          showCoverageOnHover={false}
          chunkedLoading
        >
          {people.map((person) => (
            <PersonMarker key={person.id} person={person} />
          ))}
        </MarkerClusterGroup>
        <FlyTo target={target} />
      </MapContainer>
    </div>
  );
}
