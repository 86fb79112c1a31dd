import { ACCESS_RULES } from '@goodhours/domain';
import { useCan } from '../../auth/use-session';
import type { HeaderLink } from './header-links';

/** The links of a list that the signed-in user may open. */
export function useVisibleLinks(links: readonly HeaderLink[]): HeaderLink[] {
  const { canAccess } = useCan();
  return links.filter((link) => !link.area || canAccess(ACCESS_RULES[link.area]));
}
