import { describe, expect, it } from 'vitest';
import { type ChannelDefinition, channelAt, channelNames, channelRegistry, channels } from './socket';

describe('the channel registry', () => {
  it('finds every channel again from the path it builds, with its id', () => {
    expect(channelAt(channels.studentClass(7))).toEqual({ name: 'studentClass', id: 7 });
    expect(channelAt(channels.studentBatch(2))).toEqual({ name: 'studentBatch', id: 2 });
    expect(channelAt(channels.batchHomework(3))).toEqual({ name: 'batchHomework', id: 3 });
    expect(channelAt(channels.homeworkSubmissions(4))).toEqual({ name: 'homeworkSubmissions', id: 4 });
    expect(channelAt(channels.teacherHomework())).toMatchObject({ name: 'teacherHomework' });
    expect(channelAt(channels.teacherClasses())).toMatchObject({ name: 'teacherClasses' });
  });

  it('spells the paths the server has always served', () => {
    expect([
      channels.studentClass(7),
      channels.studentBatch(2),
      channels.batchHomework(3),
      channels.homeworkSubmissions(4),
      channels.teacherHomework(),
      channels.teacherClasses(),
    ]).toEqual([
      '/ws/classes/7/',
      '/ws/batch/2/',
      '/ws/homework/batch/3/',
      '/ws/homework/4/',
      '/ws/homework/',
      '/ws/classes/',
    ]);
  });

  it('knows no channel at a path outside it', () => {
    for (const path of [
      '/ws/',
      '/ws/homework',
      '/ws/homework/x/',
      '/ws/batch/',
      '/ws/classes/1/2/',
      '/api/me/',
    ]) {
      expect(channelAt(path), path).toBeNull();
    }
  });

  it('checks ownership on exactly the channels whose path names a row', () => {
    for (const name of channelNames) {
      const { path, listeners }: ChannelDefinition = channelRegistry[name];
      expect(listeners.owns !== undefined, name).toBe(path.includes(':id'));
    }
  });
});
