import type { LandingQuery } from '../../api/jobs';

/** The landing page's question, read from its address (`?search=&category=&page=`), so a search can be shared and Back returns to it. */
export function landingQueryOf(params: URLSearchParams): LandingQuery {
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    category: (params.get('category') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a question: empty parts left out; a new search or category starts at page 1. */
export function landingParams(q: LandingQuery, job?: string): URLSearchParams {
  const out = new URLSearchParams();
  if (job) out.set('job', job);
  if (q.search.trim()) out.set('search', q.search.trim());
  if (q.category) out.set('category', q.category);
  if (q.page > 1) out.set('page', String(q.page));
  return out;
}
