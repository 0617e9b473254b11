import * as applications from '../../../domain/applications';
import * as writes from '../../../domain/applications-writes';
import type { AppRouteHandler } from '../../create-router';
import { adminOperation } from '../admin-operation';
import { csvExport } from '../csv-export';
import type * as routes from './applications.routes';

export const listApplications: AppRouteHandler<typeof routes.listApplications> = async (c) =>
  c.json(await applications.listApplications(c.get('deps').database.db, c.req.valid('query')), 200);

export const exportApplications: AppRouteHandler<typeof routes.exportApplications> = async (c) => {
  const csv = await applications.exportApplicationsCsv(c.get('deps').database.db, c.req.valid('query'));
  return csvExport(c, 'applications', csv);
};

export const getApplication: AppRouteHandler<typeof routes.getApplication> = async (c) =>
  c.json(await applications.applicationDetail(c.get('deps').database.db, c.req.valid('param').id), 200);

export const updateApplicationStatus: AppRouteHandler<typeof routes.updateApplicationStatus> = async (c) =>
  c.json(
    await writes.setApplicationStatus(adminOperation(c), c.req.valid('param').id, c.req.valid('json').status),
    200,
  );

export const addApplicationNote: AppRouteHandler<typeof routes.addApplicationNote> = async (c) =>
  c.json(
    await writes.addApplicationNote(adminOperation(c), c.req.valid('param').id, c.req.valid('json').text),
    201,
  );

export const admitApplication: AppRouteHandler<typeof routes.admitApplication> = async (c) =>
  c.json(await writes.admitApplication(adminOperation(c), c.req.valid('param').id, c.req.valid('json')), 200);
