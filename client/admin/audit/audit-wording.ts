import type { AuditAction, AuditEntry } from '../../../shared/schemas/admin';

/** Each recorded action in words, as a sentence's verb with its object ("Created batch"). */
export const auditActionLabels: Record<AuditAction, string> = {
  'batch.create': 'Created batch',
  'batch.rename': 'Renamed batch',
  'batch.archive': 'Archived batch',
  'batch.unarchive': 'Restored batch',
  'student.create': 'Added student',
  'student.update': 'Edited student',
  'student.move': 'Moved student',
  'student.renew': 'Renewed student',
  'student.import': 'Imported student',
  'student.guardians': 'Changed guardians of',
  'teacher.create': 'Added teacher',
  'teacher.assign': 'Assigned teacher',
  'teacher.unassign': 'Unassigned teacher',
  'user.create': 'Created account',
  'user.deactivate': 'Deactivated',
  'user.reactivate': 'Reactivated',
  'user.password_reset': 'Sent password reset',
  'application.status': 'Changed application status',
  'application.note': 'Added note to application',
  'application.admit': 'Admitted application',
  'security.login_failures': 'Repeated failed sign-ins for',
  'security.throttled': 'Throttled requests for',
  'security.refresh_reuse': 'Stolen sign-in token reused for',
  'security.password_change': 'Changed own password:',
  'data.export': 'Exported personal data:',
  'payment.submit': 'Entered a payment reference for',
  'payment.confirm': 'Confirmed payment of',
  'payment.record': 'Recorded a cash or cheque payment of',
  'payment.reject': 'Rejected payment of',
  'attendance.change': 'Changed attendance after the day:',
  'guardian.invite': 'Invited a guardian of',
  'guardian.access_ended': 'Ended a guardian’s access to',
};

/** Who made an entry: a person, the command line, or (a security event) the server itself. */
export function auditActorLabel(entry: Pick<AuditEntry, 'action'>, fullName: string | null): string {
  if (fullName !== null) return fullName;
  return entry.action.startsWith('security.') ? 'The server (security)' : 'The command line';
}

const detailLabel = (key: string) => key.replaceAll('_', ' ');

function detailValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(detailValue).join(' and ');
  // A batch or person the server recorded as { id, name }: its name says it.
  if (typeof value === 'object') {
    const named = value as { name?: unknown };
    return typeof named.name === 'string' ? named.name : JSON.stringify(value);
  }
  return String(value);
}

/** An entry's details as one line, e.g. "from: Olympiad 9A, to: JEE 10B, fields: email and address". */
export function auditDetails(entry: Pick<AuditEntry, 'details'>): string {
  return Object.entries(entry.details)
    .map(([key, value]) => `${detailLabel(key)}: ${detailValue(value)}`)
    .join(', ');
}
