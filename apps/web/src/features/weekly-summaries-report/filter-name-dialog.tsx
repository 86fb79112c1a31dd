import { savedFilterInput } from '@goodhours/domain';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { withLengthLimit } from '../../components/length-limit';

interface Props {
  /** 'Save filter as…' or 'Rename saved filter'. */
  title: string;
  submitLabel: string;
  initialName: string;
  saving: boolean;
  /** Saves under the name; a refusal comes back here and is shown under the name. */
  onSubmit: (name: string, refused: (error: unknown) => void) => void;
  onClose: () => void;
}

const nameRule = savedFilterInput.shape.name;

/** What a refusal says about the name: the field's message (409 name taken, 422), else the message. */
function refusalText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.fields?.name ?? (error.isServerFailure ? null : error.message);
}

/** Asks for a saved filter's name; the name typed stays when the save is refused. */
export function FilterNameDialog({ title, submitLabel, initialName, saving, onSubmit, onClose }: Props) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = nameRule.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onSubmit(parsed.data, (refusal) => setError(refusalText(refusal)));
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            required
            data-autofocus
            {...withLengthLimit({ value: name }, savedFilterInput.shape.name.maxLength)}
            error={error}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
