import { type ChannelMessage, type ChannelName, channelAt } from '../../shared/socket';
import type { Database } from '../db/client';
import { canNameARow } from '../domain/ids';
import { findStudentSubmission, toStudentSubmission } from '../domain/submissions/submissions';
import type { Viewer } from './admission';

type SnapshotReader<Name extends ChannelName> = (
  db: Database,
  viewer: Viewer,
  id: number,
) => Promise<ChannelMessage<Name>[]>;

/**
 * What a channel sends first on opening, for a listener who cannot have fetched what it carries
 * after the socket listened. A student opens a homework's submission channel only once their list
 * shows a submission to it, so feedback given in between would otherwise wait for a reconnect: the
 * channel opens with their submission as it stands (docs/behaviour.md#channels).
 */
const snapshotReaders: { [Name in ChannelName]?: SnapshotReader<Name> } = {
  homeworkSubmissions: async (db, { user }, homeworkId) => {
    if (user.role !== 'student' || !canNameARow(homeworkId)) return [];
    const record = await findStudentSubmission(db, homeworkId, user.id);
    return record ? [{ action: 'update_submission', submission: toStudentSubmission(record) }] : [];
  },
};

/** The messages a socket just admitted to `channel` receives before any delivery. */
export async function initialSnapshot(db: Database, viewer: Viewer, channel: string): Promise<string[]> {
  const opened = channelAt(channel);
  const read = opened && (snapshotReaders[opened.name] as SnapshotReader<ChannelName> | undefined);
  if (!opened || !read) return [];
  const messages = await read(db, viewer, opened.id);
  return messages.map((message) => JSON.stringify(message));
}
