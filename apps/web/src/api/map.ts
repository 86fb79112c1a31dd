import { mapContracts as contracts, type MapPersonEdit, type MapPersonInput, type RouteAnswer } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

/** The map's people as the wire carries them (markers already shifted from their cities). */
export type MapLocationsAnswer = RouteAnswer<typeof contracts.list>;
export type MapOnlyPersonRow = RouteAnswer<typeof contracts.add>;

export const mapKeys = {
  all: ['map'] as const,
  locations: ['map', 'locations'] as const,
  tiles: ['map', 'tiles'] as const,
};

/** Everyone on the team locations map: members (`users`) and the people the Owner placed (`mUsers`). */
export function useMapLocations() {
  return useQuery({
    queryKey: mapKeys.locations,
    queryFn: ({ signal }) => call(contracts.list, {}, { signal }),
  });
}

/** The tile server the server was configured with, if any; it does not change while the page is open. */
export function useMapTiles() {
  return useQuery({
    queryKey: mapKeys.tiles,
    queryFn: ({ signal }) => call(contracts.tiles, {}, { signal }),
    staleTime: Infinity,
  });
}

/** A change to the map's people: the list is read again. */
function useMapChange<I, A>(mutationFn: (input: I) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: mapKeys.locations }) });
}

export const useAddMapPerson = () => useMapChange((body: MapPersonInput) => call(contracts.add, { body }));
export const useEditMapPerson = () =>
  useMapChange(({ id, body }: { id: string; body: MapPersonEdit }) => call(contracts.edit, { params: { id }, body }));
export const useRemoveMapPerson = () => useMapChange((id: string) => call(contracts.remove, { params: { id } }));
