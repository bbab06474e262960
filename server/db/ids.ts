import { v7 } from 'uuid';

/** The empty id, all zeros in the 8-4-4-4-12 form (ABP's Guid.Empty). */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

/** Every id is a UUID v7 made by the server: time-ordered, so indexes stay compact. */
export const newId = (): string => v7();
