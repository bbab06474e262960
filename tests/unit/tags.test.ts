import { describe, expect, it } from 'vitest';
import { initialTags, nextAfterBulkClose, nextAfterClose, tagsReducer, type VisitedView } from '../../src/layout/tags';

const view = (path: string, extra: Partial<VisitedView> = {}): VisitedView => ({
  path,
  fullPath: path,
  query: '',
  title: `t${path}`,
  name: path.slice(1),
  ...extra,
});

function open(...paths: string[]) {
  return paths.reduce((s, p) => tagsReducer(s, { type: 'ADD_VIEW', view: view(p) }), initialTags);
}

describe('tab bar', () => {
  it('de-duplicates by path and updates the full path', () => {
    let s = open('/a', '/b');
    s = tagsReducer(s, { type: 'ADD_VIEW', view: view('/a', { fullPath: '/a?x=1', query: '?x=1' }) });
    expect(s.visited.map((v) => v.fullPath)).toEqual(['/a?x=1', '/b']);
  });

  it('keeps a null title (shown as no-name) and never caches no-cache views', () => {
    let s = tagsReducer(initialTags, { type: 'ADD_VIEW', view: view('/n', { title: null }), noCache: true });
    s = tagsReducer(s, { type: 'ADD_VIEW', view: view('/c') });
    expect(s.visited[0]?.title).toBeNull();
    expect(s.cached).toEqual(['c']);
  });

  it('closing the active tab moves to the last remaining one, or to the root', () => {
    const s = open('/a', '/b', '/c');
    const after = tagsReducer(s, { type: 'DEL_VIEW', path: '/c' });
    expect(nextAfterClose(after, '/c', '/c')).toBe('/b');
    expect(nextAfterClose(after, '/c', '/a')).toBeNull();
    const alone = tagsReducer(open('/a'), { type: 'DEL_VIEW', path: '/a' });
    expect(nextAfterClose(alone, '/a', '/a')).toBe('/');
  });

  it('close others keeps one tab; close all empties the bar', () => {
    const s = open('/a', '/b', '/c');
    const others = tagsReducer(s, { type: 'DEL_OTHERS', path: '/b' });
    expect(others.visited.map((v) => v.path)).toEqual(['/b']);
    expect(others.cached).toEqual(['b']);
    expect(nextAfterBulkClose(others, '/b')).toBeNull();
    const all = tagsReducer(s, { type: 'DEL_ALL' });
    expect(all).toEqual({ visited: [], cached: [] });
    expect(nextAfterBulkClose(all, '/b')).toBe('/');
  });
});
