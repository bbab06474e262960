// The menu search's popover (fuzzy search over the menu entries this user may open), loaded on first use
// (./HeaderSearch.tsx).

import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { flattenMenu } from '../../router/filter';
import { resolveMenuPath } from '../../router/match';
import { useSession } from '../../session/SessionProvider';
import { selectUser } from '../../session/selectors';
import { Box, Input, Stack, Text } from '../../ui/chakra';
import type { PopupProps } from '../../ui/deferred';
import { createMenuSearch, type SearchItem } from '../search';
import { usePermittedRoutes } from '../useMenu';
import { ToolPopover, useLeavingPopover } from './ToolPopover';

export function HeaderSearchPopup({ trigger, defaultOpen = false }: PopupProps<object>) {
  const intl = useIntl();
  const routes = usePermittedRoutes();
  const user = useSession(selectUser);
  const popover = useLeavingPopover(defaultOpen);
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(0);
  const label = intl.formatMessage({ id: 'navbar.search' });

  const search = useMemo(() => {
    const items: SearchItem[] = flattenMenu(routes).map((entry) => ({
      path: resolveMenuPath(entry.path, user),
      title: [entry.parent?.meta?.title, entry.title]
        .filter((t): t is string => !!t)
        .map((id) => intl.formatMessage({ id }))
        .join(' > '),
    }));
    return createMenuSearch(items);
  }, [routes, user, intl]);
  const results = search(query).slice(0, 8);

  const go = (item: SearchItem | undefined) => {
    if (!item) return;
    popover.go(item.path);
    setQuery('');
  };

  return (
    <ToolPopover
      trigger={trigger}
      {...popover.root}
      initialFocusEl={() => document.getElementById('header-search-input')}
      width={{ base: '80vw', md: '80' }}
      bodyPadding="2"
    >
      <Input
        id="header-search-input"
        data-testid="header-search-input"
        size="sm"
        placeholder={label}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setHighlight(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setHighlight((h) => Math.min(h + 1, results.length - 1));
          if (e.key === 'ArrowUp') setHighlight((h) => Math.max(h - 1, 0));
          if (e.key === 'Enter') go(results[highlight]);
        }}
      />
      {query.trim() !== '' && (
        <Stack gap="0" mt="2" role="listbox">
          {results.length === 0 && (
            <Text fontSize="sm" color="fg.muted" px="2" py="1.5">
              {intl.formatMessage({ id: 'navbar.searchEmpty' })}
            </Text>
          )}
          {results.map((item, index) => (
            <Box
              as="button"
              role="option"
              aria-selected={index === highlight}
              key={item.path}
              textAlign="start"
              px="2"
              py="1.5"
              rounded="sm"
              fontSize="sm"
              bg={index === highlight ? 'brand.subtle' : undefined}
              _hover={{ bg: 'brand.subtle' }}
              onMouseEnter={() => setHighlight(index)}
              onClick={() => go(item)}
            >
              {item.title}
            </Box>
          ))}
        </Stack>
      )}
    </ToolPopover>
  );
}
