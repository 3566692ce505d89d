// Column sets more than one module selects, written once.
import { studentRequests, teachers, tuitions } from './schema.js';

/** What a list or a suggestion shows of an offer: its name, subjects, classes and fee. */
export const offerSummaryColumns = {
  id: tuitions.id,
  name: tuitions.name,
  subjects: tuitions.subjects,
  forClass: tuitions.forClass,
  price: tuitions.price,
  priceType: tuitions.priceType,
};

/** A teacher's identity and place as an admin's matching screens show them. */
export const teacherPlaceColumns = {
  id: teachers.id,
  firstName: teachers.firstName,
  lastName: teachers.lastName,
  mobile: teachers.mobile,
  level: teachers.level,
  city: teachers.city,
  area: teachers.area,
  verifiedAt: teachers.verifiedAt,
};

/** A request's code, family, needs, place and status as an admin's matching screens show them. */
export const requestPlaceColumns = {
  id: studentRequests.id,
  requestCode: studentRequests.requestCode,
  firstName: studentRequests.firstName,
  lastName: studentRequests.lastName,
  mobile: studentRequests.mobile,
  class: studentRequests.class,
  subjects: studentRequests.subjects,
  timing: studentRequests.timing,
  city: studentRequests.city,
  area: studentRequests.area,
  status: studentRequests.status,
};
