// What each kind of notification says, in one language: a subject and a plain text (the e-mail's
// body; its HTML is made from it), and for the family kinds an SMS text.
import type { NotificationKind } from '@gharguru/contract';

interface RequestFacts {
  class: string;
  subjects: string[];
  city: string;
  area: string;
}

/** The facts each kind is written from; nothing here may be a family's mobile or e-mail. */
export interface NotificationData {
  adminNewStudentRequest: RequestFacts & { requestCode: string; link: string };
  adminNewContactMessage: { name: string; subject: string; link: string };
  adminNewPendingAdmin: { name: string; link: string };
  teacherOfferApproved: { offerName: string; link: string };
  teacherOfferTakenOff: { offerName: string; link: string };
  teacherVerified: { link: string };
  teacherMatchProposal: RequestFacts & { link: string };
  familyRequestReceived: { requestCode: string; link: string };
  familyTutorFound: { requestCode: string; teacherName: string; link: string };
  securityPasswordChanged: { name: string; link: string };
  /** The e-mail carries the link; the SMS (teachers with a confirmed mobile) the code. */
  securityPasswordReset: { name: string; link: string; code: string; minutes: number };
  securityMobileCode: { code: string; minutes: number };
  /** A polite reminder of an unpaid commission (issue 29); amounts in paisa. */
  teacherChargeReminder: {
    name: string;
    chargeNumber: string;
    outstanding: number;
    dueOn: string;
    daysOverdue: number;
    link: string;
  };
}

export interface RenderedNotification {
  subject: string;
  text: string;
  /** The SMS of the kinds sent by SMS, within two SMS (sms-text.ts). */
  sms?: string;
}

export type Templates = { [K in NotificationKind]: (data: NotificationData[K]) => RenderedNotification };
