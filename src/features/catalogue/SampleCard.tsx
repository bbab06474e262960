// The card of the sample chosen in a catalogue tree (a lab's, or the system library's): its name, its fields, save
// and delete (with everything under it, after a confirmation), and whatever the screen adds under them.

import type { ReactNode } from 'react';
import { LuSave, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { BaseStandard } from '../../api/catalogue';
import { useConfirm } from '../../components/useConfirm';
import type { ContractForm } from '../../components/useContractForm';
import { Button } from '../../ui/Button';
import { Card, type CardProps } from '../../ui/Card';
import { Flex, Heading, Stack } from '../../ui/chakra';
import { toaster } from '../../ui/toaster';
import { SampleFields, type SampleValues } from './SampleForm';

export interface SampleCardProps<Out> extends Omit<CardProps, 'title' | 'header' | 'children'> {
  /** `<prefix>-editor` on the card, `<prefix>-save` and `<prefix>-delete` on its buttons, `<prefix>-delete-dialog`. */
  prefix: string;
  title: string;
  /** Beside the title. */
  aside?: ReactNode;
  form: ContractForm<SampleValues, Out>;
  /** See SampleFields. */
  standards?: readonly BaseStandard[];
  /** The save, with the form's checked values; a refused save's messages go to the fields. */
  save(values: Out): Promise<unknown>;
  /** Already translated: what the deletion asks. */
  deleteBody: string;
  remove(): Promise<unknown>;
  children?: ReactNode;
}

export function SampleCard<Out>({
  prefix,
  title,
  aside,
  form,
  standards,
  save,
  deleteBody,
  remove,
  children,
  ...root
}: SampleCardProps<Out>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const confirm = useConfirm();
  const submit = form.submit(async (values) => {
    await save(values);
    toaster.create({ type: 'success', title: t('catalogue.saved'), duration: 2500 });
  });
  return (
    <Card
      data-testid={`${prefix}-editor`}
      header={
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          {aside}
        </Flex>
      }
      {...root}
    >
      <Stack gap="4">
        <SampleFields form={form} standards={standards} />
        <Flex gap="2" wrap="wrap" justify="space-between">
          <Button size="sm" onClick={submit} loading={form.formState.isSubmitting} data-testid={`${prefix}-save`}>
            <LuSave /> {t('catalogue.save')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            palette="red"
            onClick={() =>
              confirm.askDelete({
                title: t('catalogue.sample.deleteTitle'),
                message: deleteBody,
                testId: `${prefix}-delete-dialog`,
                run: remove,
              })
            }
            data-testid={`${prefix}-delete`}
          >
            <LuTrash2 /> {t('catalogue.sample.delete')}
          </Button>
        </Flex>
        {children}
      </Stack>
      {confirm.dialog}
    </Card>
  );
}
