import { type Static, Type } from 'typebox';
import { Id, Input, Nullable, named, Str } from './common';

// Wire shapes of TuQualification (a lab's qualifications) and Qualification (the platform's list of names)
// (docs/api.md "Units").

export const Qualification = named(
  'Qualification',
  Type.Object({
    id: Id(),
    name: Type.String(),
    sysQualificationId: Nullable(Id()),
    createTime: Type.String({ format: 'date-time' }),
    testUnitId: Id(),
    orderIndex: Type.Integer(),
  }),
);
export type Qualification = Static<typeof Qualification>;

/** A lab's qualifications, in its order (answered whole). */
export const QualificationList = Type.Array(Qualification);

export const LabQualificationsQuery = Input({ testUnitId: Type.Optional(Id()) });

const OrderIndex = Type.Integer({ minimum: 0, maximum: 9999 });

export const CreateQualificationBody = named(
  'CreateQualificationBody',
  Input({
    testUnitId: Type.Optional(Id('the lab (admin); omitted: the caller’s own lab')),
    name: Str(128, { minLength: 1 }),
    sysQualificationId: Type.Optional(Nullable(Id())),
    orderIndex: Type.Optional(OrderIndex),
  }),
);
export type CreateQualificationBody = Static<typeof CreateQualificationBody>;

export const UpdateQualificationBody = named(
  'UpdateQualificationBody',
  Input({
    id: Id(),
    name: Type.Optional(Str(128, { minLength: 1 })),
    orderIndex: Type.Optional(OrderIndex),
  }),
);
export type UpdateQualificationBody = Static<typeof UpdateQualificationBody>;

/** AddQualification: entries of the platform's list, added to a lab. */
export const AddQualificationsBody = named(
  'AddQualificationsBody',
  Input({
    testUnitId: Type.Optional(Id()),
    sysQualificationIds: Type.Array(Id(), { minItems: 1, maxItems: 100 }),
  }),
);
export type AddQualificationsBody = Static<typeof AddQualificationsBody>;

/** Qualification/GetAll: the platform's list of qualification names, in its order. */
export const QualificationName = named('QualificationName', Type.Object({ id: Id(), name: Type.String() }));
export type QualificationName = Static<typeof QualificationName>;
export const QualificationNames = Type.Array(QualificationName);

/** Qualification/GetQualificationNameList: the same names, as text. */
export const QualificationNameTexts = Type.Array(Type.String());
