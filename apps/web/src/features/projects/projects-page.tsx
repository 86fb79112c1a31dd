import { ComingSoon } from '../../components/coming-soon';

export function ProjectsPage() {
  return <ComingSoon area="Projects" />;
}
