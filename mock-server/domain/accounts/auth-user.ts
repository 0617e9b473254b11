import type { Role } from '../../../shared/schemas/auth';

/** Who is asking: read from the database by the guard, or from its cache (mock-server/cache/). */
export type AuthUser = {
  id: number;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  /** Students: their batch. Teachers: null (see teacher_batches). */
  batchId: number | null;
  validUntil: string | null;
};
