/** Field rules of the spec (section 5), applied alike by the web forms and the server; the lengths are in limits.ts. */

export const hasComma = (value: string) => value.includes(',');

// Deliberately simple: one @, no spaces, a dot in the domain. Real checking is the mail that arrives.
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;
export const isEmail = (value: string) => EMAIL.test(value.trim());

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
export const isHttpUrl = (value: string) => HTTP_URL.test(value.trim());
