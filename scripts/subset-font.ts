// npm run font:subset: writes the Inter subset the site ships (lib/rules/inter-subset.ts says what is in it and why).
import { readFile, writeFile } from 'node:fs/promises';
import { INTER_SOURCE_FILE, INTER_SUBSET_FILE, subsetInter } from '../lib/rules/inter-subset';

async function main() {
  const source = await readFile(INTER_SOURCE_FILE);
  const subset = await subsetInter(source);
  await writeFile(INTER_SUBSET_FILE, subset);
  console.log(`${INTER_SUBSET_FILE}: ${source.length} -> ${subset.length} bytes`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
