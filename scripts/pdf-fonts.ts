// npm run font:pdf: writes the static faces the PDFs embed (lib/rules/pdf-fonts.ts says which and why).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import {
  makePdfFont,
  PDF_FONT_DIR,
  PDF_FONTS,
  PDF_WEIGHTS,
  pdfFontFile,
  pdfFontSourceFile,
} from '../lib/rules/pdf-fonts';

async function main() {
  await mkdir(PDF_FONT_DIR, { recursive: true });
  for (const font of PDF_FONTS) {
    for (const weight of PDF_WEIGHTS) {
      const source = await readFile(pdfFontSourceFile(font, weight));
      const made = await makePdfFont(source, fontkit.create(source).characterSet, font, weight);
      await writeFile(pdfFontFile(font, weight), made);
      console.log(`${pdfFontFile(font, weight)}: ${source.length} -> ${made.length} bytes`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
