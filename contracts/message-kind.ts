// The lifecycle events that leave a message for the other side (issue 14 item 6), without TypeBox: the browser's
// shell lists them (./message.ts builds the wire shapes from them).
export const MessageKind = {
  ConsignSubmitted: 'consignSubmitted',
  ConsignRejected: 'consignRejected',
  ConsignPassed: 'consignPassed',
  SamplesReceived: 'samplesReceived',
  SamplesWitnessed: 'samplesWitnessed',
  /** To the witness's own account: samples of a consignment it witnesses are bound and wait for it. */
  SamplesAwaitWitness: 'samplesAwaitWitness',
  ConsignCancelled: 'consignCancelled',
  ReportIssued: 'reportIssued',
  ExpressAdded: 'expressAdded',
  BookingAccepted: 'bookingAccepted',
  RegistrationApproved: 'registrationApproved',
  RegistrationRefused: 'registrationRefused',
  NoticePublished: 'noticePublished',
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];
export const MESSAGE_KINDS = Object.values(MessageKind) as readonly MessageKind[];
