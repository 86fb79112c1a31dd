import { bugReportInput, SEVERITIES, SUGGESTION_TEXT_MAX } from '@goodhours/domain';
import { Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useBugReport } from '../../api/suggestions';
import { FormActions } from '../../components/form-actions';
import { lengthLimitText } from '../../components/length-limit';
import { useSendToOwners } from './use-send-to-owners';

const FIELDS = [
  ['title', 'Title'],
  ['environment', 'Environment (browser, device)'],
  ['reproduction', 'Steps to reproduce'],
  ['expected', 'Expected result'],
  ['actual', 'Actual result'],
  ['visual', 'Visual proof (link to a screenshot or video)'],
] as const;

/** 'Bug Report' (document 2 §2): every field is required. */
export default function BugReportDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const send = useBugReport(userId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [severity, setSeverity] = useState<string | null>(null);
  const { error, deliver } = useSendToOwners(send, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    deliver(bugReportInput.safeParse({ ...values, severity }));
  };
  return (
    <Modal opened onClose={onClose} title="Bug Report" size="lg">
      <form onSubmit={submit}>
        <Stack>
          {FIELDS.map(([key, label]) =>
            key === 'title' || key === 'environment' || key === 'visual' ? (
              <TextInput
                key={key}
                label={label}
                required
                description={lengthLimitText((values[key] ?? '').length, SUGGESTION_TEXT_MAX)}
                value={values[key] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setValues((v) => ({ ...v, [key]: value }));
                }}
              />
            ) : (
              <Textarea
                key={key}
                label={label}
                required
                autosize
                minRows={2}
                description={lengthLimitText((values[key] ?? '').length, SUGGESTION_TEXT_MAX)}
                value={values[key] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setValues((v) => ({ ...v, [key]: value }));
                }}
              />
            ),
          )}
          <Select label="Severity" required data={[...SEVERITIES]} value={severity} onChange={setSeverity} />
          <FormActions submitLabel="Send" onCancel={onClose} loading={send.isPending} failure={error} />
        </Stack>
      </form>
    </Modal>
  );
}
