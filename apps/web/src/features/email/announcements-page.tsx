import { ACCESS_RULES, ANNOUNCEMENT_MESSAGES as M, EMAIL_SUBJECT_MAX, messageProblems, type MessagePreview } from '@goodhours/domain';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../auth/use-session';
import { isApiError } from '../../api/client';
import { usePreviewMessage, useSendAnnouncement, useSendTest, type AnnouncementSent } from '../../api/announcements';
import { useTeams } from '../../api/teams';
import { EmailPreviewModal } from '../../components/email-preview-modal';
import { withLengthLimit } from '../../components/length-limit';
import { PageTitle } from '../../components/page-title';
import { AnnouncementEditor } from './announcement-editor';
import {
  EMPTY_DRAFT,
  audienceLabel,
  draftProblems,
  toAnnouncementInput,
  type AnnouncementDraft,
  type DraftProblems,
} from './announcement-form';
import { AnnouncementHistory } from './announcement-history';
import { AnnouncementProgress } from './announcement-progress';
import { RecipientFields } from './recipient-fields';

/** The server's field messages, where the form shows them; anything else is said above the form. */
function refusalOf(error: unknown): { fields: DraftProblems; message: string | null } {
  if (!isApiError(error) || error.isServerFailure) return { fields: {}, message: null };
  const fields: DraftProblems = {};
  for (const [key, field] of [
    ['subject', 'subject'],
    ['html', 'html'],
    ['audience.emails', 'emails'],
  ] as const) {
    const message = error.fields?.[key];
    if (message) fields[field] = message;
  }
  return { fields, message: Object.keys(fields).length ? null : error.message };
}

/**
 * /announcements (sendEmails, document 3 §2.6): a message with pictures, previewed as it will
 * leave, tried on oneself, then sent as one email per recipient to any mix of everyone, teams,
 * roles, subscribers and typed addresses; its progress is followed live, and earlier ones are
 * read and sent again below.
 */
export function AnnouncementsPage() {
  const [draft, setDraft] = useState<AnnouncementDraft>(EMPTY_DRAFT);
  const [editorKey, setEditorKey] = useState(0);
  const [shown, setShown] = useState<DraftProblems>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [sent, setSent] = useState<AnnouncementSent | null>(null);
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const send = useSendAnnouncement();
  const test = useSendTest();
  const previewer = usePreviewMessage();
  const teams = useTeams();
  const { canAccess } = useCan();
  const teamName = (id: string) => teams.data?.find((t) => t.id === id)?.teamName;
  const change = (part: Partial<AnnouncementDraft>) => setDraft((d) => ({ ...d, ...part }));

  /** Says what the server refused (the draft stays as typed), or 'Error sending email'. */
  const onRefused = (error: unknown) => {
    const { fields, message } = refusalOf(error);
    setShown(fields);
    setRefused(message ?? (Object.keys(fields).length ? null : M.failed));
  };

  const checkMessage = () => {
    const problems = messageProblems(draft);
    setShown(problems);
    return Object.keys(problems).length === 0;
  };

  const submit = () => {
    setRefused(null);
    const problems = draftProblems(draft);
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    modals.openConfirmModal({
      title: 'Send the announcement',
      children: `Send “${draft.subject.trim() || M.defaultTitle}” to: ${audienceLabel(draft, teamName)}? Each recipient gets their own email.`,
      labels: { confirm: 'Send', cancel: 'Cancel' },
      onConfirm: () =>
        send.mutate(toAnnouncementInput(draft), {
          onSuccess: (answer) => {
            setSent(answer);
            setDraft(EMPTY_DRAFT);
            setEditorKey((k) => k + 1);
            setShown({});
          },
          onError: onRefused,
        }),
    });
  };

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <PageTitle infoName="announcements">Announcements</PageTitle>
        {canAccess(ACCESS_RULES.sendEmail) && (
          <Text size="sm">
            To write to a few people by address,{' '}
            <Anchor component={Link} to="/sendemail" underline="always">
              send an email
            </Anchor>
            .
          </Text>
        )}
        {sent && <AnnouncementProgress key={sent.announcement.id} sent={sent.announcement} />}
        {refused && (
          <Alert color="red" role="alert" title={M.failed}>
            {refused === M.failed ? null : refused}
          </Alert>
        )}
        <Paper withBorder p="md">
          <Stack gap="md">
            <TextInput
              label="Subject"
              placeholder={M.defaultTitle}
              {...withLengthLimit(
                {
                  value: draft.subject,
                  onChange: (e: ChangeEvent<HTMLInputElement>) => change({ subject: e.currentTarget.value }),
                  error: shown.subject,
                },
                EMAIL_SUBJECT_MAX,
              )}
            />
            <AnnouncementEditor key={editorKey} initialContent="" onChange={(html) => change({ html })} error={shown.html} />
            <RecipientFields value={draft} onChange={change} error={shown.emails} />
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                loading={previewer.isPending}
                onClick={() => {
                  if (checkMessage()) previewer.mutate(draft, { onSuccess: setPreview, onError: onRefused });
                }}
              >
                Preview
              </Button>
              <Button
                variant="default"
                loading={test.isPending}
                onClick={() => {
                  if (checkMessage())
                    test.mutate(draft, {
                      onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
                      onError: onRefused,
                    });
                }}
              >
                Send test to me
              </Button>
              <Button onClick={submit} loading={send.isPending}>
                Send
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Sent before
          </Title>
          <AnnouncementHistory onResent={setSent} />
        </Stack>
      </Stack>
      <EmailPreviewModal preview={preview ?? undefined} opened={preview !== null} onClose={() => setPreview(null)} />
    </Container>
  );
}
