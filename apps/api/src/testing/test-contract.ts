import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { CONTRACT_PATH, readOperations, type Contract, type OpenApiDocument } from '../http/contract';
import { createResponseValidator, type ResponseValidator } from './contract-responses';

const DAY_MS = 86_400_000;

/**
 * The contract as loadContract reads it, parsed from YAML once per version of the file and kept as JSON
 * in the temp folder: every test file parsing the 150 KB of YAML again cost about half a second of a core.
 */
export function loadTestContract(): Contract {
  const text = readFileSync(CONTRACT_PATH, 'utf8');
  const key = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `console-api-contract-${key}.json`);
  let document: OpenApiDocument;
  try {
    document = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  } catch {
    document = parse(text) as OpenApiDocument;
    // Written aside then renamed, so a parallel reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, file);
    pruneOldContracts(key);
  }
  return { document, operations: readOperations(document) };
}

function pruneOldContracts(keepKey: string): void {
  const dir = os.tmpdir();
  for (const name of readdirSync(dir)) {
    const match = /^console-api-contract-([0-9a-f]+)\.json$/.exec(name);
    if (!match || match[1] === keepKey) continue;
    try {
      if (Date.now() - statSync(path.join(dir, name)).mtimeMs > DAY_MS) unlinkSync(path.join(dir, name));
    } catch {
      // Another run removed it first.
    }
  }
}

let shared: { contract: Contract; validator: ResponseValidator } | undefined;

/** The contract and its response checks, once per test file for every API it starts (the checks compile schemas as they meet them). */
export function sharedTestContract(): { contract: Contract; validator: ResponseValidator } {
  if (!shared) {
    const contract = loadTestContract();
    shared = { contract, validator: createResponseValidator(contract) };
  }
  return shared;
}
