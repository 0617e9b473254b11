import { useQuery } from '@tanstack/react-query';
import type { QuestionFilter } from '../../../shared/schemas/assessments';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';

/** The academy's question bank, narrowed by the filter (every question when it is empty). */
export function useQuestionBank(filter: QuestionFilter = {}) {
  return useQuery({
    queryKey: queryKeys.questions(filter),
    queryFn: ({ signal }) =>
      api.call('listQuestions', {
        query: Object.fromEntries(Object.entries(filter).filter(([, value]) => value)) as Record<
          string,
          string
        >,
        signal,
      }),
  });
}
