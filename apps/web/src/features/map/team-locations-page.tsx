import { ACCESS_RULES, MAP_MESSAGES as M } from '@goodhours/domain';
import { Alert, Button, Container, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconList, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useMapLocations, useMapTiles } from '../../api/map';
import { useCan } from '../../auth/use-session';
import { Dialog } from '../../components/dialog';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { CountryCount } from './country-count';
import { LocationSearch } from './location-search';
import { atLocation, everyone, type MapOnlyPerson, type MapPerson } from './map-people';
import { MapPersonForm } from './map-person-form';
import { PeopleTable } from './people-table';
import { PlacedPeopleList } from './placed-people-list';
import { TeamMap, type FlyTarget } from './team-map';

type View = 'map' | 'table';
const VIEWS = [
  { value: 'map', label: 'Map' },
  { value: 'table', label: 'Table' },
];

type Dialog = { kind: 'add' } | { kind: 'list' } | { kind: 'edit'; person: MapOnlyPerson } | null;

/**
 * /teamlocations (document 3 §2.8): where the team lives, on a map or in a table, with the country
 * count and a search by location. The Owner also adds, edits and removes people shown only on the
 * map (document 3 §6).
 */
export function TeamLocationsPage() {
  const { canAccess } = useCan();
  const isOwner = canAccess(ACCESS_RULES.mapPeople);
  const locations = useMapLocations();
  const tiles = useMapTiles();
  const [view, setView] = useState<View>('map');
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<FlyTarget | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const people = useMemo(() => (locations.data ? everyone(locations.data) : []), [locations.data]);
  const shown = useMemo(() => atLocation(people, search), [people, search]);
  const nobodyFound = locations.isSuccess && shown.length === 0;

  const flyTo = (person: MapPerson, focusMap: boolean) => {
    setView('map');
    setTarget((before) => ({ person, nonce: (before?.nonce ?? 0) + 1, focusMap }));
  };
  const onSearch = () => {
    const [first] = shown;
    if (first && view === 'map') flyTo(first, false);
  };
  const closeDialog = () => {
    setDialog(null);
  };

  return (
    <Container fluid px={0}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <PageTitle infoName="teamLocations">Team locations</PageTitle>
          {isOwner && (
            <Group gap="xs">
              <Button variant="default" leftSection={<IconList size={16} />} onClick={() => setDialog({ kind: 'list' })}>
                Users list
              </Button>
              <Button leftSection={<IconUserPlus size={16} />} onClick={() => setDialog({ kind: 'add' })}>
                Add person
              </Button>
            </Group>
          )}
        </Group>
        <CountryCount />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <LocationSearch value={search} onChange={setSearch} onSearch={onSearch} />
          <SegmentedControl
            aria-label="View"
            data={VIEWS}
            value={view}
            onChange={(value) => {
              // A map opened from the toggle starts at the default view, not at the last person flown to.
              setTarget(null);
              setView(value as View);
            }}
          />
        </Group>
        <Text role="status" size="sm">
          {nobodyFound ? M.noUsers : search.trim() && locations.isSuccess ? `${String(shown.length)} found` : ''}
        </Text>

        {locations.isPending && <PageSkeleton rows={6} />}
        {locations.isError && (
          <Alert color="red" role="alert">
            {M.failed}
          </Alert>
        )}
        {locations.isSuccess &&
          (view === 'map' ? (
            <TeamMap people={shown} tiles={tiles.data} target={target} />
          ) : (
            <PeopleTable people={shown} onShow={(person) => flyTo(person, true)} />
          ))}
      </Stack>

      <Dialog
        opened={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onClose={closeDialog}
        title={dialog?.kind === 'edit' ? 'Edit person' : 'Add person'}
      >
        {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
          <MapPersonForm
            key={dialog.kind === 'edit' ? dialog.person.id : 'new'}
            {...(dialog.kind === 'edit' ? { person: dialog.person } : {})}
            onDone={closeDialog}
            onCancel={closeDialog}
          />
        )}
      </Dialog>
      <Dialog opened={dialog?.kind === 'list'} onClose={closeDialog} title="Users list">
        <PlacedPeopleList people={locations.data?.mUsers ?? []} onEdit={(person) => setDialog({ kind: 'edit', person })} />
      </Dialog>
    </Container>
  );
}
