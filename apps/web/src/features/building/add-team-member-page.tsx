import { Container, Stack, Title } from '@mantine/core';
import { useExternalTeamChoices } from '../../api/external-team';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { ExternalTeamList } from './external-team-list';
import { TeamMemberForm } from './team-member-form';

/**
 * /bmdashboard/AddTeamMember (document 3 §2.9): adds a person of a partner team who works on site
 * but is not a volunteer, and lists those already added, the newest first.
 */
export function AddTeamMemberPage() {
  const choices = useExternalTeamChoices();
  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <PageTitle infoName="addTeamMember">Add team member</PageTitle>
        {choices.isPending ? (
          <PageSkeleton rows={5} />
        ) : choices.isError ? (
          <ErrorView error={choices.error} onRetry={() => void choices.refetch()} />
        ) : (
          <TeamMemberForm choices={choices.data} />
        )}
        <Stack gap="sm" component="section" aria-labelledby="external-team-heading">
          <Title order={2} size="h3" id="external-team-heading">
            External team
          </Title>
          <ExternalTeamList />
        </Stack>
      </Stack>
    </Container>
  );
}
