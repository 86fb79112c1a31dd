const BLOCKS = new Set(['P', 'DIV', 'LI', 'BR', 'H1', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'PRE']);

/**
 * The plain text of a note's HTML: blocks on their own lines, and a link whose text is not its
 * address as "text (address)", so the reference link survives in a CSV file.
 */
export function notesToText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'BR') {
      parts.push('\n');
      return;
    }
    node.childNodes.forEach(walk);
    const href = node.tagName === 'A' ? node.getAttribute('href') : null;
    if (href && href !== node.textContent?.trim()) parts.push(` (${href})`);
    if (BLOCKS.has(node.tagName)) parts.push('\n');
  };
  doc.body.childNodes.forEach(walk);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
