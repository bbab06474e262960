// Merges new strings into the three catalogues at once, so no language is left behind.
// Usage: npx tsx scripts/locale-merge.ts strings.json
// strings.json: { "some.key": { "zh": "…", "en": "…", "es": "…" }, … }
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const languages = ['zh', 'en', 'es'] as const;
const input = JSON.parse(readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8')) as Record<
  string,
  Record<(typeof languages)[number], string>
>;

for (const language of languages) {
  const path = `locales/${language}.json`;
  const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  for (const [key, texts] of Object.entries(input)) {
    const text = texts[language];
    if (typeof text !== 'string' || text === '') throw new Error(`${key} has no ${language} text`);
    catalogue[key] = text;
  }
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(`${path}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}
console.log(`merged ${Object.keys(input).length} keys into ${languages.join(', ')}`);
