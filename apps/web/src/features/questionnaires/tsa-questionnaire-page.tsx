import { ACCESS_RULES, TSA_MESSAGES as M, TSA_PAGES, TSA_QUESTION_PAGES, type SessionUser, type TsaField } from '@goodhours/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useSubmitTsa } from '../../api/tsa';
import { useCan, useSessionUser } from '../../auth/use-session';
import { TsaFrame } from './tsa-frame';
import {
  checkTsaPage,
  emptyTsaValues,
  firstIncompletePage,
  firstProblem,
  loadTsaValues,
  markTsaSubmitted,
  saveTsaValues,
  tsaFieldId,
  tsaRefusal,
  tsaSubmissionOf,
  wasTsaSubmitted,
  type TsaValues,
} from './tsa-form-values';
import { TsaPageQuestions } from './tsa-page-questions';

export const tsaPath = (page: number) => `/tsaformpage${String(page)}`;

/** The page a path names: /tsaformpage1 to /tsaformpage8. */
function pageOf(pathname: string): number {
  const page = Number(/tsaformpage(\d+)\/?$/i.exec(pathname)?.[1] ?? 1);
  return page >= 1 && page <= TSA_QUESTION_PAGES + 1 ? page : 1;
}

/** Sends the view and the focus to a question (its first box or its field). */
function focusQuestion(field: TsaField): void {
  const box = document.getElementById(tsaFieldId(field));
  box?.scrollIntoView({ block: 'center' });
  const target = box?.matches('input, textarea') ? box : box?.querySelector<HTMLElement>('input, textarea');
  target?.focus({ preventScroll: true });
}

/** Page 8 (document 3 §2.4). */
function Submitted() {
  return (
    <TsaFrame page={TSA_QUESTION_PAGES + 1} title={M.submitted}>
      <Text>{M.thanks}</Text>
      <Group>
        <Button component={Link} to="/dashboard">
          Go to the dashboard
        </Button>
      </Group>
    </TsaFrame>
  );
}

interface Props {
  user: SessionUser;
  page: number;
  onSubmitted: () => void;
}

/**
 * One page of the questionnaire. The answers live in the form and in this tab's storage (a reload
 * keeps them); Next checks the page by its rule and, on a problem, marks each missing answer,
 * brings the first into view with the focus, and stays. Page 7 submits.
 */
function TsaQuestionnaire({ user, page, onSubmitted }: Props) {
  const navigate = useNavigate();
  const { canAccess } = useCan();
  const submit = useSubmitTsa();
  const [alert, setAlert] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [initialValues] = useState(() =>
    loadTsaValues(user.userid, emptyTsaValues({ email: user.email, name: `${user.firstName} ${user.lastName}`.trim() })),
  );
  const form = useForm<TsaValues>({ initialValues, onValuesChange: (values) => saveTsaValues(user.userid, values) });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);
  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView({ block: 'center' });
  }, [alert]);

  const incomplete = firstIncompletePage(form.values, page);
  if (incomplete !== null) return <Navigate to={tsaPath(incomplete)} replace />;
  if (page > TSA_QUESTION_PAGES) return <Navigate to={tsaPath(TSA_QUESTION_PAGES)} replace />;

  const send = () => {
    const payload = tsaSubmissionOf(form.values);
    if (!payload) return;
    submit.mutate(payload, {
      onSuccess: onSubmitted,
      onError: (error) => {
        const refusal = tsaRefusal(error);
        form.setErrors(refusal.errors);
        setAlert(refusal.alert ?? (refusal.page !== page && error instanceof Error ? error.message : null));
        const first = firstProblem(page, refusal.errors);
        if (first) focusQuestion(first);
      },
    });
  };

  /** Another page: this page's problems are left behind. */
  const goTo = (path: string) => {
    form.clearErrors();
    setAlert(null);
    void navigate(path);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const errors = checkTsaPage(page, form.values);
    const first = firstProblem(page, errors);
    if (first) {
      form.setErrors(errors);
      focusQuestion(first);
      return;
    }
    if (page < TSA_QUESTION_PAGES) goTo(tsaPath(page + 1));
    else send();
  };

  return (
    <TsaFrame page={page} title={TSA_PAGES[page - 1]?.title ?? ''}>
      {page === 1 && canAccess(ACCESS_RULES.tsaSubmissions) && (
        <Anchor component={Link} to="/tsasubmissions">
          See the submitted questionnaires
        </Anchor>
      )}
      <form onSubmit={next} noValidate>
        <Stack gap="md">
          <TsaPageQuestions page={page} form={form} />
          {alert && (
            <Alert ref={alertRef} color="red" role="alert">
              {alert}
            </Alert>
          )}
          <Group justify="space-between" mt="sm">
            <Button variant="default" onClick={() => goTo(page === 1 ? '/dashboard' : tsaPath(page - 1))}>
              Back
            </Button>
            <Button type="submit" loading={submit.isPending}>
              {page === TSA_QUESTION_PAGES ? 'Submit' : 'Next'}
            </Button>
          </Group>
        </Stack>
      </form>
    </TsaFrame>
  );
}

/**
 * /tsaformpage1 to /tsaformpage8 (document 3 §2.4, §4, §5): the technical-support and advisory
 * questionnaire, linear: a later page opened before the earlier ones are complete sends the person
 * back to the first incomplete one. After a submit the answers are dropped and page 8 thanks them.
 */
export function TsaQuestionnairePage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const page = pageOf(useLocation().pathname);
  if (!user) return null;
  // The form is left behind with the answers: going on from here starts a new questionnaire.
  if (page > TSA_QUESTION_PAGES && wasTsaSubmitted(user.userid)) return <Submitted />;
  const onSubmitted = () => {
    markTsaSubmitted(user.userid);
    void navigate(tsaPath(TSA_QUESTION_PAGES + 1));
  };
  return <TsaQuestionnaire key={user.userid} user={user} page={page} onSubmitted={onSubmitted} />;
}
