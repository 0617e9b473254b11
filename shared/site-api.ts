import { creates, type Endpoint } from './endpoint';
import { locationEndpoints } from './location-api';
import { applicationReceipt, applicationSubmit } from './schemas/applications';
import {
  loginRequest,
  loginResponse,
  logoutRequest,
  passwordResetConfirmRequest,
  passwordResetDone,
  passwordResetRequest,
  refreshRequest,
  refreshResponse,
} from './schemas/auth';
import { okBody } from './schemas/common';
import { guardianSignedUp, guardianSignup } from './schemas/guardians';
import { unsubscribeQuery, unsubscribeTarget } from './schemas/notifications';
import { paymentRequest, paymentStart, paymentStatusQuery, studentPayments } from './schemas/payments';

/**
 * The calls the public site's screens make (sign-in and the session's own, password resets, the
 * prices, applications, payments, a guardian's sign-up and unsubscribe links), part of the one API
 * table (api.ts). Kept apart so a public page loads these calls' schemas, not every call's.
 */
export const siteEndpoints = {
  login: { method: 'POST', path: '/login/', body: loginRequest, response: loginResponse, public: true },
  refreshToken: {
    method: 'POST',
    path: '/token/refresh/',
    body: refreshRequest,
    response: refreshResponse,
    public: true,
  },
  /** Ends the session on the server; the client forgets its tokens whatever the answer. */
  logout: { method: 'POST', path: '/logout/', body: logoutRequest, response: okBody, public: true },
  requestPasswordReset: {
    method: 'POST',
    path: '/password-reset/',
    body: passwordResetRequest,
    response: okBody,
    public: true,
  },
  confirmPasswordReset: {
    method: 'POST',
    path: '/password-reset-confirm/',
    body: passwordResetConfirmRequest,
    response: passwordResetDone,
    public: true,
  },
  geo: locationEndpoints.geo,
  /** Public: the academy's own application forms (admissions). */
  submitApplication: { ...creates('/applications/', applicationSubmit, applicationReceipt), public: true },
  /** Public: "Proceed to Pay" with the student's username and admission code (docs/payments.md). */
  startPayment: { ...creates('/payments/', paymentStart, paymentRequest), public: true },
  /** Public: the payer's transaction reference (UTR) for their request; it then awaits the staff. */
  submitPaymentReference: {
    method: 'POST',
    path: '/payments/reference/',
    // The client sends a form, which may carry the screenshot; the server takes JSON too.
    body: 'multipart',
    response: paymentRequest,
    public: true,
  },
  /** Public: where a request stands, asked with the same username and admission code. */
  paymentStatus: {
    method: 'POST',
    path: '/payments/status/',
    body: paymentStatusQuery,
    response: paymentRequest,
    public: true,
  },
  /** The signed-in student's payments and admission code, whether or not their subscription runs. */
  studentPayments: { method: 'GET', path: '/student/payments/', response: studentPayments },
  guardianChildPayments: {
    method: 'GET',
    path: '/guardian/children/{id}/payments/',
    response: studentPayments,
  },
  /** Public: a guardian's account from a student's pairing code. */
  guardianSignup: { ...creates('/guardian-signup/', guardianSignup, guardianSignedUp), public: true },
  /** Any mail's unsubscribe link, without signing in: what it stops, then the stop itself. */
  unsubscribeTarget: {
    method: 'GET',
    path: '/notifications/unsubscribe/',
    query: unsubscribeQuery,
    response: unsubscribeTarget,
    public: true,
  },
  unsubscribe: {
    method: 'POST',
    path: '/notifications/unsubscribe/',
    query: unsubscribeQuery,
    response: unsubscribeTarget,
    public: true,
  },
  /** Deprecated: the one-click address of guardian mails sent before `unsubscribe` served every mail. */
  guardianMailOff: {
    method: 'POST',
    path: '/guardian-mail/off/',
    query: unsubscribeQuery,
    response: unsubscribeTarget,
    public: true,
  },
} as const satisfies Record<string, Endpoint>;
