import type { ProfileLink } from '@goodhours/domain';

/** The admin link that points at a person's media folder (document 1 §3, §5). */
export const MEDIA_FOLDER = 'Media Folder';

export function isMediaFolder(link: ProfileLink): boolean {
  return link.Name.trim().toLowerCase() === MEDIA_FOLDER.toLowerCase();
}

export function mediaFolderLink(links: readonly ProfileLink[]): ProfileLink | undefined {
  return links.find(isMediaFolder);
}

/** Links may be stored without a scheme ('example.org/me'); open them over https. */
export function linkHref(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
