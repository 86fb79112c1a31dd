import { hgnQuestionInput, HGN_MESSAGES as M, HGN_QUESTION_TEXT_MAX, HGN_QUESTION_TITLE_MAX } from '@goodhours/domain';
import { Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createContext, useContext, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isApiError } from '../../api/client';
import { useUpdateHgnQuestion, type HgnQuestionRow } from '../../api/hgn';
import { lengthLimitText } from '../../components/length-limit';
import { hgnFieldId } from './hgn-form-values';
import classes from './hgn-questionnaire.module.css';

/** What every question of the form needs: its wording, whether the Owner may change it, whether answers are locked. */
export interface HgnQuestionsState {
  questions: readonly HgnQuestionRow[];
  canEdit: boolean;
  readOnly: boolean;
}
export const HgnQuestionsContext = createContext<HgnQuestionsState>({ questions: [], canEdit: false, readOnly: false });

/** The Owner's inline editor of a question's title and text (no form of its own: it sits inside the questionnaire's). */
function QuestionEditor({ question, onDone }: { question: HgnQuestionRow; onDone: () => void }) {
  const update = useUpdateHgnQuestion();
  const [title, setTitle] = useState(question.title);
  const [text, setText] = useState(question.text);
  const [errors, setErrors] = useState<{ title?: string; text?: string }>({});

  const save = () => {
    const parsed = hgnQuestionInput.safeParse({ title, text });
    if (!parsed.success) {
      const found: { title?: string; text?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'text' ? 'text' : 'title';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    update.mutate(
      { id: question.id, body: parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.questionSaved });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && !error.isServerFailure)
            setErrors({ title: error.fields?.title ?? error.message, text: error.fields?.text });
        },
      },
    );
  };
  // Enter saves the question, never the questionnaire around it.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    save();
  };

  return (
    <Stack gap="xs" mb="sm">
      <TextInput
        label="Question title"
        description={lengthLimitText(title.length, HGN_QUESTION_TITLE_MAX)}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        onKeyDown={onEnter}
        error={errors.title}
        data-autofocus
      />
      <Textarea
        label="Question text"
        value={text}
        autosize
        minRows={2}
        description={lengthLimitText(text.length, HGN_QUESTION_TEXT_MAX)}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onEnter}
        error={errors.text}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onDone}>
          Cancel
        </Button>
        <Button size="xs" onClick={save} loading={update.isPending}>
          Save question
        </Button>
      </Group>
    </Stack>
  );
}

interface Props {
  page: number;
  qno: number;
  /** The form's key of the answer (`frontend.React`): the card's id, where a missing answer sends the focus. */
  field: string;
  error?: ReactNode;
  /** The answer's input, given the question's title (its label) and text (its description). */
  children: (wording: { label: string; description: string }) => ReactNode;
}

/** One question's card: the answer, and beside it the Owner's Edit button for the wording. */
export function HgnQuestionCard({ page, qno, field, error, children }: Props) {
  const { questions, canEdit, readOnly } = useContext(HgnQuestionsContext);
  const [editing, setEditing] = useState(false);
  const question = questions.find((q) => q.page === page && q.qno === qno);
  const label = question?.title ?? '';
  const description = question?.text ?? '';

  return (
    <Paper id={hgnFieldId(field)} className={classes.question} mod={{ error: !!error }} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {question && editing && <QuestionEditor question={question} onDone={() => setEditing(false)} />}
      <Group align="flex-start" justify="space-between" wrap="nowrap" gap="xs">
        <fieldset className={classes.plain} disabled={readOnly} style={{ flex: 1 }}>
          {children({ label, description })}
        </fieldset>
        {question && canEdit && !editing && (
          <Button variant="subtle" size="xs" onClick={() => setEditing(true)} aria-label={`Edit question: ${label}`}>
            Edit
          </Button>
        )}
      </Group>
    </Paper>
  );
}
