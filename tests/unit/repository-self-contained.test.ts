// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The repository must explain itself: a file that cites documents kept beside it (the specification, the design
// notes, the house style, all outside the repository) sends an inheritor to something they do not have. What the code
// needs from them is written in docs/ (architecture.md, api.md, decisions.md). The names are built from parts so this
// file does not match itself.
const OUTSIDE = [['..', 'shared'].join('/'), ...['DESIGN', 'SPEC', 'STYLE'].map((name) => `${name}.md`)];

const root = new URL('../..', import.meta.url).pathname;
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && existsSync(`${root}${file}`));

describe('the repository is self-contained', () => {
  it('lists the tracked files', () => {
    expect(tracked).toContain('README.md');
    expect(tracked).toContain('docs/architecture.md');
  });

  it('no tracked file refers to documents outside the repository', () => {
    const found = tracked.flatMap((file) =>
      readFileSync(`${root}${file}`, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE.filter((name) => line.includes(name)).map((name) => `${file}:${index + 1}: ${name}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
