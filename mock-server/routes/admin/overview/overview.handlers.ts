import { adminOverview } from '../../../domain/overview';
import type { AppRouteHandler } from '../../create-router';
import type * as routes from './overview.routes';

export const overview: AppRouteHandler<typeof routes.overview> = async (c) =>
  c.json(await adminOverview(c.get('deps').database.db), 200);
