import { HGN_MESSAGES as M, HGN_SKILL_IDS, type HgnSkillId } from '@goodhours/domain';
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { fetchHgnResponsesCsv, useHgnResponses } from '../../api/hgn';
import { CsvExportButton } from '../../components/csv-export-button';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { HgnResponsesTable } from './hgn-responses-table';
import { hgnSearchFromParams, hgnSearchParams } from './hgn-search-values';
import { HgnSkillsSearch } from './hgn-skills-search';

const isSkill = (v: string): v is HgnSkillId => (HGN_SKILL_IDS as readonly string[]).includes(v);

/**
 * /hgnform/responses (the Owner): the submitted development-team questionnaires, found by skills
 * rated at least a minimum and a weekday with free hours (the search is in the address, so it can
 * be shared), and exported as CSV with the same search.
 */
export function HgnResponsesPage() {
  const [params, setParams] = useSearchParams();
  const { values, query } = hgnSearchFromParams(params);
  const responses = useHgnResponses(query);
  const searched = params.getAll('skill').filter(isSkill);

  const refusal = isApiError(responses.error) && !responses.error.isServerFailure ? responses.error.message : null;
  return (
    <Container fluid px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1} size="h2">
              Development-team questionnaire answers
            </Title>
            <Anchor component={Link} to="/hgnform" size="sm">
              Back to the questionnaire
            </Anchor>
          </Stack>
          <CsvExportButton
            variant="default"
            fileName="hgn-responses"
            fetchCsv={() => fetchHgnResponsesCsv(query)}
            failureMessage={M.exportFailed}
          />
        </Group>
        <HgnSkillsSearch key={params.toString()} initial={values} onSearch={(v) => setParams(hgnSearchParams(v))} />
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        {responses.isPending && <PageSkeleton rows={4} />}
        {responses.isError && !refusal && <ErrorView error={responses.error} onRetry={() => void responses.refetch()} />}
        {responses.data && (
          <Text role="status" size="sm">
            {responses.data.responses.length === 1
              ? '1 questionnaire found'
              : `${String(responses.data.responses.length)} questionnaires found`}
          </Text>
        )}
        {responses.data && responses.data.responses.length > 0 && (
          <HgnResponsesTable rows={responses.data.responses} skills={[...new Set(searched)]} />
        )}
      </Stack>
    </Container>
  );
}
