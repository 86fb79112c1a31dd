import { ONBOARDING_MESSAGES as M, type FoundPlace } from '@goodhours/domain';
import { Alert } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PlaceLookupField } from '../../components/place-lookup-field';
import { lookupFailure } from './setup-form-values';

interface Props {
  id: string;
  label: string;
  /** 'Get Time Zone' for the location; another verb elsewhere. */
  buttonLabel: string;
  /** The setup link's token: it allows the lookup. */
  token: string;
  value: string;
  onChange: (text: string) => void;
  error?: ReactNode;
  /** Says a problem under the field (null clears it). */
  onError: (message: string | null) => void;
  onFound: (place: FoundPlace) => void;
  /** A check before looking up (the home location's accepted requirements): false stops. */
  beforeLookup?: () => boolean;
  description?: ReactNode;
  required?: boolean;
}

/**
 * The setup form's place lookup (document 3 §5, §8): a place not found says 'Invalid location'
 * under the field and the server's reason in an alert.
 */
export function LocationLookupField({ onError, onFound, beforeLookup, ...props }: Props) {
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <PlaceLookupField
      {...props}
      emptyMessage={M.locationEmpty}
      onMessage={(message) => {
        setAlert(null);
        onError(message);
      }}
      beforeLookup={
        beforeLookup &&
        (() => {
          setAlert(null);
          return beforeLookup();
        })
      }
      onFound={onFound}
      onFailure={(error) => {
        const failure = lookupFailure(error);
        if (failure.field) onError(failure.field);
        setAlert(failure.alert);
      }}
    >
      {alert && (
        <Alert color="red" role="alert">
          {alert}
        </Alert>
      )}
    </PlaceLookupField>
  );
}
