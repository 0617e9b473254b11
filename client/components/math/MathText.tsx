import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { splitMath } from './split-math';

type Katex = typeof import('katex').default;

let katexLoad: Promise<Katex> | undefined;

/** KaTeX and its style sheet, fetched the first time a screen shows math: no other page pays for them. */
function loadKatex(): Promise<Katex> {
  katexLoad ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => module.default,
  );
  return katexLoad;
}

function MathSpan({ tex, katex }: { tex: string; katex: Katex | null }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (katex && ref.current)
      katex.render(tex, ref.current, { throwOnError: false, output: 'htmlAndMathml' });
  }, [tex, katex]);
  // Until KaTeX arrives the source shows, which a reader can still follow.
  return <span ref={ref}>{katex ? null : `$${tex}$`}</span>;
}

/** Text with LaTeX between dollar signs (`$x^2$`) rendered by KaTeX; line breaks kept. */
export function MathText({ text, as = 'span' }: { text: string; as?: 'span' | 'div' }) {
  const [katex, setKatex] = useState<Katex | null>(null);
  const parts = splitMath(text);
  const hasMath = parts.some((part) => part.math);
  useEffect(() => {
    if (!hasMath) return;
    let live = true;
    void loadKatex().then((loaded) => {
      if (live) setKatex(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [hasMath]);
  const Tag = as === 'div' ? chakra.div : chakra.span;
  return (
    <Tag whiteSpace="pre-wrap" overflowWrap="anywhere">
      {parts.map((part, index) =>
        part.math ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text keep their order.
          <MathSpan key={index} tex={part.text} katex={katex} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text keep their order.
          <span key={index}>{part.text}</span>
        ),
      )}
    </Tag>
  );
}
