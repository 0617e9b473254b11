import { createECDH, randomBytes } from 'node:crypto';
import type { Database } from '../../mock-server/db/client';
import {
  batches,
  notificationPreferences,
  profiles,
  pushSubscriptions,
  teacherBatches,
  users,
} from '../../mock-server/db/schema';
import { isoDay } from '../../mock-server/seed/demo-calendar';
import { cheapBenchHash } from './bench-password';

/** Who listens in a socket scenario: students spread evenly over batches, and their one teacher. */
export type SocketWorld = {
  name: string;
  teacherEmail: string;
  batchIds: number[];
  /** Each student with the batch whose homework channel they open. */
  students: { email: string; batchId: number }[];
  /** Devices that get each new homework pushed: one a student, or none. */
  pushDevices: number;
};

/** `students` students over `batchCount` batches of their own (the reads never see them), one teacher for all. */
export async function createSocketWorld(
  db: Database,
  name: string,
  students: number,
  batchCount: number,
  /** A push service's URL: each student then has a device there and wants new homework pushed. */
  pushService?: string,
): Promise<SocketWorld> {
  const passwordHash = cheapBenchHash();
  const account = (role: 'student' | 'teacher', n: number) => ({
    email: `${name}-${role}${n}@bench.test`,
    passwordHash,
    role,
    firstName: role === 'teacher' ? 'Bench' : `Listener ${n}`,
    lastName: name,
  });
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(batches)
      .values(Array.from({ length: batchCount }, (_, n) => ({ name: `${name} ${n + 1}` })))
      .returning({ id: batches.id });
    const batchIds = created.map((row) => row.id);
    const [teacher] = await tx.insert(users).values(account('teacher', 1)).returning({ id: users.id });
    await tx.insert(profiles).values({ userId: teacher.id });
    await tx.insert(teacherBatches).values(batchIds.map((batchId) => ({ teacherId: teacher.id, batchId })));
    const listeners = await tx
      .insert(users)
      .values(Array.from({ length: students }, (_, n) => account('student', n + 1)))
      .returning({ id: users.id, email: users.email });
    const batchOf = (n: number) => batchIds[n % batchIds.length];
    await tx.insert(profiles).values(
      listeners.map((row, n) => ({
        userId: row.id,
        batchId: batchOf(n),
        validUntil: isoDay(new Date(), 365),
      })),
    );
    if (pushService) {
      // One browser key for all: the server encrypts to each device all the same.
      const browser = createECDH('prime256v1');
      const p256dh = browser.generateKeys().toString('base64url');
      const auth = randomBytes(16).toString('base64url');
      await tx.insert(pushSubscriptions).values(
        listeners.map((row) => ({
          userId: row.id,
          endpoint: `${pushService}/push/${row.id}`,
          p256dh,
          auth,
        })),
      );
      await tx
        .insert(notificationPreferences)
        .values(
          listeners.map((row) => ({ userId: row.id, kind: 'homework_new', channel: 'push', choice: 'on' })),
        );
    }
    return {
      name,
      pushDevices: pushService ? listeners.length : 0,
      teacherEmail: account('teacher', 1).email,
      batchIds,
      students: listeners.map((row, n) => ({ email: row.email, batchId: batchOf(n) })),
    };
  });
}
