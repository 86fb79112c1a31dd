import { createTeamInput, TEAM_MESSAGES } from '@goodhours/domain';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useCreateTeam } from '../../api/teams';
import { fieldErrorsOf, TeamFields, teamFieldErrors, type TeamFormValues } from './team-fields';
import { FormActions } from '../../components/form-actions';

/**
 * What a failed create says (document 1 §8): a taken name or a bad field goes under the field;
 * no answer at all is 'No response received from the server'; anything else, including the
 * 20 s time-out, is 'Error occurred while creating team'.
 */
function createFailure(error: unknown): { fields?: Record<string, string>; message?: string } {
  if (!isApiError(error)) return { message: TEAM_MESSAGES.teamCreateFailed };
  if (error.status === 0) return { message: TEAM_MESSAGES.teamCreateNoResponse };
  if (error.status === 409) return { fields: { teamName: TEAM_MESSAGES.teamNameTaken } };
  if (error.status === 422 && error.fields) return { fields: error.fields };
  return { message: TEAM_MESSAGES.teamCreateFailed };
}

/** 'Create New Team': a name, an optional code and the active flag. */
export function CreateTeamForm({ onDone }: { onDone: () => void }) {
  const create = useCreateTeam();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TeamFormValues>({ initialValues: { teamName: '', teamCode: '', isActive: true } });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const parsed = createTeamInput.safeParse(values);
    if (!parsed.success) {
      form.setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: TEAM_MESSAGES.teamCreated });
        onDone();
      },
      onError: (error) => {
        const { fields, message } = createFailure(error);
        if (fields) form.setErrors(teamFieldErrors(fields));
        if (message) setFailure(message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TeamFields form={form} />
        <FormActions submitLabel="Create Team" onCancel={onDone} loading={create.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
