import { useEffect, useState } from 'react';
import { api } from '../../api/client';

/**
 * The homework's title, whether or not anyone has handed it in yet. The API has no call for one
 * homework, so it is looked up in the teacher's list.
 */
export function useHomeworkTitle(homeworkId: number): string | null {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setTitle(null);
    api
      .call('listHomework', { signal: controller.signal })
      .then((list) => setTitle(list.find((item) => item.id === homeworkId)?.title ?? null))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to fetch the homework title', error);
      });
    return () => controller.abort();
  }, [homeworkId]);
  return title;
}
