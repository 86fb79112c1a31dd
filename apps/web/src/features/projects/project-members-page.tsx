import { ComingSoon } from '../../components/coming-soon';

export function ProjectMembersPage() {
  return <ComingSoon area="Project members" />;
}
