import { type DemoBatchName, demoBatches } from './demo-accounts';
import { atUtc } from './demo-calendar';

export type DemoClass = { topic: string; startTime: Date; zoomLink: string | null; notes: string };

/** Three evening classes a week per batch (UTC times; 16:00 and 18:00 in India), and what each covers. */
const timetable: Record<
  DemoBatchName,
  { weekdays: number[]; hourUtc: number; minuteUtc: number; topics: string[] }
> = {
  [demoBatches.olympiad]: {
    weekdays: [1, 3, 5],
    hourUtc: 10,
    minuteUtc: 30,
    topics: [
      'Maths: Divisibility rules and remainders',
      'Physics: Equations of uniformly accelerated motion',
      'Chemistry: Mole concept and molar mass',
      'Maths: Congruence of triangles',
      "Physics: Newton's laws of motion",
      'Chemistry: Structure of the atom',
    ],
  },
  [demoBatches.jee]: {
    weekdays: [2, 4, 6],
    hourUtc: 12,
    minuteUtc: 30,
    topics: [
      'Maths: Quadratic equations and the nature of roots',
      'Physics: Reflection and refraction of light',
      'Chemistry: Balancing chemical equations',
      'Maths: Arithmetic progressions',
      "Physics: Electricity and Ohm's law",
      'Chemistry: Acids, bases and salts',
    ],
  },
};

const classNotes = 'Keep your notebook and a calculator ready. Questions from the last homework come first.';

/** The batch's classes over the next two weeks; the later ones have no meeting link yet. */
export function demoClassPlan(batch: DemoBatchName, now: Date): DemoClass[] {
  const plan = timetable[batch];
  const classes: DemoClass[] = [];
  for (let day = 0; day <= 14 && classes.length < plan.topics.length; day++) {
    const startTime = atUtc(now, day, plan.hourUtc, plan.minuteUtc);
    if (!plan.weekdays.includes(startTime.getUTCDay()) || startTime <= now) continue;
    const index = classes.length;
    classes.push({
      topic: plan.topics[index],
      startTime,
      zoomLink:
        index < 4 ? `https://zoom.us/j/${8_140_000_000 + index * 7919 + plan.hourUtc}?pwd=demo` : null,
      notes: classNotes,
    });
  }
  return classes;
}

/** Classes of the last week, already held and marked (the demo's attendance). */
export function demoPastClasses(now: Date) {
  const dayMs = 86_400_000;
  const at = (daysAgo: number) => {
    const day = new Date(now.getTime() - daysAgo * dayMs);
    return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12, 30));
  };
  return [
    {
      topic: 'Number theory: divisibility',
      startTime: at(5),
      zoomLink: null,
      notes: classNotes,
      marks: { asha: 'present', rohan: 'absent' } as const,
    },
    {
      topic: 'Number theory: remainders',
      startTime: at(3),
      zoomLink: null,
      notes: classNotes,
      marks: { asha: 'late', rohan: 'present' } as const,
    },
  ];
}
