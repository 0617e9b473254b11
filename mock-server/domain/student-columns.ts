import { batches, users } from '../db/schema';

/** A student's id, name and batch, for a select from users joined to profiles and batches. */
export const studentNameAndBatch = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  batchId: batches.id,
  batchName: batches.name,
};
