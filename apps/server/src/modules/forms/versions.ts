import { formDefinitionAnswer, sameDefinition, type CurrentForm, type FormDefinition } from '@goodhours/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { formResponses, forms, formVersions } from '../../db/schema/index.js';

export type FormKind = 'general' | 'job';

/** A stored definition, read by its shape only: a rule added later never hides an old version. */
const asDefinition = (stored: unknown): FormDefinition => formDefinitionAnswer.parse(stored);

/** One version's definition, or null when the form has no such version. */
export async function readDefinition(tx: Tx, formId: string, version: number): Promise<FormDefinition | null> {
  const [row] = await tx
    .select({ definition: formVersions.definition })
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)));
  return row ? asDefinition(row.definition) : null;
}

/** A form's current version, as the filler reads it; null when there is no such form. */
export async function currentFormOf(tx: Tx, formId: string): Promise<CurrentForm | null> {
  const [row] = await tx
    .select({ id: forms.id, version: forms.currentVersion, updatedAt: forms.updatedAt, definition: formVersions.definition })
    .from(forms)
    .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.currentVersion)))
    .where(eq(forms.id, formId));
  return row ? { id: row.id, version: row.version, updatedAt: row.updatedAt, definition: asDefinition(row.definition) } : null;
}

export interface SaveArgs {
  /** The form to save a version of; null makes a new form. */
  formId: string | null;
  kind: FormKind;
  definition: FormDefinition;
  by: string;
  now: Date;
}

/**
 * Saves a definition in the caller's transaction: a new form starts at version 1; a definition
 * that differs from the current version becomes the next version; an unchanged one makes none.
 * The form's row is locked first, so two saves at once make two versions one after the other.
 */
export async function saveDefinition(tx: Tx, args: SaveArgs): Promise<{ form: CurrentForm; changed: boolean }> {
  const { definition, by, now } = args;
  if (args.formId === null) {
    const [made] = await tx
      .insert(forms)
      .values({ kind: args.kind, currentVersion: 1, createdBy: by, createdAt: now, updatedAt: now })
      .returning({ id: forms.id });
    if (!made) throw new Error('form insert returned nothing');
    await tx.insert(formVersions).values({ formId: made.id, version: 1, definition, createdBy: by, createdAt: now });
    return { form: { id: made.id, version: 1, updatedAt: now, definition }, changed: true };
  }
  const [locked] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, args.formId)).for('update');
  const current = locked ? await currentFormOf(tx, locked.id) : null;
  if (!current) throw new Error(`form ${args.formId} has no current version`);
  if (sameDefinition(current.definition, definition)) return { form: current, changed: false };
  const version = current.version + 1;
  await tx.insert(formVersions).values({ formId: current.id, version, definition, createdBy: by, createdAt: now });
  await tx.update(forms).set({ currentVersion: version, updatedAt: now }).where(eq(forms.id, current.id));
  return { form: { id: current.id, version, updatedAt: now, definition }, changed: true };
}

/** The general form's id (/form, /formviewer), or null before its first save. */
export async function generalFormId(tx: Tx): Promise<string | null> {
  const [row] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.kind, 'general')).orderBy(forms.createdAt).limit(1);
  return row?.id ?? null;
}

/** Every version of a form, newest first, with how many responses answered each. */
export async function versionsOf(tx: Tx, formId: string) {
  const answered = tx
    .select({ version: formResponses.version, n: count().as('n') })
    .from(formResponses)
    .where(eq(formResponses.formId, formId))
    .groupBy(formResponses.version)
    .as('answered');
  const rows = await tx
    .select({
      version: formVersions.version,
      createdAt: formVersions.createdAt,
      definition: formVersions.definition,
      responses: sql<number>`coalesce(${answered.n}, 0)::int`,
    })
    .from(formVersions)
    .leftJoin(answered, eq(answered.version, formVersions.version))
    .where(eq(formVersions.formId, formId))
    .orderBy(desc(formVersions.version));
  return rows.map((r) => ({ ...r, definition: asDefinition(r.definition) }));
}
