import { describe, expect, it } from 'vitest';
import { createMenuSearch, SEARCH_OPTIONS } from '../../src/layout/search';

const items = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/ConsignInfo/rawMateriaConsignInfo', title: 'Online consignment > Raw-material consignments' },
  { path: '/BusinessManagement/reportList', title: 'Business management > Report progress' },
  { path: '/SystemManager/ProjectManager', title: '系统管理 > 工程项目管理' },
];

describe('menu search (fuse.js)', () => {
  const search = createMenuSearch(items);

  it('uses the specified options', () => {
    expect(SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(SEARCH_OPTIONS.maxPatternLength).toBe(32);
    expect(SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('finds by fuzzy title', () => {
    expect(search('raw materal')[0]?.path).toBe('/ConsignInfo/rawMateriaConsignInfo');
    expect(search('Report')[0]?.path).toBe('/BusinessManagement/reportList');
    expect(search('工程项目')[0]?.path).toBe('/SystemManager/ProjectManager');
  });

  it('finds by path', () => {
    expect(search('ProjectManager')[0]?.path).toBe('/SystemManager/ProjectManager');
  });

  it('answers nothing for an empty or unrelated query, and cuts long queries', () => {
    expect(search('   ')).toEqual([]);
    expect(search('zzzzqqqq')).toEqual([]);
    expect(() => search('x'.repeat(200))).not.toThrow();
  });
});
