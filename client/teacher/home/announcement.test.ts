import { describe, expect, it } from 'vitest';
import { checkAnnouncement, emptyAnnouncementForm } from './announcement';

describe('checkAnnouncement', () => {
  it('refuses a blank message with the announcement-empty text', () => {
    expect(checkAnnouncement({ ...emptyAnnouncementForm, message: '   ' })).toEqual({
      ok: false,
      problem: 'Please enter an announcement message',
    });
  });

  it('sends batch_id only for a batch and student_id only for a student', () => {
    const leftovers = { batchId: '3', studentId: '9', message: ' Hello ' };
    expect(checkAnnouncement({ ...leftovers, type: 'all' })).toEqual({
      ok: true,
      body: { type: 'all', message: 'Hello' },
    });
    expect(checkAnnouncement({ ...leftovers, type: 'batch' })).toEqual({
      ok: true,
      body: { type: 'batch', message: 'Hello', batch_id: 3 },
    });
    expect(checkAnnouncement({ ...leftovers, type: 'student' })).toEqual({
      ok: true,
      body: { type: 'student', message: 'Hello', student_id: 9 },
    });
  });
});
