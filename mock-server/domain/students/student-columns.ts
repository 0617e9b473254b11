import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { BatchRef } from '../../../shared/schemas/common';
import { batches, profiles, users } from '../../db/schema';

/** A batch as two columns of a select joined to batches (a student's, a class's); batchRefOf reads them back. */
export const batchColumns = { batchId: batches.id, batchName: batches.name };

/** A student's id, name and batch, for a select from users joined to profiles and batches. */
export const studentNameAndBatch = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  ...batchColumns,
};

/**
 * Joins a select from users to the user's profile (a user without one is left out) and to their
 * batch if they are in one: the join studentNameAndBatch reads from.
 */
export function withProfileAndBatch<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(batches, eq(batches.id, profiles.batchId));
}

/** What the profile row says of its user, for the same join; all null for a user without one. */
export const profileDetails = {
  validUntil: profiles.validUntil,
  parentName: profiles.parentName,
  mobileNumber: profiles.mobileNumber,
  communicationNumber: profiles.communicationNumber,
  dateOfBirth: profiles.dateOfBirth,
  address: profiles.address,
  state: profiles.state,
};

/** The batch columns of a left join as the API answers them: null for a student in no batch. */
export function batchRefOf(row: { batchId: number | null; batchName: string | null }): BatchRef | null {
  return row.batchId !== null && row.batchName !== null ? { id: row.batchId, name: row.batchName } : null;
}
