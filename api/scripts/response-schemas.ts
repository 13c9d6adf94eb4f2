// Generates openapi/response-schemas.json from openapi/response-types.ts with ts-json-schema-generator:
// one JSON schema per answer type, referenced by the OpenAPI document as #/components/schemas/<name>.
// `--check` fails (exit 1) when the committed file differs from what the types give now.
import fs from 'node:fs';
import path from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';
import { RESPONSE_TYPES } from '../openapi/response-types';

const API_DIR = path.join(__dirname, '..');
export const RESPONSE_SCHEMAS_FILE = path.join(API_DIR, 'openapi', 'response-schemas.json');

/** The committed file's text for the response types as they are now. */
export const generateResponseSchemas = (): string => {
  const generator = createGenerator({
    path: path.join(API_DIR, 'openapi', 'response-types.ts'),
    tsconfig: path.join(API_DIR, 'tsconfig.json'),
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    skipTypeCheck: true,
    additionalProperties: false,
    sortProps: true,
  });
  const definitions: Record<string, unknown> = {};
  for (const name of RESPONSE_TYPES) Object.assign(definitions, generator.createSchema(name).definitions);
  const sorted = Object.fromEntries(Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b)));
  // OpenAPI keeps reusable schemas under components/schemas, not JSON Schema's definitions.
  return `${JSON.stringify(sorted, null, 2).replaceAll('#/definitions/', '#/components/schemas/')}\n`;
};

if (require.main === module) {
  const text = generateResponseSchemas();
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(RESPONSE_SCHEMAS_FILE)
      ? fs.readFileSync(RESPONSE_SCHEMAS_FILE, 'utf8')
      : '';
    if (committed !== text) {
      console.error(
        `${path.relative(process.cwd(), RESPONSE_SCHEMAS_FILE)} is out of date: npm run openapi:schemas -w api`,
      );
      process.exit(1);
    }
  } else {
    fs.writeFileSync(RESPONSE_SCHEMAS_FILE, text);
    console.log(`wrote ${path.relative(process.cwd(), RESPONSE_SCHEMAS_FILE)}`);
  }
}
