import { useState, type MouseEvent } from 'react';
import classes from './skip-links.module.css';

/** The id of every page's <main>: the first skip link's target. */
export const MAIN_ID = 'main';

interface Target {
  id: string;
  name: string;
}

/**
 * The named parts of the page shown (a section labelled by its heading, or a region with a name),
 * found when the skip links are reached: the leaderboard is then a few tab stops away, not a
 * hundred (issue 42).
 */
function namedParts(): Target[] {
  const main = document.getElementById(MAIN_ID);
  if (!main) return [];
  const found: Target[] = [];
  for (const part of main.querySelectorAll<HTMLElement>('section[aria-labelledby], section[aria-label], [role="region"][aria-label]')) {
    const headingId = part.getAttribute('aria-labelledby');
    const heading = headingId ? document.getElementById(headingId) : null;
    const name = (part.getAttribute('aria-label') ?? heading?.textContent ?? '').trim();
    const id = part.id || heading?.id;
    if (name && id && !found.some((t) => t.id === id)) found.push({ id, name });
  }
  return found;
}

/** Moves the keyboard's focus (and the view) to an element, as following an in-page link would. */
function moveFocusTo(id: string, event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/**
 * 'Skip to main content', the first tab stop of every page, then one link to each named part of
 * the page. Out of sight until the keyboard reaches them.
 */
export function SkipLinks() {
  const [parts, setParts] = useState<Target[]>([]);
  return (
    <nav
      aria-label="Skip links"
      className={classes.skip}
      onFocus={(e) => {
        // Found again each time the keyboard comes in from the page, not between the links.
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setParts(namedParts());
      }}
    >
      <a href={`#${MAIN_ID}`} className={classes.link} onClick={(e) => moveFocusTo(MAIN_ID, e)}>
        Skip to main content
      </a>
      {parts.map((part) => (
        <a key={part.id} href={`#${part.id}`} className={classes.link} onClick={(e) => moveFocusTo(part.id, e)}>
          Skip to {part.name}
        </a>
      ))}
    </nav>
  );
}
