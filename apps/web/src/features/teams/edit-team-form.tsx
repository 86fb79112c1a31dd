import { TEAM_MESSAGES, updateTeamInput, type Team } from '@goodhours/domain';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../api/client';
import { useUpdateTeam } from '../../api/teams';
import { fieldErrorsOf, TeamFields, teamFieldErrors, type TeamFormValues } from './team-fields';
import { FormActions } from '../../components/form-actions';

/** Edits a team's name, code and active flag; only what changed is sent. */
export function EditTeamForm({ team, onDone }: { team: Team; onDone: () => void }) {
  const update = useUpdateTeam();
  const form = useForm<TeamFormValues>({
    initialValues: { teamName: team.teamName, teamCode: team.teamCode, isActive: team.isActive },
  });

  const submit = form.onSubmit((values) => {
    const changed = {
      ...(values.teamName !== team.teamName ? { teamName: values.teamName } : {}),
      ...(values.teamCode !== team.teamCode ? { teamCode: values.teamCode } : {}),
      ...(values.isActive !== team.isActive ? { isActive: values.isActive } : {}),
    };
    const parsed = updateTeamInput.safeParse(changed);
    if (!parsed.success) {
      form.setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    if (Object.keys(parsed.data).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { id: team.id, ...parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: TEAM_MESSAGES.teamUpdated });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && !error.isServerFailure) form.setErrors(teamFieldErrors(error.fields));
        },
      },
    );
  });

  const refusal = isApiError(update.error) && !update.error.isServerFailure && !update.error.fields ? update.error.message : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TeamFields form={form} />
        <FormActions submitLabel="Save" onCancel={onDone} loading={update.isPending} failure={refusal} />
      </Stack>
    </form>
  );
}
