import { Avatar } from '@mantine/core';
import { badgeDesign, RIM, SHIELD } from './badge-designs';

interface Props {
  badge: { badgeName: string; imageUrl: string; type?: string };
  size?: number;
  /** Beside the badge's name already: no text of its own. */
  decorative?: boolean;
}

/**
 * A badge's picture: the one an administrator uploaded, else the designed shield of its type
 * (badge-designs.ts). Either way it is named by the badge's name, unless it is decorative.
 */
export function BadgePicture({ badge, size = 40, decorative = false }: Props) {
  const name = decorative ? '' : badge.badgeName;
  if (badge.imageUrl) return <Avatar src={badge.imageUrl} alt={name} size={size} radius="sm" />;
  const design = badgeDesign(badge.type ?? 'Custom');
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      data-badge-design={badge.type ?? 'Custom'}
      style={{ flex: 'none' }}
    >
      <path d={SHIELD} fill={design.fill} stroke={design.edge} strokeWidth={2} strokeLinejoin="round" />
      <path d={RIM} fill="none" stroke="#fff" strokeOpacity={0.45} strokeWidth={1.5} />
      <path d={design.glyph} fill="none" stroke="#fff" strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
