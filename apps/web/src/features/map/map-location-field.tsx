import { MAP_MESSAGES as M, MAP_PLACE_MAX } from '@goodhours/domain';
import { Text } from '@mantine/core';
import { IconMapPinSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { readToken } from '../../auth/token-storage';
import { lengthLimitText } from '../../components/length-limit';
import { PlaceLookupField } from '../../components/place-lookup-field';
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

/**
 * The place of a person on the map and its Get location button (document 3 §5): an empty text says
 * 'Please enter valid location'; a place not found says 'An error occurred : …' under the field.
 */
export function MapLocationField({ value, onChange, error, found, onFound, onError }: Props) {
  return (
    <PlaceLookupField
      label="Location"
      description={`A town and its country, for example “Nairobi, Kenya”. The map shows the town, never an exact address. ${lengthLimitText(value.length, MAP_PLACE_MAX)}`}
      required
      buttonLabel="Get location"
      buttonIcon={<IconMapPinSearch size={16} />}
      token={readToken() ?? ''}
      value={value}
      onChange={onChange}
      error={error}
      emptyMessage={M.locationEmpty}
      onMessage={onError}
      onFound={(place) =>
        onFound({ city: place.currentLocation.city, country: place.currentLocation.country, coords: place.currentLocation.coords })
      }
      onFailure={(failure) => onError(lookupFailure(failure))}
      status={
        <Text size="sm" role="status">
          {found ? `Found: ${[found.city, found.country].filter(Boolean).join(', ')}` : ''}
        </Text>
      }
    />
  );
}
