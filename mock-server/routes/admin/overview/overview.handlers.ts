import * as overview from '../../../domain/overview/overview';
import type { AppRouteHandler } from '../../create-router';
import type * as routes from './overview.routes';

export const adminOverview: AppRouteHandler<typeof routes.adminOverview> = async (c) =>
  c.json(await overview.adminOverview(c.get('deps').database.db), 200);
