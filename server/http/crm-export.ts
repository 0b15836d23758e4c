// GET /api/crm/contacts.csv: the contact list as CSV, with the list's
// filters as query parameters (search, status, source, deleted, and id for
// chosen contacts) and `separator` (comma, the default, or semicolon).
// Admins only, recognised exactly as the GraphQL API recognises them
// (createAuthenticator); streamed, so any number of rows. Also
// GET /api/crm/imports/{id}/errors.csv: the rows an import could not write.
import type { HttpBindings } from '@hono/node-server';
import type { Hono, Context as HonoContext } from 'hono';
import { CONTACT_STATUSES, type ContactStatus } from '../../domain/crm/contacts';
import { IMPORT_ERRORS_CSV_PATH } from '../../domain/crm/import';
import { CRM_TEXT } from '../../domain/crm/messages';
import { CSV_SEPARATORS, type CsvSeparator } from '../../domain/shared/csv';
import { CRM, formatMessage } from '../../domain/shared/messages';
import type { Config } from '../config';
import type { PrismaClient } from '../db';
import { contactsCsv } from '../modules/crm/export';
import { importErrorsCsv } from '../modules/crm/import-errors';
import type { ContactFilter } from '../modules/crm/list';
import { rowIdOfText } from '../modules/shared/ids';
import type { Services } from '../services';
import { adminOrRefusal } from './admin-access';
import { badFileInput, fileNotFound } from './error-response';

export const CONTACTS_CSV_PATH = '/api/crm/contacts.csv';

export function filterOfQuery(url: URL): ContactFilter | string {
  const status = url.searchParams.get('status');
  if (status && !CONTACT_STATUSES.includes(status as ContactStatus))
    return formatMessage(CRM_TEXT.unknownStatusParameter, {
      status: status.slice(0, 100),
      statuses: CONTACT_STATUSES.join(', '),
    });
  // Only true or false: any other value ("1", "yes") would silently export the live list.
  const deleted = url.searchParams.get('deleted');
  if (deleted && deleted !== 'true' && deleted !== 'false')
    return formatMessage(CRM_TEXT.unknownDeletedParameter, { deleted: deleted.slice(0, 100) });
  const ids = url.searchParams.getAll('id');
  const rowIds = ids.map((id) => rowIdOfText(id, 'CrmContact'));
  const invalid = ids.find((_id, index) => rowIds[index] === null);
  if (invalid !== undefined)
    return formatMessage(CRM_TEXT.invalidContactIdParameter, { id: invalid.slice(0, 100) });
  return {
    search: url.searchParams.get('search'),
    status: (status as ContactStatus | null) ?? null,
    source: url.searchParams.get('source'),
    deleted: deleted === 'true',
    ids: ids.length > 0 ? (rowIds as string[]) : null,
  };
}

/** A CSV download streamed from `chunks` (stopped when the client goes away). */
function csvResponse(
  chunks: AsyncGenerator<string>,
  fileName: string,
  services: Services,
  failed: string,
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        services.log.error(failed, error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  });
}

export function registerCrmExportRoute(
  app: Hono<{ Bindings: HttpBindings }>,
  deps: { prisma: PrismaClient; config: Config; services: Services },
): void {
  // Refused as /graphql refuses: an admin session or token, else 401 (a bad token named) or 403.
  const refusal = async (c: HonoContext<{ Bindings: HttpBindings }>) => {
    const access = await adminOrRefusal(deps, c);
    return 'refusal' in access ? access.refusal : null;
  };

  app.get(CONTACTS_CSV_PATH, async (c) => {
    const refused = await refusal(c);
    if (refused) return refused;
    const url = new URL(c.req.url);
    const filter = filterOfQuery(url);
    if (typeof filter === 'string') return badFileInput(c, filter);
    const separator = url.searchParams.get('separator') ?? 'comma';
    if (!Object.hasOwn(CSV_SEPARATORS, separator)) return badFileInput(c, CRM_TEXT.unknownCsvSeparator);
    const day = deps.services.clock.now().toISOString().slice(0, 10);
    return csvResponse(
      contactsCsv(deps.prisma, filter, CSV_SEPARATORS[separator as CsvSeparator]),
      `contacts-${day}.csv`,
      deps.services,
      CRM.exportFailed,
    );
  });

  // The rows an import could not write, with their reasons (admins only).
  app.get(IMPORT_ERRORS_CSV_PATH, async (c) => {
    const refused = await refusal(c);
    if (refused) return refused;
    const id = rowIdOfText(c.req.param('id'), 'CrmImport');
    const found = id
      ? await deps.prisma.crmImport.findUnique({
          where: { id },
          select: { id: true, csv: true, fileName: true },
        })
      : null;
    if (!found) return fileNotFound(c, CRM_TEXT.importNotFound);
    const base = found.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-') || 'import';
    return csvResponse(
      importErrorsCsv(deps.prisma, found),
      `${base}-errors.csv`,
      deps.services,
      CRM_TEXT.importErrorsFailed,
    );
  });
}
