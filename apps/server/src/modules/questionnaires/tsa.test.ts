import { AGREEMENT_VERSION, TSA_MESSAGES as M, tsaContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { tsaSubmissions, users } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';

const complete = {
  email: ' Vera@Example.org ',
  fullname: 'Vera Volunteer',
  professionaltitle: 'Structural engineer',
  professionalExperience: '10-20 years',
  areaofExpertise: ['Structural engineering', 'Other'],
  otherExpertise: '=HYPERLINK("http://evil.example")',
  interested: 'Very Interested',
  availability: 'Other',
  otherAvailability: 'Evenings, in winter',
  BuildingInfrastructure: 9,
  FoodInfrastructure: 3,
  EnergyInfrastructure: 6,
  StewardshipInfrastructure: 1,
  creativeProcessParticipation: 7,
  collabCallsParticipation: 5,
  designReviewInterest: 10,
  techConsultationInterest: 8,
  VirtualReviewInterest: 4,
  DetailedVirtualReviewInterest: 6,
  DesignAndCalc: 9,
  ConceptualDesign: 2,
  VerifyingAnalyses: 10,
  meetingAvailability: ['Weekday evenings', 'Weekend mornings'],
  meetingAvailabilityOther: '',
  otherInterest: '',
  timeCommitment: ['2-3 hours a week'],
  timeCommitmentOther: '',
  EstablishingRequirements: 5,
  ConceptualDesigns: 6,
  PreliminaryDesignReview: 7,
  DesignVerification: 8,
  FinalDesignReview: 9,
  Detaileddrawings: 10,
  certifications: 'PE (California)',
  agreementone: 'agree',
  agreementtwo: 'agree',
  agreementthree: 'agree',
  agreementfour: 'agree',
  agreementfive: 'agree',
  agreementsix: 'agree',
  agreementseven: 'agree',
  agreementeight: 'agree',
  sign: '  Vera   Volunteer ',
};

const it = test
  .extend('start', { now: '2026-11-28T17:30:00Z' })
  .extend('volunteer', { auto: true }, ({ t }) => signedIn(t, 'Volunteer'))
  .extend('owner', { auto: true }, ({ t }) => signedIn(t, 'Owner'))
  // Bodies go unchecked: most tests send what the contract refuses.
  .extend(
    'submit',
    ({ t, volunteer }) =>
      (payload: Record<string, unknown>, token: string | null = volunteer.token) =>
        api(t, token).raw(tsaContracts.submit, { body: payload }),
  )
  .extend(
    'stored',
    ({ t }) =>
      () =>
        t.ctx.db.select().from(tsaSubmissions),
  );

describe('technical-support questionnaire submissions', () => {
  it('stores a volunteer’s submission with the agreement’s version, the server’s time and the signed name', async ({
    volunteer,
    owner,
    submit,
    stored,
  }) => {
    const res = await submit({ ...complete, isAdmin: true, userId: owner.id, submittedAt: '2020-01-01T00:00:00Z' });
    expect(res.statusCode).toBe(201);
    const answer = res.json<{ id: string; submittedAt: string }>();
    expect(answer).toEqual({ id: expect.any(String), submittedAt: '2026-11-28T17:30:00.000Z' });

    const [row] = await stored();
    expect(row).toMatchObject({
      id: answer.id,
      userId: volunteer.id,
      agreementVersion: AGREEMENT_VERSION,
      signedName: 'Vera Volunteer',
      submittedAt: new Date('2026-11-28T17:30:00Z'),
    });
    expect(row?.answers).toMatchObject({ email: 'vera@example.org', BuildingInfrastructure: 9, sign: 'Vera Volunteer' });
    expect(row?.answers).not.toHaveProperty('isAdmin');
    expect(row?.answers).not.toHaveProperty('userId');
  });

  it('keeps a second submission of the same person as a new row', async ({ t, submit, stored }) => {
    expect((await submit(complete)).statusCode).toBe(201);
    t.clock.advance(60_000);
    expect((await submit({ ...complete, BuildingInfrastructure: 2 })).statusCode).toBe(201);
    expect(await stored()).toHaveLength(2);
  });

  it('refuses a missing rating, a bad signature or an unticked agreement with the spec’s message, and stores nothing', async ({
    submit,
    stored,
  }) => {
    const { FoodInfrastructure: _gone, ...noRating } = complete;
    const missing = await submit(noRating);
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing)).toMatchObject({ message: M.rating, fields: { FoodInfrastructure: M.rating } });

    const unsigned = await submit({ ...complete, sign: 'john' });
    expect(unsigned.statusCode).toBe(422);
    expect(errorOf(unsigned)).toMatchObject({ message: M.signature, fields: { sign: M.signature } });

    const lowercase = await submit({ ...complete, sign: 'Vera volunteer' });
    expect(errorOf(lowercase).message).toBe(M.signature);

    const page6 = await submit({ ...complete, agreementsix: 'no' });
    expect(page6.statusCode).toBe(422);
    expect(errorOf(page6).fields).toEqual({ agreementsix: M.agree });

    const noBox = await submit({ ...complete, timeCommitment: [] });
    expect(errorOf(noBox).fields).toEqual({ timeCommitment: M.option });

    const radio = await submit({ ...complete, interested: 'Hardly' });
    expect(errorOf(radio).fields).toEqual({ interested: M.required });

    const outOfScale = await submit({ ...complete, Detaileddrawings: 11 });
    expect(errorOf(outOfScale).fields).toEqual({ Detaileddrawings: M.rating });

    const email = await submit({ ...complete, email: 'not-an-email' });
    expect(errorOf(email).fields).toEqual({ email: M.email });

    expect(await stored()).toEqual([]);
  });

  it('asks for a session to submit', async ({ submit, stored }) => {
    const res = await submit(complete, null);
    expect(res.statusCode).toBe(401);
    expect(await stored()).toEqual([]);
  });
});

describe('the Owner’s list and export', () => {
  it('lists submissions newest first with the submitter’s name and email, a page at a time', async ({ t, volunteer, owner, submit }) => {
    await submit(complete);
    t.clock.advance(3_600_000);
    const other = await signedIn(t, 'Manager');
    await submit({ ...complete, fullname: 'Max Manager', sign: 'Max Manager' }, other.token);

    const res = await api(t, owner.token).call(tsaContracts.list);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ items: { signedName: string; submitter: unknown; agreementVersion: string }[]; total: number }>();
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(list.items.map((i) => i.signedName)).toEqual(['Max Manager', 'Vera Volunteer']);
    expect(list.items[1]).toEqual({
      id: expect.any(String),
      submittedAt: '2026-11-28T17:30:00.000Z',
      agreementVersion: AGREEMENT_VERSION,
      signedName: 'Vera Volunteer',
      submitter: { id: volunteer.id, name: expect.stringMatching(/^Volunteer Tester\d+$/), email: volunteer.email },
    });
    expect(list.items[0]).not.toHaveProperty('answers');

    const second = await api(t, owner.token).call(tsaContracts.list, { query: { page: '2' } });
    expect(second.json()).toMatchObject({ items: [], total: 2, page: 2 });
    const bad = await api(t, owner.token).call(tsaContracts.list, { query: { page: '0' } });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).message).toBe(M.badPage);
  });

  it('opens one submission with all its answers, and says when there is none', async ({ t, owner, submit }) => {
    const { id } = (await submit(complete)).json<{ id: string }>();
    const res = await api(t, owner.token).call(tsaContracts.get, { params: { id } });
    expect(res.statusCode).toBe(200);
    const detail = res.json<{ answers: Record<string, unknown> }>();
    expect(detail.answers).toMatchObject({
      fullname: 'Vera Volunteer',
      meetingAvailability: ['Weekday evenings', 'Weekend mornings'],
      Detaileddrawings: 10,
      agreementeight: 'agree',
    });

    const none = await api(t, owner.token).call(tsaContracts.get, { params: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).message).toBe(M.notFound);
    const malformed = await api(t, owner.token).call(tsaContracts.get, { params: { id: 'nope' } });
    expect(malformed.statusCode).toBe(422);
    expect(errorOf(malformed).message).toBe(M.notFound);
  });

  it('keeps a submission whose account was deleted, without a submitter', async ({ t, volunteer, owner, submit }) => {
    await submit(complete);
    await t.ctx.db.delete(users).where(eq(users.id, volunteer.id));
    const list = (await api(t, owner.token).call(tsaContracts.list)).json<{ items: { submitter: unknown; signedName: string }[] }>();
    expect(list.items).toEqual([expect.objectContaining({ submitter: null, signedName: 'Vera Volunteer' })]);
  });

  it('exports every submission as CSV with a header row, formulas made harmless', async ({ t, owner, submit }) => {
    await submit(complete);
    const res = await api(t, owner.token).call(tsaContracts.csv);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tsa-submissions-2026-11-28.csv"');
    const [header, row, end] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^Submitted at,Submitter name,Submitter email,Agreement version,Signed name,email,fullname,/);
    expect(header).toContain(',sign');
    expect(row).toContain(`2026-11-28T17:30:00.000Z,Volunteer Tester`);
    expect(row).toContain(`,${AGREEMENT_VERSION},Vera Volunteer,vera@example.org,Vera Volunteer,`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain('Weekday evenings; Weekend mornings');
    expect(row).toContain('"Evenings, in winter"');
    expect(end).toBe('');
  });

  it('refuses the list, one submission and the export to anyone but an Owner', async ({ t, volunteer, submit }) => {
    const { id } = (await submit(complete)).json<{ id: string }>();
    const admin = await signedIn(t, 'Administrator');
    const reads = [
      ['list', (token: string | null) => api(t, token).call(tsaContracts.list)],
      ['one', (token: string | null) => api(t, token).call(tsaContracts.get, { params: { id } })],
      ['export', (token: string | null) => api(t, token).call(tsaContracts.csv)],
    ] as const;
    for (const [what, read] of reads) {
      expect((await read(volunteer.token)).statusCode, what).toBe(403);
      expect((await read(admin.token)).statusCode, what).toBe(403);
      expect((await read(null)).statusCode, what).toBe(401);
    }
  });
});
