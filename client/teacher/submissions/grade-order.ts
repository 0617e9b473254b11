/** Letter grades on the usual percent scale: A 95 down to F 45; '+' and '-' move three points. */
const letterScores: Record<string, number> = { A: 95, B: 85, C: 75, D: 65, E: 55, F: 45 };
const signPoints: Record<string, number> = { '+': 3, '': 0, '-': -3 };

/**
 * A free-text grade on one percent-like scale, or null when it reads as none of: a number ('8',
 * '8.5'), a percentage ('85%'), a fraction ('17/20' is 85) or a letter with an optional sign
 * ('A+', 'b-').
 */
export function gradeScore(grade: string): number | null {
  const text = grade.trim();
  const number = /^(\d+(?:\.\d+)?)\s*%?$/.exec(text);
  if (number) return Number(number[1]);
  const fraction = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(text);
  if (fraction && Number(fraction[2]) > 0) return (Number(fraction[1]) / Number(fraction[2])) * 100;
  const letter = /^([A-F])\s*([+-]?)$/i.exec(text);
  if (letter) return letterScores[letter[1].toUpperCase()] + signPoints[letter[2]];
  return null;
}

export type GradeOrder = 'highestFirst' | 'lowestFirst';

/**
 * Readable grades first, in the chosen order; then grades that read as none (by their text); a
 * missing grade last whichever the order.
 */
export function compareGrades(a: string | null, b: string | null, order: GradeOrder): number {
  const textA = a?.trim() ?? '';
  const textB = b?.trim() ?? '';
  if (!textA || !textB) return Number(!textA) - Number(!textB);
  const scoreA = gradeScore(textA);
  const scoreB = gradeScore(textB);
  if (scoreA === null || scoreB === null) {
    if (scoreA !== null || scoreB !== null) return scoreA === null ? 1 : -1;
    return textA.localeCompare(textB, undefined, { numeric: true });
  }
  return order === 'highestFirst' ? scoreB - scoreA : scoreA - scoreB;
}
