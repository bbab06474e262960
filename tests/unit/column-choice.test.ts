import { describe, expect, it } from 'vitest';
import {
  type ChoosableColumn,
  choiceKey,
  hiddenKeys,
  readChoice,
  toggled,
  writeChoice,
} from '../../src/components/columnChoice';

const columns: ChoosableColumn[] = [
  { key: 'code' },
  { key: 'project', hideable: true },
  { key: 'mail', hideable: true, narrow: true },
  { key: 'submitted', hideable: true },
];

describe('the remembered column choice', () => {
  it('is kept per list and per user', () => {
    expect(choiceKey('lab-incoming', 'u1')).not.toBe(choiceKey('lab-incoming', 'u2'));
    expect(choiceKey('lab-incoming', 'u1')).not.toBe(choiceKey('lab-reports', 'u1'));
  });

  it('reads back what it wrote, and nothing from a malformed value', () => {
    expect(readChoice(writeChoice(['submitted', 'mail']))).toEqual(['mail', 'submitted']);
    expect(readChoice(null)).toBeNull();
    expect(readChoice('not json')).toBeNull();
    expect(readChoice('["mail"]')).toBeNull();
    expect(readChoice('null')).toBeNull();
    expect(readChoice('{"hidden":["mail",3,null]}')).toEqual(['mail']);
  });

  it('shows every column without a choice, and hides the narrow ones on a narrow screen', () => {
    expect([...hiddenKeys(columns, null, false)]).toEqual([]);
    expect([...hiddenKeys(columns, null, true)]).toEqual(['mail']);
  });

  it('ignores keys the list no longer has and columns that may not be hidden, and shows new columns', () => {
    const hidden = hiddenKeys(columns, ['gone', 'code', 'project'], true);
    expect([...hidden]).toEqual(['project']);
    // 'mail' is narrow but the person chose without it: a remembered choice wins over the defaults.
    expect(hidden.has('mail')).toBe(false);
  });

  it('hides and shows one column at a time, never the key column', () => {
    const none = new Set<string>();
    expect(toggled(columns, none, 'submitted', false)).toEqual(['submitted']);
    expect(toggled(columns, new Set(['mail', 'submitted']), 'mail', true)).toEqual(['submitted']);
    expect(toggled(columns, none, 'code', false)).toEqual([]);
    expect(toggled(columns, none, 'unknown', false)).toEqual([]);
  });
});
