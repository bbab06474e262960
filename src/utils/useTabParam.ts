// The open tab of a tabbed page, kept in the address (`?tab=…`) so a reload, a shared link or the tab bar of visited
// pages comes back to it. An unknown or missing value is the first tab.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((known) => known === asked) ?? tabs[0];
  const choose = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, choose];
}
