// The decision records keep their form (a status line, context, decision), the index lists each with its
// number, and a record another names as superseding it exists.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
const records = fs.readdirSync(DIR).filter((f) => /^\d{4}-[a-z0-9-]+\.md$/.test(f));

test('every record has its number as title, a status, a context and a decision', () => {
  assert.ok(records.length > 0);
  for (const file of records) {
    const text = fs.readFileSync(path.join(DIR, file), 'utf8');
    assert.match(text, new RegExp(`^# ${file.slice(0, 4)}\\. \\S`), file);
    assert.match(text, /^Status: (accepted|superseded|proposed|deprecated)/m, file);
    assert.match(text, /^## Context$/m, file);
    assert.match(text, /^## Decision$/m, file);
  }
});

test('the numbers run without gaps and the index lists every record', () => {
  assert.deepEqual(
    records.map((f) => Number(f.slice(0, 4))),
    records.map((_, i) => i + 1),
  );
  const index = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');
  for (const file of records)
    assert.ok(index.includes(`[${file.slice(0, 4)}](${file})`), `index lacks ${file}`);
});
