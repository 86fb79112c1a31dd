import { PROFILE_FIELD_PERMISSIONS, type SummariesReportRow } from '@goodhours/domain';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useSetReportProperty } from '../../api/summaries-report';
import { useCan } from '../../auth/use-session';
import { EditInPlace } from './edit-in-place';
import { fullName } from './report-filter';

/** Why the server refused a team code: the field's message (422), else the refusal's. */
function refusalText(error: unknown): string | null {
  if (!isApiError(error) || error.isServerFailure) return null;
  return error.fields?.teamCode ?? error.fields?.value ?? error.message;
}

/**
 * A person's team code, changed in place by holders of editTeamCode or putUserProfileImportantInfo
 * (the profile field's permissions). The server checks the code: a refusal shows under the input
 * and keeps what was typed.
 */
export function TeamCodeField({ row }: { row: SummariesReportRow }) {
  const { can } = useCan();
  const setProperty = useSetReportProperty();
  const [text, setText] = useState(row.teamCode);
  const [error, setError] = useState<string | null>(null);
  return (
    <EditInPlace
      label="Team code"
      personName={fullName(row)}
      shown={row.teamCode || 'None'}
      canEdit={PROFILE_FIELD_PERMISSIONS.teamCode.some(can)}
      saving={setProperty.isPending}
      onStart={() => {
        setText(row.teamCode);
        setError(null);
      }}
      onSave={(done) =>
        setProperty.mutate(
          { userId: row.id, property: { key: 'teamCode', value: text.trim() } },
          { onSuccess: done, onError: (refusal) => setError(refusalText(refusal)) },
        )
      }
      input={
        <TextInput
          label="Team code"
          size="xs"
          autoFocus
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          w={160}
        />
      }
    />
  );
}
