import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMPTY_ID } from '../../db/ids';
import { testUnits } from '../../db/schema/index';
import { giveBack, takeAttempt } from '../../lib/attempt-limit';
import { UnitType, UserType } from '../../lib/enums';
import { UserFacingError, unauthorized } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth';
import { LOGIN_PER_ACCOUNT } from '../token-auth/service';

// A lab's LIMS signs each call with the lab's integration code (`authCode`, test_units.lmis_integrated_code).
// The caller it stands for is a CurrentUser with the role 'lims' in that lab, so the consignment rules
// (consign-info/access.ts, the lifecycle machine) apply to it exactly as to the lab's staff.

/** Name the log rows give a LIMS push; the operator the LIMS names, if any, is added after it. */
export const LIMS_NAME = 'LIMS';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

// Compared when no lab has the code, so a miss does the same work as a hit.
const DECOY = digest('no lab has this integration code');

function limsCaller(lab: { id: string }): CurrentUser {
  return {
    id: EMPTY_ID,
    userName: LIMS_NAME,
    name: LIMS_NAME,
    roles: ['lims'],
    permissions: [],
    unitId: lab.id,
    unitType: UnitType.TestUnit,
    userType: UserType.UnitMember,
    language: 'zh',
    testUnitId: lab.id,
    consignUnitId: null,
    // A LIMS has no screens of its own: nothing asks for its unit name or profile.
    unitName: null,
    profile: {
      avatar: null,
      introduction: null,
      phoneNumber: null,
      confirmedPhone: null,
      emailAddress: null,
      surname: null,
      uiTheme: null,
    },
    jti: '',
    expiresAt: new Date(8.64e15),
  };
}

/** The same caller with the LIMS operator's name in the log rows it writes (`LIMS · 张三`). */
export function operatedBy(caller: CurrentUser, operator: string | null | undefined): CurrentUser {
  const name = operator?.trim();
  return name ? { ...caller, name: `${LIMS_NAME} · ${name}`.slice(0, 64) } : caller;
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The integration code of a call: `authCode` in the query string, or in the JSON body of the pushes (every push's
 * wire shape carries it). Both given and different: refused.
 */
function givenCode(request: FastifyRequest, bodyCarriesCode: boolean): string | undefined {
  const inQuery = textOf((request.query as Record<string, unknown> | undefined)?.authCode);
  const body = request.body;
  const inBody =
    bodyCarriesCode && typeof body === 'object' && body !== null
      ? textOf((body as Record<string, unknown>).authCode)
      : undefined;
  if (inQuery !== undefined && inBody !== undefined && inQuery !== inBody) return '';
  return inQuery ?? inBody;
}

const LIMS_PER_ADDRESS = { ...LOGIN_PER_ACCOUNT, scope: 'lims-address' };

/**
 * preValidation for ILISIntegration: runs before input validation, so a caller without the right code learns
 * nothing about the input rules. A wrong code counts as a failure per client address (5 in 15 minutes → 429,
 * the sign-in limit); a right one gives its own attempt back but clears nothing, so a lab's own traffic cannot
 * hide a guesser.
 */
export function limsAuth(options: { bodyCarriesCode: boolean }) {
  return async function (this: FastifyInstance, request: FastifyRequest) {
    const code = givenCode(request, options.bodyCarriesCode)?.trim() ?? '';
    // An empty code is refused without counting; any other takes an attempt before it is compared.
    if (code !== '') await takeAttempt(this.db, LIMS_PER_ADDRESS, request.ip);
    const labs =
      code === ''
        ? []
        : await this.db
            .select({ id: testUnits.id, isActive: testUnits.isActive, code: testUnits.lmisIntegratedCode })
            .from(testUnits)
            .where(and(eq(testUnits.lmisIntegratedCode, code), eq(testUnits.isDeleted, false)))
            .limit(2);
    const lab = labs.length === 1 ? labs[0] : undefined;
    const matches = timingSafeEqual(digest(code), lab?.code ? digest(lab.code) : DECOY) && lab !== undefined;
    if (!matches) throw unauthorized('errors.lims.invalidAuthCode');
    await giveBack(this.db, LIMS_PER_ADDRESS, request.ip);
    if (!lab.isActive) throw new UserFacingError('errors.lims.labInactive', 403);
    request.currentUser = limsCaller(lab);
  };
}
