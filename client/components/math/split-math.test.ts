import { describe, expect, it } from 'vitest';
import { splitMath } from './split-math';

describe('splitting text from its math', () => {
  it('finds each $...$ and keeps the text around it', () => {
    expect(splitMath('If $x^2 = 4$, then $x$ is?')).toEqual([
      { text: 'If ', math: false },
      { text: 'x^2 = 4', math: true },
      { text: ', then ', math: false },
      { text: 'x', math: true },
      { text: ' is?', math: false },
    ]);
  });

  it('leaves a lone dollar as text', () => {
    expect(splitMath('It costs $5 only')).toEqual([{ text: 'It costs $5 only', math: false }]);
  });
});
