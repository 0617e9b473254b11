import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed } from '../../../shared/schemas/calendar';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createOnlineTest, createQuestion } from '../../../tests/support/assessment-fixtures';
import { createClass, createHomework, createUser, setValidUntil } from '../../../tests/support/fixtures';
import { classes, users } from '../../db/schema';

const { server, call, world } = twoBatchApiForFile();

async function feedPathOf(token: string) {
  const answer = await call('GET', '/api/calendar/', { token });
  expect(answer.status).toBe(200);
  return calendarFeed.parse(answer.body).path;
}

type FeedEvent = {
  uid: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  utc: boolean;
  status: string | null;
};

/** The feed as a calendar app reads it: parsed back with ical.js, not the library that wrote it. */
async function readFeed(path: string): Promise<{ status: number; type: string | null; events: FeedEvent[] }> {
  const response = await fetch(new URL(path, server.url));
  const text = await response.text();
  if (!response.ok)
    return { status: response.status, type: response.headers.get('content-type'), events: [] };
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? '',
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      utc:
        event.startDate.zone === ICAL.Timezone.utcTimezone &&
        event.endDate.zone === ICAL.Timezone.utcTimezone,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
    };
  });
  return { status: response.status, type: response.headers.get('content-type'), events };
}

const hour = 3_600_000;

describe('calendar feeds', () => {
  it("gives a student their batch's classes (one hour, UTC, Zoom link, cancelled marked) and homework due dates", async () => {
    const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 86_400_000);
    const optics = await createClass(server.deps, world.batchA.id, {
      topic: 'Optics',
      startTime: start,
    });
    const cancelled = await createClass(server.deps, world.batchA.id, {
      topic: 'Waves',
      zoomLink: null,
    });
    await server.deps.database.db
      .update(classes)
      .set({ status: 'inactive' })
      .where(eq(classes.id, cancelled.id));
    const otherBatch = await createClass(server.deps, world.batchB.id, { topic: 'Not mine' });
    const due = new Date('2031-01-15T18:30:00Z');
    const item = await createHomework(server.deps, [world.batchA.id], {
      title: 'Lenses',
      dueDate: due,
    });

    const feed = await readFeed(await feedPathOf(world.studentA.token));
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    const byUid = new Map(feed.events.map((event) => [event.uid, event]));
    const class1 = [...byUid.values()].find((event) => event.uid.startsWith(`class-${optics.id}@`));
    expect(class1).toMatchObject({
      summary: `Optics (${world.batchA.name})`,
      start,
      end: new Date(start.getTime() + hour),
      utc: true,
    });
    expect(class1?.description).toContain('https://zoom.example/j/1');
    expect(class1?.status).toBe('CONFIRMED');
    expect(feed.events.find((event) => event.uid.startsWith(`class-${cancelled.id}@`))?.status).toBe(
      'CANCELLED',
    );
    expect(feed.events.some((event) => event.uid.startsWith(`class-${otherBatch.id}@`))).toBe(false);
    const homework = feed.events.find((event) => event.uid.startsWith(`homework-${item.id}@`));
    expect(homework).toMatchObject({ summary: 'Homework due: Lenses', start: due, utc: true });
  });

  it("carries the windows of the batch's published tests, not drafts nor other batches'", async () => {
    const question = await createQuestion(server.deps, world.teacherA.id);
    const opensAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 2 * hour);
    const closesAt = new Date(opensAt.getTime() + 3 * hour);
    const test = await createOnlineTest(server.deps, [world.batchA.id], [question.id], {
      title: 'JEE mock 3',
      opensAt,
      closesAt,
      durationMinutes: 180,
    });
    const draft = await createOnlineTest(server.deps, [world.batchA.id], [question.id], { status: 'draft' });
    const other = await createOnlineTest(server.deps, [world.batchB.id], [question.id]);
    for (const user of [world.studentA, world.teacherA]) {
      const feed = await readFeed(await feedPathOf(user.token));
      expect(feed.events.find((event) => event.uid.startsWith(`test-${test.id}@`))).toMatchObject({
        summary: 'Test: JEE mock 3',
        start: opensAt,
        end: closesAt,
        utc: true,
      });
      expect(feed.events.some((event) => event.uid.startsWith(`test-${draft.id}@`))).toBe(false);
      expect(feed.events.some((event) => event.uid.startsWith(`test-${other.id}@`))).toBe(false);
    }
  });

  it('keeps a UID across edits and drops a deleted class', async () => {
    const path = await feedPathOf(world.studentA.token);
    const item = await createClass(server.deps, world.batchA.id, { topic: 'Before' });
    const uidOf = async () =>
      (await readFeed(path)).events.find((event) => event.uid.startsWith(`class-${item.id}@`));
    const before = await uidOf();
    const moved = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3 * 86_400_000);
    const edit = await call('PUT', `/api/classes/${item.id}/`, {
      token: world.teacherA.token,
      json: { topic: 'After', batch_id: world.batchA.id, start_time: moved.toISOString() },
    });
    expect(edit.status).toBe(200);
    const after = await uidOf();
    expect(after?.uid).toBe(before?.uid);
    expect(after).toMatchObject({ summary: `After (${world.batchA.name})`, start: moved });

    expect((await call('DELETE', `/api/classes/${item.id}/`, { token: world.teacherA.token })).status).toBe(
      200,
    );
    expect(await uidOf()).toBeUndefined();
  });

  it('gives a teacher the classes of the batches they teach, and the same URL until it is reset', async () => {
    const theirs = await createClass(server.deps, world.batchB.id, { topic: 'Teacher B only' });
    const path = await feedPathOf(world.teacherB.token);
    expect(await feedPathOf(world.teacherB.token)).toBe(path);
    const uids = (await readFeed(path)).events.map((event) => event.uid);
    expect(uids.some((uid) => uid.startsWith(`class-${theirs.id}@`))).toBe(true);
    const batchAClass = await createClass(server.deps, world.batchA.id);
    const again = (await readFeed(path)).events.map((event) => event.uid);
    expect(again.some((uid) => uid.startsWith(`class-${batchAClass.id}@`))).toBe(false);

    const reset = await call('POST', '/api/calendar/reset/', { token: world.teacherB.token });
    expect(reset.status).toBe(200);
    const fresh = calendarFeed.parse(reset.body).path;
    expect(fresh).not.toBe(path);
    expect((await readFeed(path)).status).toBe(404);
    expect((await readFeed(fresh)).status).toBe(200);
    expect(await feedPathOf(world.teacherB.token)).toBe(fresh);
  });

  it('answers 404 to an unknown secret and to a lapsed student; every user has their own secret', async () => {
    expect((await readFeed('/cal/abcdefghijklmnopqrstuvwxyz012345.ics')).status).toBe(404);
    expect((await call('GET', '/api/calendar/', { token: world.lapsed.token })).status).toBe(403);
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const ownPath = await feedPathOf(student.token);
    expect((await readFeed(ownPath)).status).toBe(200);
    await setValidUntil(server.deps, student.id, '2000-01-01');
    expect((await readFeed(ownPath)).status).toBe(404);
    const pathA = await feedPathOf(world.studentA.token);
    const pathB = await feedPathOf(world.studentB.token);
    expect(pathA).not.toBe(pathB);
    expect(pathA).toMatch(/^\/cal\/[\w-]{32}\.ics$/);
  });

  it("answers 404 once the owner's account is deactivated, for a student and a teacher alike", async () => {
    const admin = await createUser(server.deps, { role: 'admin' });
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const teacher = await createUser(server.deps, { role: 'teacher', teaches: [world.batchA.id] });
    for (const [user, kind] of [
      [student, 'students'],
      [teacher, 'teachers'],
    ] as const) {
      const path = await feedPathOf(user.token);
      expect((await readFeed(path)).status).toBe(200);
      const done = await call('POST', `/api/admin/${kind}/${user.id}/deactivate/`, { token: admin.token });
      expect(done.status).toBe(200);
      expect((await readFeed(path)).status).toBe(404);
    }
  });

  it('refuses a name with a line break, naming the field, and writes a stored one as one line', async () => {
    const admin = await createUser(server.deps, { role: 'admin' });
    const injected = 'Das\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected';
    const refused = await call('POST', '/api/admin/students/', {
      token: admin.token,
      json: { email: 'crlf@example.test', first_name: 'Ravi', last_name: injected },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/^last_name: /);
    expect(Object.keys(refused.body.fields)).toEqual(['last_name']);

    // Data stored before the contract refused such names still makes a well-formed feed.
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchB.id });
    await server.deps.database.db.update(users).set({ lastName: injected }).where(eq(users.id, student.id));
    const item = await createClass(server.deps, world.batchB.id, {
      topic: 'Bell\u0007 and\r\nEND:VCALENDAR',
    });
    const path = await feedPathOf(student.token);
    const text = await (await fetch(new URL(path, server.url))).text();
    const lines = text.split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(
      lines.filter((line) => line === 'END:VEVENT').length,
    );
    expect(lines).not.toContain('SUMMARY:Injected');
    expect(lines.filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\p{Cc}/u);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      `Shikhar Academy: Sam ${injected.replace(/\r\n/g, ' ')}`,
    );
    const events = (await readFeed(path)).events;
    expect(events.find((event) => event.uid.startsWith(`class-${item.id}@`))?.summary).toBe(
      `Bell and\nEND:VCALENDAR (${world.batchB.name})`,
    );
  });
});
