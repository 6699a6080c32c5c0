import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/** The OASIS UBL 2.1 schemas shipped in api/assets (their licence beside them); the same depth from src and dist. */
const XSD_DIR = path.resolve(__dirname, '../../../../assets/ubl-2.1/xsd');

let preload: XMLFileInfo[] | null = null;

/** Every schema file, named as the main schemas import them (`../common/…`), read once. */
function schemaFiles(): XMLFileInfo[] {
  preload ??= ['common', 'maindoc'].flatMap((dir) =>
    readdirSync(path.join(XSD_DIR, dir))
      .filter((f) => f.endsWith('.xsd'))
      .map((f) => ({ fileName: `xsd/${dir}/${f}`, contents: readFileSync(path.join(XSD_DIR, dir, f), 'utf8') })),
  );
  return preload;
}

export interface SchemaReport {
  fileName: string;
  /** libxml2's messages, each with its line: empty when the file is valid. */
  errors: string[];
}

/**
 * Validates UBL files against the OASIS UBL 2.1 schemas with libxml2 (compiled to WebAssembly: no native build).
 * Invoices and credit notes each have their schema; one run validates many files, the schemas compiled once.
 */
export async function validateUbl(files: { fileName: string; xml: string }[]): Promise<SchemaReport[]> {
  const reports = new Map(files.map((f) => [f.fileName, [] as string[]]));
  for (const root of ['Invoice', 'CreditNote'] as const) {
    const batch = files.filter((f) => rootOf(f.xml) === root);
    if (!batch.length) continue;
    const main = `xsd/maindoc/UBL-${root}-2.1.xsd`;
    const all = schemaFiles();
    const result = await validateXML({
      xml: batch.map((f) => ({ fileName: f.fileName, contents: f.xml })),
      schema: all.find((f) => f.fileName === main)!,
      preload: all.filter((f) => f.fileName !== main),
      // The common aggregate schema alone is 2.4 MB: libxml2 needs more than the default 32 MB to compile it.
      initialMemoryPages: 1024,
      maxMemoryPages: 4096,
    });
    for (const e of result.errors) reports.get(e.loc?.fileName ?? '')?.push(e.loc ? `ligne ${e.loc.lineNumber} : ${e.message}` : e.message);
    if (!result.valid && !result.errors.length) for (const f of batch) reports.get(f.fileName)!.push(result.rawOutput);
  }
  // A file whose root is neither: the schemas cannot even start on it.
  for (const f of files) if (!rootOf(f.xml)) reports.get(f.fileName)!.push('Ni une facture (Invoice) ni un avoir (CreditNote) UBL 2.1');
  return files.map((f) => ({ fileName: f.fileName, errors: reports.get(f.fileName)! }));
}

function rootOf(xml: string): 'Invoice' | 'CreditNote' | null {
  const m = /<(?:[\w-]+:)?(Invoice|CreditNote)[\s>]/.exec(xml.replace(/<\?xml[^>]*\?>/, '').replace(/<!--[\s\S]*?-->/g, ''));
  return (m?.[1] as 'Invoice' | 'CreditNote' | undefined) ?? null;
}
