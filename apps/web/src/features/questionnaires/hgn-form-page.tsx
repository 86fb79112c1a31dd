import { ACCESS_RULES, HGN_MESSAGES as M, HGN_PAGE_COUNT } from '@goodhours/domain';
import { Button, Group, Text } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router';
import { useHgnMine, useHgnQuestions } from '../../api/hgn';
import { useCan, useSessionUser } from '../../auth/use-session';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { HgnFrame } from './hgn-frame';
import { HGN_PAGE_TITLES, HgnQuestionnaire } from './hgn-questionnaire';

/** The page a path names: /hgnform is page 1, then /hgnform/page2 to /hgnform/page6. */
function hgnPageOf(pathname: string): number {
  const page = Number(/\/hgnform\/page(\d)\/?$/i.exec(pathname)?.[1] ?? 1);
  return page >= 1 && page <= HGN_PAGE_COUNT ? page : 1;
}

/** Page 6: the thanks, once submitted. */
function HgnThankYou() {
  const { canAccess } = useCan();
  return (
    <HgnFrame page={HGN_PAGE_COUNT} title={HGN_PAGE_TITLES[HGN_PAGE_COUNT - 1] ?? ''}>
      <Text>{M.submitted}</Text>
      <Group>
        <Button component={Link} to="/dashboard">
          Go to the dashboard
        </Button>
        <Button component={Link} to="/hgnform" variant="default">
          Review my answers
        </Button>
        {canAccess(ACCESS_RULES.hgnResponses) && (
          <Button component={Link} to="/hgnform/responses" variant="default">
            Read the answers
          </Button>
        )}
      </Group>
    </HgnFrame>
  );
}

/**
 * /hgnform to /hgnform/page6 (document 3 §2.3): the development-team questionnaire of the signed-in
 * person, prefilled from what they saved before (on this device or another).
 */
export function HgnFormPage() {
  const user = useSessionUser();
  const page = hgnPageOf(useLocation().pathname);
  const mine = useHgnMine();
  const questions = useHgnQuestions();

  if (!user) return null;
  if (mine.isError || questions.isError) {
    return (
      <ErrorView
        error={mine.error ?? questions.error}
        onRetry={() => {
          void mine.refetch();
          void questions.refetch();
        }}
      />
    );
  }
  if (!mine.data || !questions.data) return <PageSkeleton rows={8} />;
  const submitted = mine.data.status === 'submitted';
  if (page === HGN_PAGE_COUNT) return submitted ? <HgnThankYou /> : <Navigate to="/hgnform/page5" replace />;
  return (
    <HgnQuestionnaire
      // A submitted questionnaire is drawn anew, from the server's (title-cased) answers.
      key={`${user.userid}:${String(submitted)}`}
      mine={mine.data}
      questions={questions.data.questions}
      page={page}
      person={{ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }}
    />
  );
}
