import { ROLE_READERS, ROLES } from '@goodhours/domain';
import { Checkbox, Fieldset, MultiSelect, Stack, Textarea } from '@mantine/core';
import { useRoles } from '../../api/roles';
import { useTeams } from '../../api/teams';
import { useCan } from '../../auth/use-session';
import type { AnnouncementDraft } from './announcement-form';

type Audience = Pick<AnnouncementDraft, 'everyone' | 'teamIds' | 'roles' | 'subscribers' | 'emails'>;

interface Props {
  value: Audience;
  onChange: (change: Partial<Audience>) => void;
  /** The spec's list message, under the typed addresses. */
  error?: string | undefined;
}

/** Whom the announcement goes to: any mix of everyone, teams, roles, subscribers and typed addresses. */
export function RecipientFields({ value, onChange, error }: Props) {
  const teams = useTeams();
  const { can } = useCan();
  // Roles come from the server when the sender may read them; the built-in ones otherwise.
  const roles = useRoles(ROLE_READERS.some((key) => can(key)));
  const roleNames = roles.data?.map((r) => r.roleName) ?? [...ROLES];

  return (
    <Fieldset legend="Recipients">
      <Stack gap="sm">
        <Checkbox label="All active people" checked={value.everyone} onChange={(e) => onChange({ everyone: e.currentTarget.checked })} />
        <MultiSelect
          label="Teams"
          placeholder={value.teamIds.length ? undefined : 'Choose teams'}
          data={(teams.data ?? []).map((t) => ({ value: t.id, label: t.teamName }))}
          value={value.teamIds}
          onChange={(teamIds) => onChange({ teamIds })}
          searchable
          clearable
          disabled={value.everyone}
          nothingFoundMessage="No team of that name"
        />
        <MultiSelect
          label="Roles"
          placeholder={value.roles.length ? undefined : 'Choose roles'}
          data={roleNames}
          value={value.roles}
          onChange={(chosen) => onChange({ roles: chosen })}
          searchable
          clearable
          disabled={value.everyone}
        />
        <Checkbox
          label="Confirmed subscribers"
          description="People who are not members and confirmed their address on /email-subscribe"
          checked={value.subscribers}
          onChange={(e) => onChange({ subscribers: e.currentTarget.checked })}
        />
        <Textarea
          label="Other addresses"
          description="Separated by commas, spaces or new lines"
          autosize
          minRows={2}
          maxRows={8}
          value={value.emails}
          onChange={(e) => onChange({ emails: e.currentTarget.value })}
          error={error}
        />
      </Stack>
    </Fieldset>
  );
}
