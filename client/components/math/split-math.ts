/** Text and the LaTeX between single dollar signs, in order; a lone dollar stays text. */
export function splitMath(text: string): { text: string; math: boolean }[] {
  const parts: { text: string; math: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$([^$\n]+)\$/g)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), math: false });
    parts.push({ text: match[1], math: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), math: false });
  return parts;
}
