import { FORM_LIMITS, FORM_MESSAGES as M, formDefinitionSchema, MAX_QUESTIONS, type FormDefinition } from '@goodhours/domain';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconEye, IconPlus, IconRestore } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '../../api/client';
import type { FormSavedAnswer } from '../../api/forms';
import { Dialog } from '../../components/dialog';
import { builderValues, moveTarget, newQuestion, type BuilderQuestion, type BuilderValues, type SavedDefinition } from './builder-values';
import { FormFiller } from './form-filler';
import { QuestionEditor } from './question-editor';
import { SortableQuestion, SortableQuestions } from './sortable-questions';
import { withLengthLimit } from '../../components/length-limit';

interface Props {
  /** The saved definition the builder starts from and Reset returns to; null for a form not saved yet. */
  saved: SavedDefinition | null;
  defaultTitle?: string;
  /** The questions a form not saved yet starts with (a job's: the applicant's name and email). */
  start?: readonly BuilderQuestion[];
  /**
   * What the form still needs before it can be used, said above the buttons while it is missing
   * (a job's form: a required email question); null when nothing is missing.
   */
  requirement?: (values: BuilderValues) => string | null;
  onSave: (values: BuilderValues) => Promise<FormSavedAnswer>;
  /** Told whether there are unsaved changes (the page warns before they are lost). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Focuses an element once the change that draws it is on screen. */
function focusSoon(find: () => HTMLElement | null | undefined) {
  requestAnimationFrame(() => find()?.focus());
}

/**
 * The form builder (document 3 §2.5, §5): title and description, then questions added, edited,
 * reordered by drag and drop (a handle: pointer, or Space and the arrows) or with Move up and down, and deleted; the
 * builder's messages under each field; Reset to the last save; a preview that can be filled in.
 * A save of a changed form makes a new version; the answers given before stay with their version.
 */
export function FormBuilder({ saved, defaultTitle = '', start, requirement, onSave, onDirtyChange }: Props) {
  const form = useForm<BuilderValues>({
    initialValues: builderValues(saved, defaultTitle, start),
    validate: schemaResolver(formDefinitionSchema, { sync: true }),
  });
  const formId = useId();
  const addId = `${formId}-add`;
  const focusFirstProblem = () => focusSoon(() => document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]'));
  const [preview, setPreview] = useState<FormDefinition | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  const dirty = form.isDirty();

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const questions = form.values.questions;
  const missing = requirement?.(form.values) ?? null;
  const ids = questions.map((q) => q.id);

  const move = (index: number, by: -1 | 1) => {
    const to = moveTarget(index, by, questions.length);
    const id = questions[index]?.id;
    if (to === null || !id) return;
    form.reorderListItem('questions', { from: index, to });
    // The moved question's button keeps the focus; at an end, its other button takes it.
    const stuck = (by === -1 && to === 0) || (by === 1 && to === questions.length - 1);
    focusSoon(() => document.getElementById(`${id}-${(by === -1) !== stuck ? 'up' : 'down'}`));
  };

  const add = () => {
    const question = newQuestion(ids);
    form.insertListItem('questions', question);
    focusSoon(() => document.getElementById(`question-${question.id}-label`));
  };

  const remove = (index: number) => {
    form.removeListItem('questions', index);
    focusSoon(() => document.getElementById(addId));
  };

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      setSaving(true);
      try {
        const answer = await onSave(values);
        const next = builderValues(answer.definition);
        form.setValues(next);
        form.setInitialValues(next);
        form.resetDirty(next);
        notifications.show({ color: 'green', message: answer.changed ? M.saved(answer.version) : M.unchanged });
      } catch (error) {
        if (!isApiError(error) || error.isServerFailure) return;
        if (error.fields && Object.keys(error.fields).length > 0) {
          form.setErrors(error.fields);
          focusFirstProblem();
        }
        setFailure(error.message);
      } finally {
        setSaving(false);
      }
    },
    () => focusFirstProblem(),
  );

  const openPreview = () => {
    const checked = form.validate();
    if (checked.hasErrors) focusFirstProblem();
    else setPreview(formDefinitionSchema.parse(form.values));
  };

  return (
    <>
      <form id={formId} onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Text id={headingId} fw={600}>
            {saved ? 'Edit the form' : 'Build a new form'}
          </Text>
          <TextInput label="Form title" required {...withLengthLimit(form.getInputProps('title'), FORM_LIMITS.title)} />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={6}
            {...withLengthLimit(form.getInputProps('description'), FORM_LIMITS.description)}
          />
          <SortableQuestions ids={ids} onMove={(from, to) => form.reorderListItem('questions', { from, to })}>
            {questions.map((q, i) => (
              <SortableQuestion key={q.id} id={q.id} label={`Drag question ${String(i + 1)} to another place`}>
                {(handle) => (
                  <QuestionEditor form={form} index={i} count={questions.length} onMove={move} onDelete={remove} handle={handle} />
                )}
              </SortableQuestion>
            ))}
          </SortableQuestions>
          {questions.length === 0 && <Text c="dimmed">No questions yet. Add the first one.</Text>}
          {typeof form.errors.questions === 'string' && (
            <Alert color="red" role="alert">
              {form.errors.questions}
            </Alert>
          )}
          <Group>
            <Button
              id={addId}
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={add}
              disabled={questions.length >= MAX_QUESTIONS}
            >
              Add question
            </Button>
          </Group>
          {missing && (
            <Alert color="yellow" role="status">
              {missing}
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" leftSection={<IconRestore size={16} />} onClick={() => form.reset()} disabled={!dirty}>
              Reset
            </Button>
            <Button variant="default" leftSection={<IconEye size={16} />} onClick={openPreview}>
              Preview
            </Button>
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={saving}>
              Save form
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the builder's form: a preview's submit must not reach it through the portal. */}
      <Dialog opened={preview !== null} onClose={() => setPreview(null)} title="Preview" size="lg">
        {preview && <FormFiller definition={preview} titleOrder={2} />}
      </Dialog>
    </>
  );
}
