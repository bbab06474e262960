// The batch dialog, loaded when it first opens (with Chakra's provider on a list drawn without Chakra, the lab's
// incoming list).
import type { ComponentProps } from 'react';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import type { BatchDialog } from './BatchDialog';

export const LazyBatchDialog = lazyWhenOpen(
  async () => (await import('./BatchDialog')).BatchDialog,
  (props: ComponentProps<typeof BatchDialog>) => Boolean(props.event),
);
