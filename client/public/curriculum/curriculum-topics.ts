/** Topic lists per subject and class: the Olympiad and JEE foundation syllabus. */
export const curriculum = [
  {
    subject: 'Mathematics',
    classes: [
      {
        grade: 'Class 7',
        topics: [
          'Integers and rational numbers',
          'Exponents and powers',
          'Simple equations',
          'Lines, angles and triangle properties',
          'Ratio, proportion and percentages',
          'Logical puzzles and number patterns',
        ],
      },
      {
        grade: 'Class 8',
        topics: [
          'Squares, cubes and their roots',
          'Linear equations in one variable',
          'Algebraic identities and factorisation',
          'Quadrilaterals and constructions',
          'Mensuration of solids',
          'Divisibility rules and introductory number theory',
        ],
      },
      {
        grade: 'Class 9',
        topics: [
          'Number systems and irrational numbers',
          'Polynomials and the remainder theorem',
          'Coordinate geometry',
          'Congruence, circles and areas',
          'Statistics and probability',
          'Olympiad combinatorics: counting and the pigeonhole principle',
        ],
      },
      {
        grade: 'Class 10',
        topics: [
          'Quadratic equations and their roots',
          'Arithmetic progressions',
          'Trigonometry and heights and distances',
          'Similarity and the Pythagoras theorem',
          'Inequalities (AM-GM) for Olympiads',
          'JEE bridge: functions and sequences',
        ],
      },
    ],
  },
  {
    subject: 'Physics',
    classes: [
      {
        grade: 'Class 7',
        topics: [
          'Motion and time',
          'Heat and temperature',
          'Electric current and its effects',
          'Light and reflection',
        ],
      },
      {
        grade: 'Class 8',
        topics: [
          'Force and pressure',
          'Friction',
          'Sound and its propagation',
          'Refraction and the human eye',
        ],
      },
      {
        grade: 'Class 9',
        topics: [
          'Kinematics: graphs of motion',
          'Newton’s laws of motion',
          'Gravitation',
          'Work, energy and power',
          'Olympiad problem sets: estimation and units',
        ],
      },
      {
        grade: 'Class 10',
        topics: [
          'Electricity and circuits',
          'Magnetic effects of current',
          'Light: lenses and mirrors',
          'JEE bridge: vectors and relative motion',
        ],
      },
    ],
  },
  {
    subject: 'Chemistry',
    classes: [
      {
        grade: 'Class 7',
        topics: ['Acids, bases and salts', 'Physical and chemical changes', 'Water and its purification'],
      },
      {
        grade: 'Class 8',
        topics: [
          'Metals and non-metals',
          'Combustion and flame',
          'Synthetic fibres and plastics',
          'Coal and petroleum',
        ],
      },
      {
        grade: 'Class 9',
        topics: [
          'Matter and its states',
          'Atoms, molecules and the mole concept',
          'Structure of the atom',
          'Olympiad practice: stoichiometry',
        ],
      },
      {
        grade: 'Class 10',
        topics: [
          'Chemical reactions and equations',
          'Periodic classification of elements',
          'Carbon and its compounds',
          'JEE bridge: chemical bonding basics',
        ],
      },
    ],
  },
] as const;
