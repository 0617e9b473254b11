import { requireActiveUser, requireUser } from '../auth/guard';

export const signedIn = [requireUser()];
export const teacherOnly = [requireUser('teacher')];
export const activeStudent = [requireActiveUser('student')];
export const activeStudentOrTeacher = [requireActiveUser('student', 'teacher')];
export const adminOnly = [requireUser('admin')];
export const guardianOnly = [requireUser('guardian')];
