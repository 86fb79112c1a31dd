/** An http(s) address in running text, up to a space or a closing bracket; trailing punctuation is left out. */
const ADDRESS = /https?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:!?]/g;

/**
 * A note's HTML (sanitised by the server) with every address typed as plain text made a link,
 * opening in a new tab: people paste their work's address without making it a link (issue 42).
 * Text already inside a link is left as it is.
 */
export function linkifyNotes(html: string): string {
  if (!/https?:\/\//.test(html)) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('a')) texts.push(node as Text);
  }
  for (const text of texts) {
    const value = text.data;
    const matches = [...value.matchAll(ADDRESS)];
    if (matches.length === 0) continue;
    const parts = doc.createDocumentFragment();
    let from = 0;
    for (const match of matches) {
      const at = match.index;
      parts.append(value.slice(from, at));
      const link = doc.createElement('a');
      link.href = match[0];
      link.textContent = match[0];
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      parts.append(link);
      from = at + match[0].length;
    }
    parts.append(value.slice(from));
    text.replaceWith(parts);
  }
  return doc.body.innerHTML;
}
