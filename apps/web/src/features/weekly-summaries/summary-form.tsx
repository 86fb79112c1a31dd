import {
  SUMMARY_MAX_CHARS,
  SUMMARY_MESSAGES as M,
  summarySaveInput,
  wordCount,
  type SummarySlot,
  type WeeklySummaries,
} from '@goodhours/domain';
import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useSaveSummary } from '../../api/weekly-summaries';
import { Dialog } from '../../components/dialog';
import { lengthLimitText } from '../../components/length-limit';
import { NotesEditor } from '../../components/notes-editor';
import { MoveSummary } from './move-summary';

/** The first problem of a field the person has changed, or of any field once they tried to save. */
/** The first problem of a field the person has changed (a field nobody touched is not an error yet). */
function shownProblem(issues: readonly { path: PropertyKey[]; message: string }[], touched: ReadonlySet<string>) {
  return issues.find((i) => touched.has(String(i.path[0])))?.message ?? null;
}

interface Props {
  data: WeeklySummaries;
  slot: SummarySlot;
  onSaved: () => void;
  onMoved: (to: number) => void;
}

/** One tab of the window: the editor, the media link (locked until confirmed), the confirmations, Save. */
export function SummaryForm({ data, slot, onSaved, onMoved }: Props) {
  const [summary, setSummary] = useState(slot.summary);
  const [mediaUrl, setMediaUrl] = useState(data.mediaUrl);
  // The lock guards a link already given (document 2 §2); an empty one is there to be filled in (issue 42).
  const [mediaUnlocked, setMediaUnlocked] = useState(data.mediaUrl === '');
  const [warning, setWarning] = useState(false);
  const [confirms, setConfirms] = useState({ mediaConfirm: false, editorConfirm: false, proofreadConfirm: false });
  // A field is judged once the person has changed it: the window does not open on an error for a
  // field nobody has touched. Save stays disabled while anything is missing (document 2 §2), and
  // says what is still needed.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const save = useSaveSummary(data.userId);
  const parsed = summarySaveInput.safeParse({ slot: slot.slot, summary, mediaUrl, ...confirms });
  const problem = shownProblem(parsed.error?.issues ?? [], touched);
  const missing = parsed.error?.issues[0]?.message ?? null;
  const words = wordCount(summary);

  const submit = () => {
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: M.saved, autoClose: 3000 });
        onSaved();
      },
      onError: () => notifications.show({ color: 'red', message: M.failed, autoClose: 3000 }),
    });
  };
  const check = (key: keyof typeof confirms, label: string) => (
    <Checkbox
      label={label}
      checked={confirms[key]}
      onChange={(e) => {
        const checked = e.currentTarget.checked;
        setConfirms((c) => ({ ...c, [key]: checked }));
        touch(key);
      }}
    />
  );

  return (
    <Stack gap="sm">
      <NotesEditor
        label="Summary"
        initialContent={slot.summary}
        onChange={(html) => {
          setSummary(html);
          touch('summary');
        }}
      />
      <Group justify="space-between">
        <Text size="sm" c={words > 0 && words < 50 ? 'red' : 'dimmed'}>
          Words: {words} (at least 50). {lengthLimitText(summary.length, SUMMARY_MAX_CHARS)}
        </Text>
        <MoveSummary userId={data.userId} from={slot.slot} disabled={!slot.summary} onMoved={onMoved} />
      </Group>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label="Link to your media files"
          placeholder="https://"
          value={mediaUrl}
          readOnly={!mediaUnlocked}
          onChange={(e) => {
            setMediaUrl(e.currentTarget.value);
            touch('mediaUrl');
          }}
          style={{ flex: 1 }}
        />
        {!mediaUnlocked && (
          <ActionIcon size="lg" variant="default" aria-label="Unlock media link" title="Unlock media link" onClick={() => setWarning(true)}>
            <IconLock size={16} />
          </ActionIcon>
        )}
        {mediaUnlocked && <IconLockOpen size={18} aria-hidden />}
      </Group>
      {check('mediaConfirm', 'I have provided the required media files (at least 4 screenshots or photos).')}
      {check('editorConfirm', 'I used an AI editor to write my summary.')}
      {check('proofreadConfirm', 'I have proofread my summary.')}
      {problem && (
        <Text size="sm" c="red" role="status">
          {problem}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        {!problem && missing && (
          <Text size="sm" c="dimmed" id={`summary-needs-${String(slot.slot)}`}>
            To save: {missing}
          </Text>
        )}
        <Button
          onClick={submit}
          disabled={!parsed.success}
          loading={save.isPending}
          aria-describedby={!problem && missing ? `summary-needs-${String(slot.slot)}` : undefined}
        >
          Save
        </Button>
      </Group>
      <Dialog opened={warning} onClose={() => setWarning(false)} title="Change your media link?">
        <Stack>
          <Text size="sm">
            This link is where reviewers find the photos and screenshots of your work, for every summary you write. Change it only if your
            media files have moved.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setWarning(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setMediaUnlocked(true);
                setWarning(false);
              }}
            >
              I understand
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
