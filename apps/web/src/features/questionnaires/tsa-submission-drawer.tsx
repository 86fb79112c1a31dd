import { formatMoment, TSA_PAGES, TSA_QUESTIONS, type TsaAnswerValue } from '@goodhours/domain';
import { Divider, Drawer, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTsaSubmission } from '../../api/tsa';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { tsaPageFields } from './tsa-form-values';

const KNOWN = new Set<string>(Object.keys(TSA_QUESTIONS));

/** An answer as read: boxes listed, an agreement said in words, nothing given said so. */
export function answerText(value: TsaAnswerValue | undefined): string {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return 'No answer';
  if (Array.isArray(value)) return value.join(', ');
  if (value === 'agree') return 'Agreed';
  return String(value);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** One submission, every answer under its page's heading; answers a later version no longer asks come last by name. */
export function TsaSubmissionDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const one = useTsaSubmission(id);
  const s = one.data;
  const unknown = s ? Object.keys(s.answers).filter((key) => !KNOWN.has(key)) : [];
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={s ? `Questionnaire of ${s.signedName}` : 'Questionnaire'}
    >
      {one.isPending && <PageSkeleton rows={6} />}
      {one.isError && <ErrorView error={one.error} onRetry={() => void one.refetch()} />}
      {s && (
        <Stack gap="md">
          <Fact label="Submitted by">
            {s.submitter ? `${s.submitter.name} (${s.submitter.email})` : 'A former member (the account was deleted)'}
          </Fact>
          <Fact label="Submitted">{formatMoment(s.submittedAt)}</Fact>
          <Fact label="Agreement version">{s.agreementVersion}</Fact>
          <Fact label="Signed as">{s.signedName}</Fact>
          {TSA_PAGES.map(({ page, title }) => (
            <Stack key={page} gap="xs">
              <Divider />
              <Title order={3} size="h5">
                {title}
              </Title>
              {tsaPageFields(page).map((field) => (
                <Fact key={field} label={TSA_QUESTIONS[field]}>
                  {answerText(s.answers[field])}
                </Fact>
              ))}
            </Stack>
          ))}
          {unknown.length > 0 && (
            <Stack gap="xs">
              <Divider />
              <Title order={3} size="h5">
                Other answers
              </Title>
              {unknown.map((key) => (
                <Fact key={key} label={key}>
                  {answerText(s.answers[key])}
                </Fact>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
