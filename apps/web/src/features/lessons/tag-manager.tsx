import { addTagInput, LESSON_MESSAGES as M } from '@goodhours/domain';
import { Alert, Button, Divider, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/client';
import { useAddTag, useDeleteTags, useLessonTags } from '../../api/lessons';
import { confirmDelete } from '../../components/confirm-delete';
import { Dialog } from '../../components/dialog';

const reasonOf = (error: unknown) => (isApiError(error) ? error.message : M.loadFailed);

function AddTagForm() {
  const add = useAddTag();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = addTagInput.safeParse({ tag: text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? M.tagEmpty);
      return;
    }
    add.mutate(checked.data.tag, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: M.tagAdded, autoClose: 3000 });
        setText('');
      },
      onError: (failure) => notifications.show({ color: 'red', message: M.tagAddFailed(reasonOf(failure)) }),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="New tag"
          value={text}
          error={error}
          style={{ flex: '1 1 12rem' }}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
          Add tag
        </Button>
      </Group>
    </form>
  );
}

function DeleteTagsForm({ tags }: { tags: string[] }) {
  const remove = useDeleteTags();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (chosen.length === 0) {
      setError(M.chooseTags);
      return;
    }
    confirmDelete({
      title: 'Delete tags',
      question: `Delete ${chosen.join(', ')} from the tags offered when writing a lesson? Lessons keep the tags they were written with.`,
      onConfirm: () => {
        remove.mutate(chosen, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: M.tagsDeleted, autoClose: 3000 });
            setChosen([]);
          },
          onError: (failure) => notifications.show({ color: 'red', title: M.deleteTagsFailed, message: reasonOf(failure) }),
        });
      },
    });
  };
  return (
    <Stack gap="xs">
      <MultiSelect
        label="Tags to delete"
        data={tags}
        value={chosen}
        error={error}
        searchable
        clearable
        nothingFoundMessage="No such tag"
        onChange={(value) => {
          setChosen(value);
          setError(null);
        }}
      />
      <Group justify="flex-end">
        <Button color="red" leftSection={<IconTrash size={16} />} onClick={confirm} loading={remove.isPending}>
          Delete tags
        </Button>
      </Group>
    </Stack>
  );
}

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Administrators and the Owner delete tags (ACCESS_RULES.lessonTags). */
  canDelete: boolean;
}

/** The tag catalogue offered when writing a lesson: add a tag; delete tags, after a confirmation. */
export function TagManager({ opened, onClose, canDelete }: Props) {
  const tags = useLessonTags();
  return (
    <Dialog opened={opened} onClose={onClose} title="Tags">
      <Stack>
        {tags.isError && (
          <Alert color="red" role="alert">
            {M.fetchTagsFailed(reasonOf(tags.error))}
          </Alert>
        )}
        <AddTagForm />
        {canDelete && (
          <>
            <Divider />
            <DeleteTagsForm tags={tags.data ?? []} />
          </>
        )}
      </Stack>
    </Dialog>
  );
}
