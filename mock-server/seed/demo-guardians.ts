import type { GuardianValues } from '../domain/guardians/guardians';
import type { demoAccounts } from './demo-accounts';

type DemoStudent = 'asha' | 'rohan' | 'meera' | 'kabir';

/**
 * The demo students' guardians: the parent named on their profile first (made-up contacts). Asha's
 * mother also has the demo guardian account (demoAccounts.parent).
 */
export const demoGuardians: Record<DemoStudent & keyof typeof demoAccounts, GuardianValues[]> = {
  asha: [
    { name: 'Sunita Verma', relation: 'mother', email: 'parent@demo.school', mobile: '+919810144562' },
    { name: 'Rajesh Verma', relation: 'father', email: '', mobile: '+919810144563' },
  ],
  rohan: [
    { name: 'Lakshmi Iyer', relation: 'mother', email: 'lakshmi.iyer@example.com', mobile: '+919444027815' },
  ],
  meera: [
    { name: 'Farhan Khan', relation: 'father', email: 'farhan.khan@example.com', mobile: '+919820063341' },
  ],
  kabir: [{ name: 'Rupa Das', relation: 'mother', email: 'rupa.das@example.com', mobile: '+919831055907' }],
};
