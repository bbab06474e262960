// The columns a person shows in one list, remembered in this browser for the signed-in user (columnChoice.ts holds
// the rules; the shell names the user): what is hidden now, showing or hiding one column, and going back to the
// list's own columns.
import { createContext, useContext, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '../app/storage';
import {
  type ChoosableColumn,
  choiceKey,
  hiddenKeys,
  NARROW_BELOW,
  readChoice,
  toggled,
  writeChoice,
} from './columnChoice';

const UserContext = createContext('');

/** Whose choices the lists under it remember: the signed-in user's id (the shell's Layout gives it). */
export const ColumnChoiceUser = UserContext.Provider;

const narrowScreen = () => globalThis.matchMedia?.(`(max-width: ${NARROW_BELOW - 0.02}px)`).matches ?? false;

export function useColumnChoice<C extends ChoosableColumn>(list: string, columns: readonly C[]) {
  const userId = useContext(UserContext);
  const key = choiceKey(list, userId);
  const [state, setState] = useState(() => ({ key, remembered: readChoice(readStorage(key)), narrow: narrowScreen() }));
  // Another user signed in on this page: their own choice.
  const remembered = state.key === key ? state.remembered : readChoice(readStorage(key));
  const hidden = hiddenKeys(columns, remembered, state.narrow);
  return {
    hidden,
    shown: columns.filter((column) => !hidden.has(column.key)),
    /** Shows (`shown` true) or hides one column, and remembers it. */
    set(column: string, shown: boolean) {
      const next = toggled(columns, hidden, column, shown);
      writeStorage(key, writeChoice(next));
      setState({ ...state, key, remembered: next });
    },
    /** Forgets the choice: the list's own columns again. */
    reset() {
      removeStorage(key);
      setState({ ...state, key, remembered: null });
    },
  };
}
