import { MESSAGES } from '@goodhours/domain';
import { Alert, Badge, Box, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useSessionUser } from '../../auth/use-session';
import { InfoButton } from '../../components/info-button';
import { TaskChangesCard } from '../task-suggestions/task-changes-card';

/** /, /dashboard, /dashboard/:userId: greets the user; the dashboard panels come with later work. */
export function DashboardPage() {
  const user = useSessionUser();
  const { userId } = useParams();
  if (!user) return null;
  const viewingOther = userId !== undefined && userId !== user.userid;

  return (
    <Container size="lg">
      <Group align="center" gap="sm">
        <Title order={1} size="h2">
          {MESSAGES.welcome(user.firstName)}
        </Title>
        <InfoButton infoName="dashboard" />
        <Badge variant="light" size="lg">
          {user.role}
        </Badge>
      </Group>
      <Text c="dimmed" mt={4}>
        {MESSAGES.signedInAs(user.role)}
      </Text>
      {!viewingOther && (
        <Box mt="lg">
          <TaskChangesCard userId={user.userid} />
        </Box>
      )}
      {viewingOther && (
        <Alert color="yellow" mt="md">
          {MESSAGES.otherDashboardPending}
        </Alert>
      )}
      <Paper withBorder p="md" mt="lg">
        <Text size="sm">{MESSAGES.dashboardPending}</Text>
      </Paper>
    </Container>
  );
}
