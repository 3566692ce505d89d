// The notifications in English. Whatever a person typed (names, places, subjects, a message's
// subject) is quoted and defanged by typed.ts and the e-mails say whose words those are (issue 26).
import { formatRupees } from '@gharguru/contract';
import { defanged, typed, typedList } from './typed.js';
import type { Templates } from './types.js';

const sign = '\n\n— GharGuru';
/** Under an e-mail that quotes what someone typed. */
const quotedNote = '\n\nWords in quotes are as their author typed them on GharGuru, not ours.';

export const en: Templates = {
  adminNewStudentRequest: (d) => ({
    subject: `New tuition request ${d.requestCode}: class ${d.class}, ${typed(d.area)}`,
    text: `A family asked for a tutor.\n\nRequest code: ${d.requestCode}\nClass: ${d.class}\nSubjects: ${typedList(d.subjects)}\nPlace: ${typed(d.area)}, ${typed(d.city)}\n\nOpen it: ${d.link}${quotedNote}${sign}`,
  }),
  adminNewContactMessage: (d) => ({
    subject: `New contact message: ${typed(d.subject)}`,
    text: `Someone sent a message through the contact form.\n\nName they gave: ${typed(d.name)}\nSubject they wrote: ${typed(d.subject)}\n\nRead it: ${d.link}${quotedNote}${sign}`,
  }),
  adminNewPendingAdmin: (d) => ({
    subject: `${typed(d.name)} is waiting for admin approval`,
    text: `Someone registered as an admin under the name ${typed(d.name)} and waits for an approved admin to approve or reject them.\n\nDecide: ${d.link}${quotedNote}${sign}`,
  }),
  teacherOfferApproved: (d) => ({
    subject: `Your tuition offer ${typed(d.offerName)} is listed`,
    text: `Your tuition offer ${typed(d.offerName)} was approved and families can now find it in the directory.\n\nSee it: ${d.link}${sign}`,
  }),
  teacherOfferTakenOff: (d) => ({
    subject: `Your tuition offer ${typed(d.offerName)} was taken off the directory`,
    text: `Your tuition offer ${typed(d.offerName)} is no longer listed in the directory. Edit it or contact us to list it again.\n\nSee it: ${d.link}${sign}`,
  }),
  teacherVerified: (d) => ({
    subject: 'You are a verified GharGuru teacher',
    text: `We checked your documents: your offers now carry the "Verified" badge.\n\nYour profile: ${d.link}${sign}`,
  }),
  teacherPhotoRemoved: (d) => ({
    subject: 'Your profile photo was removed',
    text: `An admin removed the photo from your GharGuru profile. The reason they gave: ${typed(d.reason)}\n\nYou can upload another photo on your profile: ${d.link}${quotedNote}${sign}`,
  }),
  teacherMatchProposal: (d) => ({
    subject: `A family needs a tutor: class ${d.class}, ${typed(d.area)}`,
    text: `We think you fit a family's request.\n\nClass: ${d.class}\nSubjects: ${typedList(d.subjects)}\nPlace: ${typed(d.area)}, ${typed(d.city)}\n\nAccept or decline: ${d.link}${quotedNote}${sign}`,
    sms: `GharGuru: a family needs a tutor for class ${d.class} in ${typed(d.area)}. Accept or decline: ${d.link}`,
  }),
  familyRequestReceived: (d) => ({
    subject: `Your tuition request ${d.requestCode} is received`,
    text: `Thank you. We received your tuition request and will call you soon.\n\nYour request code: ${d.requestCode}\nFollow it: ${d.link}${sign}`,
    sms: `GharGuru: your tuition request is received. Code ${d.requestCode}. We will call you soon. Track: ${d.link}`,
  }),
  familyTutorFound: (d) => ({
    subject: `A tutor is found for request ${d.requestCode}`,
    text: `Good news: the tutor ${typed(d.teacherName)} will teach for your request ${d.requestCode}. We will call you to arrange the first class.\n\nFollow it: ${d.link}${quotedNote}${sign}`,
    sms: `GharGuru: tutor found for ${d.requestCode}: ${typed(d.teacherName)}. ${d.link}`,
  }),
  familyReviewInvite: (d) => ({
    subject: `How are the lessons with ${typed(d.teacherName)}?`,
    text: `Please tell other families how the tuition with ${typed(d.teacherName)} goes: give 1 to 5 stars and, if you like, a few words. Only families whose tuition really started can review.\n\nReview (the link works once, for ${d.days} days): ${d.link}${quotedNote}${sign}`,
    sms: `GharGuru: how are the lessons with ${typed(d.teacherName)}? Rate them: ${d.link}`,
  }),
  securityPasswordChanged: (d) => ({
    subject: 'Your GharGuru password was changed',
    text: `Hello ${defanged(d.name)},\n\nThe password of your GharGuru account was just changed, and every other session was signed out. If you did not do this, contact us at once.\n\nSign in: ${d.link}${sign}`,
  }),
  securityPasswordReset: (d) => ({
    subject: 'Reset your GharGuru password',
    text: `Hello ${defanged(d.name)},\n\nSomeone asked to reset the password of your GharGuru account. To choose a new password, open this link within ${d.minutes} minutes:\n\n${d.link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.${sign}`,
    sms: `GharGuru: your password reset code is ${d.code}. Valid ${d.minutes} minutes. Never share it.`,
  }),
  securityMobileCode: (d) => ({
    subject: 'Confirm your mobile number',
    text: `Your GharGuru code is ${d.code}.${sign}`,
    sms: `GharGuru: your code to confirm this mobile number is ${d.code}. Valid ${d.minutes} minutes.`,
  }),
  teacherChargeReminder: (d) => ({
    subject: `A friendly reminder: ${formatRupees(d.outstanding, 'en')} for ${d.chargeNumber}`,
    text: `Hello ${defanged(d.name)},\n\nThank you for teaching with GharGuru. Our records show ${formatRupees(d.outstanding, 'en')} of the commission ${d.chargeNumber} still open; it was due on ${d.dueOn}. If you have already paid, please ignore this message, and thank you. Otherwise you can pay at the office, by bank, eSewa, Khalti or Fonepay.\n\nYour charges and receipts: ${d.link}${sign}`,
  }),
};
