import * as applications from '../../../domain/applications/applications';
import * as writes from '../../../domain/applications/applications-writes';
import type { AppRouteHandler } from '../../create-router';
import { csvExport } from '../csv-export';
import { webAdminOperation } from '../web-admin-operation';
import type * as routes from './applications.routes';

export const adminListApplications: AppRouteHandler<typeof routes.adminListApplications> = async (c) =>
  c.json(await applications.listApplications(c.get('deps').database.db, c.req.valid('query')), 200);

export const adminExportApplications: AppRouteHandler<typeof routes.adminExportApplications> = async (c) => {
  const csv = await applications.exportApplicationsCsv(c.get('deps').database.db, c.req.valid('query'));
  return csvExport(c, 'applications', csv);
};

export const adminGetApplication: AppRouteHandler<typeof routes.adminGetApplication> = async (c) =>
  c.json(await applications.applicationDetail(c.get('deps').database.db, c.req.valid('param').id), 200);

export const adminUpdateApplicationStatus: AppRouteHandler<
  typeof routes.adminUpdateApplicationStatus
> = async (c) =>
  c.json(
    await writes.setApplicationStatus(
      webAdminOperation(c),
      c.req.valid('param').id,
      c.req.valid('json').status,
    ),
    200,
  );

export const adminAddApplicationNote: AppRouteHandler<typeof routes.adminAddApplicationNote> = async (c) =>
  c.json(
    await writes.addApplicationNote(webAdminOperation(c), c.req.valid('param').id, c.req.valid('json').text),
    201,
  );

export const adminAdmitApplication: AppRouteHandler<typeof routes.adminAdmitApplication> = async (c) =>
  c.json(
    await writes.admitApplication(webAdminOperation(c), c.req.valid('param').id, c.req.valid('json')),
    200,
  );
