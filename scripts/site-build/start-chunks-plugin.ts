import { build, type Plugin, type Rolldown, type UserConfig } from 'vite';

type Chunk = Rolldown.OutputChunk;

/** Set on the first pass, so it does not start a first pass of its own. */
const firstPassFlag = 'START_CHUNKS_FIRST_PASS';

/** A step of the app's start: the name of its chunk, and the modules in it and in what it imports. */
type StartStep = { name: string; moduleIds: Set<string> };

/**
 * From a build's chunks: the entry's start steps (its dynamic imports, in order), each with the
 * modules it evaluates that no earlier step or the entry itself holds: the entry's own modules load
 * before the first paint.
 */
function startStepsOf(chunks: Chunk[]): StartStep[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the client build has no entry chunk');
  const seen = new Set<string>();
  const closure = (file: string): Chunk[] => {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) return [];
    seen.add(file);
    return [chunk, ...chunk.imports.flatMap(closure)];
  };
  closure(entry.fileName);
  return entry.dynamicImports.map((file) => ({
    name: byFile.get(file)?.name ?? file,
    moduleIds: new Set(closure(file).flatMap((chunk) => chunk.moduleIds)),
  }));
}

/**
 * One chunk per start step (client/main.tsx evaluates React DOM, the theme, its system, the routes
 * and the app one per task). Left to itself, Rolldown cuts those steps into dozens of small chunks
 * by which screens share each module, and a page's start paid for every one: a request, a preload
 * link and a module record on the main thread. Which modules a step holds is known from the
 * chunks of a first pass of the same build: following imports instead would pull in every component
 * a library's index re-exports. The screens keep Rolldown's own split.
 */
export function startChunks(configFile: string): Plugin {
  return {
    name: 'start-chunks',
    apply: 'build',
    async config(config: UserConfig) {
      if (process.env[firstPassFlag] || config.build?.ssr) return;
      process.env[firstPassFlag] = '1';
      let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      try {
        output = (await build({
          configFile,
          logLevel: 'silent',
          build: { write: false },
        })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      } finally {
        delete process.env[firstPassFlag];
      }
      const [first] = Array.isArray(output) ? output : [output];
      const chunks = first.output.filter((item): item is Chunk => item.type === 'chunk');
      const steps = startStepsOf(chunks);
      const groups = steps.map((step, index) => ({
        name: step.name,
        test: (id: string) => step.moduleIds.has(id),
        priority: steps.length - index,
        // A step's modules as the first pass placed them: the entry's own stay in the entry.
        includeDependenciesRecursively: false,
      }));
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}
