/** The admin area's query keys, all under one prefix so a write can refetch them together. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  batches: () => ['admin', 'batches'] as const,
  batch: (batchId: number) => ['admin', 'batches', batchId] as const,
  students: (filters: object) => ['admin', 'students', filters] as const,
  teachers: () => ['admin', 'teachers'] as const,
  audit: (filters: object) => ['admin', 'audit', filters] as const,
  applications: (filters: object) => ['admin', 'applications', filters] as const,
  application: (applicationId: number) => ['admin', 'application', applicationId] as const,
};
