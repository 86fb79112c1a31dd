import { MAP_MESSAGES as M, type FoundPlace as LookedUpPlace } from '@goodhours/domain';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconMapPinSearch } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLookupPlace } from '../../api/onboarding';
import { readToken } from '../../auth/token-storage';
import { lookupFailure, type FoundPlace } from './map-person-values';

interface Props {
  value: string;
  onChange: (text: string) => void;
  error?: ReactNode;
  /** The place found for the text now in the field, or null. */
  found: FoundPlace | null;
  onFound: (place: FoundPlace) => void;
  /** Says a problem under the field (null clears it). */
  onError: (message: string | null) => void;
}

const placeOf = (place: LookedUpPlace): FoundPlace => ({
  city: place.currentLocation.city,
  country: place.currentLocation.country,
  coords: place.currentLocation.coords,
});

/**
 * The place of a person on the map and its Get location button (document 3 §5): an empty text says
 * 'Please enter valid location'; a place not found says 'An error occurred : …'; a name several
 * places share asks which one. Enter in the field looks up too (it does not send the form).
 */
export function MapLocationField({ value, onChange, error, found, onFound, onError }: Props) {
  const lookup = useLookupPlace();
  const [candidates, setCandidates] = useState<LookedUpPlace[] | null>(null);

  const run = () => {
    setCandidates(null);
    const text = value.trim();
    if (!text) {
      onError(M.locationEmpty);
      return;
    }
    onError(null);
    lookup.mutate(
      { location: text, token: readToken() ?? '' },
      {
        onSuccess: (answer) => {
          if (answer.found === 'one') onFound(placeOf(answer));
          else setCandidates(answer.candidates);
        },
        onError: (failure) => {
          onError(lookupFailure(failure));
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run();
  };

  return (
    <Stack gap="xs">
      <TextInput
        label="Location"
        description="A town and its country, for example “Nairobi, Kenya”. The map shows the town, never an exact address."
        required
        autoComplete="off"
        value={value}
        error={error}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setCandidates(null);
          onChange(event.currentTarget.value);
        }}
      />
      <Group gap="sm">
        <Button variant="light" leftSection={<IconMapPinSearch size={16} />} loading={lookup.isPending} onClick={run}>
          Get location
        </Button>
        <Text size="sm" role="status">
          {found ? `Found: ${[found.city, found.country].filter(Boolean).join(', ')}` : ''}
        </Text>
      </Group>
      {candidates && (
        <Select
          label="Several places have this name: which one do you mean?"
          placeholder="Choose a place"
          data={candidates.map((c, i) => ({ value: String(i), label: c.label }))}
          value={null}
          onChange={(index) => {
            const place = candidates[Number(index)];
            if (!place) return;
            setCandidates(null);
            onFound(placeOf(place));
          }}
          allowDeselect={false}
        />
      )}
    </Stack>
  );
}
