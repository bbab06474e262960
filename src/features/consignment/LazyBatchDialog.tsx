// The batch dialog for a list drawn without Chakra (the lab's incoming list): its code and Chakra's provider load when
// it first opens, and it stays mounted after, so that it can animate its closing.
import { type ComponentProps, lazy, useState } from 'react';
import { ChakraScope } from '../../components/ui/chakra-scope';
import type { BatchDialog } from './BatchDialog';

type Props = ComponentProps<typeof BatchDialog>;

const Dialog = lazy(async () => ({ default: (await import('./BatchDialog')).BatchDialog }));

export function LazyBatchDialog(props: Props) {
  const [opened, setOpened] = useState(false);
  if (props.event && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <ChakraScope>
      <Dialog {...props} />
    </ChakraScope>
  );
}
