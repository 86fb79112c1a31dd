import { LESSON_MESSAGES as M, LESSON_TITLE_MAX, normalizeTags, ROLES } from '@goodhours/domain';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { useCreateLesson, useLessonTags } from '../../api/lessons';
import { NotesEditor } from '../../components/notes-editor';
import { withLengthLimit } from '../../components/length-limit';
import { AppendixField } from './appendix-field';
import { checkLesson, initialLessonValues, lessonRefusal, type LessonFormValues } from './lesson-form-values';
import { lessonFormBackPath, lessonListPath } from './lesson-paths';

const ROLE_CHOICES = [...ROLES];

interface Props {
  /** Belongs to: the projects the person can see. */
  projects: { value: string; label: string }[];
  initialProjectId: string | null;
  /** Under /bmdashboard: the list it goes back to after Post is there too. */
  building: boolean;
}

/**
 * The lesson form (document 3 §2.7): Lesson Title, Write a Lesson, the tags, Belongs to, View by
 * and Upload Appendix, checked by the server's rule before Post; the toasts of §8.
 */
export function LessonForm({ projects, initialProjectId, building }: Props) {
  const navigate = useNavigate();
  const create = useCreateLesson();
  const tags = useLessonTags();
  // The editor keeps the function it was first given: a state setter stays the same.
  const [content, setContent] = useState('');
  const [fileProblems, setFileProblems] = useState<string | null>(null);
  const form = useForm<Omit<LessonFormValues, 'content'>>({ initialValues: initialLessonValues(initialProjectId) });

  useEffect(() => {
    if (tags.isError)
      notifications.show({
        id: 'lesson-tags-failed',
        color: 'red',
        message: M.fetchTagsFailed(isApiError(tags.error) ? tags.error.message : M.loadFailed),
      });
  }, [tags.isError, tags.error]);

  const submit = form.onSubmit((values) => {
    const checked = checkLesson({ ...values, content });
    form.clearErrors();
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    create.mutate(checked.payload, {
      onSuccess: (lesson) => {
        if (!lesson?.id) {
          notifications.show({ color: 'yellow', message: M.unexpectedResponse });
          return;
        }
        notifications.show({ color: 'green', message: M.added, autoClose: 3000 });
        void navigate(lessonListPath(building));
      },
      onError: (error) => {
        const refusal = lessonRefusal(error);
        form.setErrors(refusal.errors);
        notifications.show({ color: 'red', title: M.addFailed, message: refusal.reason });
      },
    });
  });

  const contentError = form.errors.content;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Lesson Title" required {...withLengthLimit(form.getInputProps('title'), LESSON_TITLE_MAX)} />
        <NotesEditor
          label="Write a Lesson"
          initialContent=""
          error={typeof contentError === 'string' ? contentError : undefined}
          onChange={setContent}
        />
        <TagsInput
          label="Tags"
          required
          description="Press Enter after each tag; choose from the tags used before or write a new one"
          data={tags.data ?? []}
          clearable
          {...form.getInputProps('tags')}
          onChange={(value) => form.setFieldValue('tags', normalizeTags(value))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Belongs to"
            required
            placeholder="Select a project"
            data={projects}
            searchable
            nothingFoundMessage="No such project"
            {...form.getInputProps('projectId')}
          />
          <MultiSelect
            label="View by"
            description="The roles that may read it; none chosen: everyone signed in"
            placeholder={form.values.allowedRoles.length ? undefined : 'Everyone signed in'}
            data={ROLE_CHOICES}
            clearable
            {...form.getInputProps('allowedRoles')}
          />
        </SimpleGrid>
        <AppendixField
          value={form.values.files}
          onChange={(files) => form.setFieldValue('files', files)}
          onProblems={(problems) => setFileProblems(problems.length > 0 ? problems.join(' ') : null)}
          error={fileProblems ?? form.errors.files}
        />
        <Group justify="space-between">
          <Button
            component={Link}
            to={lessonFormBackPath(form.values.projectId, building)}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Back
          </Button>
          <Button type="submit" loading={create.isPending} leftSection={<IconSend size={16} />}>
            Post
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
