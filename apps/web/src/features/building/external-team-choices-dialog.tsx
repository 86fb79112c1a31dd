import { EXTERNAL_CHOICES_MESSAGES as M, externalTeamChoicesInput, OTHER_CHOICE, type ExternalTeamChoices } from '@goodhours/domain';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useSaveExternalTeamChoices } from '../../api/external-team';
import { Dialog } from '../../components/dialog';
import { ChoiceListEditor, type ChoicesValues } from './external-team-choices-list';

/** The lists as the settings hold them: what the form offers, without the 'other' it always adds. */
const editable = (choices: ExternalTeamChoices): ChoicesValues => ({
  roles: choices.roles.filter((c) => c !== OTHER_CHOICE),
  teams: choices.teams.filter((c) => c !== OTHER_CHOICE),
});

/** A refusal's messages about the lists or their entries (`roles`, `teams.2`), placed where they belong. */
function listErrors(fields: Record<string, string> | undefined): FormErrors {
  return Object.fromEntries(Object.entries(fields ?? {}).filter(([key]) => /^(roles|teams)(\.\d+)?$/.test(key)));
}

/**
 * The roles and teams the team member form offers, edited as two lists. A refused save keeps
 * every entry typed and shows each problem where it is; a saved one closes with a toast, and the
 * form's selects offer the new lists at once.
 */
export function ExternalTeamChoicesForm({ choices, onDone }: { choices: ExternalTeamChoices; onDone: () => void }) {
  const save = useSaveExternalTeamChoices();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ChoicesValues>({
    initialValues: editable(choices),
    validate: schemaResolver(externalTeamChoicesInput, { sync: true }),
  });

  // A long list can put a problem out of sight: a line beside the buttons says there is one.
  const submit = form.onSubmit(
    async (values) => {
      setRefusal(null);
      try {
        await save.mutateAsync(values);
        notifications.show({ color: 'green', message: M.saved });
        onDone();
      } catch (error) {
        if (!isApiError(error) || error.isServerFailure) return;
        const fields = listErrors(error.fields);
        form.setErrors(fields);
        setRefusal(Object.keys(fields).length > 0 ? M.fixProblems : error.message);
      }
    },
    () => setRefusal(M.fixProblems),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Role and team choices">
      <Stack>
        <Text size="sm">
          Names may use letters, digits, spaces, underscores and hyphens; the form shows underscores as spaces. ‘Other’ is always offered
          last. Members already added keep their role and team.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <ChoiceListEditor form={form} path="roles" legend="Roles" noun="role" />
          <ChoiceListEditor form={form} path="teams" legend="Teams" noun="team" />
        </SimpleGrid>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save choices
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The "Edit choices" button and its window, for people who hold editBuildingChoices. */
export function EditChoicesButton({ choices }: { choices: ExternalTeamChoices }) {
  const [opened, { open, close }] = useDisclosure(false);
  // Each opening starts a new form from the choices as they are then, not from the last edit.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconListDetails size={16} />}
        onClick={() => {
          setOpening((n) => n + 1);
          open();
        }}
      >
        Edit choices
      </Button>
      <Dialog opened={opened} onClose={close} title="Role and team choices" size="xl">
        <ExternalTeamChoicesForm key={opening} choices={choices} onDone={close} />
      </Dialog>
    </>
  );
}
