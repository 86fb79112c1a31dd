/** Profile links (document 1 §5): a name and a URL each, names unique. */
export interface ProfileLink {
  Name: string;
  Link: string;
}

/** A host with a domain suffix, optional http(s) scheme, optional path. */
const LINK = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{2,5})?(\/\S*)?$/i;

export function isValidLinkUrl(url: string): boolean {
  return LINK.test(url.trim());
}

/** Names unique after trimming, case-insensitive; every name and URL filled and valid. */
export function linksAreValid(links: readonly ProfileLink[]): boolean {
  const names = new Set<string>();
  for (const link of links) {
    const name = link.Name.trim().toLowerCase();
    if (!name || !link.Link.trim() || !isValidLinkUrl(link.Link) || names.has(name)) return false;
    names.add(name);
  }
  return true;
}
