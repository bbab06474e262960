// A dialog or drawer whose code loads when it first opens, not with the page (issue 12: a route's first load holds
// what its screen draws, ≤ 250 KB gzip). Its form code (react-hook-form, the contract's checks), Chakra's dialog
// machinery and the dialog itself come to about 50 KB gzip on an editing screen. Once opened it stays mounted, so that
// it can animate its closing and opens at once the next time.
import { type ComponentType, useState } from 'react';
import { preloadable } from '../utils/preloadable';
import { ChakraScope } from './chakra-scope';

/**
 * `load` gives the dialog's component; `isOpen` tells from its props whether it is open (its subject is set). Until
 * the first time it is, nothing is drawn and nothing is downloaded.
 */
export function lazyWhenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = preloadable(load);
  return function LazyWhenOpen(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened) return null;
    return (
      <ChakraScope>
        <Dialog {...props} />
      </ChakraScope>
    );
  };
}
