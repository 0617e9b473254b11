import type { SessionUser } from '../../shared/schemas/auth';
import type { AuthUser } from '../domain/accounts/auth-user';

export function toSessionUser(user: AuthUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    valid_until: user.validUntil,
  };
}
