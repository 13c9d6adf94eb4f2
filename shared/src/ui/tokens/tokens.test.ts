/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokenCustomProperties } from './tokens';

describe('design tokens', () => {
  it('declares every token of tokens.ts with the same value in tokens.css', () => {
    const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
    const declared = new Map(
      [...css.matchAll(/^\s*(--[a-z0-9-]+):\s*([^;]+);/gm)].map((m) => [m[1], m[2]!.trim()]),
    );
    for (const [name, value] of tokenCustomProperties())
      expect([name, declared.get(name)]).toEqual([name, value]);
    expect(declared.size).toBe(tokenCustomProperties().length);
  });
});
