// The sample tree as a keyboard user meets it: one tab stop, arrows move through the shown nodes and open or close
// branches, Home/End jump, Enter and Space pick a sample; a click on a branch opens or closes it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SampleTreeNode } from '../../src/api/catalogue';
import { CatalogueTree } from '../../src/features/catalogue/CatalogueTree';

afterEach(cleanup);

const node = (id: string, label: string, children: SampleTreeNode[] = []): SampleTreeNode => ({
  id,
  label,
  children,
  parentId: null,
  sampleCode: null,
  levelCode: id,
});
const nodes = [
  node('c', 'Concrete', [node('c1', 'Cube'), node('c2', 'Core')]),
  node('s', 'Steel', [node('s1', 'Rebar')]),
];

function setup() {
  const picked: string[] = [];
  const selected: string[] = [];
  render(
    <CatalogueTree
      nodes={nodes}
      label="Catalogue"
      testId="t"
      onSelect={(id) => selected.push(id)}
      onPickLeaf={(n) => picked.push(n.label)}
    />,
  );
  const item = (name: string) => screen.getByRole('treeitem', { name });
  return { picked, selected, item };
}

const focused = () => document.activeElement?.getAttribute('data-name');

describe('CatalogueTree', () => {
  it('is a named tree, every branch open, with one tab stop on the first node', () => {
    const { item } = setup();
    expect(screen.getByRole('tree', { name: 'Catalogue' })).toBeTruthy();
    expect(item('Concrete').getAttribute('aria-expanded')).toBe('true');
    expect(item('Cube').getAttribute('aria-level')).toBe('2');
    expect(screen.getAllByRole('treeitem').map((n) => n.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('moves with Up/Down through the shown nodes, Home and End to the ends', () => {
    const { item } = setup();
    item('Concrete').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(focused()).toBe('Core');
    expect(item('Core').tabIndex).toBe(0);
    expect(item('Concrete').tabIndex).toBe(-1);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(focused()).toBe('Cube');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(focused()).toBe('Rebar');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(focused()).toBe('Rebar');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(focused()).toBe('Concrete');
  });

  it('closes a branch with Left, goes to the parent with Left, opens with Right, then into it', () => {
    const { item } = setup();
    item('Rebar').focus();
    fireEvent.keyDown(item('Rebar'), { key: 'ArrowLeft' });
    expect(focused()).toBe('Steel');
    fireEvent.keyDown(item('Steel'), { key: 'ArrowLeft' });
    expect(item('Steel').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: 'Rebar' })).toBeNull();
    fireEvent.keyDown(item('Steel'), { key: 'ArrowRight' });
    expect(item('Steel').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('Steel');
    fireEvent.keyDown(item('Steel'), { key: 'ArrowRight' });
    expect(focused()).toBe('Rebar');
  });

  it('selects with Enter and Space, picking a sample; a click on a branch closes and opens it', () => {
    const { item, picked, selected } = setup();
    fireEvent.keyDown(item('Cube'), { key: 'Enter' });
    expect(item('Cube').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(item('Rebar'), { key: ' ' });
    expect(item('Rebar').getAttribute('aria-selected')).toBe('true');
    expect(item('Cube').getAttribute('aria-selected')).toBe('false');
    expect(picked).toEqual(['Cube', 'Rebar']);
    fireEvent.click(item('Concrete'));
    expect(item('Concrete').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: 'Cube' })).toBeNull();
    expect(selected).toEqual(['c1', 's1', 'c']);
    expect(picked).toEqual(['Cube', 'Rebar']);
    fireEvent.click(item('Concrete'));
    expect(item('Cube')).toBeTruthy();
  });
});
