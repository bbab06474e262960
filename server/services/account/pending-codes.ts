// TEMPORARY until the queue-sms branch is merged (consumeCode, enqueueSms): removed at the merge.
import type { Transaction } from '../../db/client';
import { invalidInput } from '../../lib/errors';

export async function consumeCode(_tx: Transaction, _mobile: string, _type: number, code: string): Promise<void> {
  if (code !== '246810') throw invalidInput('validateCode', 'errors.validation.invalid');
}

export async function enqueueSms(_tx: Transaction, _mobile: string, _text: string): Promise<void> {}
