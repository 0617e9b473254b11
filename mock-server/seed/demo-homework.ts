import { type DemoBatchName, demoBatches } from './demo-accounts';
import { atUtc } from './demo-calendar';

export type DemoHomework = {
  title: string;
  description: string;
  subject: 'Maths' | 'Physics' | 'Chemistry';
  status: 'open' | 'closed';
  dueDate: Date;
  gdriveLink: string | null;
  allowResubmit: boolean;
  batches: DemoBatchName[];
  /** Asha's hand-in, with the teacher's feedback when given. */
  ashaSubmission?: { submittedAt: Date; feedback: string; grade: string | null };
};

const driveFolder = (id: string) => `https://drive.google.com/drive/folders/${id}`;

type Usual = 'status' | 'gdriveLink' | 'allowResubmit';

/** A demo homework: open, without a drive folder, with no resubmission allowed, unless `item` says otherwise. */
const homework = (item: Omit<DemoHomework, Usual> & Partial<Pick<DemoHomework, Usual>>): DemoHomework => ({
  status: 'open',
  gdriveLink: null,
  allowResubmit: false,
  ...item,
});

/** Due at 23:59 in India (18:29 UTC) `days` from now: open and closed, due soon and past due. */
export function demoHomeworkPlan(now: Date): DemoHomework[] {
  const due = (days: number) => atUtc(now, days, 18, 29);
  return [
    homework({
      title: 'Divisibility and remainders worksheet',
      description:
        'Solve questions 1 to 15. Show every step; a correct answer without working gets half marks.',
      subject: 'Maths',
      dueDate: due(5),
      gdriveLink: driveFolder('1hW9demoDivisibilityWorksheet'),
      allowResubmit: true,
      batches: [demoBatches.olympiad],
      ashaSubmission: { submittedAt: atUtc(now, -1, 14, 10), feedback: '', grade: null },
    }),
    homework({
      title: 'Motion graphs problem set',
      description:
        'Draw the distance-time and velocity-time graphs for problems 1 to 8 and find the acceleration.',
      subject: 'Physics',
      dueDate: due(9),
      gdriveLink: driveFolder('1hW9demoMotionGraphs'),
      batches: [demoBatches.olympiad],
    }),
    homework({
      title: 'Mole concept practice',
      description: 'Twelve numericals on moles, molar mass and the number of particles.',
      subject: 'Chemistry',
      status: 'closed',
      dueDate: due(-6),
      gdriveLink: driveFolder('1hW9demoMoleConcept'),
      batches: [demoBatches.olympiad],
      ashaSubmission: {
        submittedAt: atUtc(now, -8, 13, 45),
        feedback:
          'Clear working and correct units throughout. Recheck question 9: divide by the molar mass, not multiply.',
        grade: 'A',
      },
    }),
    homework({
      title: 'Structure of the atom: short answers',
      description: 'Answer the ten short questions on Thomson, Rutherford and Bohr models in your own words.',
      subject: 'Chemistry',
      dueDate: due(-2),
      batches: [demoBatches.olympiad],
    }),
    homework({
      title: 'Quadratic equations: 20 practice problems',
      description:
        'Find the nature of the roots first, then solve by factorisation or the quadratic formula.',
      subject: 'Maths',
      dueDate: due(4),
      gdriveLink: driveFolder('1hW9demoQuadratics'),
      allowResubmit: true,
      batches: [demoBatches.jee],
    }),
    homework({
      title: 'Ray diagrams for mirrors and lenses',
      description:
        'Draw neat ray diagrams for the six cases in the sheet and state the nature of each image.',
      subject: 'Physics',
      dueDate: due(7),
      batches: [demoBatches.jee],
    }),
    homework({
      title: 'Balancing chemical equations',
      description: 'Balance the 15 equations and name the type of each reaction.',
      subject: 'Chemistry',
      status: 'closed',
      dueDate: due(-4),
      gdriveLink: driveFolder('1hW9demoBalancing'),
      batches: [demoBatches.jee],
    }),
    homework({
      title: 'Units and measurement revision quiz',
      description: 'A 25-question quiz on SI units, significant figures and errors in measurement.',
      subject: 'Physics',
      dueDate: due(12),
      gdriveLink: driveFolder('1hW9demoUnitsQuiz'),
      batches: [demoBatches.olympiad, demoBatches.jee],
    }),
  ];
}
