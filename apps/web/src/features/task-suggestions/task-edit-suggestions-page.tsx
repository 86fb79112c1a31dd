import { TASK_SUGGESTION_MESSAGES as M } from '@goodhours/domain';
import { Container, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTaskEditSuggestions } from '../../api/task-suggestions';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { sortSuggestions, type SuggestionSort } from './suggestion-format';
import { SuggestionModal } from './suggestion-modal';
import { SuggestionTable } from './suggestion-table';
import { PageTitle } from '../../components/page-title';

/**
 * /taskeditsuggestions (document 2 §2, §4): the suggestions waiting for review, each opening the
 * 'Changes suggested by {user}' modal to approve or reject it.
 */
export function TaskEditSuggestionsPage() {
  const suggestions = useTaskEditSuggestions();
  const [sort, setSort] = useState<SuggestionSort>({ by: 'date', descending: true });
  const [reviewingId, setReviewingId] = useState<string | null>(null);
  const reviewing = suggestions.data?.find((s) => s.id === reviewingId) ?? null;
  const shown = sortSuggestions(suggestions.data ?? [], sort);

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <PageTitle infoName="taskEditSuggestions">{M.pageTitle}</PageTitle>
        {suggestions.isPending && <PageSkeleton rows={5} />}
        {suggestions.isError && <ErrorView error={suggestions.error} onRetry={() => void suggestions.refetch()} />}
        {suggestions.data?.length === 0 && <Text>{M.noSuggestions}</Text>}
        {shown.length > 0 && (
          <SuggestionTable
            suggestions={shown}
            sort={sort}
            onSort={setSort}
            onReview={(s) => {
              setReviewingId(s.id);
            }}
          />
        )}
      </Stack>
      <SuggestionModal
        suggestion={reviewing}
        onClose={() => {
          setReviewingId(null);
        }}
        onResolveFailed={() => void suggestions.refetch()}
      />
    </Container>
  );
}
