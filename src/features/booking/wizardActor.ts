// The booking wizard's actor for the screen (createActorContext and narrow selectors, never state copied into useState).
import { createActorContext } from '@xstate/react';
import {
  type BookingWizardSnapshot,
  bookingWizardMachine,
  stepOf,
  type WizardStep,
} from '../../../machines/booking-wizard';

export const BookingWizard = createActorContext(bookingWizardMachine);

export const selectStep = (s: BookingWizardSnapshot): WizardStep | undefined => stepOf(s);
export const selectBusy = (s: BookingWizardSnapshot): 'saving' | 'committing' | null =>
  s.matches('Saving') ? 'saving' : s.matches('Committing') ? 'committing' : null;
export const selectTotal = (s: BookingWizardSnapshot): number => s.context.total;
export const selectError = (s: BookingWizardSnapshot): string | null => s.context.error;
