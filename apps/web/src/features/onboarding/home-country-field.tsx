import type { FoundPlace } from '@goodhours/domain';
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useCountryCount } from '../../api/onboarding';
import { Dialog } from '../../components/dialog';
import { HomeCountryDialog } from './home-country-dialog';
import { countryCountText, setupFieldId } from './setup-form-values';

interface Props {
  token: string;
  value: FoundPlace | null;
  onChange: (place: FoundPlace | null) => void;
  error?: ReactNode;
}

/**
 * The optional home country (document 3 §2.1): added through the home-location dialog; once set it
 * shows with Remove, which asks to confirm or keep. The help says in words how many countries the
 * volunteers live in.
 */
export function HomeCountryField({ token, value, onChange, error }: Props) {
  const count = useCountryCount();
  const [adding, setAdding] = useState(false);
  /** The place whose removal is being confirmed (kept while the dialog closes). */
  const [removing, setRemoving] = useState({ open: false, label: '' });
  const help = count.data ? `${countryCountText(count.data.CountryCount)}. ` : '';

  return (
    <Input.Wrapper
      labelElement="div"
      label="Home country (optional)"
      description={`${help}Add one if you have lived in another country for 10 years or more.`}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        {value ? (
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {value.label}
            </Text>
            <Button
              id={setupFieldId('homeCountry')}
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={`Remove home location ${value.label}`}
              onClick={() => {
                setRemoving({ open: true, label: value.label });
              }}
            >
              Remove
            </Button>
          </Group>
        ) : (
          <Group>
            <Button
              id={setupFieldId('homeCountry')}
              variant="light"
              onClick={() => {
                setAdding(true);
              }}
            >
              Add home country
            </Button>
          </Group>
        )}
      </Stack>
      <HomeCountryDialog
        opened={adding}
        token={token}
        onClose={() => {
          setAdding(false);
        }}
        onChoose={onChange}
      />
      <Dialog
        opened={removing.open}
        onClose={() => {
          setRemoving((r) => ({ ...r, open: false }));
        }}
        title="Remove home location?"
      >
        <Stack>
          <Text size="sm">{`${removing.label} will no longer be your home location.`}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              data-autofocus
              onClick={() => {
                setRemoving((r) => ({ ...r, open: false }));
              }}
            >
              Keep it
            </Button>
            <Button
              color="red"
              onClick={() => {
                setRemoving((r) => ({ ...r, open: false }));
                onChange(null);
              }}
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Input.Wrapper>
  );
}
