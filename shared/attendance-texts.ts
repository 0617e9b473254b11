import type { AttendanceStatus, GuardianRelation } from './schemas/attendance';

/** What the attendance and guardian screens say (docs/attendance.md). */
export const attendanceTexts = {
  statusLabels: {
    present: 'Present',
    late: 'Late',
    absent: 'Absent',
    excused: 'Excused',
  } satisfies Record<AttendanceStatus, string>,
  relationLabels: {
    mother: 'Mother',
    father: 'Father',
    parent: 'Parent',
    grandparent: 'Grandparent',
    sibling: 'Sibling',
    other: 'Other',
  } satisfies Record<GuardianRelation, string>,
  notMarked: 'Not marked',
  classNotMarked: 'Attendance not marked yet',
  classMarked: 'Attendance marked',
  takeAttendance: 'Attendance',
  allPresent: 'All present',
  save: 'Save attendance',
  saved: 'Attendance saved.',
  saveFailed: 'The attendance was not saved.',
  noStudents: 'This batch has no students yet.',
  noClassesYet: 'No class has taken place yet.',
  percentageHelp:
    'Present or late, of the classes marked present, late or absent. Excused and unmarked classes are left out.',
  noPercentage: 'No marked classes yet',
  guardiansSaved: 'Guardians saved.',
  guardiansFailed: 'The guardians were not saved.',
  guardianHasAccount:
    'Signs in as a guardian. Removing this guardian or changing the e-mail ends their access to the student’s records.',
} as const;

/** "92%" or the words for no marked class. */
export const percentageText = (percentage: number | null) =>
  percentage === null ? attendanceTexts.noPercentage : `${percentage}%`;
