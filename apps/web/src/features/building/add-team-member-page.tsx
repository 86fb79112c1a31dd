import { Container, Group, Stack, Title } from '@mantine/core';
import { useExternalTeamChoices } from '../../api/external-team';
import { useCan } from '../../auth/use-session';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { EditChoicesButton } from './external-team-choices-dialog';
import { ExternalTeamList } from './external-team-list';
import { TeamMemberForm } from './team-member-form';

/**
 * /bmdashboard/AddTeamMember (document 3 §2.9): adds a person of a partner team who works on site
 * but is not a volunteer, and lists those already added, the newest first. People who hold
 * editBuildingChoices also change the roles and teams the form offers.
 */
export function AddTeamMemberPage() {
  const choices = useExternalTeamChoices();
  const { can } = useCan();
  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <PageTitle infoName="addTeamMember">Add team member</PageTitle>
          {choices.data && can('editBuildingChoices') && <EditChoicesButton choices={choices.data} />}
        </Group>
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
