import { TIME_ENTRY_MESSAGES as M, type ProfileAnswer } from '@goodhours/domain';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUserProjects } from '../../api/profile';
import { useUserTasks } from '../../api/profile-work';

/**
 * Whether the person is on no project and holds no task, once both answers are in: there is
 * nothing to log time against yet. (The same answers fill the Project/Task select.)
 */
export function useOnNoProject(userId: string): boolean {
  const projects = useUserProjects(userId);
  const tasks = useUserTasks(userId);
  return projects.data?.length === 0 && tasks.data?.length === 0;
}

/**
 * What a person on no project yet does next, on their own time log (the dashboard's 'Tasks and
 * Timelogs' panel): who adds them to a project, their team, how to log time once added, and the
 * hours they committed to (issue 42). Nothing for anyone on a project, or for anyone else's log.
 */
export function FirstSteps({ person }: { person: ProfileAnswer }) {
  if (!useOnNoProject(person.id)) return null;
  const teams = person.teams.map((t) => t.teamName);
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconRoute aria-hidden />}
      title={M.noProjectTitle}
      role="region"
      aria-label={M.noProjectTitle}
    >
      <List size="sm" spacing={4}>
        <List.Item>{M.noProjectAddedBy}</List.Item>
        <List.Item>{teams.length > 0 ? M.noProjectTeams(teams) : M.noProjectNoTeam}</List.Item>
        <List.Item>{M.noProjectLogTime}</List.Item>
        {person.weeklyCommittedHours > 0 && <List.Item>{M.noProjectCommitment(person.weeklyCommittedHours)}</List.Item>}
      </List>
      <Text size="sm" mt="xs">
        <Anchor component={Link} to={`/userprofile/${encodeURIComponent(person.id)}`} underline="always">
          {M.noProjectProfileLink}
        </Anchor>
      </Text>
    </Alert>
  );
}

/** In the time entry form, in place of an empty Project/Task select. */
export function NoProjectNote() {
  return (
    <Alert color="blue" variant="light" icon={<IconRoute aria-hidden />} title={M.noProjectTitle} role="note">
      {M.noProjectInForm}
    </Alert>
  );
}
