import { messages } from '../../../shared/messages';

const [thinkers, potential, best, engage, success] = messages.site.heroSlideTitles;

/**
 * A slide's CSS background: our own SVG art (client/static/art/hero-bg-N.svg) over `colour`, the
 * art's darkest shade, so the white text is readable before the art has loaded, or if it never does.
 */
function heroBackground(slide: number, colour: string): string {
  return `center / cover no-repeat url(/art/hero-bg-${slide}.svg) ${colour}`;
}

/** The hero carousel's five slides (docs/behaviour.md#screens). backgroundImage is a CSS background value. */
export const heroSlides = [
  {
    id: 'future-thinkers',
    title: thinkers,
    description:
      'Live Olympiad and JEE foundation classes for Classes 7 to 10, in batches of at most 15 students.',
    backgroundImage: heroBackground(1, '#2a0309'),
    image: '/art/hero-1.svg',
  },
  {
    id: 'true-potential',
    title: potential,
    description: 'A 2+ year programme that builds the reasoning behind every formula, one concept at a time.',
    backgroundImage: heroBackground(2, '#1a1f3a'),
    image: '/art/hero-2.svg',
  },
  {
    id: 'learn-from-the-best',
    title: best,
    description:
      'Mentors who have cracked Olympiads and JEE themselves teach every live class, three days a week.',
    backgroundImage: heroBackground(3, '#0f2a2a'),
    image: '/art/hero-3.svg',
  },
  {
    id: 'engage-and-excel',
    title: engage,
    description: 'Small batches mean every student asks, answers and explains, in every single class.',
    backgroundImage: heroBackground(4, '#2b1a05'),
    image: '/art/hero-4.svg',
  },
  {
    id: 'lifelong-success',
    title: success,
    description:
      'Careful reasoning, steady study habits and the confidence to take on hard problems: skills that last well beyond the exam hall.',
    backgroundImage: heroBackground(5, '#111827'),
    image: '/art/hero-5.svg',
  },
];

/** The six feature cards under the hero. `image` names the icon drawn on the card. */
export const featureCards = [
  {
    title: 'Batches of 15, never more',
    detail:
      'Teachers know every student by name, read every answer sheet and notice the day someone goes quiet.',
    image: 'users',
  },
  {
    title: 'Three live classes a week',
    detail:
      'Interactive video classes on fixed days, so study becomes a rhythm rather than a last-minute rush.',
    image: 'video',
  },
  {
    title: 'Olympiad and JEE foundations',
    detail:
      'Maths, Physics and Chemistry taught to the depth Olympiads ask for, which is where JEE readiness begins.',
    image: 'atom',
  },
  {
    title: 'Assignments with real feedback',
    detail: 'Weekly problem sets and tests, each returned with written comments on method, not just a score.',
    image: 'clipboard',
  },
  {
    title: 'Progress reports for parents',
    detail:
      'Parents receive a clear report on attendance, homework and test trends, and can reach the mentor directly.',
    image: 'chart',
  },
  {
    title: 'Six years in the making',
    detail:
      'A curriculum refined over 6 years of classes: what confused students was rewritten until it did not.',
    image: 'book',
  },
] as const;

/** Cards of the Program Highlights section; each opens the programmes page. */
export const programHighlights = [
  {
    title: 'Foundational Programme',
    detail:
      'Two-plus years from Class 7 or 8: the complete Olympiad and JEE foundation in Maths, Physics and Chemistry.',
  },
  {
    title: 'Express Programme',
    detail:
      'For Classes 9 and 10: the same depth at a faster pace, in the same three live classes a week, with monthly mock tests.',
  },
  {
    title: 'Free NEET Programme',
    detail:
      'Free NEET coaching for 12th-class girls studying in government institutions, with study material included.',
  },
];

const [applyForDemo, freeDemoWeek, finalSelection] = messages.site.admissionSteps;

/** The 3-step admission procedure. */
export const admissionSteps = [
  {
    title: applyForDemo,
    detail: 'Fill in the short application with the student’s class, school and subjects of interest.',
  },
  {
    title: freeDemoWeek,
    detail:
      'Join a free 1-week orientation: live classes, assignments and feedback, exactly as enrolled students get.',
  },
  {
    title: finalSelection,
    detail:
      'Mentors review the week’s work and invite about 90 students nationwide. Batches start together; no mid-year entries.',
  },
];
