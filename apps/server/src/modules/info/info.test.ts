import { describe, expect } from 'vitest';
import { INFO_MESSAGES, type InfoPage, type InfoVisibility, infoContracts } from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { DEMO_INFO_PAGES, insertDemoInfoPages } from './demo-pages.js';

const it = test
  .extend('owner', { auto: true }, ({ t }) => signedIn(t, 'Owner'))
  // Bodies go unchecked: some tests send what the contract refuses.
  .extend(
    'post',
    ({ t }) =>
      (token: string, body: object) =>
        api(t, token).raw(infoContracts.create, { body }),
  )
  .extend(
    'put',
    ({ t }) =>
      (token: string, id: string, body: object) =>
        api(t, token).raw(infoContracts.update, { params: { id }, body }),
  )
  .extend(
    'remove',
    ({ t }) =>
      (token: string, id: string) =>
        api(t, token).call(infoContracts.remove, { params: { id } }),
  )
  .extend(
    'list',
    ({ t }) =>
      (token: string) =>
        api(t, token).call(infoContracts.list),
  )
  .extend(
    'byName',
    ({ t }) =>
      (token: string, name: string) =>
        api(t, token).call(infoContracts.getByName, { params: { infoName: name } }),
  )
  .extend(
    'createPage',
    ({ owner, post }) =>
      async (infoName: string, visibility: InfoVisibility = '0', infoContent = `<p>About ${infoName}</p>`) => {
        const res = await post(owner.token, { infoName, infoContent, visibility });
        expect(res.statusCode).toBe(201);
        return res.json<InfoPage>();
      },
  );

const names = (pages: InfoPage[]) => pages.map((p) => p.infoName);

describe('GET /api/informations', () => {
  it('lists every page for an Owner and an Administrator, with CanRead', async ({ t, owner, list, createPage }) => {
    await createPage('everyone', '0');
    await createPage('admins', '1');
    await createPage('notVolunteers', '2');
    const admin = await signedIn(t, 'Administrator');
    for (const token of [owner.token, admin.token]) {
      const res = await list(token);
      expect(res.statusCode).toBe(200);
      const pages = res.json<InfoPage[]>();
      expect(names(pages)).toEqual(['admins', 'everyone', 'notVolunteers']);
      expect(pages.every((p) => p.CanRead && p._id === p.id)).toBe(true);
    }
  });

  it("hides a '2' page from a Volunteer and a '1' page from a Manager", async ({ t, list, createPage }) => {
    await createPage('everyone', '0');
    await createPage('admins', '1');
    await createPage('notVolunteers', '2');
    const volunteer = await signedIn(t, 'Volunteer');
    const manager = await signedIn(t, 'Manager');
    expect(names((await list(volunteer.token)).json<InfoPage[]>())).toEqual(['everyone']);
    expect(names((await list(manager.token)).json<InfoPage[]>())).toEqual(['everyone', 'notVolunteers']);
  });

  it('is refused without a token and with a bad one', async ({ t, list }) => {
    expect((await api(t).call(infoContracts.list)).statusCode).toBe(401);
    expect((await list('not-a-token')).statusCode).toBe(401);
  });
});

describe('GET /api/informations/name/:infoName', () => {
  it('answers one readable page, matching the name without regard to case', async ({ t, byName, createPage }) => {
    const page = await createPage('timelog', '0');
    const volunteer = await signedIn(t, 'Volunteer');
    const res = await byName(volunteer.token, 'timeLog');
    expect(res.statusCode).toBe(200);
    expect(res.json<InfoPage>()).toMatchObject({ _id: page.id, infoName: 'timelog', infoContent: '<p>About timelog</p>', CanRead: true });
  });

  it('refuses a page the caller may not read (403) and lets an Administrator read it', async ({ t, byName, createPage }) => {
    await createPage('admins', '1');
    await createPage('notVolunteers', '2');
    const volunteer = await signedIn(t, 'Volunteer');
    const manager = await signedIn(t, 'Manager');
    const admin = await signedIn(t, 'Administrator');
    const refused = await byName(volunteer.token, 'notVolunteers');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(INFO_MESSAGES.notReadable);
    expect((await byName(manager.token, 'admins')).statusCode).toBe(403);
    expect((await byName(manager.token, 'notVolunteers')).statusCode).toBe(200);
    expect((await byName(admin.token, 'admins')).statusCode).toBe(200);
    expect((await api(t).call(infoContracts.getByName, { params: { infoName: 'admins' } })).statusCode).toBe(401);
  });

  it('answers null for an area without a page (a normal state, not a 404) and 422 for a blank or overlong name', async ({
    t,
    owner,
    byName,
  }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    for (const token of [owner.token, volunteer.token]) {
      const missing = await byName(token, 'nowhere');
      expect(missing.statusCode).toBe(200);
      expect(missing.json()).toBeNull();
    }
    expect((await byName(owner.token, ' ')).statusCode).toBe(422);
    expect((await byName(owner.token, 'x'.repeat(101))).statusCode).toBe(422);
  });
});

describe('POST /api/informations', () => {
  it("lets the Owner create a page, visible to everyone ('0') unless told otherwise", async ({ owner, post }) => {
    const res = await post(owner.token, { infoName: ' dashboard ', infoContent: '<p>Hello <strong>there</strong></p>' });
    expect(res.statusCode).toBe(201);
    expect(res.json<InfoPage>()).toMatchObject({
      infoName: 'dashboard',
      infoContent: '<p>Hello <strong>there</strong></p>',
      visibility: '0',
      CanRead: true,
      createdAt: '2026-11-18T18:00:00.000Z',
    });
  });

  it('refuses every role but Owner, and stores nothing', async ({ t, owner, post, list }) => {
    for (const role of ['Administrator', 'Manager', 'Volunteer']) {
      const caller = await signedIn(t, role);
      expect((await post(caller.token, { infoName: `by${role}`, infoContent: '<p>x</p>' })).statusCode).toBe(403);
    }
    expect((await api(t).call(infoContracts.create, { body: { infoName: 'x' } })).statusCode).toBe(401);
    expect((await list(owner.token)).json<InfoPage[]>()).toEqual([]);
  });

  it('answers 422 for an empty name or a bad visibility and 409 for a taken name (any case)', async ({ owner, post, createPage }) => {
    const empty = await post(owner.token, { infoName: '   ', infoContent: '<p>x</p>' });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).fields?.infoName).toBe(INFO_MESSAGES.nameRequired);
    expect((await post(owner.token, { infoContent: '<p>x</p>' })).statusCode).toBe(422);
    const badVisibility = await post(owner.token, { infoName: 'x', visibility: '5' });
    expect(errorOf(badVisibility).fields?.visibility).toBe(INFO_MESSAGES.visibilityInvalid);
    expect((await post(owner.token, { infoName: 'x', infoContent: 42 })).statusCode).toBe(422);
    await createPage('dashboard');
    const taken = await post(owner.token, { infoName: 'Dashboard', infoContent: '<p>again</p>' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(INFO_MESSAGES.nameTaken);
    expect(errorOf(taken).fields?.infoName).toBe(INFO_MESSAGES.nameTaken);
  });
});

describe('sanitising info content', () => {
  it('removes scripts, event handlers, images and javascript: links, and keeps ordinary formatting', async ({
    owner,
    byName,
    createPage,
  }) => {
    const dirty =
      '<h2 onclick="steal()">Title</h2><script>alert(1)</script>' +
      '<p>Hi <b>bold</b> <img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad link</a> ' +
      '<a href="https://example.org" target="_blank" onmouseover="x()">good link</a> ' +
      '<a href="mailto:help@example.org">mail</a></p><ul><li><em>one</em></li></ul><style>p{}</style>';
    const page = await createPage('dirty', '0', dirty);
    for (const html of [page.infoContent, (await byName(owner.token, 'dirty')).json<InfoPage>().infoContent]) {
      expect(html).not.toMatch(/script|alert|onerror|onclick|onmouseover|javascript:|<img|<style/i);
      expect(html).toContain('<h2>Title</h2>');
      expect(html).toContain('<strong>bold</strong>');
      expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">good link</a>');
      expect(html).toContain('<a href="mailto:help@example.org" rel="noopener noreferrer nofollow">mail</a>');
      expect(html).toContain('<ul><li><em>one</em></li></ul>');
    }
  });

  it('sanitises an update too', async ({ owner, put, createPage }) => {
    const page = await createPage('dashboard');
    const res = await put(owner.token, page.id, { infoContent: '<p onload="x()">Safe<script>bad()</script></p>' });
    expect(res.json<InfoPage>().infoContent).toBe('<p>Safe</p>');
  });
});

describe('PUT /api/informations/:id', () => {
  it('lets the Owner change the content, the name and the visibility', async ({ t, owner, put, createPage }) => {
    const page = await createPage('dashboard');
    t.clock.advance(60_000);
    const res = await put(owner.token, page.id, { infoContent: '<p>New text</p>' });
    expect(res.statusCode).toBe(200);
    expect(res.json<InfoPage>()).toMatchObject({
      infoName: 'dashboard',
      infoContent: '<p>New text</p>',
      updatedAt: '2026-11-18T18:01:00.000Z',
    });
    const renamed = await put(owner.token, page.id, { infoName: 'home', visibility: '2' });
    expect(renamed.json<InfoPage>()).toMatchObject({ infoName: 'home', infoContent: '<p>New text</p>', visibility: '2' });
    expect((await put(owner.token, page.id, { infoName: 'HOME' })).statusCode).toBe(200);
  });

  it('refuses an Administrator and a Volunteer, and leaves the page unchanged', async ({ t, owner, put, byName, createPage }) => {
    const page = await createPage('dashboard');
    for (const role of ['Administrator', 'Volunteer']) {
      const caller = await signedIn(t, role);
      expect((await put(caller.token, page.id, { infoContent: '<p>mine</p>' })).statusCode).toBe(403);
    }
    expect((await byName(owner.token, 'dashboard')).json<InfoPage>().infoContent).toBe(page.infoContent);
  });

  it('answers 422 for bad input, 404 for a missing page and 409 for a taken name', async ({ owner, put, createPage }) => {
    const page = await createPage('dashboard');
    await createPage('teams');
    expect((await put(owner.token, page.id, {})).statusCode).toBe(422);
    expect((await put(owner.token, page.id, { infoName: '' })).statusCode).toBe(422);
    expect((await put(owner.token, page.id, { visibility: 'everyone' })).statusCode).toBe(422);
    expect((await put(owner.token, 'abc', { infoContent: '<p>x</p>' })).statusCode).toBe(422);
    expect((await put(owner.token, crypto.randomUUID(), { infoContent: '<p>x</p>' })).statusCode).toBe(404);
    const taken = await put(owner.token, page.id, { infoName: 'Teams' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(INFO_MESSAGES.nameTaken);
  });
});

describe('DELETE /api/informations/:id', () => {
  it('lets the Owner delete a page', async ({ owner, remove, byName, createPage }) => {
    const page = await createPage('dashboard');
    expect((await remove(owner.token, page.id)).statusCode).toBe(204);
    expect((await byName(owner.token, 'dashboard')).json()).toBeNull();
  });

  it('refuses an Administrator and a Volunteer, and keeps the page', async ({ t, owner, remove, byName, createPage }) => {
    const page = await createPage('dashboard');
    for (const role of ['Administrator', 'Volunteer']) {
      const caller = await signedIn(t, role);
      expect((await remove(caller.token, page.id)).statusCode).toBe(403);
    }
    expect((await api(t).call(infoContracts.remove, { params: { id: page.id } })).statusCode).toBe(401);
    expect((await byName(owner.token, 'dashboard')).statusCode).toBe(200);
  });

  it('answers 422 for a bad id and 404 for a missing page', async ({ owner, remove }) => {
    expect((await remove(owner.token, 'abc')).statusCode).toBe(422);
    expect((await remove(owner.token, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('demo info pages', () => {
  it('adds the pages once, sanitised, and leaves an existing page alone', async ({ t, owner, list, createPage }) => {
    await createPage('dashboard', '0', '<p>Ours</p>');
    await insertDemoInfoPages(t.ctx.db, t.clock.now());
    await insertDemoInfoPages(t.ctx.db, t.clock.now());
    const pages = (await list(owner.token)).json<InfoPage[]>();
    expect(names(pages).sort()).toEqual(DEMO_INFO_PAGES.map((p) => p.infoName).sort());
    expect(pages.find((p) => p.infoName === 'dashboard')?.infoContent).toBe('<p>Ours</p>');
  });
});
