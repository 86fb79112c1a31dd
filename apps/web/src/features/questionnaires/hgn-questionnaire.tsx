import { ACCESS_RULES, formatMoment, hgnFirstIncompletePage, HGN_MESSAGES as M, hgnPagePath } from '@goodhours/domain';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { hgnKeys, useSaveHgnDraft, useSubmitHgn, type HgnMine, type HgnQuestionRow } from '../../api/hgn';
import { useCan } from '../../auth/use-session';
import { HgnFollowUpFields } from './hgn-follow-up-fields';
import {
  hgnDraftOf,
  hgnFieldId,
  hgnFormValues,
  hgnPageErrors,
  hgnSubmissionOf,
  hgnSubmissionProblemPage,
  type HgnFormValues,
} from './hgn-form-values';
import { HgnFrame } from './hgn-frame';
import { HgnGeneralFields } from './hgn-general-fields';
import { HgnQuestionsContext } from './hgn-question';
import { HgnRatingsFields } from './hgn-ratings-fields';
import { HgnUserInfoFields } from './hgn-user-info-fields';

/** The heading of each page. */
export const HGN_PAGE_TITLES = ['About you', 'General questions', 'Frontend skills', 'Backend skills', 'Follow-up', 'Thank you!'];
const LAST_QUESTION_PAGE = 5;

/** Sends the view and the focus to a question (its card, or the field itself). */
function focusField(key: string): void {
  const box = document.getElementById(hgnFieldId(key)) ?? document.getElementById(hgnFieldId(key.split('.').slice(0, 2).join('.')));
  box?.scrollIntoView?.({ block: 'center' });
  const target = box?.matches('input, textarea') ? box : box?.querySelector<HTMLElement>('input:not([disabled]), textarea');
  target?.focus({ preventScroll: true });
}

interface Props {
  mine: HgnMine;
  questions: readonly HgnQuestionRow[];
  page: number;
  /** A new questionnaire starts with the person's own name and email. */
  person: { name: string; email: string };
}

/**
 * Pages 1 to 5 of the development-team questionnaire, one form for all of them. Next checks the
 * page by its rule (the first missing answer gets the view and the focus) and keeps the answers
 * so far on the server, as Back and Edit My Response do, so a reload or another device finds them.
 * The form is linear: a later page opened first sends the person to the first incomplete one.
 * Once submitted it is shown read-only.
 */
export function HgnQuestionnaire({ mine, questions, page, person }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { canAccess } = useCan();
  const isOwner = canAccess(ACCESS_RULES.hgnResponses);
  const save = useSaveHgnDraft();
  const submit = useSubmitHgn();
  // A refusal belongs to the page it was said on.
  const [refusal, setRefusal] = useState<{ page: number; text: ReactNode } | null>(null);
  const alert = refusal?.page === page ? refusal.text : null;
  const setAlert = (text: ReactNode) => setRefusal(text ? { page, text } : null);
  const alertRef = useRef<HTMLDivElement>(null);
  // The buttons stay busy from the click until the next page is drawn: the save's end and the
  // navigation are rendered apart, and a second click between them would act on this page again.
  const [leaving, setLeaving] = useState<number | null>(null);
  const [initialValues] = useState(() => hgnFormValues(mine.answers, person));
  const form = useForm<HgnFormValues>({ initialValues });
  const { clearErrors } = form;
  const readOnly = mine.status === 'submitted';

  useEffect(() => {
    clearErrors();
    window.scrollTo(0, 0);
  }, [page, clearErrors]);
  useEffect(() => {
    if (refusal) alertRef.current?.scrollIntoView?.({ block: 'center' });
  }, [refusal]);

  const reachable = readOnly ? LAST_QUESTION_PAGE : Math.min(hgnFirstIncompletePage(hgnDraftOf(form.values)), LAST_QUESTION_PAGE);
  if (page > reachable) return <Navigate to={hgnPagePath(reachable)} replace />;

  const go = (to: number) => void navigate(hgnPagePath(to));
  const refused = (error: unknown) => {
    if (!isApiError(error) || error.isServerFailure) return;
    // Submitted meanwhile (another tab or device): show it as it now stands.
    if (error.status === 409) void queryClient.invalidateQueries({ queryKey: hgnKeys.mine });
    form.setErrors(Object.fromEntries(Object.entries(error.fields ?? {}).filter(([key]) => key.includes('.'))));
    setAlert(error.message);
  };
  const keepAndGo = (to: number) => {
    setLeaving(page);
    save.mutate(hgnDraftOf(form.values), {
      onSuccess: () => go(to),
      onError: (error) => {
        setLeaving(null);
        refused(error);
      },
    });
  };
  const move = (to: number) => (readOnly ? go(to) : keepAndGo(to));

  const send = () => {
    const problemPage = hgnSubmissionProblemPage(form.values);
    if (problemPage !== null) {
      setAlert(
        <>
          {M.earlierPageIncomplete(problemPage)}{' '}
          <Anchor component={Link} to={hgnPagePath(problemPage)}>
            Go to page {problemPage}
          </Anchor>
        </>,
      );
      return;
    }
    // The submitted questionnaire is drawn anew (read-only) as soon as its answer arrives: the
    // promise, unlike a callback of this (then unmounted) form, still moves on to the thanks.
    submit.mutateAsync(hgnSubmissionOf(form.values)).then(() => go(6), refused);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (readOnly) return go(page + 1);
    const errors = hgnPageErrors(form.values, page);
    const first = Object.keys(errors)[0];
    if (first) {
      form.setErrors(errors);
      focusField(first);
      return;
    }
    if (page < LAST_QUESTION_PAGE) keepAndGo(page + 1);
    else send();
  };

  const busy = save.isPending || submit.isPending || leaving === page;
  return (
    <HgnFrame page={page} title={HGN_PAGE_TITLES[page - 1] ?? ''}>
      {page === 1 && isOwner && (
        <Anchor component={Link} to="/hgnform/responses">
          Read the answers
        </Anchor>
      )}
      {readOnly && (
        <Alert color="blue" title="Submitted">
          You submitted this questionnaire{mine.submittedAt ? ` on ${formatMoment(mine.submittedAt)}` : ''}. It is shown read-only and can
          no longer be changed.
        </Alert>
      )}
      <form onSubmit={next} noValidate>
        <HgnQuestionsContext.Provider value={{ questions, canEdit: isOwner, readOnly }}>
          <Stack gap="md">
            {page === 1 && <HgnUserInfoFields form={form} />}
            {page === 2 && <HgnGeneralFields form={form} />}
            {(page === 3 || page === 4) && <HgnRatingsFields form={form} page={page} />}
            {page === 5 && <HgnFollowUpFields form={form} />}
            {alert && (
              <Alert ref={alertRef} color="red" role="alert">
                {alert}
              </Alert>
            )}
            <Group justify="space-between" mt="sm">
              {page > 1 ? (
                <Button variant="default" onClick={() => move(page - 1)} disabled={busy}>
                  Back
                </Button>
              ) : (
                <span />
              )}
              <Group gap="sm">
                {page === LAST_QUESTION_PAGE && !readOnly && (
                  <Button variant="default" onClick={() => move(1)} disabled={busy}>
                    Edit My Response
                  </Button>
                )}
                <Button type="submit" loading={busy}>
                  {page === LAST_QUESTION_PAGE && !readOnly ? 'Submit' : 'Next'}
                </Button>
              </Group>
            </Group>
          </Stack>
        </HgnQuestionsContext.Provider>
      </form>
    </HgnFrame>
  );
}
