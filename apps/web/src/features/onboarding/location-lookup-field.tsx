import { ONBOARDING_MESSAGES as M, type FoundPlace } from '@goodhours/domain';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLookupPlace } from '../../api/onboarding';
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
 * A typed place and a button that looks it up (document 3 §5, §8): an empty text is refused, a
 * place not found says 'Invalid location' with the server's reason in an alert, and a name shared
 * by several places asks which one is meant. Enter in the text looks up too (it does not submit the form).
 */
export function LocationLookupField(props: Props) {
  const { id, token, value, onError, onFound, beforeLookup } = props;
  const lookup = useLookupPlace();
  const [candidates, setCandidates] = useState<FoundPlace[] | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const run = () => {
    setAlert(null);
    setCandidates(null);
    if (beforeLookup && !beforeLookup()) return;
    const text = value.trim();
    if (!text) {
      onError(M.locationEmpty);
      return;
    }
    onError(null);
    lookup.mutate(
      { location: text, token },
      {
        onSuccess: (answer) => {
          if (answer.found === 'one') onFound({ label: answer.label, timezone: answer.timezone, currentLocation: answer.currentLocation });
          else setCandidates(answer.candidates);
        },
        onError: (error) => {
          const failure = lookupFailure(error);
          if (failure.field) onError(failure.field);
          setAlert(failure.alert);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run();
  };

  const choose = (index: string | null) => {
    const place = candidates?.[Number(index)];
    if (!place) return;
    setCandidates(null);
    onFound(place);
  };

  return (
    <Stack gap="xs">
      <TextInput
        id={id}
        label={props.label}
        description={props.description}
        required={props.required}
        autoComplete="off"
        value={value}
        error={props.error}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setCandidates(null);
          props.onChange(event.currentTarget.value);
        }}
      />
      <Group>
        <Button variant="light" loading={lookup.isPending} onClick={run}>
          {props.buttonLabel}
        </Button>
      </Group>
      {candidates && (
        <Select
          label="Several places have this name: which one do you mean?"
          placeholder="Choose a place"
          data={candidates.map((c, i) => ({ value: String(i), label: c.label }))}
          value={null}
          onChange={choose}
          allowDeselect={false}
        />
      )}
      {alert && (
        <Alert color="red" role="alert">
          {alert}
        </Alert>
      )}
    </Stack>
  );
}
