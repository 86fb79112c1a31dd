import { ANNOUNCEMENT_MESSAGES as M, EMAIL_SUBJECT_MAX } from '@goodhours/domain';
import { Alert, Button, Container, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEye, IconMailForward, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { usePreviewMessage, useSendEmail, useSendTest } from '../../api/announcements';
import { toastRefusal } from '../../components/confirm-delete';
import { NotesEditor } from '../../components/notes-editor';
import { PageTitle } from '../../components/page-title';
import { EmailPreviewModal } from '../../components/email-preview-modal';
import { withLengthLimit } from '../../components/length-limit';
import {
  draftFor,
  messageProblems,
  sendEmailProblems,
  sendFailure,
  toMessageInput,
  toSendEmailInput,
  type SendEmailDraft,
  type SendFailure,
} from './send-email-form';

/** How the last send went: the server's sentence, or why it failed. */
type Outcome = { ok: true; message: string } | { ok: false; failure: SendFailure };

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  if (outcome.ok)
    return (
      <Alert color="green" role="status">
        {outcome.message}
      </Alert>
    );
  return (
    <Alert color="red" role="alert" title={outcome.failure.title}>
      {outcome.failure.reason}
    </Alert>
  );
}

/**
 * /sendemail (document 3 §2.6, §5, §8; Administrators and Owners): an email to typed addresses,
 * each receiving its own copy. Another page may hand over an address in route state. The form is
 * checked by the server's own rules before it leaves, and keeps what was typed when a send fails.
 */
export function SendEmailPage() {
  const routeState: unknown = useLocation().state;
  const send = useSendEmail();
  const test = useSendTest();
  const preview = usePreviewMessage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  // The editor reads its content once: a new key starts it empty after a send.
  const [editorKey, setEditorKey] = useState(0);
  const form = useForm<SendEmailDraft>({ initialValues: draftFor(routeState), validate: sendEmailProblems });

  /** Preview and the test send need a message, not addresses. */
  const messageReady = () => {
    const problems = messageProblems(form.values);
    form.setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  const submit = form.onSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await send.mutateAsync(toSendEmailInput(values));
      form.setValues(draftFor(null));
      form.resetDirty();
      setEditorKey((k) => k + 1);
      setOutcome({ ok: true, message: answer.message });
    } catch (error) {
      const failure = sendFailure(error);
      form.setErrors(failure.fields);
      setOutcome({ ok: false, failure });
    }
  });

  const sendTest = () => {
    if (!messageReady()) return;
    setOutcome(null);
    test.mutate(toMessageInput(form.values), {
      onSuccess: (answer) => setOutcome({ ok: true, message: answer.message }),
      onError: (error) => setOutcome({ ok: false, failure: sendFailure(error) }),
    });
  };

  const showPreview = () => {
    if (!messageReady()) return;
    preview.mutate(toMessageInput(form.values), { onSuccess: () => setPreviewOpen(true), onError: toastRefusal });
  };

  return (
    <Container fluid px={0}>
      <Stack gap="md">
        <PageTitle infoName="sendEmail">Send email</PageTitle>
        <Text size="sm" c="dimmed">
          Each address receives its own copy, with a link to stop the organisation’s emails.
        </Text>
        {outcome && <OutcomeAlert outcome={outcome} />}
        <Paper withBorder p="md">
          <form onSubmit={submit} noValidate>
            <Stack>
              <Textarea
                label="To"
                description="Email addresses, separated by commas"
                required
                autosize
                minRows={2}
                maxRows={8}
                autoComplete="off"
                spellCheck={false}
                {...form.getInputProps('to')}
              />
              <TextInput
                label="Subject"
                placeholder={M.defaultTitle}
                {...withLengthLimit(form.getInputProps('subject'), EMAIL_SUBJECT_MAX)}
              />
              <NotesEditor
                key={editorKey}
                label="Message"
                initialContent={form.values.html}
                onChange={(html) => {
                  form.setFieldValue('html', html);
                }}
                error={form.errors.html as string | undefined}
              />
              <Group justify="flex-end" gap="sm">
                <Button
                  type="button"
                  variant="default"
                  leftSection={<IconEye size={16} />}
                  loading={preview.isPending}
                  onClick={showPreview}
                >
                  Preview
                </Button>
                <Button
                  type="button"
                  variant="light"
                  leftSection={<IconMailForward size={16} />}
                  loading={test.isPending}
                  onClick={sendTest}
                >
                  Send test to me
                </Button>
                <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
                  Send
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
      <EmailPreviewModal preview={preview.data} opened={previewOpen} onClose={() => setPreviewOpen(false)} />
    </Container>
  );
}
