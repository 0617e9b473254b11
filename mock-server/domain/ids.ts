/** Ids are PostgreSQL `serial` (int4): a larger number cannot name a row, and querying with it is a database error. */
export const maxSerialId = 2_147_483_647;

export const canNameARow = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= maxSerialId;
