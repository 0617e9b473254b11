import type { ProfileDetails } from '../domain/accounts/accounts';
import type { demoAccounts } from './demo-accounts';

/** Plausible contact details for the demo accounts (the numbers and addresses are made up). */
export const demoProfiles: Record<keyof typeof demoAccounts, ProfileDetails> = {
  admin: { mobileNumber: '+91 98450 30112', address: 'Tutoring Service office, Bengaluru', state: '29' },
  parent: { mobileNumber: '+91 98101 44562' },
  teacher: {
    mobileNumber: '+91 98450 21873',
    communicationNumber: '+91 98450 21873',
    address: 'Flat 4B, Lakeview Apartments, 80 Feet Road, Koramangala, Bengaluru 560034',
    state: '29',
  },
  asha: {
    parentName: 'Sunita Verma',
    mobileNumber: '+91 98101 44562',
    communicationNumber: '+91 98101 44562',
    dateOfBirth: '2011-06-14',
    address: 'C-12, Sector 15, Noida, Uttar Pradesh 201301',
    state: '09',
  },
  rohan: {
    parentName: 'Lakshmi Iyer',
    mobileNumber: '+91 94440 27815',
    communicationNumber: '+91 94440 27816',
    dateOfBirth: '2011-02-03',
    address: 'No. 7, 2nd Cross Street, Gandhi Nagar, Adyar, Chennai 600020',
    state: '33',
  },
  meera: {
    parentName: 'Farhan Khan',
    mobileNumber: '+91 98200 63341',
    communicationNumber: '+91 98200 63341',
    dateOfBirth: '2010-09-22',
    address: '21 Hill Road, Bandra West, Mumbai 400050',
    state: '27',
  },
  kabir: {
    parentName: 'Rupa Das',
    mobileNumber: '+91 98310 55907',
    communicationNumber: '+91 90070 55907',
    dateOfBirth: '2010-12-05',
    address: '45 Lake Gardens, Kolkata 700045',
    state: '19',
  },
};
