import { describe, expect, it } from 'vitest';
import { pageItems } from '../../src/ui/Pager';

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1, 1)).toEqual([1]);
    expect(pageItems(5, 3, 1)).toEqual([1, 2, 3, 4, 5]);
  });
  it('leaves gaps around the current page and its siblings', () => {
    expect(pageItems(20, 10, 1)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageItems(20, 1, 1)).toEqual([1, 2, null, 20]);
    expect(pageItems(20, 20, 0)).toEqual([1, null, 20]);
  });
  it('shows a single left-out page instead of a gap', () => {
    expect(pageItems(7, 4, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
