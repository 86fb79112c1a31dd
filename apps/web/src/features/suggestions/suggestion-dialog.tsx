import { SUGGESTION_MESSAGES as M, SUGGESTION_TEXT_MAX, suggestionInput } from '@goodhours/domain';
import { Group, Modal, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMakeSuggestion, useSuggestionOptions } from '../../api/suggestions';
import { useSessionUser } from '../../auth/use-session';
import { FormActions } from '../../components/form-actions';
import { lengthLimitText, withLengthLimit } from '../../components/length-limit';
import { useSendToOwners } from './use-send-to-owners';
import { SuggestionOptionsEditor } from './suggestion-options-editor';

/** 'User Suggestion' (document 2 §2): category, suggestion, the Owner's extra fields, and consent. */
export default function SuggestionDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const user = useSessionUser();
  const options = useSuggestionOptions(userId);
  const send = useMakeSuggestion(userId);
  const [category, setCategory] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState('');
  const { error, deliver } = useSendToOwners(send, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const extra = options.data?.field ?? [];
    deliver(
      suggestionInput.safeParse({
        suggestioncate: category ?? '',
        suggestion: text,
        confirm,
        fields: Object.fromEntries(extra.map((f) => [f, fields[f] ?? ''])),
      }),
    );
  };
  return (
    <Modal opened onClose={onClose} title="User Suggestion" size="lg">
      <form onSubmit={submit}>
        <Stack>
          <Select label="Category" data={options.data?.suggestion ?? []} value={category} onChange={setCategory} />
          <Textarea
            label="Suggestion"
            {...withLengthLimit(
              { value: text, onChange: (e: ChangeEvent<HTMLTextAreaElement>) => setText(e.currentTarget.value) },
              SUGGESTION_TEXT_MAX,
              M.guidance,
            )}
            autosize
            minRows={4}
          />
          {(options.data?.field ?? []).map((f) => (
            <TextInput
              key={f}
              label={f}
              description={lengthLimitText((fields[f] ?? '').length, SUGGESTION_TEXT_MAX)}
              value={fields[f] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setFields((old) => ({ ...old, [f]: value }));
              }}
            />
          ))}
          <Radio.Group label="May we contact you about this suggestion?" value={confirm} onChange={setConfirm}>
            <Group mt={4}>
              <Radio value="yes" label="Yes" />
              <Radio value="no" label="No" />
            </Group>
          </Radio.Group>
          <FormActions submitLabel="Send" onCancel={onClose} loading={send.isPending} failure={error} />
        </Stack>
      </form>
      {user?.role === 'Owner' && options.data && (
        <Stack mt="lg">
          <Text fw={600}>Edit categories and fields</Text>
          <SuggestionOptionsEditor userId={userId} options={options.data} />
        </Stack>
      )}
    </Modal>
  );
}
