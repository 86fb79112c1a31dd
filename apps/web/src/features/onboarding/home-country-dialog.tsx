import { ONBOARDING_MESSAGES as M, PLACE_TEXT_MAX, type FoundPlace } from '@goodhours/domain';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { lengthLimitText } from '../../components/length-limit';
import { LocationLookupField } from './location-lookup-field';

interface Props {
  opened: boolean;
  onClose: () => void;
  token: string;
  onChoose: (place: FoundPlace) => void;
}

/**
 * The home-location dialog (document 1 §2, §4, §5, §9): read the requirements (10+ years lived
 * there) and accept them, look the place up, then answer 'Is this your home location: …?' with
 * Yes (it is kept) or No (look up another; the typed text stays).
 */
export function HomeCountryDialog({ opened, onClose, token, onChoose }: Props) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Home location" size="lg">
      {/* The steps live inside the modal: closing it forgets them. */}
      <HomeCountrySteps
        token={token}
        onCancel={onClose}
        onChoose={(place) => {
          onChoose(place);
          onClose();
        }}
      />
    </Dialog>
  );
}

function HomeCountrySteps({ token, onCancel, onChoose }: { token: string; onCancel: () => void; onChoose: (place: FoundPlace) => void }) {
  const [accepted, setAccepted] = useState(false);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [proposed, setProposed] = useState<FoundPlace | null>(null);

  if (proposed)
    return (
      <Stack>
        <Text>{`Is this your home location: ${proposed.label}?`}</Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setProposed(null);
            }}
          >
            No
          </Button>
          <Button
            data-autofocus
            onClick={() => {
              onChoose(proposed);
            }}
          >
            Yes
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack>
      <Text size="sm">
        Your home country is a country you have lived in for 10 years or more, other than where you live now. Adding one is optional.
      </Text>
      <Checkbox
        label="I have read and accept the requirements"
        checked={accepted}
        error={acceptError}
        onChange={(event) => {
          setAccepted(event.currentTarget.checked);
          setAcceptError(null);
        }}
      />
      <LocationLookupField
        id="setup-home-location"
        label="Home location"
        description={`A town or city, and its country. ${lengthLimitText(text.length, PLACE_TEXT_MAX)}`}
        buttonLabel="Find this place"
        token={token}
        value={text}
        onChange={(value) => {
          setText(value);
          setTextError(null);
        }}
        error={textError}
        onError={setTextError}
        onFound={setProposed}
        beforeLookup={() => {
          if (accepted) return true;
          setAcceptError(M.requirementsNotAccepted);
          return false;
        }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
