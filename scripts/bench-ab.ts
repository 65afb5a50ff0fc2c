/**
 * Lighthouse A/B of two running builds beside the floor (an empty Next.js page), for a decision record's figures:
 *   tsx scripts/bench-ab.ts --a=http://127.0.0.1:4100 --b=http://127.0.0.1:4200 --floor=http://127.0.0.1:4300/ \
 *     [--a-label=now] [--b-label=before] [--runs=3] /route ...
 * Each round measures the floor, A and B once (mobile, simulated throttling), in an order that rotates from round to
 * round so neither build always follows the other; each figure is Lighthouse's own median run of its rounds. The
 * builds are started by the caller (each as its README says), on the same machine, nothing else running.
 */
import { lighthouseReport, summarise, type LighthouseReport } from './bench-lighthouse';

const options = new Map(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => {
      const [name, ...value] = arg.slice(2).split('=');
      return [name, value.join('=')] as const;
    }),
);
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const runs = Number(options.get('runs') ?? 3);

function required(name: string): string {
  const value = options.get(name);
  if (!value) throw new Error(`--${name}=URL is required`);
  return value.replace(/\/$/, '');
}

async function main() {
  const subjects = [
    { label: 'floor', url: () => `${required('floor')}/` },
    { label: options.get('a-label') ?? 'A', url: (route: string) => `${required('a')}${route}` },
    { label: options.get('b-label') ?? 'B', url: (route: string) => `${required('b')}${route}` },
  ];
  if (routes.length === 0) throw new Error('name at least one route, e.g. /courses/nsw-whitecard');
  const rows: string[] = [];
  for (const route of routes) {
    const reports: LighthouseReport[][] = subjects.map(() => []);
    for (let round = 0; round < runs; round += 1) {
      for (let step = 0; step < subjects.length; step += 1) {
        const index = (round + step) % subjects.length;
        reports[index].push(await lighthouseReport(subjects[index].url(route), 'mobile', 'simulated'));
      }
      console.error(`${route}: round ${round + 1} of ${runs}`);
    }
    const [floor, a, b] = await Promise.all(reports.map(summarise));
    const cell = (figures: typeof floor) =>
      `${figures.performance} (${figures.performanceEachRun.join(', ')}); TBT ${figures.tbtMs}; CLS ${figures.cls}`;
    const indexes = [floor, a, b].flatMap((figures) => figures.benchmarkIndexEachRun).sort((x, y) => x - y);
    rows.push(
      `| ${route} | ${cell(a)} | ${cell(b)} | ${cell(floor)} | ${indexes[0]} to ${indexes[indexes.length - 1]} |`,
    );
  }
  console.log(
    `| route | ${subjects[1].label}: performance (each run); TBT ms; CLS | ${subjects[2].label} | floor | benchmarkIndex |`,
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
