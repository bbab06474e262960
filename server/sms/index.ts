import type { Config } from '../config';
import { httpProvider } from './http';
import { outboxProvider } from './outbox';
import type { SmsProvider } from './provider';

/** The provider the configuration names (SMS_PROVIDER). */
export const smsProviderOf = (settings: Config['sms']): SmsProvider =>
  settings.provider === 'outbox' ? outboxProvider(settings.outboxDir) : httpProvider(settings);
