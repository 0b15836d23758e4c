// Calls to action from the back-office: checked with the shared rules (SPEC
// §5 CTA) plus a known icon, and the random pick the CTA block shows.

import { isCtaIcon } from '../../../domain/ctas/display';
import { CTA_FORM, storedCtaFields, validateCtaFields } from '../../../domain/ctas/form';
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import { NotFoundError, ValidationError } from '../../errors';
import { type FlagStatus, flagWhere } from '../shared/flagWhere';
import { type GlobalId, rowIdOf, rowIdOrNotFound } from '../shared/ids';
import {
  firstVersion,
  keepingLeftOut,
  LAST_SAVE,
  newVersion,
  saveAtVersion,
  type VersionedRow,
} from '../shared/saves';

type CtaType = 'ai_training' | 'agent_dev' | 'fractional_pm';

export type CtaInput = {
  type: CtaType;
  header: string;
  description: string;
  buttonText: string;
  icon: string;
  modalType?: 'calendar' | 'contact' | null;
  isActive: boolean;
};

/** The admin list's filter: only active or inactive ones (`status`, or the deprecated `active`), or of one type. */
export function ctaListWhere(args: {
  status?: FlagStatus | null;
  active?: boolean | null;
  type?: CtaType | null;
}): Prisma.CtaWhereInput {
  return {
    ...flagWhere('isActive', args.status, args.active),
    ...(args.type ? { type: args.type } : {}),
  };
}

function checkedCta(input: CtaInput) {
  const { header, description, buttonText } = storedCtaFields(input);
  const values = { header, description, buttonText, icon: input.icon };
  const errors: Partial<Record<string, string>> = validateCtaFields(values);
  if (!isCtaIcon(input.icon)) errors.icon = CTA_FORM.iconInvalid;
  ValidationError.throwIf(errors);
  return { ...values, type: input.type, modalType: input.modalType ?? null, isActive: input.isActive };
}

/** The row id of an existing CTA, or a NotFoundError. */
async function existingCta(context: Context, globalId: GlobalId): Promise<string> {
  const id = rowIdOf(globalId, 'Cta');
  if (!id || (await context.prisma.cta.count({ where: { id } })) === 0)
    throw new NotFoundError(CTA_FORM.notFound);
  return id;
}

/** Each returns the row id of the CTA. */
export async function createCta(context: Context, input: CtaInput): Promise<string> {
  const { id } = await context.prisma.cta.create({
    data: { ...checkedCta(input), ...firstVersion(context) },
    select: { id: true },
  });
  return id;
}

/** Saves the editor's CTA over the version it was opened at; a newer save refuses it (ConflictError). */
export async function updateCta(
  context: Context,
  globalId: GlobalId,
  expectedVersion: number,
  input: CtaInput,
): Promise<string> {
  // A CTA that is not there changes nothing either: the refusal below says not found.
  const id = rowIdOrNotFound(globalId, 'Cta', CTA_FORM.notFound);
  await context.prisma.$transaction(async (tx) => {
    const row: VersionedRow = {
      what: CTA_FORM.conflictSubject,
      notFound: CTA_FORM.notFound,
      lastSave: () => tx.cta.findUnique({ where: { id }, select: LAST_SAVE }),
    };
    const check = async () =>
      // Left out, its dialog stays (see keepingLeftOut); null makes the button link to the type's page.
      checkedCta(
        await keepingLeftOut(input, ['modalType'], () =>
          tx.cta.findUnique({ where: { id }, select: { modalType: true } }),
        ),
      );
    await saveAtVersion(context, row, expectedVersion, check, (data) =>
      tx.cta.updateMany({
        where: { id, version: expectedVersion },
        data: { ...data, ...newVersion(context) },
      }),
    );
  });
  return id;
}

/** The list's toggle: a new version too, since an editor open on the CTA would save the old state back. */
export async function setCtaActive(context: Context, globalId: GlobalId, isActive: boolean): Promise<string> {
  const id = await existingCta(context, globalId);
  await context.prisma.cta.update({
    where: { id },
    data: { isActive, ...newVersion(context) },
    select: { id: true },
  });
  return id;
}

export async function deleteCta(context: Context, globalId: GlobalId): Promise<string> {
  const id = rowIdOf(globalId, 'Cta');
  const { count } = id ? await context.prisma.cta.deleteMany({ where: { id } }) : { count: 0 };
  if (!id || count === 0) throw new NotFoundError(CTA_FORM.notFound);
  return id;
}

/**
 * A random active CTA, optionally of one type, or null. Picked on the server,
 * so a server-rendered page and its hydrated client show the same one.
 */
export async function randomCtaWhere(
  context: Context,
  type: CtaType | null | undefined,
): Promise<{ where: Prisma.CtaWhereInput; skip: number } | null> {
  const where = { isActive: true, ...(type ? { type } : {}) };
  const count = await context.prisma.cta.count({ where });
  return count === 0 ? null : { where, skip: Math.floor(Math.random() * count) };
}
