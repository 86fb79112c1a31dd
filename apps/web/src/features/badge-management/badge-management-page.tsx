import { Container, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconAward, IconUserPlus } from '@tabler/icons-react';
import { useBadgeList } from '../../api/badges';
import { useCan } from '../../auth/use-session';
import { ErrorView } from '../../components/error-view';
import { PageTitle } from '../../components/page-title';
import { AssignBadgesPanel } from './assign-badges-panel';
import { BadgesPanel } from './badges-panel';

/** The badges the assign form offers, read from the same list as the Badges tab. */
function AssignTab() {
  const list = useBadgeList();
  if (list.isPending) return <Skeleton height={160} />;
  if (list.isError) return <ErrorView error={list.error} onRetry={() => void list.refetch()} />;
  return <AssignBadgesPanel badges={list.data} />;
}

/**
 * /badgemanagement (document 1 §2, §5, §7, §8): the badges with their criteria and holders, created,
 * changed and deleted by those allowed; and Assign Badges for holders of assignBadges or
 * modifyBadgeAmount.
 */
export function BadgeManagementPage() {
  const { can } = useCan();
  const canAssign = can('assignBadges') || can('modifyBadgeAmount');

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <PageTitle infoName="badgeManagement">Badge Management</PageTitle>
        <Tabs defaultValue="badges" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="badges" leftSection={<IconAward size={16} aria-hidden />}>
              Badges
            </Tabs.Tab>
            {canAssign && (
              <Tabs.Tab value="assign" leftSection={<IconUserPlus size={16} aria-hidden />}>
                Assign Badges
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="badges" pt="md">
            <BadgesPanel />
          </Tabs.Panel>
          {canAssign && (
            <Tabs.Panel value="assign" pt="md">
              <AssignTab />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    </Container>
  );
}
