import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { recordAudit } from '../../domain/audit/audit';

/** An admin export's answer in the document: the contract's `z.string()` is a CSV file, not JSON. */
export const csvExportAnswers = {
  200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
};

/**
 * Answers an admin export as a file the browser saves, named after what it lists and today's date.
 * An export carries personal data out of the system, so it is audited: who, which list, which filter.
 */
export async function csvExport(c: Context<AppEnv>, listing: string, csv: string) {
  await recordAudit(
    c.get('deps').database.db,
    { userId: c.get('user').id },
    {
      action: 'data.export',
      targetType: 'export',
      targetId: null,
      targetLabel: listing,
      details: { filter: new URL(c.req.url).search.slice(1) || 'none' },
    },
  );
  const day = new Date().toISOString().slice(0, 10);
  c.header('content-disposition', `attachment; filename="${listing}-${day}.csv"`);
  return c.body(csv, 200, { 'content-type': 'text/csv; charset=utf-8' });
}
