// An upload's progress bar, a chunk of its own: Chakra's progress brings zag's machine, and a panel shows a bar only
// while a file is being sent (AttachmentRows' UploadRow loads it then).
import { Progress } from '../../ui/chakra';

export function UploadBar({ percent, label }: { percent: number; label: string }) {
  return (
    <Progress.Root value={percent} size="xs" flex="1" colorPalette="brand" aria-label={label}>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
