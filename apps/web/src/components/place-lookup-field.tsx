import type { FoundPlace } from '@goodhours/domain';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLookupPlace } from '../api/onboarding';

interface Props {
  id?: string;
  label: string;
  description?: ReactNode;
  required?: boolean;
  /** 'Get Time Zone' on the setup form, 'Get location' on the map. */
  buttonLabel: string;
  buttonIcon?: ReactNode;
  /** What allows the lookup: a setup link's token or the caller's session token. */
  token: string;
  value: string;
  onChange: (text: string) => void;
  error?: ReactNode;
  /** The message for an empty text (the field shows it); null clears the field's message before a lookup. */
  onMessage: (message: string | null) => void;
  emptyMessage: string;
  onFound: (place: FoundPlace) => void;
  /** The lookup failed (no such place, refused, offline): the caller says so its own way. */
  onFailure: (error: unknown) => void;
  /** A check before looking up (the home location's accepted requirements): false stops. */
  beforeLookup?: () => boolean;
  /** Shown beside the button: what was found. */
  status?: ReactNode;
  /** Shown under the field (an alert). */
  children?: ReactNode;
}

/**
 * A typed place and the button that finds it with the server's bundled city list (document 3 §5):
 * an empty text is refused, a name several places share asks which one is meant, and Enter in the
 * text looks up too (it does not send the form).
 */
export function PlaceLookupField(props: Props) {
  const { token, value, onMessage, onFound, onFailure, beforeLookup } = props;
  const lookup = useLookupPlace();
  const [candidates, setCandidates] = useState<FoundPlace[] | null>(null);

  const run = () => {
    setCandidates(null);
    if (beforeLookup && !beforeLookup()) return;
    const text = value.trim();
    if (!text) {
      onMessage(props.emptyMessage);
      return;
    }
    onMessage(null);
    lookup.mutate(
      { location: text, token },
      {
        onSuccess: (answer) => {
          if (answer.found === 'one') onFound({ label: answer.label, timezone: answer.timezone, currentLocation: answer.currentLocation });
          else setCandidates(answer.candidates);
        },
        onError: onFailure,
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
        id={props.id}
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
      <Group gap="sm">
        <Button variant="light" leftSection={props.buttonIcon} loading={lookup.isPending} onClick={run}>
          {props.buttonLabel}
        </Button>
        {props.status}
      </Group>
      {candidates && (
        <Select
          label="Several places have this name: which one do you mean?"
          placeholder="Choose a place"
          data={candidates.map((c, i) => ({ value: String(i), label: c.label }))}
          value={null}
          onChange={choose}
        />
      )}
      {props.children}
    </Stack>
  );
}
