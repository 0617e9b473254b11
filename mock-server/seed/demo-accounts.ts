/** The demo logins created on the first start of an empty database (also listed in README.md). */
export const demoPassword = 'learn-2026-demo';

export const demoBatches = { olympiad: 'Olympiad 9A', jee: 'JEE 10B' } as const;
export type DemoBatchName = (typeof demoBatches)[keyof typeof demoBatches];

export const demoAccounts = {
  /** Runs the academy from /admin. */
  admin: { email: 'admin@demo.school', role: 'admin', firstName: 'Devika', lastName: 'Menon' },
  teacher: { email: 'teacher@demo.school', role: 'teacher', firstName: 'Anita', lastName: 'Rao' },
  /** Olympiad 9A, subscription valid. */
  asha: {
    email: 'asha@demo.school',
    role: 'student',
    firstName: 'Asha',
    lastName: 'Verma',
    batch: demoBatches.olympiad,
  },
  /** Olympiad 9A, subscription valid. */
  rohan: {
    email: 'rohan@demo.school',
    role: 'student',
    firstName: 'Rohan',
    lastName: 'Iyer',
    batch: demoBatches.olympiad,
  },
  /** JEE 10B, subscription valid. */
  meera: {
    email: 'meera@demo.school',
    role: 'student',
    firstName: 'Meera',
    lastName: 'Khan',
    batch: demoBatches.jee,
  },
  /** JEE 10B, subscription lapsed: sent to /pricing at login. */
  kabir: {
    email: 'kabir@demo.school',
    role: 'student',
    firstName: 'Kabir',
    lastName: 'Das',
    batch: demoBatches.jee,
    lapsed: true,
  },
  /** Asha's mother: the guardian area at /family. */
  parent: {
    email: 'parent@demo.school',
    role: 'guardian',
    firstName: 'Sunita',
    lastName: 'Verma',
    children: ['asha'],
  },
} as const;
